// Reads what the analytics page shows from the tracking tables (migration 3), for the last 30 days,
// through the query layer (issue 23): the same queries on SQLite and PostgreSQL.
import type { Db } from '../db/index.ts';
import { dayOf } from '../api/tracking/store.ts';
import { dailySeries, VITAL_CODES, vitalsByPage, type DayCount, type MetricReading, type PageVitals } from './aggregate.ts';

export const ANALYTICS_DAYS = 30;
const DAY_MS = 86_400_000;

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

export function createAnalyticsQuery(db: Db): (now: number) => Promise<AnalyticsData> {
  return async (now) => {
    const today = dayOf(now);
    const since = Date.parse(`${today}T00:00:00Z`) - (ANALYTICS_DAYS - 1) * DAY_MS;
    const dayCounts = await db
      .selectFrom('page_views')
      .select((eb) => ['day', eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
      .where('day', '>=', dayOf(since))
      .groupBy('day')
      .execute();
    const readings = await db
      .selectFrom('page_speed_metrics')
      .select(['page_load_id as pageLoadId', 'path', 'code', 'value'])
      .where('created_at', '>=', since)
      .where('code', 'in', VITAL_CODES)
      .orderBy('id')
      .execute();
    const topErrors = await db
      .selectFrom('interface_errors')
      .select((eb) => ['message', 'app', eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('lastSeen')])
      .where('created_at', '>=', since)
      .groupBy(['app', 'message'])
      .orderBy('count', 'desc')
      .orderBy('lastSeen', 'desc')
      .limit(10)
      .execute();
    return {
      // Counts are numbers on both engines (PostgreSQL's BIGINT is read back as one: db/postgres.ts).
      days: dailySeries(
        dayCounts.map((row): DayCount => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors) })),
        today,
        ANALYTICS_DAYS,
      ),
      vitals: vitalsByPage(readings.map((row): MetricReading => ({ ...row, value: Number(row.value) }))),
      errors: topErrors.map((row): ErrorSummary => ({ message: row.message, app: row.app, count: Number(row.count), lastSeen: Number(row.lastSeen) })),
    };
  };
}
