// A page view's visit: one `visits` row per visit, made by its first page view and moved on by each
// later one in the same transaction, so page views sent at once for one visit all count. The visit
// keeps the span of its page views' times, its first page (entry) and last (exit), and the dimensions
// of its earliest page view, whatever order the page views arrive in.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { PageViewDimensions } from './enrich.ts';
import type { VisitIdentity } from './visitor.ts';

/** The dimensions a visit takes from its earliest page view. */
export const VISIT_DIMENSIONS = ['source', 'source_kind', 'referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os', 'country'] as const;

type DimensionColumns = Record<(typeof VISIT_DIMENSIONS)[number], string>;

/** A page view's dimensions as the columns of page_views and visits name them. */
export const dimensionColumns = (d: PageViewDimensions): DimensionColumns => ({
  source: d.source,
  source_kind: d.sourceKind,
  referrer_domain: d.referrerDomain,
  utm_source: d.utmSource,
  utm_medium: d.utmMedium,
  utm_campaign: d.utmCampaign,
  device: d.device,
  browser: d.browser,
  os: d.os,
  country: d.country,
});

export interface VisitPageView {
  who: VisitIdentity;
  path: string;
  time: number;
  dimensions: DimensionColumns;
}

// The upsert's text, made once: built through the query builder on every call it cost a page view
// several times the rest of its write (measured), and it never changes. `excluded` is the row the
// INSERT proposed and `visits` the stored one, on both engines.
const EARLIER = 'excluded.started_at < visits.started_at';
const LATER = 'excluded.ended_at >= visits.ended_at';
const pick = (when: string, column: string): string => `${column} = CASE WHEN ${when} THEN excluded.${column} ELSE visits.${column} END`;
const COLUMNS = ['session_id', 'visitor_id', 'started_at', 'ended_at', 'entry_path', 'exit_path', 'pageviews', ...VISIT_DIMENSIONS];
const UPSERT = sql.raw(
  `ON CONFLICT (session_id) DO UPDATE SET pageviews = visits.pageviews + 1, ${[pick(EARLIER, 'started_at'), pick(EARLIER, 'entry_path'), pick(LATER, 'ended_at'), pick(LATER, 'exit_path'), ...VISIT_DIMENSIONS.map((column) => pick(EARLIER, column))].join(', ')}`,
);
const INTO = sql.raw(`INSERT INTO visits (${COLUMNS.join(', ')}) VALUES `);

/** `trx`: the page view's transaction (a transaction is a Db of its own). */
export async function recordVisit(trx: Db, { who, path, time, dimensions }: VisitPageView): Promise<void> {
  const values = [who.sessionId, who.visitorId, time, time, path, path, 1, ...VISIT_DIMENSIONS.map((column) => dimensions[column])];
  await sql`${INTO}(${sql.join(values)}) ${UPSERT}`.execute(trx);
}
