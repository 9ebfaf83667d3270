// Other, relative time; Refresh 5 s.
import { format } from './strings.ts';
import { relativeTimeStrings } from './strings/relative-time.ts';

export const RELATIVE_TIME_REFRESH_MS = 5000;

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;

// 'just now' under 1 s (and for a time in the future), 'about N seconds ago' under 60 s,
// otherwise the date of `then` (UTC) in the given locale.
export function formatRelativeTime(then: number, now: number, locale = 'en-US'): string {
  const seconds = Math.floor((now - then) / MS_PER_SECOND);
  if (seconds < 1) return relativeTimeStrings.justNow;
  if (seconds < SECONDS_PER_MINUTE) return format(relativeTimeStrings.aboutSecondsAgo, { n: seconds });
  // In UTC, so that the server's text and the runtime's refresh read the same anywhere.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(then));
}

/** The absolute time a relative one stands for (its title), in UTC so that it reads the same everywhere. */
export function formatAbsoluteTime(then: number, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(new Date(then));
}

/** A `<time>` element: its `dateTime` (the datetime attribute) holds the time, ISO 8601. */
export interface RelativeTimeElement {
  readonly dateTime?: string;
  textContent: string | null;
}

export interface RelativeTimeRefresherOptions<Handle> {
  elements: () => Iterable<RelativeTimeElement>;
  setInterval: (callback: () => void, ms: number) => Handle;
  clearInterval: (handle: Handle) => void;
  now: () => number;
  locale?: string;
}

export interface RelativeTimeRefresher {
  destroy(): void;
}

// Writes each element's text now and every 5 s after, skipping writes that change nothing.
export function createRelativeTimeRefresher<Handle>(options: RelativeTimeRefresherOptions<Handle>): RelativeTimeRefresher {
  const refresh = (): void => {
    const now = options.now();
    for (const element of options.elements()) {
      const then = Date.parse(element.dateTime ?? '');
      if (Number.isNaN(then)) continue;
      const text = formatRelativeTime(then, now, options.locale);
      if (element.textContent !== text) element.textContent = text;
    }
  };

  refresh();
  const handle = options.setInterval(refresh, RELATIVE_TIME_REFRESH_MS);
  let destroyed = false;

  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      options.clearInterval(handle);
    },
  };
}
