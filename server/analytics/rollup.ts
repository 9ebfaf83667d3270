// The dashboard's daily rollups (issue 33, docs/decisions.md "Issue 33: daily rollups"): one row per
// settled UTC day, dimension and value, holding that day's unique visitors, visits, page views,
// bounces and visit time. A settled day no longer changes (a visit counts on the day it started and
// is over well within SETTLE_MS), so its rows are written once, by the first reader that needs them,
// and the tracking write path does no more work than before. A period's unfiltered figures are the
// sum of its settled days' rows and of the raw rows after them (breakdown.ts): because unique
// visitors are counted per day, as Plausible counts them, the two parts add up exactly.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { columnOf } from './columns.ts';
import { writeFacts, writeMonth } from './facts.ts';
import { PANELS } from './panels.ts';
import { DAY_MS, monthStart } from './params.ts';

/** A day is settled, and rolled up, this long after it ends. */
const SETTLE_MS = DAY_MS;
/** The dimension of each table's totals (value ''): page views', and visits'. */
export const VIEW_TOTALS = 'views';
export const VISIT_TOTALS = 'visits';

/** The end of the settled days at `now`: every day before it has ended at least SETTLE_MS ago. */
export const settledBefore = (now: number): number => Math.floor((now - SETTLE_MS) / DAY_MS) * DAY_MS;

/**
 * Unique visitors of the rows, one a visitor a day (86400000 is DAY_MS, written out: no SQL from a value). A page view's visitor is its cookie's id; a page
 * view without one is a visitor of its own. So on page_views the rows without an id are added, and the
 * count reads only the covering index (created_at, visitor_id, path).
 */
export function dailyVisitors(table: 'page_views' | 'visits'): RawBuilder<number> {
  if (table === 'visits') return sql<number>`COUNT(DISTINCT visits.visitor_id || '/' || (visits.started_at / 86400000))`;
  return sql<number>`COUNT(DISTINCT page_views.visitor_id || '/' || (page_views.created_at / 86400000)) + COALESCE(SUM(CASE WHEN page_views.visitor_id IS NULL THEN 1 ELSE 0 END), 0)`;
}

/** The dimension of a visit panel's page-view rows: its values' page views, for that panel's filter's totals. */
export const viewsDimension = (panelKey: string): string => `views:${panelKey}`;

/**
 * Writes one day's rows: the totals of both tables, each panel's values and, for each visit panel,
 * the page views of each of its values (what the KPIs and the trend need under its filter); then the
 * day's facts (facts.ts), for the panels under a filter.
 */
async function writeDay(trx: Db, day: number): Promise<void> {
  const end = day + DAY_MS;
  const views = (dimension: string, value: RawBuilder<unknown>, group: RawBuilder<unknown> | null) => sql`
    INSERT INTO analytics_daily (day, dimension, value, visitors, visits, pageviews, bounces, duration_ms)
    SELECT CAST(${day} AS BIGINT), CAST(${dimension} AS TEXT), ${value}, ${dailyVisitors('page_views')}, 0, COUNT(*), 0, 0
    FROM page_views WHERE page_views.created_at >= ${day} AND page_views.created_at < ${end}
    ${group ? sql`GROUP BY ${group}` : sql`HAVING COUNT(*) > 0`}`;
  const visits = (dimension: string, value: RawBuilder<unknown>, group: RawBuilder<unknown> | null) => sql`
    INSERT INTO analytics_daily (day, dimension, value, visitors, visits, pageviews, bounces, duration_ms)
    SELECT CAST(${day} AS BIGINT), CAST(${dimension} AS TEXT), ${value}, COUNT(DISTINCT visits.visitor_id), COUNT(*), SUM(visits.pageviews),
      SUM(CASE WHEN visits.pageviews = 1 THEN 1 ELSE 0 END), SUM(visits.ended_at - visits.started_at)
    FROM visits WHERE visits.started_at >= ${day} AND visits.started_at < ${end}
    ${group ? sql`GROUP BY ${group}` : sql`HAVING COUNT(*) > 0`}`;
  await views(VIEW_TOTALS, sql`''`, null).execute(trx);
  await visits(VISIT_TOTALS, sql`''`, null).execute(trx);
  for (const panel of PANELS) {
    const column = columnOf(panel.table, panel.column);
    if (panel.table === 'page_views') {
      await views(panel.key, column, column).execute(trx);
      continue;
    }
    await visits(panel.key, column, column).execute(trx);
    // A visit dimension page_views holds too (not entry and exit): its values' page views.
    const viewColumn = columnOf('page_views', panel.column, false);
    if (viewColumn) await views(viewsDimension(panel.key), viewColumn, viewColumn).execute(trx);
  }
  await writeFacts(trx, day);
}

export interface Rollups {
  /**
   * Makes sure every settled day of [from, to) is rolled up, and resolves the end of those days: the
   * range's figures are the rollup's before it and the raw rows' from it.
   */
  ensure(from: number, to: number): Promise<number>;
  /**
   * Makes sure every whole month of [from, to), a range of rolled-up days (ensure's), has its monthly
   * rows, and resolves their span (from === to when there is none).
   */
  months(from: number, to: number): Promise<{ from: number; to: number }>;
}

/** The first day of the UTC month `months` after the one `time` falls in. */
const monthOf = (time: number, months = 0): number => monthStart(new Date(time).getUTCFullYear(), new Date(time).getUTCMonth() + months);

/** How one kind of period (a day, a month) is claimed, found claimed, and written. */
interface Ledger {
  /** Claims the period in the transaction; false when another process claimed it first. */
  claim(trx: Db, key: number): Promise<boolean>;
  /** The periods of [from, to) already claimed. */
  claimedIn(from: number, to: number): Promise<number[]>;
  write(trx: Db, key: number): Promise<void>;
}

/**
 * Writes each period of a list that is not written yet, one at a time (each a short transaction, so
 * the tracking calls' writes wait for none long), once per process and, by its claim, once overall.
 */
function createWriter(db: Db, ledger: Ledger): (keys: number[]) => Promise<void> {
  const done = new Set<number>();
  const running = new Map<number, Promise<void>>();
  const writeOne = (key: number): Promise<void> => {
    let pending = running.get(key);
    if (!pending) {
      pending = db
        .transaction()
        .execute(async (trx) => {
          if (await ledger.claim(trx, key)) await ledger.write(trx, key);
        })
        .then(() => void done.add(key))
        .finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
  return async (keys) => {
    const missing = keys.filter((key) => !done.has(key));
    if (missing.length === 0) return;
    for (const key of await ledger.claimedIn(missing[0]!, missing.at(-1)! + 1)) done.add(key);
    for (const key of missing) if (!done.has(key)) await writeOne(key);
  };
}

const claimed = (result: { numInsertedOrUpdatedRows?: bigint }): boolean => Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;

export function createRollups(db: Db, now: () => number): Rollups {
  const writeDays = createWriter(db, {
    claim: async (trx, day) =>
      claimed(
        await trx
          .insertInto('analytics_days')
          .values({ day, built_at: now() })
          .onConflict((conflict) => conflict.column('day').doNothing())
          .executeTakeFirst(),
      ),
    claimedIn: async (from, to) => (await db.selectFrom('analytics_days').select('day').where('day', '>=', from).where('day', '<', to).execute()).map((row) => Number(row.day)),
    write: writeDay,
  });
  const writeMonths = createWriter(db, {
    claim: async (trx, month) =>
      claimed(
        await trx
          .insertInto('analytics_months')
          .values({ month, built_at: now() })
          .onConflict((conflict) => conflict.column('month').doNothing())
          .executeTakeFirst(),
      ),
    claimedIn: async (from, to) =>
      (await db.selectFrom('analytics_months').select('month').where('month', '>=', from).where('month', '<', to).execute()).map((row) => Number(row.month)),
    write: (trx, month) => writeMonth(trx, month, monthOf(month, 1)),
  });

  async function ensure(from: number, to: number): Promise<number> {
    const start = Math.ceil(from / DAY_MS) * DAY_MS;
    const end = Math.max(start, Math.min(Math.floor(to / DAY_MS) * DAY_MS, settledBefore(now())));
    if (end === start) return from;
    const days: number[] = [];
    for (let day = start; day < end; day += DAY_MS) days.push(day);
    await writeDays(days);
    // A range that starts inside a day (never one of the dashboard's) is read raw up to the next day.
    return start === from ? end : from;
  }

  async function months(from: number, to: number): Promise<{ from: number; to: number }> {
    const first = monthOf(from) === from ? from : monthOf(from, 1);
    // Only months whose every day is settled (and so has its facts).
    const end = Math.min(to, settledBefore(now()));
    const list: number[] = [];
    for (let month = first; monthOf(month, 1) <= end; month = monthOf(month, 1)) list.push(month);
    if (list.length === 0) return { from, to: from };
    await writeMonths(list);
    return { from: first, to: monthOf(list.at(-1)!, 1) };
  }

  return { ensure, months };
}
