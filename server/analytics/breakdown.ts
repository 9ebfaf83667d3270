// The dashboard's SQL (Kysely, the same text on SQLite and PostgreSQL): the KPIs, the trend, each
// breakdown panel, the goals and the visitors right now, each counted by the database over the period
// and the filters, each with a LIMIT. Page views count pages; the visits table (one row a visit, with
// its entry and exit pages and its dimensions) counts visits, bounces and durations.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { PANELS, type Panel } from './panels.ts';
import { bucketsOf, DAY_MS, FILTER_KEYS, type DashboardQuery, type Filters } from './params.ts';
import { columnOf, factsOf, SHARED, tableOf, type TrackedTable } from './columns.ts';
import { factsBreakdown, factsGoals, factsHold, factsTotals, oneVisitFilter, monthlyPages, type TotalsRow } from './facts.ts';
import { dailyVisitors, VIEW_TOTALS, VISIT_TOTALS, viewsDimension, type Rollups } from './rollup.ts';

const HOUR_MS = 3_600_000;

export interface Range {
  from: number;
  to: number;
}

/**
 * What every filter asks of a row of `table`: its own columns, or its visit's, its visit's page views'
 * or goals' through the session, whenever they happened (as the daily facts hold them).
 */
export function filtersOf(table: TrackedTable, filters: Filters): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  const session = columnOf(table, 'session_id');
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    const shared = SHARED[key];
    if (shared) parts.push(sql`${columnOf(table, shared)} = ${value}`);
    else if (key === 'page')
      parts.push(
        table === 'page_views' ? sql`page_views.path = ${value}` : sql`EXISTS (SELECT 1 FROM page_views AS viewed WHERE viewed.session_id = ${session} AND viewed.path = ${value})`,
      );
    else if (key === 'entry' || key === 'exit') {
      const column = key === 'entry' ? sql`visit.entry_path` : sql`visit.exit_path`;
      parts.push(
        table === 'visits'
          ? sql`${columnOf('visits', `${key}_path`)} = ${value}`
          : sql`EXISTS (SELECT 1 FROM visits AS visit WHERE visit.session_id = ${session} AND ${column} = ${value})`,
      );
    } else if (key === 'goal')
      // Looked up by the row's session, like the page: the daily facts hold the goal, so the raw rows
      // read under it are the unsettled days' (gathering every session that ever reached the goal,
      // an IN, cost 150 to 200 ms on SQLite at 1M page views, for a window of minutes).
      parts.push(sql`EXISTS (SELECT 1 FROM goals AS reached WHERE reached.session_id = ${session} AND reached.name = ${value} AND ${session} <> '')`);
  }
  return parts;
}

/** The rows of `table` in the range that every filter of the query lets through, as one WHERE. */
export function whereOf(table: TrackedTable, query: Pick<DashboardQuery, 'filters'>, { from, to }: Range): RawBuilder<boolean> {
  const time = columnOf(table, 'time');
  return sql<boolean>`${sql.join([sql`${time} >= ${from}`, sql`${time} < ${to}`, ...filtersOf(table, query.filters)], sql` AND `)}`;
}

/** A row's visit meets the filters: looked up by the row's session, whenever it started. */
export const visitMeets = (session: RawBuilder<unknown>, filters: Filters): RawBuilder<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM visits WHERE visits.session_id = ${session} AND ${sql.join(filtersOf('visits', filters), sql` AND `)})`;

export interface Kpis {
  visitors: number;
  visits: number;
  pageviews: number;
  /** Visits of one page view. */
  bounces: number;
  /** The visits' page views, and their summed length in milliseconds. */
  visitViews: number;
  durationMs: number;
}

export interface Row {
  value: string;
  visitors: number;
  /** Page views for a page panel, visits for a visit panel, conversions for goals. */
  count: number;
}

export interface Bucket {
  /** YYYY-MM-DDTHH, YYYY-MM-DD or YYYY-MM, as params.ts's bucketsOf keys them. */
  key: string;
  visitors: number;
  visits: number;
  pageviews: number;
}

export interface GoalRow extends Row {
  kind: string;
}

const num = (value: unknown): number => Number(value ?? 0);

/** Unique visitors right now: each visitor once in the window, a page view without the cookie one of its own. */
const windowVisitors = sql<number>`COUNT(DISTINCT page_views.visitor_id) + COALESCE(SUM(CASE WHEN page_views.visitor_id IS NULL THEN 1 ELSE 0 END), 0)`;

/** Whether the query sets any filter. */
export const hasFilters = (query: Pick<DashboardQuery, 'filters'>): boolean => FILTER_KEYS.some((key) => query.filters[key] !== undefined);

/** The rollup rows that hold a query's totals: the dimensions of the page views' and the visits' rows, and their value. */
interface Totals {
  views: string;
  visits: string;
  value: string;
}

/**
 * Without a filter, the totals' rows; under one visit-dimension filter (a country, a source, …), that
 * panel's rows of the value: the rollup counts both by the same rules as the raw SQL's WHERE. Else null.
 */
function totalsOf(query: Pick<DashboardQuery, 'filters'>): Totals | null {
  if (!hasFilters(query)) return { views: VIEW_TOTALS, visits: VISIT_TOTALS, value: '' };
  const one = oneVisitFilter(query.filters);
  const panel = one ? PANELS.find((entry) => entry.filter === one.key) : undefined;
  return panel && one ? { views: viewsDimension(panel.key), visits: panel.key, value: one.value } : null;
}

/**
 * The bucket a time falls in, as its index among bucketsOf(query): arithmetic for hours and days,
 * a CASE over the month starts for months (both engines divide integers as integers).
 */
function bucketIndex(column: RawBuilder<unknown>, query: DashboardQuery): RawBuilder<number> {
  // Cast, so that both engines divide whole numbers (SQLite binds a JavaScript number as a real).
  if (query.interval !== 'month') return sql<number>`(${column} - CAST(${query.from} AS BIGINT)) / CAST(${query.interval === 'hour' ? HOUR_MS : DAY_MS} AS BIGINT)`;
  const starts = bucketsOf(query).map((month) => Date.parse(`${month}-01T00:00:00Z`));
  return sql<number>`CASE ${sql.join(
    starts.slice(1).map((start, index) => sql`WHEN ${column} < ${start} THEN CAST(${index} AS BIGINT)`),
    sql` `,
  )} ELSE CAST(${starts.length - 1} AS BIGINT) END`;
}

export function createBreakdownQueries(db: Db, rollups: Rollups) {
  /**
   * Where a range's rollup part ends: a range by days reads its settled days from the rollup
   * (rollup.ts) and the rest raw when the rollup holds what it asks: every figure without a filter;
   * the totals (KPIs, trend) under one visit-dimension filter too; under other filters, the daily
   * facts where they hold them (facts.ts). Anything else, and today by hours, reads raw throughout.
   */
  const splitOf = (query: DashboardQuery, range: Range, rolled: boolean): Promise<number> =>
    !rolled || query.interval === 'hour' ? Promise.resolve(range.from) : rollups.ensure(range.from, range.to);

  /** The rollup's rows of both totals over [from, to), summed by which they are (page views', visits'). */
  const rolledTotals = (totals: Totals, from: number, to: number, bucket: RawBuilder<number>): Promise<TotalsRow[]> =>
    from < to
      ? db
          .selectFrom('analytics_daily')
          .select((eb) => [
            bucket.as('bucket'),
            sql<string>`CASE WHEN dimension = ${totals.views} THEN 'views' ELSE 'visits' END`.as('kind'),
            eb.fn.sum<number>('visitors').as('visitors'),
            eb.fn.sum<number>('visits').as('visits'),
            eb.fn.sum<number>('pageviews').as('pageviews'),
            eb.fn.sum<number>('bounces').as('bounces'),
            eb.fn.sum<number>('duration_ms').as('duration'),
          ])
          .where('dimension', 'in', [totals.views, totals.visits])
          .where('value', '=', totals.value)
          .where('day', '>=', from)
          .where('day', '<', to)
          .groupBy([sql`1`, sql`2`])
          .execute()
      : Promise.resolve([]);

  /**
   * The settled days' totals over [from, to), bucketed: from the rollup where it holds the filters
   * (none, or one visit dimension), else from the daily facts (any visit dimensions).
   */
  const settledTotals = async (query: DashboardQuery, from: number, to: number, bucket: (day: RawBuilder<unknown>) => RawBuilder<number>): Promise<TotalsRow[]> => {
    const totals = totalsOf(query);
    if (totals) return rolledTotals(totals, from, to, bucket(sql`analytics_daily.day`));
    return from < to ? (await factsTotals(query.filters, from, to, bucket).execute(db)).rows : [];
  };
  /** Whether the settled days' totals can be read (settledTotals) rather than the raw rows. */
  const totalsSettle = (query: DashboardQuery): boolean =>
    totalsOf(query) !== null || (factsHold('analytics_views', query.filters) && factsHold('analytics_visits', query.filters));

  async function kpis(query: DashboardQuery, range: Range): Promise<Kpis> {
    const settles = totalsSettle(query);
    const split = await splitOf(query, range, settles);
    const raw = { from: split, to: range.to };
    const [rolled, views, visits] = await Promise.all([
      settles ? settledTotals(query, range.from, split, () => sql<number>`0`) : Promise.resolve([]),
      db
        .selectFrom('page_views')
        .select((eb) => eb.fn.countAll<number>().as('pageviews'))
        .where(whereOf('page_views', query, raw))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('visits')
        .select((eb) => [
          dailyVisitors('visits').as('visitors'),
          eb.fn.countAll<number>().as('visits'),
          sql<number>`SUM(CASE WHEN visits.pageviews = 1 THEN 1 ELSE 0 END)`.as('bounces'),
          eb.fn.sum<number>('pageviews').as('views'),
          sql<number>`SUM(visits.ended_at - visits.started_at)`.as('duration'),
        ])
        .where(whereOf('visits', query, raw))
        .executeTakeFirstOrThrow(),
    ]);
    const kpis: Kpis = {
      visitors: num(visits.visitors),
      pageviews: num(views.pageviews),
      visits: num(visits.visits),
      bounces: num(visits.bounces),
      visitViews: num(visits.views),
      durationMs: num(visits.duration),
    };
    for (const row of rolled) {
      if (row.kind === 'views') kpis.pageviews += num(row.pageviews);
      else {
        kpis.visitors += num(row.visitors);
        kpis.visits += num(row.visits);
        kpis.bounces += num(row.bounces);
        kpis.visitViews += num(row.pageviews);
        kpis.durationMs += num(row.duration);
      }
    }
    return kpis;
  }

  /** Unique visitors and visits (by the visit's start) and page views per bucket; every bucket, zeros too. */
  async function trend(query: DashboardQuery): Promise<Bucket[]> {
    const settles = totalsSettle(query);
    const split = await splitOf(query, query, settles);
    const raw = { from: split, to: query.to };
    const [rolled, views, visits] = await Promise.all([
      settles ? settledTotals(query, query.from, split, (day) => bucketIndex(day, query)) : Promise.resolve([]),
      db
        .selectFrom('page_views')
        .select((eb) => [bucketIndex(sql`page_views.created_at`, query).as('bucket'), eb.fn.countAll<number>().as('pageviews')])
        .where(whereOf('page_views', query, raw))
        .groupBy(sql`1`)
        .execute(),
      db
        .selectFrom('visits')
        .select((eb) => [bucketIndex(sql`visits.started_at`, query).as('bucket'), dailyVisitors('visits').as('visitors'), eb.fn.countAll<number>().as('visits')])
        .where(whereOf('visits', query, raw))
        .groupBy(sql`1`)
        .execute(),
    ]);
    // At most one row per bucket each (a period has a bounded number of them): no LIMIT needed.
    const buckets = bucketsOf(query).map((key): Bucket => ({ key, visitors: 0, visits: 0, pageviews: 0 }));
    const add = (index: unknown, pageviews: unknown, visitors: unknown, visits: unknown) => {
      const bucket = buckets[num(index)];
      if (!bucket) return;
      bucket.pageviews += num(pageviews);
      bucket.visitors += num(visitors);
      bucket.visits += num(visits);
    };
    for (const row of rolled) {
      if (row.kind === 'views') add(row.bucket, row.pageviews, 0, 0);
      else add(row.bucket, 0, row.visitors, row.visits);
    }
    for (const row of views) add(row.bucket, row.pageviews, 0, 0);
    for (const row of visits) add(row.bucket, 0, row.visitors, row.visits);
    return buckets;
  }

  /** A panel's `limit` top rows by unique visitors (then count, then value), and whether there are more. */
  async function breakdown(panel: Panel, query: DashboardQuery, limit: number): Promise<{ rows: Row[]; more: boolean }> {
    const filtered = hasFilters(query);
    // Under filters the settled days come from the daily facts when they hold every filter (facts.ts).
    const facts = filtered && factsHold(factsOf(panel.table), query.filters);
    const split = await splitOf(query, query, !filtered || facts);
    const column = columnOf(panel.table, panel.column);
    const raw = sql`
      SELECT ${column} AS value, ${dailyVisitors(panel.table)} AS visitors, COUNT(*) AS amount FROM ${tableOf(panel.table)}
      WHERE ${whereOf(panel.table, query, { from: split, to: query.to })} AND ${column} <> ''
      GROUP BY ${column}`;
    // The settled days' rows of the panel: a page's page views, or a visit dimension's visits.
    const parts: RawBuilder<unknown>[] = [];
    if (!facts) {
      if (split > query.from)
        parts.push(sql`
          SELECT value, visitors, ${panel.table === 'page_views' ? sql`pageviews` : sql`visits`} AS amount FROM analytics_daily
          WHERE dimension = ${panel.key} AND day >= ${query.from} AND day < ${split} AND value <> ''`);
    } else {
      // The top pages under one visit-dimension filter: its whole months from their monthly rows.
      const single = panel.table === 'page_views' ? oneVisitFilter(query.filters) : null;
      const months = single ? await rollups.months(query.from, split) : { from: split, to: split };
      const days = (from: number, to: number) => {
        if (to > from) parts.push(factsBreakdown(panel.table, panel.column, query.filters, from, to));
      };
      days(query.from, Math.min(months.from, split));
      if (single && months.to > months.from) parts.push(monthlyPages(single, months.from, months.to));
      days(Math.max(months.to, query.from), split);
    }
    parts.push(raw);
    const { rows } = await sql<{ value: string; visitors: number; amount: number }>`
      SELECT value, SUM(visitors) AS visitors, SUM(amount) AS amount FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts
      GROUP BY value ORDER BY visitors DESC, amount DESC, value LIMIT ${limit + 1}`.execute(db);
    return { rows: rows.slice(0, limit).map((row) => ({ value: String(row.value), visitors: num(row.visitors), count: num(row.amount) })), more: rows.length > limit };
  }

  /** The goals reached in the period by visits the filters let through: unique visitors and conversions each. */
  async function goals(query: DashboardQuery, limit: number): Promise<{ rows: GoalRow[]; more: boolean }> {
    const { goal, ...others } = query.filters;
    const filtered = hasFilters({ filters: others });
    // Under visit filters the settled days come from the goals' facts when they hold them (facts.ts).
    const facts = filtered && factsHold('analytics_goals', others);
    const split = await splitOf(query, query, facts);
    const raw = sql`
      SELECT goals.name AS value, goals.kind AS kind,
        COUNT(DISTINCT CASE WHEN goals.visitor_id <> '' THEN goals.visitor_id || '/' || (goals.created_at / 86400000) END) AS visitors, COUNT(*) AS amount
      FROM goals WHERE goals.created_at >= ${split} AND goals.created_at < ${query.to}
      ${goal === undefined ? sql`` : sql`AND goals.name = ${goal}`}
      ${
        // The other filters select visits; a goal counts when its visit is one of them (looked up by
        // the goal's session, so that a long period reads its goals, not every visit of it).
        filtered ? sql`AND ${visitMeets(sql`goals.session_id`, others)}` : sql``
      }
      GROUP BY goals.name, goals.kind`;
    const parts = split > query.from ? sql`${factsGoals(others, goal, query.from, split)} UNION ALL ${raw}` : raw;
    const { rows } = await sql<{ value: string; kind: string; visitors: number; amount: number }>`
      SELECT value, kind, SUM(visitors) AS visitors, SUM(amount) AS amount FROM (${parts}) AS parts
      GROUP BY value, kind ORDER BY visitors DESC, amount DESC, value LIMIT ${limit + 1}`.execute(db);
    return {
      rows: rows.slice(0, limit).map((row) => ({ value: String(row.value), kind: String(row.kind), visitors: num(row.visitors), count: num(row.amount) })),
      more: rows.length > limit,
    };
  }

  /** Unique visitors with a page view in the `windowMs` before `now`, through the filters. */
  async function current(query: Pick<DashboardQuery, 'filters'>, now: number, windowMs: number): Promise<number> {
    const row = await db
      .selectFrom('page_views')
      .select(windowVisitors.as('visitors'))
      .where(whereOf('page_views', query, { from: now - windowMs, to: now + 1 }))
      .executeTakeFirstOrThrow();
    return num(row.visitors);
  }

  return { kpis, trend, breakdown, goals, current, split: splitOf };
}
