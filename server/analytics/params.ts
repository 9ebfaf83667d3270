// The dashboard's one query value, read from the address (like Plausible's): the period, its
// previous period of the same length, the chart's step, and the filters. A bad value falls back to
// the default (the last 30 days, no filter) rather than an error page, so a shared link never breaks.
import * as z from 'zod';
import { dayOf } from '../api/tracking/store.ts';

export const PERIODS = ['day', '7d', '30d', 'month', '12mo', 'custom'] as const;
export type PeriodName = (typeof PERIODS)[number];
export const DEFAULT_PERIOD = '30d' satisfies PeriodName;
export type Interval = 'hour' | 'day' | 'month';

/** The filters the address may hold, each one column of the tracked rows (query.ts maps them). */
export const FILTER_KEYS = ['page', 'entry', 'exit', 'source', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os', 'country', 'goal'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** A filter's value is at most this long: a longer one is no value any row holds. */
export const FILTER_MAX = 500;
/** A custom range spans at most this many days. */
export const CUSTOM_MAX_DAYS = 732;
/** A custom range up to this many days is drawn by day; a longer one by month. */
const DAILY_MAX_DAYS = 62;

export interface DashboardQuery {
  period: PeriodName;
  /** The period: [from, to) in epoch milliseconds, whole UTC days (or hours for today). */
  from: number;
  to: number;
  /** The previous period of the same length, for the KPIs' change. */
  previousFrom: number;
  interval: Interval;
  /** The custom range as asked (YYYY-MM-DD), for the links; the period's own days otherwise. */
  fromDay: string;
  toDay: string;
  filters: Filters;
  /** The panel whose "more" link was followed, or null. */
  more: string | null;
}

/** A day in milliseconds: the dashboard's periods, buckets and rollups are whole UTC days. */
export const DAY_MS = 86_400_000;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));
const filterValue = z.string().min(1).max(FILTER_MAX);
const period = z.enum(PERIODS);
const panelName = z.string().regex(/^[a-z_]{1,20}$/);

const startOfDay = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;
/** The first day of a UTC month (a month past 11 runs into the next years). */
export const monthStart = (year: number, month: number): number => Date.UTC(year, month, 1);

/** The range of a named period at `now`, in UTC. */
function rangeOf(name: Exclude<PeriodName, 'custom'>, now: number): { from: number; to: number; interval: Interval } {
  const today = startOfDay(now);
  const date = new Date(now);
  switch (name) {
    case 'day':
      return { from: today, to: today + DAY_MS, interval: 'hour' };
    case '7d':
      return { from: today - 6 * DAY_MS, to: today + DAY_MS, interval: 'day' };
    case '30d':
      return { from: today - 29 * DAY_MS, to: today + DAY_MS, interval: 'day' };
    case 'month':
      return { from: monthStart(date.getUTCFullYear(), date.getUTCMonth()), to: monthStart(date.getUTCFullYear(), date.getUTCMonth() + 1), interval: 'day' };
    case '12mo':
      return { from: monthStart(date.getUTCFullYear(), date.getUTCMonth() - 11), to: monthStart(date.getUTCFullYear(), date.getUTCMonth() + 1), interval: 'month' };
  }
}

/** The custom range, inclusive of both days, or null when it is not a valid one. */
function customRange(fromDay: string | null, toDay: string | null): { from: number; to: number; interval: Interval } | null {
  const from = isoDay.safeParse(fromDay);
  const to = isoDay.safeParse(toDay);
  if (!from.success || !to.success) return null;
  const start = Date.parse(`${from.data}T00:00:00Z`);
  const end = Date.parse(`${to.data}T00:00:00Z`) + DAY_MS;
  const days = (end - start) / DAY_MS;
  if (days < 1 || days > CUSTOM_MAX_DAYS) return null;
  return { from: start, to: end, interval: days === 1 ? 'hour' : days <= DAILY_MAX_DAYS ? 'day' : 'month' };
}

/** The query the address asks for at `now`; any part it gets wrong takes its default. */
export function parseDashboardQuery(params: URLSearchParams, now: number): DashboardQuery {
  const asked = period.safeParse(params.get('period'));
  let name: PeriodName = asked.success ? asked.data : DEFAULT_PERIOD;
  let range = name === 'custom' ? customRange(params.get('from'), params.get('to')) : rangeOf(name, now);
  if (range === null) {
    name = DEFAULT_PERIOD;
    range = rangeOf(DEFAULT_PERIOD, now);
  }
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = filterValue.safeParse(params.get(key));
    if (value.success) filters[key] = value.data;
  }
  const more = panelName.safeParse(params.get('more'));
  return {
    period: name,
    ...range,
    previousFrom: range.from - (range.to - range.from),
    fromDay: dayOf(range.from),
    toDay: dayOf(range.to - 1),
    filters,
    more: more.success ? more.data : null,
  };
}

/** The address's parameters for this query with `change` applied (a key set to null is removed). */
export function queryParams(query: DashboardQuery, change: Partial<Record<FilterKey | 'period' | 'more', string | null>> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const periodName = change.period ?? query.period;
  if (periodName !== DEFAULT_PERIOD) params.set('period', periodName);
  if (periodName === 'custom') {
    params.set('from', query.fromDay);
    params.set('to', query.toDay);
  }
  for (const key of FILTER_KEYS) {
    const value = key in change ? change[key] : query.filters[key];
    if (value) params.set(key, value);
  }
  const more = 'more' in change ? change.more : null;
  if (more) params.set('more', more);
  return params;
}

/** A link to `path` with the query's parameters and `change`. */
export const queryHref = (path: string, query: DashboardQuery, change: Parameters<typeof queryParams>[1] = {}): string => {
  const search = queryParams(query, change).toString();
  return search ? `${path}?${search}` : path;
};

/** The chart's buckets from `from` to `to`, oldest first, as the query keys them (see query.ts). */
export function bucketsOf(query: Pick<DashboardQuery, 'from' | 'to' | 'interval'>): string[] {
  const keys: string[] = [];
  if (query.interval === 'month') {
    const start = new Date(query.from);
    for (let index = 0; ; index += 1) {
      const time = monthStart(start.getUTCFullYear(), start.getUTCMonth() + index);
      if (time >= query.to) break;
      keys.push(new Date(time).toISOString().slice(0, 7));
    }
    return keys;
  }
  const step = query.interval === 'hour' ? 3_600_000 : DAY_MS;
  for (let time = query.from; time < query.to; time += step) keys.push(query.interval === 'hour' ? new Date(time).toISOString().slice(0, 13) : dayOf(time));
  return keys;
}
