// Accordion: server markup in the WAI-ARIA accordion pattern, readable with JavaScript off.
import { BlockType } from '../../../core/catalog/enums.ts';
import type { AccordionBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderAccordion(block: AccordionBlock): string {
  const base = `block-${block.id}`;
  const items = block.items
    .map((item, index) => {
      const open = block.isExpandedFirstItem && index === 0;
      const button = `${base}-button-${index}`;
      const panel = `${base}-panel-${index}`;
      return (
        `<li class="accordion-item">` +
        `<h3 class="accordion-item__title-wrapper">` +
        `<button type="button" class="accordion-item__click-target" id="${button}" aria-expanded="${open}" aria-controls="${panel}">` +
        `<span class="accordion-item__title">${escapeHtml(item.title)}</span><span class="accordion-icon" aria-hidden="true"></span>` +
        `</button></h3>` +
        `<div class="accordion-item__dropdown" id="${panel}" role="region" aria-labelledby="${button}"${open ? '' : ' data-collapsed'}>` +
        `<div class="accordion-item__description">${item.descriptionHtml}</div>` +
        `</div></li>`
      );
    })
    .join('');
  return blockWrapper(BlockType.ACCORDION, block.id, 'accordion-block', `<ul class="accordion-items">${items}</ul>`, {
    json: { isExpandedFirstItem: block.isExpandedFirstItem },
    attributes: { 'data-should-allow-multiple-open-items': String(block.allowMultipleOpen) },
    animation: block.animation,
  });
}
