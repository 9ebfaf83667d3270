// contract.md "Blocks": the wrapper every block shares.
import { escapeHtml, jsonAttribute } from '../escape.ts';

export function blockWrapper(
  type: number,
  id: string,
  className: string,
  inner: string,
  options: { json?: unknown; attributes?: Record<string, string> } = {},
): string {
  const json = options.json === undefined ? '' : ` data-block-json="${jsonAttribute(options.json)}"`;
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<div class="block ${className}" id="block-${escapeHtml(id)}" data-block-type="${type}"${json}${attributes}>${inner}</div>`;
}
