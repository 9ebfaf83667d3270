// The tracking tables of migration 3 (and `events` of migration 1), written with prepared statements.
import type { Database } from 'better-sqlite3';
import { CALL_HORIZON_MS } from '../../../core/catalog/tracking.ts';

/**
 * A browser sends a call at most CALL_HORIZON_MS after it stored it, and the server first received
 * it after that: an id older than the horizon, plus a day for clocks, can never come again.
 */
export const EVENT_ID_KEPT_MS = CALL_HORIZON_MS + 86_400_000;
/** The sweep runs on a write, at most once an hour. */
const SWEEP_EVERY_MS = 3_600_000;

export interface PageViewRow {
  path: string;
  visitorId: string | null;
  payload: unknown;
}

export interface MetricRow {
  pageLoadId: string;
  path: string;
  code: string;
  value: number;
}

export interface ErrorRow {
  app: string;
  message: string;
  stack: string | null;
  url: string;
  payload: unknown;
}

/** The rows one call writes. */
export interface CallRows {
  pageViews?: PageViewRow[];
  metrics?: MetricRow[];
  errors?: ErrorRow[];
  events?: { kind: string; payload: unknown }[];
}

export interface TrackingStore {
  /**
   * Writes a call's rows, once per event id: a call whose id was seen before writes nothing and
   * returns false. The id and the rows go in one transaction. A call without an id always writes.
   */
  save(eid: string | null, path: string, rows: CallRows): boolean;
}

/** tracking.md 7 dates page views by the server's clock, in UTC: YYYY-MM-DD. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function createTrackingStore(db: Database, now: () => number = Date.now): TrackingStore {
  const claim = db.prepare('INSERT OR IGNORE INTO tracking_calls (eid, path, created_at) VALUES (?, ?, ?)');
  const insertPageView = db.prepare('INSERT INTO page_views (day, path, visitor_id, payload, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertMetric = db.prepare('INSERT INTO page_speed_metrics (page_load_id, path, code, value, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertError = db.prepare('INSERT INTO interface_errors (app, message, stack, url, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO events (kind, payload, created_at) VALUES (?, ?, ?)');
  const sweep = db.prepare('DELETE FROM tracking_calls WHERE created_at < ?');
  let swept = -Infinity;

  const save = db.transaction((eid: string | null, path: string, rows: CallRows, time: number): boolean => {
    if (eid !== null && claim.run(eid, path, time).changes === 0) return false;
    for (const row of rows.pageViews ?? []) insertPageView.run(dayOf(time), row.path, row.visitorId, JSON.stringify(row.payload), time);
    for (const row of rows.metrics ?? []) insertMetric.run(row.pageLoadId, row.path, row.code, row.value, time);
    for (const row of rows.errors ?? []) insertError.run(row.app, row.message, row.stack, row.url, JSON.stringify(row.payload), time);
    for (const row of rows.events ?? []) insertEvent.run(row.kind, JSON.stringify(row.payload), time);
    return true;
  });

  return {
    save(eid, path, rows) {
      const time = now();
      if (time - swept >= SWEEP_EVERY_MS) {
        swept = time;
        sweep.run(time - EVENT_ID_KEPT_MS);
      }
      return save(eid, path, rows, time);
    },
  };
}
