// The member area block (67) with its pricing toggle: a left and a right button
// (aria-pressed) swap the visible prices and join buttons. With JavaScript off both periods show, each
// named, and the toggle hides; with it, the left period shows (core/blocks/pricing-toggle.ts).
import { BlockType } from '../../../core/catalog/enums.ts';
import type { MemberAreaBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderMemberArea(block: MemberAreaBlock): string {
  const [first] = block.periods;
  const toggle = block.periods
    .map(
      (period) =>
        `<button type="button" class="pricing-option" data-pricing="${escapeHtml(period.key)}" aria-pressed="${period.key === first.key}">${escapeHtml(period.label)}</button>`,
    )
    .join('');
  const plans = block.plans
    .map((plan) => {
      const byPeriod = block.periods
        .map(
          (period) =>
            `<div class="pricing-period" data-pricing="${escapeHtml(period.key)}"${period.key === first.key ? '' : ' hidden'}>` +
            `<p class="pricing-price"><span class="pricing-period-label">${escapeHtml(period.label)}: </span>${escapeHtml(plan.prices[period.key] ?? '')}</p>` +
            `<a class="pricing-join" href="${escapeHtml(plan.joins[period.key] ?? '#')}">${escapeHtml(block.joinLabel)} ${escapeHtml(plan.name)}<span class="visually-hidden">, ${escapeHtml(period.label)}</span></a></div>`,
        )
        .join('');
      return `<li class="pricing-plan"><h3>${escapeHtml(plan.name)}</h3><p>${escapeHtml(plan.description)}</p>${byPeriod}</li>`;
    })
    .join('');
  const inner =
    `<h2 class="pricing-title">${escapeHtml(block.title)}</h2>` +
    `<div class="pricing-toggle" role="group" aria-label="${escapeHtml(block.title)}: billing">${toggle}</div>` +
    `<ul class="pricing-plans">${plans}</ul>`;
  return blockWrapper(BlockType.MEMBER_AREA, block.id, 'member-area-block', inner, { json: {} });
}
