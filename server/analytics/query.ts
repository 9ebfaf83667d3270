// Reads what the analytics page shows from the tracking tables (migration 3), for the last 30 days,
// through the query layer (issue 23): the same queries on SQLite and PostgreSQL. Each panel is
// counted by the database and has a bound on its rows (issue 29), so what visitors store can make
// the page neither long nor slow: 30 days, the most loaded pages' vitals, the top errors.
import type { Db } from '../db/index.ts';
import { dayOf } from '../api/tracking/store.ts';
import { dailySeries, type DayCount, type PageVitals } from './aggregate.ts';
import { vitalsBy } from './vitals.ts';

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
    const vitals = (await vitalsBy(db, { dimension: 'page', from: since, to: now + 1, limit: pages, readings })).map(({ key, loads, p75 }): PageVitals => ({ path: key, loads, p75 }));
    return {
      // Counts are numbers on both engines (PostgreSQL's BIGINT is read back as one: db/postgres.ts).
      days: dailySeries(
        dayCounts.map((row): DayCount => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors) })),
        today,
        ANALYTICS_DAYS,
      ),
      vitals,
      errors: topErrors.map((row): ErrorSummary => ({ message: row.message, app: row.app, count: Number(row.count), lastSeen: Number(row.lastSeen) })),
    };
  };
}
