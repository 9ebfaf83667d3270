// The owner area's lists, a page at a time: `?page=N` (from 1), 50 rows a page, newest first. A page
// past the end shows the last; anything that is not a whole number shows the first.
import { escapeHtml } from '../render/escape.ts';

export const PAGE_SIZE = 50;

export interface PageSlice {
  /** This page, from 1. */
  page: number;
  /** Pages in all, at least 1. */
  pages: number;
  limit: number;
  offset: number;
}

export function pageSlice(asked: string | null, total: number, size = PAGE_SIZE): PageSlice {
  const pages = Math.max(1, Math.ceil(total / size));
  const wanted = asked !== null && /^[1-9]\d{0,8}$/.test(asked) ? Number(asked) : 1;
  const page = Math.min(wanted, pages);
  return { page, pages, limit: size, offset: (page - 1) * size };
}

/** "Page N of M" with Previous and Next links where there is such a page; `keep` (a search, a filter) rides along. */
export function pager(path: string, { page, pages }: PageSlice, keep: Readonly<Record<string, string>> = {}): string {
  const href = (to: number): string => `${path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(keep).filter(([, value]) => value !== '')), page: String(to) })}`;
  const link = (to: number, text: string, rel: string): string => `<a href="${escapeHtml(href(to))}" rel="${rel}">${text}</a>`;
  const previous = page > 1 ? link(page - 1, 'Previous', 'prev') : '';
  const next = page < pages ? link(page + 1, 'Next', 'next') : '';
  return `<nav class="pager" aria-label="Pages">${previous}<span>Page ${page} of ${pages}</span>${next}</nav>`;
}
