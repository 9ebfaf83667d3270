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

/**
 * `trx`: the page view's transaction (a transaction is a Db of its own). One statement written out:
 * built through the query builder it cost a page view more than the rest of its write (measured).
 * `excluded` is the row the INSERT proposed, `visits` the stored one, on both engines.
 */
export async function recordVisit(trx: Db, { who, path, time, dimensions: d }: VisitPageView): Promise<void> {
  await sql`
    INSERT INTO visits (session_id, visitor_id, started_at, ended_at, entry_path, exit_path, pageviews, source, source_kind, referrer_domain, utm_source, utm_medium, utm_campaign, device, browser, os, country)
    VALUES (${who.sessionId}, ${who.visitorId}, ${time}, ${time}, ${path}, ${path}, 1, ${d.source}, ${d.source_kind}, ${d.referrer_domain}, ${d.utm_source}, ${d.utm_medium}, ${d.utm_campaign}, ${d.device}, ${d.browser}, ${d.os}, ${d.country})
    ON CONFLICT (session_id) DO UPDATE SET
      pageviews = visits.pageviews + 1,
      started_at = CASE WHEN excluded.started_at < visits.started_at THEN excluded.started_at ELSE visits.started_at END,
      entry_path = CASE WHEN excluded.started_at < visits.started_at THEN excluded.entry_path ELSE visits.entry_path END,
      ended_at = CASE WHEN excluded.ended_at >= visits.ended_at THEN excluded.ended_at ELSE visits.ended_at END,
      exit_path = CASE WHEN excluded.ended_at >= visits.ended_at THEN excluded.exit_path ELSE visits.exit_path END,
      source = CASE WHEN excluded.started_at < visits.started_at THEN excluded.source ELSE visits.source END,
      source_kind = CASE WHEN excluded.started_at < visits.started_at THEN excluded.source_kind ELSE visits.source_kind END,
      referrer_domain = CASE WHEN excluded.started_at < visits.started_at THEN excluded.referrer_domain ELSE visits.referrer_domain END,
      utm_source = CASE WHEN excluded.started_at < visits.started_at THEN excluded.utm_source ELSE visits.utm_source END,
      utm_medium = CASE WHEN excluded.started_at < visits.started_at THEN excluded.utm_medium ELSE visits.utm_medium END,
      utm_campaign = CASE WHEN excluded.started_at < visits.started_at THEN excluded.utm_campaign ELSE visits.utm_campaign END,
      device = CASE WHEN excluded.started_at < visits.started_at THEN excluded.device ELSE visits.device END,
      browser = CASE WHEN excluded.started_at < visits.started_at THEN excluded.browser ELSE visits.browser END,
      os = CASE WHEN excluded.started_at < visits.started_at THEN excluded.os ELSE visits.os END,
      country = CASE WHEN excluded.started_at < visits.started_at THEN excluded.country ELSE visits.country END
  `.execute(trx);
}
