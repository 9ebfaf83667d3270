// The dashboard's daily facts (docs/decisions.md "Issue 33: daily facts"): each settled day's
// tracking rows again, narrow, for the filtered panels the rollup cannot answer.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { factColumnOf, factsOf, factsTableOf, SHARED, VISIT_KEY, type FactsTable, type TrackedTable } from './columns.ts';
import { PANELS } from './panels.ts';
import { DAY_MS, FILTER_KEYS, type Filters } from './params.ts';

/** The visit's columns a goal's and a reading's facts hold, and where they come from (null without a visit). */
const VISIT_COLUMNS = sql`entry_path, exit_path, source, utm_source, utm_medium, utm_campaign, browser, os, country`;
const VISIT_VALUES = sql`visits.entry_path, visits.exit_path, visits.source, visits.utm_source, visits.utm_medium, visits.utm_campaign, visits.browser, visits.os, visits.country`;
/** A visit's start day, its key in analytics_visits with its id (86400000 is DAY_MS). */
const VISIT_DAY = sql`(visits.started_at / 86400000) * 86400000`;
/** A row's visit: by its session, when it has one. */
const visitOf = (session: RawBuilder<unknown>) => sql`LEFT JOIN visits ON visits.session_id = ${session} AND ${session} <> ''`;

/**
 * Writes one day's facts: its page views grouped by visitor, page and dimensions; its visits, goals
 * and vitals readings, one row each; the pages each visit viewed. A visit is taken as it stands when
 * its day settles; the visitor is a number of the day, so unique visitors are COUNT(DISTINCT) by day.
 */
export async function writeFacts(trx: Db, day: number): Promise<void> {
  const end = day + DAY_MS;
  // A page view without the cookie is a visitor of its own: its own row, with a negative number.
  await sql`
    INSERT INTO analytics_views (day, seq, visitor, path, source, utm_source, utm_medium, utm_campaign, device, browser, os, country, entry_path, exit_path, visit_day, visit, pageviews)
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY MIN(page_views.id)),
      CASE WHEN page_views.visitor_id IS NULL THEN -ROW_NUMBER() OVER (ORDER BY MIN(page_views.id)) ELSE DENSE_RANK() OVER (ORDER BY page_views.visitor_id) END,
      page_views.path, page_views.source, page_views.utm_source, page_views.utm_medium, page_views.utm_campaign,
      page_views.device, page_views.browser, page_views.os, page_views.country, visits.entry_path, visits.exit_path, ${VISIT_DAY}, visits.id, COUNT(*)
    FROM page_views ${visitOf(sql`page_views.session_id`)}
    WHERE page_views.created_at >= ${day} AND page_views.created_at < ${end}
    GROUP BY page_views.visitor_id, page_views.path, page_views.source, page_views.utm_source, page_views.utm_medium, page_views.utm_campaign,
      page_views.device, page_views.browser, page_views.os, page_views.country, visits.entry_path, visits.exit_path, visits.started_at, visits.id,
      CASE WHEN page_views.visitor_id IS NULL THEN page_views.id ELSE 0 END`.execute(trx);
  await sql`
    INSERT INTO analytics_visits (day, visit, visitor, entry_path, exit_path, source, utm_source, utm_medium, utm_campaign, device, browser, os, country, pageviews, duration_ms)
    SELECT CAST(${day} AS BIGINT), visits.id, DENSE_RANK() OVER (ORDER BY visits.visitor_id),
      visits.entry_path, visits.exit_path, visits.source, visits.utm_source, visits.utm_medium, visits.utm_campaign,
      visits.device, visits.browser, visits.os, visits.country, visits.pageviews, visits.ended_at - visits.started_at
    FROM visits WHERE visits.started_at >= ${day} AND visits.started_at < ${end}`.execute(trx);
  await sql`
    INSERT INTO analytics_visit_pages (path, day, visit)
    SELECT DISTINCT page_views.path, CAST(${day} AS BIGINT), visits.id
    FROM visits INNER JOIN page_views ON page_views.session_id = visits.session_id
    WHERE visits.started_at >= ${day} AND visits.started_at < ${end}`.execute(trx);
  await sql`
    INSERT INTO analytics_visit_goals (name, day, visit)
    SELECT DISTINCT goals.name, CAST(${day} AS BIGINT), visits.id
    FROM visits INNER JOIN goals ON goals.session_id = visits.session_id
    WHERE visits.started_at >= ${day} AND visits.started_at < ${end}`.execute(trx);
  // A goal without a visitor has none (the raw count skips it).
  await sql`
    INSERT INTO analytics_goals (day, seq, visitor, name, kind, visit_day, visit, device, ${VISIT_COLUMNS})
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY goals.id),
      CASE WHEN goals.visitor_id <> '' THEN DENSE_RANK() OVER (ORDER BY goals.visitor_id) END, goals.name, goals.kind,
      ${VISIT_DAY}, visits.id, visits.device, ${VISIT_VALUES}
    FROM goals ${visitOf(sql`goals.session_id`)}
    WHERE goals.created_at >= ${day} AND goals.created_at < ${end}`.execute(trx);
  // Every reading, of every metric (the vitals are figured over the newest: vitals.ts), in the order
  // the vitals read them; the device class is the reading's own.
  await sql`
    INSERT INTO analytics_vitals (day, seq, id, created_at, page_load_id, path, code, value, device, visit_day, visit, ${VISIT_COLUMNS})
    SELECT CAST(${day} AS BIGINT), ROW_NUMBER() OVER (ORDER BY page_speed_metrics.created_at, page_speed_metrics.id),
      page_speed_metrics.id, page_speed_metrics.created_at, page_speed_metrics.page_load_id, page_speed_metrics.path,
      page_speed_metrics.code, page_speed_metrics.value, page_speed_metrics.device, ${VISIT_DAY}, visits.id, ${VISIT_VALUES}
    FROM page_speed_metrics ${visitOf(sql`page_speed_metrics.session_id`)}
    WHERE page_speed_metrics.created_at >= ${day} AND page_speed_metrics.created_at < ${end}`.execute(trx);
}

/** The column a filter names, as its panel counts by it (the page filter: the path); undefined for the goal. */
const filterColumn = (key: string): string | undefined => PANELS.find((panel) => panel.filter === key)?.column;

/** A facts table holds a filter: a column of its own, or its visit's pages (the page) or goals (the goal). */
const heldBy = (table: FactsTable, key: string): boolean => factColumnOf(table, filterColumn(key) ?? '') !== undefined || key === 'page' || key === 'goal';

/**
 * Whether a facts table holds every filter given: each does, the page a page view's and a reading's
 * own and a visit's or a goal's through its visit's pages, the goal through the visit's goals.
 */
export const factsHold = (table: FactsTable, filters: Filters): boolean => FILTER_KEYS.every((key) => filters[key] === undefined || heldBy(table, key));

/** The visits (start day, id) that viewed a page or reached a goal, of [from, to) for the visits' own facts. */
function visitsWith(key: 'page' | 'goal', value: string, range: { from: number; to: number } | null): RawBuilder<unknown> {
  const days = range ? sql`AND listed.day >= ${range.from} AND listed.day < ${range.to}` : sql``;
  return key === 'page'
    ? sql`SELECT listed.day, listed.visit FROM analytics_visit_pages AS listed WHERE listed.path = ${value} ${days}`
    : sql`SELECT listed.day, listed.visit FROM analytics_visit_goals AS listed WHERE listed.name = ${value} ${days}`;
}

/** The facts rows of [from, to) (whole days) that every filter lets through; only for filters factsHold. */
export function factsWhere(table: FactsTable, filters: Filters, from: number, to: number): RawBuilder<boolean> {
  const day = factColumnOf(table, 'day')!;
  // A page's views: each day named, so that the key (day, path) is sought rather than every row read.
  const days: number[] = [];
  if (table === 'analytics_views' && filters.page !== undefined) for (let at = from; at < to; at += DAY_MS) days.push(at);
  const parts: RawBuilder<unknown>[] = days.length > 0 ? [sql`${day} IN (${sql.join(days)})`] : [sql`${day} >= ${from}`, sql`${day} < ${to}`];
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    const column = factColumnOf(table, filterColumn(key) ?? '');
    const visit = VISIT_KEY[table];
    if (column) parts.push(sql`${column} = ${value}`);
    // A visit's own days are the range's; another row's visit may have started the day before.
    else if (key === 'page' || key === 'goal') parts.push(sql`(${visit.day}, ${visit.visit}) IN (${visitsWith(key, value, table === 'analytics_visits' ? { from, to } : null)})`);
    else throw new Error(`The ${table} facts hold no ${key} filter`);
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

/** A query's filters when they are one visit-dimension filter (what the rollup and the monthly pages hold), else null. */
export function oneVisitFilter(filters: Filters): { key: string; value: string } | null {
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
