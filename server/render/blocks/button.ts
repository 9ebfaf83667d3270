// The button block (53): a link, with the fields of the spec as its JSON (the
// tracking entry's census reads them). An address that fails the link checks is
// never written as a link, so that no visitor, with JavaScript or without, can follow it. The block
// needs no script of its own (the registry's 53 is null): a runtime check would share the link checks
// with the gallery's chunk and cost every gallery page a request (docs/decisions.md).
import { BlockType } from '../../../core/catalog/enums.ts';
import { isSafeClickThrough } from '../../../core/catalog/validators.ts';
import type { ButtonBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderButton(block: ButtonBlock): string {
  const safe = isSafeClickThrough(block.clickthroughUrl);
  const target = block.newWindow ? ' target="_blank" rel="noopener"' : '';
  const inner = safe
    ? `<a class="button-block-link button-${block.size}" href="${escapeHtml(block.clickthroughUrl)}"${target}>${escapeHtml(block.text)}</a>`
    : `<span class="button-block-link button-${block.size} button-block-inert">${escapeHtml(block.text)}</span>`;
  return blockWrapper(BlockType.BUTTON, block.id, `button-block button-align-${block.alignment}`, inner, {
    json: { buttonText: block.text, clickthroughUrl: block.clickthroughUrl, alignment: block.alignment, size: block.size, newWindow: block.newWindow },
  });
}
