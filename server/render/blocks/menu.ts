// The menu block with tabs (33, docs/block-types.md), in the WAI-ARIA tabs
// pattern. With JavaScript off every section shows under its own heading and the tab list hides; with
// it, the first tab is selected and only its panel shows (core/blocks/menu.ts).
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import type { MenuBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderMenu(block: MenuBlock): string {
  const base = `block-${block.id}`;
  const tabs = block.sections
    .map(
      (section, i) =>
        `<button type="button" role="tab" class="menu-tab" id="${base}-tab-${i}" aria-controls="${base}-panel-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${escapeHtml(section.title)}</button>`,
    )
    .join('');
  const panels = block.sections
    .map((section, i) => {
      const items = section.items
        .map(
          (item) =>
            `<li class="menu-item"><span class="menu-item-name">${escapeHtml(item.name)}</span>` +
            (item.price ? ` <span class="menu-item-price">${escapeHtml(item.price)}</span>` : '') +
            (item.description ? `<p class="menu-item-description">${escapeHtml(item.description)}</p>` : '') +
            `</li>`,
        )
        .join('');
      return (
        `<section class="menu-panel" id="${base}-panel-${i}" role="tabpanel" aria-labelledby="${base}-tab-${i}" tabindex="0"${i === 0 ? '' : ' hidden'}>` +
        `<h3 class="menu-section-title">${escapeHtml(section.title)}</h3><ul class="menu-items">${items}</ul></section>`
      );
    })
    .join('');
  const inner = `<h2 class="menu-title">${escapeHtml(block.title)}</h2><div class="menu-tabs" role="tablist" aria-label="${escapeHtml(block.title)}">${tabs}</div>${panels}`;
  return blockWrapper(ChosenBlockType.MENU, block.id, 'menu-block', inner, { json: {} });
}
