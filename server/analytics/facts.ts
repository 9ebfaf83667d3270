// The dashboard's daily facts (issue 33, docs/decisions.md "Issue 33: daily facts"): each settled
// UTC day's page views and visits written again, once, beside the day's rollup rows (rollup.ts), as
// narrow rows in day order: the dimensions a filter or a panel names, the page-view count, and the
// visitor as a number of the day rather than its cookie's id. A filtered panel over settled days
// reads these: the rollup cannot (a filter crosses two dimensions), and the raw rows are many times
// wider. Unique visitors are counted per day (COUNT(DISTINCT visitor) by day), so the facts' figures
// and the raw rows' after them add up exactly, as the rollup's do.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { factColumnOf, factsOf, factsTableOf, SHARED, type FactsTable, type TrackedTable } from './columns.ts';
import { PANELS } from './panels.ts';
import { DAY_MS, FILTER_KEYS, type Filters } from './params.ts';

/** A goal's visit's columns, in analytics_goals' order after its kind (device first). */
const VISIT_OF_GOAL = sql`visits.entry_path, visits.exit_path, visits.device, visits.source, visits.utm_source, visits.utm_medium, visits.utm_campaign, visits.browser, visits.os, visits.country`;
/** A reading's visit's columns, in analytics_vitals' order after its own device. */
const VISIT_OF_READING = sql`visits.entry_path, visits.exit_path, visits.source, visits.utm_source, visits.utm_medium, visits.utm_campaign, visits.browser, visits.os, visits.country`;

/**
 * Writes one day's facts: its page views grouped by visitor, page and dimensions; its visits, goals
 * and vitals readings, one row each, a goal and a reading with its visit's dimensions.
 */
export async function writeFacts(trx: Db, day: number): Promise<void> {
  const end = day + DAY_MS;
  // A page view without the cookie is a visitor of its own: its own row, with a negative number.
  await sql`
    INSERT INTO analytics_views (day, seq, visitor, path, source, utm_source, utm_medium, utm_campaign, device, browser, os, country, pageviews)
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY MIN(page_views.id)),
      CASE WHEN page_views.visitor_id IS NULL THEN -ROW_NUMBER() OVER (ORDER BY MIN(page_views.id)) ELSE DENSE_RANK() OVER (ORDER BY page_views.visitor_id) END,
      page_views.path, page_views.source, page_views.utm_source, page_views.utm_medium, page_views.utm_campaign,
      page_views.device, page_views.browser, page_views.os, page_views.country, COUNT(*)
    FROM page_views WHERE page_views.created_at >= ${day} AND page_views.created_at < ${end}
    GROUP BY page_views.visitor_id, page_views.path, page_views.source, page_views.utm_source, page_views.utm_medium, page_views.utm_campaign,
      page_views.device, page_views.browser, page_views.os, page_views.country, CASE WHEN page_views.visitor_id IS NULL THEN page_views.id ELSE 0 END`.execute(trx);
  await sql`
    INSERT INTO analytics_visits (day, seq, visitor, entry_path, exit_path, source, utm_source, utm_medium, utm_campaign, device, browser, os, country, pageviews, duration_ms)
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY visits.id), DENSE_RANK() OVER (ORDER BY visits.visitor_id),
      visits.entry_path, visits.exit_path, visits.source, visits.utm_source, visits.utm_medium, visits.utm_campaign,
      visits.device, visits.browser, visits.os, visits.country, visits.pageviews, visits.ended_at - visits.started_at
    FROM visits WHERE visits.started_at >= ${day} AND visits.started_at < ${end}`.execute(trx);
  // A goal without a visitor has none (the raw count skips it); one without a visit, null dimensions.
  await sql`
    INSERT INTO analytics_goals (day, seq, visitor, name, kind, entry_path, exit_path, device, source, utm_source, utm_medium, utm_campaign, browser, os, country)
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY goals.id),
      CASE WHEN goals.visitor_id <> '' THEN DENSE_RANK() OVER (ORDER BY goals.visitor_id) END, goals.name, goals.kind,
      ${VISIT_OF_GOAL}
    FROM goals LEFT JOIN visits ON visits.session_id = goals.session_id AND goals.session_id <> ''
    WHERE goals.created_at >= ${day} AND goals.created_at < ${end}`.execute(trx);
  // Every reading, of every metric (the vitals are figured over the newest readings: vitals.ts), in
  // the order the vitals read them; the device class is the reading's own.
  await sql`
    INSERT INTO analytics_vitals (day, seq, id, created_at, page_load_id, path, code, value, device, entry_path, exit_path, source, utm_source, utm_medium, utm_campaign, browser, os, country)
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY page_speed_metrics.created_at, page_speed_metrics.id),
      page_speed_metrics.id, page_speed_metrics.created_at, page_speed_metrics.page_load_id, page_speed_metrics.path,
      page_speed_metrics.code, page_speed_metrics.value, page_speed_metrics.device, ${VISIT_OF_READING}
    FROM page_speed_metrics LEFT JOIN visits ON visits.session_id = page_speed_metrics.session_id AND page_speed_metrics.session_id <> ''
    WHERE page_speed_metrics.created_at >= ${day} AND page_speed_metrics.created_at < ${end}`.execute(trx);
}

/** The column a filter names, as its panel counts by it (the page filter: the path); undefined for the goal. */
const filterColumn = (key: string): string | undefined => PANELS.find((panel) => panel.filter === key)?.column;

/**
 * Whether a facts table holds every filter given: page views not the entry, exit or goal; visits,
 * goals and readings not the page (goals: the goal's own name is their query's; readings: the page is
 * the reading's own); none the goal.
 */
export const factsHold = (table: FactsTable, filters: Filters): boolean =>
  FILTER_KEYS.every((key) => filters[key] === undefined || factColumnOf(table, filterColumn(key) ?? '') !== undefined);

/** The facts rows of [from, to) (whole days) that every filter lets through; only for filters factsHold. */
export function factsWhere(table: FactsTable, filters: Filters, from: number, to: number): RawBuilder<boolean> {
  const day = factColumnOf(table, 'day')!;
  const parts: RawBuilder<unknown>[] = [sql`${day} >= ${from}`, sql`${day} < ${to}`];
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    const column = factColumnOf(table, filterColumn(key) ?? '');
    if (!column) throw new Error(`The ${table} facts hold no ${key} filter`);
    parts.push(sql`${column} = ${value}`);
  }
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/**
 * A panel's rows from the facts of [from, to): its values' unique visitors, a day at a time, and
 * page views (page_views) or visits. Grouped by day first, the order the rows are stored in.
 */
export function factsBreakdown(table: TrackedTable, column: string, filters: Filters, from: number, to: number): RawBuilder<unknown> {
  const facts = factsOf(table);
  const value = factColumnOf(facts, column);
  if (!value) throw new Error(`The ${facts} facts hold no ${column}`);
  const day = factColumnOf(facts, 'day')!;
  const amount = table === 'page_views' ? sql`SUM(analytics_views.pageviews)` : sql`COUNT(*)`;
  return sql`
    SELECT ${value} AS value, COUNT(DISTINCT ${factColumnOf(facts, 'visitor')}) AS visitors, ${amount} AS amount
    FROM ${factsTableOf(facts)} WHERE ${factsWhere(facts, filters, from, to)} AND ${value} <> ''
    GROUP BY ${day}, ${value}`;
}

/** The goals' rows from the facts of [from, to): each goal's unique visitors, a day at a time, and conversions. */
export function factsGoals(filters: Filters, goal: string | undefined, from: number, to: number): RawBuilder<unknown> {
  return sql`
    SELECT analytics_goals.name AS value, analytics_goals.kind AS kind, COUNT(DISTINCT analytics_goals.visitor) AS visitors, COUNT(*) AS amount
    FROM analytics_goals WHERE ${factsWhere('analytics_goals', filters, from, to)} ${goal === undefined ? sql`` : sql`AND analytics_goals.name = ${goal}`}
    GROUP BY analytics_goals.day, analytics_goals.name, analytics_goals.kind`;
}

/**
 * Writes one settled month's pages under each visit-dimension filter value, from its days' facts:
 * a year's top pages under a filter then read twelve months' rows, not every page view of the year.
 */
export async function writeMonth(trx: Db, month: number, end: number): Promise<void> {
  for (const [key, name] of Object.entries(SHARED)) {
    const column = factColumnOf('analytics_views', name)!;
    await sql`
      INSERT INTO analytics_monthly_pages (month, filter, filter_value, path, visitors, pageviews)
      SELECT CAST(${month} AS BIGINT), CAST(${key} AS TEXT), days.value, days.path, SUM(days.visitors), SUM(days.pageviews) FROM (
        SELECT ${column} AS value, analytics_views.path AS path, COUNT(DISTINCT analytics_views.visitor) AS visitors, SUM(analytics_views.pageviews) AS pageviews
        FROM analytics_views WHERE analytics_views.day >= ${month} AND analytics_views.day < ${end} AND ${column} <> '' AND analytics_views.path <> ''
        GROUP BY analytics_views.day, ${column}, analytics_views.path) AS days
      GROUP BY days.value, days.path`.execute(trx);
  }
}

/** The one visit-dimension filter the monthly pages hold a query's filters as, or null. */
export function monthlyFilter(filters: Filters): { key: string; value: string } | null {
  const set = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  return set.length === 1 && SHARED[set[0]!] !== undefined ? { key: set[0]!, value: filters[set[0]!]! } : null;
}

/** The pages panel's rows of the whole months [from, to) under one filter value, as factsBreakdown's. */
export const monthlyPages = (filter: { key: string; value: string }, from: number, to: number): RawBuilder<unknown> => sql`
  SELECT analytics_monthly_pages.path AS value, analytics_monthly_pages.visitors AS visitors, analytics_monthly_pages.pageviews AS amount
  FROM analytics_monthly_pages WHERE analytics_monthly_pages.filter = ${filter.key} AND analytics_monthly_pages.filter_value = ${filter.value}
    AND analytics_monthly_pages.month >= ${from} AND analytics_monthly_pages.month < ${to}`;

/** A part of the totals of settled days: the page views' ('views') or the visits' ('visits'), in a bucket of the period. */
export interface TotalsRow {
  bucket: number;
  kind: string;
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  duration: number;
}

/**
 * Both totals from the facts of [from, to) under the filters (visit dimensions: both facts tables
 * hold them), by the bucket of each day: page views, and the visits' unique visitors a day at a time,
 * visits, bounces, their page views and time.
 */
export const factsTotals = (filters: Filters, from: number, to: number, bucket: (day: RawBuilder<unknown>) => RawBuilder<number>): RawBuilder<TotalsRow> => sql<TotalsRow>`
  SELECT ${bucket(sql.ref('analytics_views.day'))} AS bucket, 'views' AS kind, 0 AS visitors, 0 AS visits, SUM(analytics_views.pageviews) AS pageviews, 0 AS bounces, 0 AS duration
  FROM analytics_views WHERE ${factsWhere('analytics_views', filters, from, to)} GROUP BY 1
  UNION ALL
  SELECT ${bucket(sql.ref('days.day'))} AS bucket, 'visits' AS kind, SUM(days.visitors), SUM(days.visits), SUM(days.pageviews), SUM(days.bounces), SUM(days.duration) FROM (
    SELECT analytics_visits.day AS day, COUNT(DISTINCT analytics_visits.visitor) AS visitors, COUNT(*) AS visits, SUM(analytics_visits.pageviews) AS pageviews,
      SUM(CASE WHEN analytics_visits.pageviews = 1 THEN 1 ELSE 0 END) AS bounces, SUM(analytics_visits.duration_ms) AS duration
    FROM analytics_visits WHERE ${factsWhere('analytics_visits', filters, from, to)} GROUP BY analytics_visits.day) AS days
  GROUP BY 1`;
