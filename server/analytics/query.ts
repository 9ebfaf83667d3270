// Reads what the analytics page shows from the tracking tables (migration 3), for the last 30 days.
import type { Database } from 'better-sqlite3';
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

export function createAnalyticsQuery(db: Database): (now: number) => AnalyticsData {
  const dayCounts = db.prepare(
    `SELECT day, COUNT(*) AS views, COUNT(DISTINCT visitor_id) AS visitors
     FROM page_views WHERE day >= ? GROUP BY day`,
  );
  const readings = db.prepare(
    `SELECT page_load_id AS pageLoadId, path, code, value FROM page_speed_metrics
     WHERE created_at >= ? AND code IN (${VITAL_CODES.map(() => '?').join(', ')}) ORDER BY id`,
  );
  const topErrors = db.prepare(
    `SELECT message, app, COUNT(*) AS count, MAX(created_at) AS lastSeen FROM interface_errors
     WHERE created_at >= ? GROUP BY app, message ORDER BY count DESC, lastSeen DESC LIMIT 10`,
  );

  return (now) => {
    const today = dayOf(now);
    const since = Date.parse(`${today}T00:00:00Z`) - (ANALYTICS_DAYS - 1) * DAY_MS;
    return {
      days: dailySeries(dayCounts.all(dayOf(since)) as DayCount[], today, ANALYTICS_DAYS),
      vitals: vitalsByPage(readings.all(since, ...VITAL_CODES) as MetricReading[]),
      errors: topErrors.all(since) as ErrorSummary[],
    };
  };
}
