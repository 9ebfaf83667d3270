// A page view's visit: one `visits` row per visit, made by its first page view and moved on by each
// later one in the same transaction, so page views sent at once for one visit all count. The visit
// keeps the span of its page views' times, its first page (entry) and last (exit), and the dimensions
// of its earliest page view, whatever order the page views arrive in.
import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema.ts';
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

export async function recordVisit(trx: Transaction<Schema>, { who, path, time, dimensions }: VisitPageView): Promise<void> {
  await trx
    .insertInto('visits')
    .values({ session_id: who.sessionId, visitor_id: who.visitorId, started_at: time, ended_at: time, entry_path: path, exit_path: path, pageviews: 1, ...dimensions })
    .onConflict((conflict) =>
      conflict.column('session_id').doUpdateSet((eb) => {
        // An earlier page view arriving late (sent again from the browser's queue) becomes the entry.
        const earlier = eb('excluded.started_at', '<', eb.ref('visits.started_at'));
        const later = eb('excluded.ended_at', '>=', eb.ref('visits.ended_at'));
        // Each text column by its name; the casts name one such column so the case reads as text.
        const first = (column: keyof DimensionColumns | 'entry_path') =>
          eb
            .case()
            .when(earlier)
            .then(eb.ref(`excluded.${column}` as 'excluded.entry_path'))
            .else(eb.ref(`visits.${column}` as 'visits.entry_path'))
            .end();
        return {
          pageviews: eb('visits.pageviews', '+', 1),
          started_at: eb.case().when(earlier).then(eb.ref('excluded.started_at')).else(eb.ref('visits.started_at')).end(),
          entry_path: first('entry_path'),
          ended_at: eb.case().when(later).then(eb.ref('excluded.ended_at')).else(eb.ref('visits.ended_at')).end(),
          exit_path: eb.case().when(later).then(eb.ref('excluded.exit_path')).else(eb.ref('visits.exit_path')).end(),
          ...Object.fromEntries(VISIT_DIMENSIONS.map((column) => [column, first(column)])),
        };
      }),
    )
    .execute();
}
