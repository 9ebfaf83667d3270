// The wrapper every block shares.
import { escapeHtml, jsonAttribute } from '../escape.ts';

export function blockWrapper(
  type: number,
  id: string,
  className: string,
  inner: string,
  options: { json?: unknown; attributes?: Record<string, string>; animation?: string | undefined } = {},
): string {
  const json = options.json === undefined ? '' : ` data-block-json="${jsonAttribute(options.json)}"`;
  const all = { ...options.attributes, ...(options.animation ? { 'data-animation': options.animation } : {}) };
  const attributes = Object.entries(all)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<div class="block ${className}" id="block-${escapeHtml(id)}" data-block-type="${type}"${json}${attributes}>${inner}</div>`;
}
