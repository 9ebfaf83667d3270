// What the owner area's lists share: the table (a header row, every cell escaped), the CSV link, the
// time format, and the shape each list hands the area (area.ts).
import { escapeHtml } from '../render/escape.ts';
import { ownerStrings, type ConfigContent } from './shell.ts';

/**
 * A table of strings with a header row, every cell escaped. A wide table scrolls sideways in its
 * box, which is a named region in the tab order so that a keyboard can scroll it too (axe:
 * scrollable-region-focusable).
 */
export const htmlTable = (caption: string, head: readonly string[], rows: readonly (readonly Cell[])[]): string =>
  `<div class="scroll" role="region" aria-label="${escapeHtml(caption)}" tabindex="0"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${typeof cell === 'string' ? escapeHtml(cell) : cell.html}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;

/** A cell: text, escaped; or markup the caller built from escaped parts (a link, a checkbox, a form). */
export type Cell = string | { html: string };

export const csvLink = (href: string): string => `<p><a href="${href}" download>${escapeHtml(ownerStrings.downloadCsv)}</a></p>`;

export interface ConfigList {
  /** The page `?page=` asks for, read from the database; `query` the address's other parameters (a search, a filter). */
  content(page: string | null, query?: URLSearchParams): Promise<ConfigContent>;
  /** The header row and every row, for the CSV. */
  rows(): Promise<string[][]>;
}

export const formatTime = (time: number): string => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
