// The tracking tables of migration 3 (and `events` of migration 1), written through the query layer
// (issue 23), the same on SQLite and PostgreSQL.
import type { Db } from '../../db/index.ts';
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
   * resolves false. The id and the rows go in one transaction, so an id sent twice, even to two
   * server processes sharing the database, is stored once. A call without an id always writes.
   */
  save(eid: string | null, path: string, rows: CallRows): Promise<boolean>;
}

/** Dates page views by the server's clock, in UTC: YYYY-MM-DD. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function createTrackingStore(db: Db, now: () => number = Date.now): TrackingStore {
  // This process's last sweep; another process sweeps on its own writes. Sweeping twice is harmless.
  let swept = -Infinity;

  const save = (eid: string | null, path: string, rows: CallRows, time: number): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      if (eid !== null) {
        // The id's unique index decides: a second claim, from this process or another, inserts nothing.
        const claimed = await trx
          .insertInto('tracking_calls')
          .values({ eid, path, created_at: time })
          .onConflict((oc) => oc.column('eid').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (claimed === undefined) return false;
      }
      const { pageViews = [], metrics = [], errors = [], events = [] } = rows;
      if (pageViews.length > 0)
        await trx
          .insertInto('page_views')
          .values(pageViews.map((row) => ({ day: dayOf(time), path: row.path, visitor_id: row.visitorId, payload: JSON.stringify(row.payload), created_at: time })))
          .execute();
      if (metrics.length > 0)
        await trx
          .insertInto('page_speed_metrics')
          .values(metrics.map((row) => ({ page_load_id: row.pageLoadId, path: row.path, code: row.code, value: row.value, created_at: time })))
          .execute();
      if (errors.length > 0)
        await trx
          .insertInto('interface_errors')
          .values(errors.map((row) => ({ app: row.app, message: row.message, stack: row.stack, url: row.url, payload: JSON.stringify(row.payload), created_at: time })))
          .execute();
      if (events.length > 0)
        await trx
          .insertInto('events')
          .values(events.map((row) => ({ kind: row.kind, payload: JSON.stringify(row.payload), created_at: time })))
          .execute();
      return true;
    });

  return {
    async save(eid, path, rows) {
      const time = now();
      if (time - swept >= SWEEP_EVERY_MS) {
        swept = time;
        await db
          .deleteFrom('tracking_calls')
          .where('created_at', '<', time - EVENT_ID_KEPT_MS)
          .execute();
      }
      return save(eid, path, rows, time);
    },
  };
}
