// A relative time, as the server draws it: the catalogue's relative text for the
// moment the page is drawn, the whole time in its title, the ISO time for the runtime, which refreshes
// it while it is in view (core/utilities/relative-time.ts). Its box keeps one width (styles.ts), so
// that a refresh moves nothing.
import { formatAbsoluteTime, formatRelativeTime } from '../../core/catalog/relative-time.ts';
import { escapeHtml } from './escape.ts';

export function relativeTimeHtml(then: number, now: number, locale?: string): string {
  return (
    `<time class="relative-time" datetime="${new Date(then).toISOString()}" title="${escapeHtml(formatAbsoluteTime(then, locale))}" data-relative-time>` +
    `${escapeHtml(formatRelativeTime(then, now, locale))}</time>`
  );
}
