// The one-time enrichment of the rows stored before migration 11, which recorded in `backfills` the
// last id of each table then. Page views get their dimensions from their stored payload (no country:
// their address was never kept) and a visit: a visitor's page views more than the visit cookie's
// lifetime apart are two visits, as the browser counts them; the visits rows are made as the write
// path makes them. Page-speed readings get the device class of the record they came in, whose
// `page-speed` event row was written in the same call (same time, same page load). Batches of rows,
// each in one transaction that first takes the table's `backfills` row, so that processes started
// together neither repeat nor skip a batch; a restart goes on where the last batch ended.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Schema } from '../../db/schema.ts';
import type { Enricher } from './enrich.ts';
import { NO_REQUEST } from './store.ts';
import type { VisitIdentity } from './visitor.ts';
import { dimensionColumns, recordVisit } from './visits.ts';

/** The visit-timestamp cookie's lifetime: a visit ends after this long without a page view. */
export const VISIT_GAP_MS = 1_800_000;
export const BACKFILL_BATCH = 500;

type Trx = Transaction<Schema>;
type Table = 'page_views' | 'page_speed_metrics';

/** Takes the table's cursor row for this transaction; null when it has nothing left. */
async function claim(trx: Trx, name: Table): Promise<{ next: number; upto: number } | null> {
  // An update that changes nothing still locks the row on PostgreSQL (SQLite's write lock is already held).
  const row = await trx
    .updateTable('backfills')
    .set((eb) => ({ next_id: eb.ref('next_id') }))
    .where('name', '=', name)
    .returning(['next_id', 'upto'])
    .executeTakeFirst();
  return row && Number(row.next_id) < Number(row.upto) ? { next: Number(row.next_id), upto: Number(row.upto) } : null;
}

const advance = (trx: Trx, name: Table, to: number) => trx.updateTable('backfills').set({ next_id: to }).where('name', '=', name).execute();

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The visit a visitor's page view at `time` belongs to: the visitor's latest, unless it ended over the gap before. */
async function visitOf(trx: Trx, visitorId: string, time: number): Promise<VisitIdentity> {
  const last = await trx
    .selectFrom('visits')
    .select(['session_id', 'ended_at'])
    .where('visitor_id', '=', visitorId)
    .where('started_at', '<=', time)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last && time - Number(last.ended_at) <= VISIT_GAP_MS ? { visitorId, sessionId: last.session_id } : { visitorId, sessionId: `${visitorId}:${time}` };
}

async function pageViewBatch(db: Db, enrich: Enricher, batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cursor = await claim(trx, 'page_views');
    if (!cursor) return 0;
    const rows = await trx
      .selectFrom('page_views')
      .select(['id', 'path', 'visitor_id', 'payload', 'created_at'])
      .where('id', '>', cursor.next)
      .where('id', '<=', cursor.upto)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const time = Number(row.created_at);
      const who = row.visitor_id ? await visitOf(trx, row.visitor_id, time) : { visitorId: `anon:${row.id}`, sessionId: `anon:${row.id}` };
      const dimensions = dimensionColumns(enrich.pageView(parse(row.payload), NO_REQUEST));
      await trx
        .updateTable('page_views')
        .set({ session_id: who.sessionId, ...dimensions })
        .where('id', '=', row.id)
        .execute();
      await recordVisit(trx, { who, path: row.path, time, dimensions });
    }
    await advance(trx, 'page_views', rows.length === batch ? Number(rows.at(-1)!.id) : cursor.upto);
    return rows.length;
  });
}

const DEVICES: readonly unknown[] = ['phone', 'tablet', 'desktop'];

async function metricBatch(db: Db, batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cursor = await claim(trx, 'page_speed_metrics');
    if (!cursor) return 0;
    const rows = await trx
      .selectFrom('page_speed_metrics')
      .select(['id', 'page_load_id', 'created_at'])
      .where('id', '>', cursor.next)
      .where('id', '<=', cursor.upto)
      .orderBy('id')
      .limit(batch)
      .execute();
    const times = [...new Set(rows.map((row) => Number(row.created_at)))];
    const records =
      times.length === 0 ? [] : await trx.selectFrom('events').select(['payload', 'created_at']).where('kind', '=', 'page-speed').where('created_at', 'in', times).execute();
    const deviceOf = new Map<string, string>();
    for (const record of records) {
      const payload = parse(record.payload) as { pl?: unknown; c?: { device?: unknown } } | null;
      const device = payload?.c?.device;
      if (typeof payload?.pl === 'string' && DEVICES.includes(device)) deviceOf.set(`${Number(record.created_at)} ${payload.pl}`, device as string);
    }
    const byDevice = new Map<string, number[]>();
    for (const row of rows) {
      const device = deviceOf.get(`${Number(row.created_at)} ${row.page_load_id}`);
      if (device) byDevice.set(device, [...(byDevice.get(device) ?? []), row.id]);
    }
    for (const [device, ids] of byDevice) await trx.updateTable('page_speed_metrics').set({ device }).where('id', 'in', ids).execute();
    await advance(trx, 'page_speed_metrics', rows.length === batch ? Number(rows.at(-1)!.id) : cursor.upto);
    return rows.length;
  });
}

/** Enriches every row stored before migration 11 that is not yet; returns how many it did. */
export async function backfillTracking(db: Db, enrich: Enricher, batch = BACKFILL_BATCH): Promise<number> {
  let done = 0;
  for (let rows = await pageViewBatch(db, enrich, batch); rows > 0; rows = await pageViewBatch(db, enrich, batch)) done += rows;
  for (let rows = await metricBatch(db, batch); rows > 0; rows = await metricBatch(db, batch)) done += rows;
  return done;
}
