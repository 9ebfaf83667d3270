// The calendar and tour dates blocks' dates: ISO days (YYYY-MM-DD) and months (YYYY-MM) read strictly,
// a month's grid of weeks, and a day written in the site's locale. Pure; dates are UTC days, so the
// server's time zone never moves one.

export interface Day {
  year: number;
  month: number;
  day: number;
}

export interface Month {
  year: number;
  month: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Days in a month (1 to 12), leap years included. */
export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weekday of the month's first day: 0 Sunday to 6 Saturday. */
export function firstWeekday({ year, month }: Month): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

/** 'YYYY-MM' as a month, or null. */
export function parseMonth(text: unknown): Month | null {
  const match = typeof text === 'string' ? MONTH.exec(text) : null;
  if (!match) return null;
  const month = { year: Number(match[1]), month: Number(match[2]) };
  return month.month >= 1 && month.month <= 12 ? month : null;
}

/** 'YYYY-MM-DD' as a day that exists (no 30 February), or null. */
export function parseDay(text: unknown): Day | null {
  const match = typeof text === 'string' ? DAY.exec(text) : null;
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const month = parseMonth(`${match[1]}-${match[2]}`);
  return month && day.day >= 1 && day.day <= daysInMonth(month) ? day : null;
}

/** The month's weeks, Sunday first: each seven cells, a day of the month or null before the first and after the last. */
export function monthWeeks(month: Month): (number | null)[][] {
  const lead = firstWeekday(month);
  const count = daysInMonth(month);
  const cells: (number | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: count }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The day as a `<time datetime>` value. */
export const isoDay = ({ year, month, day }: Day): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const utc = ({ year, month, day }: Day): Date => new Date(Date.UTC(year, month - 1, day));

/** The day in the site's locale ('Wed, Mar 1, 2028' in en-US). */
export const formatDay = (day: Day, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc(day));

/** The month's name and year in the site's locale ('February 2028'). */
export const formatMonth = (month: Month, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc({ ...month, day: 1 }));

/** The seven weekday names, Sunday first, short and long ('Sun', 'Sunday'), in the site's locale. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => utc({ year: 2023, month: 1, day: 1 + i })).map((date) => ({ short: short.format(date), long: long.format(date) }));
}
