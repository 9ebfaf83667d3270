// Reads what the analytics page shows from the tracking tables (migration 3), for the last 30 days,
// through the query layer (issue 23): the same queries on SQLite and PostgreSQL. Each panel is
// counted by the database and has a bound on its rows (issue 29), so what visitors store can make
// the page neither long nor slow: 30 days, the most loaded pages' vitals, the top errors.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { dayOf } from '../api/tracking/store.ts';
import { dailySeries, VITAL_CODES, type DayCount, type PageVitals, type VitalCode } from './aggregate.ts';

export const ANALYTICS_DAYS = 30;
const DAY_MS = 86_400_000;
/** The vitals table's rows: the pages with the most loads. */
export const VITALS_PAGES = 25;
/**
 * The vitals are figured over the newest this many stored readings (of every metric; a page load
 * sends a few dozen), so the page costs the same however many were stored.
 */
export const VITALS_READINGS = 30_000;
/** The errors table's rows. */
export const TOP_ERRORS = 10;

export interface ErrorSummary {
  message: string;
  app: string;
  count: number;
  lastSeen: number;
}

export interface AnalyticsData {
  days: DayCount[];
  vitals: PageVitals[];
  errors: ErrorSummary[];
}

export interface AnalyticsQueryOptions {
  /** The vitals table's rows (VITALS_PAGES); tests pass their own. */
  pages?: number;
  /** The newest readings the vitals are figured over (VITALS_READINGS); tests pass their own. */
  readings?: number;
}

export function createAnalyticsQuery(db: Db, { pages = VITALS_PAGES, readings = VITALS_READINGS }: AnalyticsQueryOptions = {}): (now: number) => Promise<AnalyticsData> {
  /**
   * Per page, for each page load the last value received of each vital, then the nearest-rank p75
   * across loads (aggregate.ts's rule): the value at position ceil(3n/4) of n in ascending order,
   * which is (3n + 3) / 4 in whole numbers on both engines. Only the `pages` most loaded pages.
   * The newest readings are taken before any filter, so that both engines read them backwards along
   * the key and stop, whatever their planner knows of the table.
   */
  const vitalsSince = (since: number) =>
    db
      .with('recent', (q) => q.selectFrom('page_speed_metrics').select(['id', 'page_load_id', 'path', 'code', 'value', 'created_at']).orderBy('id', 'desc').limit(readings))
      .with('vital', (q) => q.selectFrom('recent').selectAll().where('created_at', '>=', since).where('code', 'in', VITAL_CODES))
      .with('load', (q) => q.selectFrom('vital').select(['path', 'page_load_id']).distinct())
      .with('top', (q) =>
        q
          .selectFrom('load')
          .select((eb) => ['path', eb.fn.countAll<number>().as('loads')])
          .groupBy('path')
          .orderBy('loads', 'desc')
          .orderBy('path')
          .limit(pages),
      )
      .with('latest', (q) =>
        q
          .selectFrom('vital')
          .where('path', 'in', (eb) => eb.selectFrom('top').select('path'))
          .select((eb) => [
            'path',
            'code',
            'value',
            eb.fn
              .agg<number>('row_number')
              .over((ob) => ob.partitionBy(['path', 'code', 'page_load_id']).orderBy('id', 'desc'))
              .as('newest'),
          ]),
      )
      .with('ranked', (q) =>
        q
          .selectFrom('latest')
          .where('newest', '=', 1)
          .select((eb) => [
            'path',
            'code',
            'value',
            eb.fn
              .agg<number>('row_number')
              .over((ob) => ob.partitionBy(['path', 'code']).orderBy('value'))
              .as('position'),
            eb.fn
              .countAll<number>()
              .over((ob) => ob.partitionBy(['path', 'code']))
              .as('n'),
          ]),
      )
      .selectFrom('top')
      .innerJoin('ranked', 'ranked.path', 'top.path')
      .where(sql<boolean>`ranked.position = (3 * ranked.n + 3) / 4`)
      .select(['top.path', 'top.loads', 'ranked.code', 'ranked.value'])
      .orderBy('top.loads', 'desc')
      .orderBy('top.path')
      .execute();

  return async (now) => {
    const today = dayOf(now);
    const since = Date.parse(`${today}T00:00:00Z`) - (ANALYTICS_DAYS - 1) * DAY_MS;
    const dayCounts = await db
      .selectFrom('page_views')
      .select((eb) => ['day', eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
      .where('day', '>=', dayOf(since))
      .groupBy('day')
      .execute();
    const topErrors = await db
      .selectFrom('interface_errors')
      .select((eb) => ['message', 'app', eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('lastSeen')])
      .where('created_at', '>=', since)
      .groupBy(['app', 'message'])
      .orderBy('count', 'desc')
      .orderBy('lastSeen', 'desc')
      .limit(TOP_ERRORS)
      .execute();
    // One row per page and vital, the pages in order: gathered into one entry per page.
    const vitals = new Map<string, PageVitals>();
    for (const row of await vitalsSince(since)) {
      let page = vitals.get(row.path);
      if (!page) {
        page = { path: row.path, loads: Number(row.loads), p75: {} };
        vitals.set(row.path, page);
      }
      page.p75[row.code as VitalCode] = Number(row.value);
    }
    return {
      // Counts are numbers on both engines (PostgreSQL's BIGINT is read back as one: db/postgres.ts).
      days: dailySeries(
        dayCounts.map((row): DayCount => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors) })),
        today,
        ANALYTICS_DAYS,
      ),
      vitals: [...vitals.values()],
      errors: topErrors.map((row): ErrorSummary => ({ message: row.message, app: row.app, count: Number(row.count), lastSeen: Number(row.lastSeen) })),
    };
  };
}
