// The dashboard's SQL (Kysely, the same text on SQLite and PostgreSQL): the KPIs, the trend, each
// breakdown panel, the goals and the visitors right now, each counted by the database over the period
// and the filters, each with a LIMIT. Page views count pages; the visits table (one row a visit, with
// its entry and exit pages and its dimensions) counts visits, bounces and durations.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Panel } from './panels.ts';
import { bucketsOf, FILTER_KEYS, type DashboardQuery, type FilterKey } from './params.ts';

type Table = 'page_views' | 'visits';
const TIME: Record<Table, string> = { page_views: 'created_at', visits: 'started_at' };
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** How long before the period a visit may have started and still hold one of its page views. */
const VISIT_SPAN_MS = DAY_MS;

/** The filters whose column both tables hold under the same name. */
const SHARED: Partial<Record<FilterKey, string>> = {
  source: 'source',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
  country: 'country',
};

export interface Range {
  from: number;
  to: number;
}

/** The rows of `table` in the range that every filter of the query lets through, as one WHERE. */
export function whereOf(table: Table, query: Pick<DashboardQuery, 'filters'>, { from, to }: Range): RawBuilder<boolean> {
  const time = sql.ref(`${table}.${TIME[table]}`);
  const parts: RawBuilder<unknown>[] = [sql`${time} >= ${from}`, sql`${time} < ${to}`];
  for (const key of FILTER_KEYS) {
    const value = query.filters[key];
    if (value === undefined) continue;
    const shared = SHARED[key];
    if (shared) parts.push(sql`${sql.ref(`${table}.${shared}`)} = ${value}`);
    else if (key === 'page')
      parts.push(
        table === 'page_views'
          ? sql`page_views.path = ${value}`
          : sql`visits.session_id IN (SELECT pv.session_id FROM page_views pv WHERE pv.path = ${value} AND pv.created_at >= ${from} AND pv.created_at < ${to + VISIT_SPAN_MS})`,
      );
    else if (key === 'entry' || key === 'exit') {
      const column = sql.ref(`v.${key}_path`);
      parts.push(
        table === 'visits'
          ? sql`${sql.ref(`visits.${key}_path`)} = ${value}`
          : sql`page_views.session_id IN (SELECT v.session_id FROM visits v WHERE ${column} = ${value} AND v.started_at >= ${from - VISIT_SPAN_MS} AND v.started_at < ${to})`,
      );
    } else if (key === 'goal')
      parts.push(
        sql`${sql.ref(`${table}.session_id`)} IN (SELECT g.session_id FROM goals g WHERE g.name = ${value} AND g.session_id <> '' AND g.created_at >= ${from} AND g.created_at < ${to + VISIT_SPAN_MS})`,
      );
  }
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

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

/**
 * Unique visitors, the same on both tables: a visit's visitor_id is the visitor cookie's id, or for
 * a page view without the cookie its own one-page visit's id. So on page_views each view without a
 * visitor_id is one visitor more: counted that way, the query reads only the covering index
 * (created_at, visitor_id, path) and never the rows.
 */
const uniqueVisitors = (table: Table): RawBuilder<number> =>
  table === 'visits'
    ? sql<number>`COUNT(DISTINCT visits.visitor_id)`
    : sql<number>`COUNT(DISTINCT page_views.visitor_id) + COALESCE(SUM(CASE WHEN page_views.visitor_id IS NULL THEN 1 ELSE 0 END), 0)`;

/**
 * The bucket a time falls in, as its index among bucketsOf(query): arithmetic for hours and days,
 * a CASE over the month starts for months (both engines divide integers as integers).
 */
function bucketIndex(column: RawBuilder<unknown>, query: DashboardQuery): RawBuilder<number> {
  if (query.interval !== 'month') return sql<number>`(${column} - ${sql.lit(query.from)}) / ${sql.lit(query.interval === 'hour' ? HOUR_MS : DAY_MS)}`;
  const starts = bucketsOf(query).map((month) => Date.parse(`${month}-01T00:00:00Z`));
  return sql<number>`CASE ${sql.join(
    starts.slice(1).map((start, index) => sql`WHEN ${column} < ${sql.lit(start)} THEN ${sql.lit(index)}`),
    sql` `,
  )} ELSE ${sql.lit(starts.length - 1)} END`;
}

export function createBreakdownQueries(db: Db) {
  async function kpis(query: DashboardQuery, range: Range): Promise<Kpis> {
    const [views, visits] = await Promise.all([
      db
        .selectFrom('page_views')
        .select((eb) => eb.fn.countAll<number>().as('pageviews'))
        .where(whereOf('page_views', query, range))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('visits')
        .select((eb) => [
          uniqueVisitors('visits').as('visitors'),
          eb.fn.countAll<number>().as('visits'),
          sql<number>`SUM(CASE WHEN visits.pageviews = 1 THEN 1 ELSE 0 END)`.as('bounces'),
          eb.fn.sum<number>('pageviews').as('views'),
          sql<number>`SUM(visits.ended_at - visits.started_at)`.as('duration'),
        ])
        .where(whereOf('visits', query, range))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      visitors: num(visits.visitors),
      pageviews: num(views.pageviews),
      visits: num(visits.visits),
      bounces: num(visits.bounces),
      visitViews: num(visits.views),
      durationMs: num(visits.duration),
    };
  }

  /** Unique visitors and visits (by the visit's start) and page views per bucket; every bucket, zeros too. */
  async function trend(query: DashboardQuery): Promise<Bucket[]> {
    const [views, visits] = await Promise.all([
      db
        .selectFrom('page_views')
        .select((eb) => [bucketIndex(sql`page_views.created_at`, query).as('bucket'), eb.fn.countAll<number>().as('pageviews')])
        .where(whereOf('page_views', query, query))
        .groupBy(sql`1`)
        .execute(),
      db
        .selectFrom('visits')
        .select((eb) => [bucketIndex(sql`visits.started_at`, query).as('bucket'), uniqueVisitors('visits').as('visitors'), eb.fn.countAll<number>().as('visits')])
        .where(whereOf('visits', query, query))
        .groupBy(sql`1`)
        .execute(),
    ]);
    // At most one row per bucket each (a period has a bounded number of them): no LIMIT needed.
    const buckets = bucketsOf(query).map((key): Bucket => ({ key, visitors: 0, visits: 0, pageviews: 0 }));
    for (const row of views) {
      const bucket = buckets[num(row.bucket)];
      if (bucket) bucket.pageviews = num(row.pageviews);
    }
    for (const row of visits) {
      const bucket = buckets[num(row.bucket)];
      if (bucket) Object.assign(bucket, { visitors: num(row.visitors), visits: num(row.visits) });
    }
    return buckets;
  }

  /** A panel's `limit` top rows by unique visitors (then count, then value), and whether there are more. */
  async function breakdown(panel: Panel, query: DashboardQuery, limit: number): Promise<{ rows: Row[]; more: boolean }> {
    const column = sql.ref(`${panel.table}.${panel.column}`);
    const where = sql<boolean>`${whereOf(panel.table, query, query)} AND ${column} <> ''`;
    const rows = await db
      .selectFrom(panel.table)
      .select((eb) => [sql<string>`${column}`.as('value'), uniqueVisitors(panel.table).as('visitors'), eb.fn.countAll<number>().as('count')])
      .where(where)
      .groupBy(column)
      .orderBy('visitors', 'desc')
      .orderBy('count', 'desc')
      .orderBy(column)
      .limit(limit + 1)
      .execute();
    return { rows: rows.slice(0, limit).map((row) => ({ value: String(row.value), visitors: num(row.visitors), count: num(row.count) })), more: rows.length > limit };
  }

  /** The goals reached in the period by visits the filters let through: unique visitors and conversions each. */
  async function goals(query: DashboardQuery, limit: number): Promise<{ rows: GoalRow[]; more: boolean }> {
    const { goal: _, ...others } = query.filters;
    const filtered = Object.keys(others).length > 0;
    const rows = await db
      .selectFrom('goals')
      .select((eb) => [
        'goals.name as value',
        'goals.kind',
        sql<number>`COUNT(DISTINCT CASE WHEN goals.visitor_id <> '' THEN goals.visitor_id END)`.as('visitors'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('goals.created_at', '>=', query.from)
      .where('goals.created_at', '<', query.to)
      .$if(query.filters.goal !== undefined, (q) => q.where('goals.name', '=', query.filters.goal!))
      // The other filters select visits; a goal counts when its visit is one of them.
      .$if(filtered, (q) =>
        q.where(
          'goals.session_id',
          'in',
          db
            .selectFrom('visits')
            .select('visits.session_id')
            .where(whereOf('visits', { filters: others }, { from: query.from - VISIT_SPAN_MS, to: query.to })),
        ),
      )
      .groupBy(['goals.name', 'goals.kind'])
      .orderBy('visitors', 'desc')
      .orderBy('count', 'desc')
      .orderBy('goals.name')
      .limit(limit + 1)
      .execute();
    return {
      rows: rows.slice(0, limit).map((row) => ({ value: String(row.value), kind: String(row.kind), visitors: num(row.visitors), count: num(row.count) })),
      more: rows.length > limit,
    };
  }

  /** Unique visitors with a page view in the `windowMs` before `now`, through the filters. */
  async function current(query: Pick<DashboardQuery, 'filters'>, now: number, windowMs: number): Promise<number> {
    const row = await db
      .selectFrom('page_views')
      .select(uniqueVisitors('page_views').as('visitors'))
      .where(whereOf('page_views', query, { from: now - windowMs, to: now + 1 }))
      .executeTakeFirstOrThrow();
    return num(row.visitors);
  }

  return { kpis, trend, breakdown, goals, current };
}
