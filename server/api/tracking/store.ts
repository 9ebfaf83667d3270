// The tracking tables of migration 3 (and `events` of migration 1), written through the query layer
// (issue 23), the same on SQLite and PostgreSQL. Issue 33: a page view is stored with its visit and
// its dimensions (enrich.ts) and moves its `visits` row on; an event that is a goal writes a goals row.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { CALL_HORIZON_MS } from '../../../core/catalog/tracking.ts';
import { PLAIN_ENRICHER, type Enricher, type RequestFacts } from './enrich.ts';
import { goalOf, goalRow, recordGoal } from './goals.ts';
import { anonymousVisit, visitIdentity } from './visitor.ts';
import { dimensionColumns, recordVisit } from './visits.ts';

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
  /** The visitor-record cookie the call carried in its body; the request's cookie when absent. */
  visitorCookie?: string | null;
  payload: unknown;
}

export interface MetricRow {
  pageLoadId: string;
  path: string;
  code: string;
  value: number;
  /** phone, tablet or desktop, as the record's context says; '' when it does not. */
  device?: string;
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
  save(eid: string | null, path: string, rows: CallRows, request?: RequestFacts): Promise<boolean>;
}

export interface TrackingStoreOptions {
  /** Figures a page view's dimensions; without a user-agent parser or country database by default. */
  enrich?: Enricher;
  /** The id of a visit without a visitor record. */
  newId?: () => string;
}

/** What a call without a request (a test's, the backfill's) is taken to have come with. */
export const NO_REQUEST: RequestFacts = { userAgent: null, address: '', visitorCookie: null, host: '' };

/** Dates page views by the server's clock, in UTC: YYYY-MM-DD. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function createTrackingStore(db: Db, now: () => number = Date.now, { enrich = PLAIN_ENRICHER, newId = randomUUID }: TrackingStoreOptions = {}): TrackingStore {
  // This process's last sweep; another process sweeps on its own writes. Sweeping twice is harmless.
  let swept = -Infinity;

  const save = (eid: string | null, path: string, rows: CallRows, request: RequestFacts, time: number): Promise<boolean> => {
    // Figured before the transaction, so that it holds the write lock no longer than before.
    const requestVisit = visitIdentity(request.visitorCookie);
    const views = (rows.pageViews ?? []).map((row) => ({
      row,
      who: visitIdentity(row.visitorCookie) ?? requestVisit ?? anonymousVisit(newId),
      dimensions: dimensionColumns(enrich.pageView(row.payload, request)),
    }));
    const goals = (rows.events ?? []).flatMap((event) => {
      const goal = goalOf(event.kind, event.payload);
      return goal ? [goalRow(goal, requestVisit, time)] : [];
    });
    return db.transaction().execute(async (trx) => {
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
      const { metrics = [], errors = [], events = [] } = rows;
      // Each page view's row, then its visit's: one statement each, written out (visits.ts says why).
      for (const { row, who, dimensions: d } of views) {
        await sql`
          INSERT INTO page_views (day, path, visitor_id, payload, created_at, session_id, source, source_kind, referrer_domain, utm_source, utm_medium, utm_campaign, device, browser, os, country)
          VALUES (${dayOf(time)}, ${row.path}, ${row.visitorId}, ${JSON.stringify(row.payload)}, ${time}, ${who.sessionId}, ${d.source}, ${d.source_kind}, ${d.referrer_domain}, ${d.utm_source}, ${d.utm_medium}, ${d.utm_campaign}, ${d.device}, ${d.browser}, ${d.os}, ${d.country})
        `.execute(trx);
        // One at a time: two page views of one visit in a call each move its row on.
        await recordVisit(trx, { who, path: row.path, time, dimensions: d });
      }
      if (metrics.length > 0)
        await trx
          .insertInto('page_speed_metrics')
          .values(
            metrics.map((row) => ({
              page_load_id: row.pageLoadId,
              path: row.path,
              code: row.code,
              value: row.value,
              created_at: time,
              device: row.device ?? '',
              session_id: requestVisit?.sessionId ?? '',
            })),
          )
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
      for (const goal of goals) await recordGoal(trx, goal);
      return true;
    });
  };

  return {
    async save(eid, path, rows, request = NO_REQUEST) {
      const time = now();
      if (time - swept >= SWEEP_EVERY_MS) {
        swept = time;
        await db
          .deleteFrom('tracking_calls')
          .where('created_at', '<', time - EVENT_ID_KEPT_MS)
          .execute();
      }
      return save(eid, path, rows, request, time);
    },
  };
}
