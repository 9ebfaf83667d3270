// Web vitals at p75 by one dimension (the page, the day, the device class), figured by the database
// by aggregate.ts's rule (vitalsByPage is its tests' reference): for each page load the last value
// received of each vital, then the nearest-rank p75 across loads, the value at position ceil(3n/4) of
// n in ascending order, which is (3n + 3) / 4 in whole numbers on both engines. Only the newest
// `readings` rows of the range are read, so the panel costs the same however many were stored.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { VITAL_CODES, type VitalCode } from './aggregate.ts';
import { DAY_MS } from './params.ts';

export type VitalsDimension = 'page' | 'day' | 'device';

export interface VitalsRow {
  /** The page's path, the day (YYYY-MM-DD) or the device class. */
  key: string;
  /** Page loads that reported at least one vital. */
  loads: number;
  p75: Partial<Record<VitalCode, number>>;
}

export interface VitalsAsk {
  dimension: VitalsDimension;
  from: number;
  to: number;
  /** The dashboard's filters the readings carry: the page, the device class. */
  page?: string;
  device?: string;
  /** The other filters: a reading counts when its visit meets them (breakdown.ts visitMeets). */
  visits?: RawBuilder<boolean>;
  /**
   * The readings before `to` come from the daily facts (facts.ts), those `where` lets through; the
   * raw readings from `to` on. Without it, every reading is a raw one.
   */
  settled?: { to: number; where: RawBuilder<boolean> };
  /** The rows: the keys with the most loads. */
  limit: number;
  /** The newest readings of the range the figures are taken over. */
  readings: number;
}

const DIMENSIONS: Record<VitalsDimension, RawBuilder<unknown>> = {
  page: sql`path`,
  // 86400000 is DAY_MS, written out (no SQL text from a value).
  day: sql`created_at / 86400000`,
  device: sql`device`,
};

export async function vitalsBy(db: Db, ask: VitalsAsk): Promise<VitalsRow[]> {
  const filters = [
    sql`created_at >= ${ask.settled?.to ?? ask.from}`,
    sql`created_at < ${ask.to}`,
    ...(ask.page === undefined ? [] : [sql`path = ${ask.page}`]),
    ...(ask.device === undefined ? [] : [sql`device = ${ask.device}`]),
    ...(ask.visits === undefined ? [] : [ask.visits]),
  ];
  // The newest readings are taken before the codes are, so that both engines walk the time index
  // backwards and stop.
  const newest = sql`
    SELECT id, created_at, page_load_id, code, value, ${DIMENSIONS[ask.dimension]} AS k FROM page_speed_metrics
    WHERE ${sql.join(filters, sql` AND `)} ORDER BY created_at DESC, id DESC LIMIT ${ask.readings}`;
  // The facts' readings are all older than the raw ones: the newest of both, the raw ones first.
  const readings = ask.settled
    ? sql`
    SELECT * FROM (SELECT * FROM (${newest}) AS newer UNION ALL SELECT * FROM (
      SELECT id, created_at, page_load_id, code, value, ${DIMENSIONS[ask.dimension]} AS k FROM analytics_vitals
      WHERE ${ask.settled.where} ORDER BY day DESC, seq DESC LIMIT ${ask.readings}) AS older) AS both_parts
    ORDER BY created_at DESC, id DESC LIMIT ${ask.readings}`
    : newest;
  const { rows } = await sql<{ k: string | number; loads: number; code: string; value: number }>`
    WITH recent AS (${readings}),
    vital AS (SELECT * FROM recent WHERE code IN (${sql.join(VITAL_CODES)})),
    top AS (
      SELECT k, COUNT(DISTINCT page_load_id) AS loads FROM vital GROUP BY k ORDER BY loads DESC, k LIMIT ${ask.limit}
    ),
    latest AS (
      SELECT k, code, value, ROW_NUMBER() OVER (PARTITION BY k, code, page_load_id ORDER BY id DESC) AS newest
      FROM vital WHERE k IN (SELECT k FROM top)
    ),
    ranked AS (
      SELECT k, code, value, ROW_NUMBER() OVER (PARTITION BY k, code ORDER BY value) AS position,
        COUNT(*) OVER (PARTITION BY k, code) AS n
      FROM latest WHERE newest = 1
    )
    SELECT top.k AS k, top.loads AS loads, ranked.code AS code, ranked.value AS value
    FROM top INNER JOIN ranked ON ranked.k = top.k
    WHERE ranked.position = (3 * ranked.n + 3) / 4
    ORDER BY top.loads DESC, top.k`.execute(db);
  // One row per key and vital, the keys in order: gathered into one entry per key.
  const byKey = new Map<string, VitalsRow>();
  for (const row of rows) {
    const key = ask.dimension === 'day' ? new Date(Number(row.k) * DAY_MS).toISOString().slice(0, 10) : String(row.k);
    let entry = byKey.get(key);
    if (!entry) {
      entry = { key, loads: Number(row.loads), p75: {} };
      byKey.set(key, entry);
    }
    entry.p75[row.code as VitalCode] = Number(row.value);
  }
  return [...byKey.values()];
}
