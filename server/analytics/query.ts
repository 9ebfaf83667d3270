// Reads what the analytics dashboard shows, for one query value (params.ts: the period and the
// filters), through the query layer (issue 23): the same queries on SQLite and PostgreSQL. Each panel
// is counted by the database and has a bound on its rows (issue 29), so what visitors store can make
// the page neither long nor slow: the top rows of each breakdown, the most loaded pages' vitals, the
// days of the period, the top errors.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { createBreakdownQueries, hasFilters, visitMeets, type Bucket, type GoalRow, type Row } from './breakdown.ts';
import { factsHold, factsWhere } from './facts.ts';
import { createRollups } from './rollup.ts';
import { kpiFigures, type KpiFigure } from './kpis.ts';
import { MORE_ROWS, PANEL_ROWS, PANELS, type Panel } from './panels.ts';
import type { DashboardQuery } from './params.ts';
import { vitalsBy, type VitalsRow } from './vitals.ts';

/** The vitals-by-page table's rows: the pages with the most loads. */
export const VITALS_PAGES = 25;
/**
 * Each vitals table is figured over the newest this many stored readings of the period (of every
 * metric; a page load sends a few dozen), so the page costs the same however many were stored.
 */
export const VITALS_READINGS = 30_000;
/** The errors table's rows. */
export const TOP_ERRORS = 10;
/** "Visitors right now": a page view in the last five minutes. */
export const CURRENT_WINDOW_MS = 5 * 60_000;
/** The vitals by day hold at most a 12-month period's days; by device, the few classes. */
const VITALS_DAYS = 400;
const VITALS_DEVICES = 10;

export interface ErrorSummary {
  message: string;
  app: string;
  count: number;
  lastSeen: number;
}

export interface PanelData {
  panel: Panel;
  rows: Row[];
  /** More rows than shown exist: the panel gets a "more" link. */
  more: boolean;
}

export interface AnalyticsData {
  query: DashboardQuery;
  kpis: KpiFigure[];
  trend: Bucket[];
  panels: PanelData[];
  goals: { rows: GoalRow[]; more: boolean };
  /** The period's unique visitors, the goals' conversion rates' denominator. */
  visitors: number;
  vitals: { byDay: VitalsRow[]; byPage: VitalsRow[]; byDevice: VitalsRow[] };
  errors: ErrorSummary[];
}

export interface AnalyticsQueryOptions {
  /** The vitals-by-page rows (VITALS_PAGES); tests pass their own. */
  pages?: number;
  /** The newest readings the vitals are figured over (VITALS_READINGS); tests pass their own. */
  readings?: number;
  /** The clock that says which days are settled (rollup.ts). */
  now?: () => number;
}

export function createAnalyticsQuery(db: Db, { pages = VITALS_PAGES, readings = VITALS_READINGS, now = Date.now }: AnalyticsQueryOptions = {}) {
  const queries = createBreakdownQueries(db, createRollups(db, now));

  const topErrors = async (from: number, to: number): Promise<ErrorSummary[]> =>
    (
      await db
        .selectFrom('interface_errors')
        .select((eb) => ['message', 'app', eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('lastSeen')])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(['app', 'message'])
        .orderBy('count', 'desc')
        .orderBy('lastSeen', 'desc')
        .limit(TOP_ERRORS)
        .execute()
    ).map((row): ErrorSummary => ({ message: row.message, app: row.app, count: Number(row.count), lastSeen: Number(row.lastSeen) }));

  /**
   * The vitals honour every filter: the page and the device class are the readings' own, the others
   * reach them through their visit (a visit may start up to a day before the period).
   */
  const vitals = async (query: DashboardQuery, dimension: 'page' | 'day' | 'device', limit: number) => {
    const { page, device, ...others } = query.filters;
    const visits = hasFilters({ filters: others }) ? visitMeets(sql`page_speed_metrics.session_id`, others) : undefined;
    // Under filters the settled days' readings come from the facts when they hold them (each reading
    // beside its visit's dimensions, so none looks its visit up), as the panels' do.
    const split = await queries.split(query, query, hasFilters(query) && factsHold('analytics_vitals', query.filters));
    const settled = split > query.from ? { to: split, where: factsWhere('analytics_vitals', query.filters, query.from, split) } : undefined;
    return vitalsBy(db, { dimension, from: query.from, to: query.to, page, device, visits, settled, limit, readings });
  };

  /** One panel's rows: PANEL_ROWS, or MORE_ROWS for the panel whose "more" link was followed. */
  const panel = async (query: DashboardQuery, entry: Panel, limit = query.more === entry.key ? MORE_ROWS : PANEL_ROWS): Promise<PanelData> => ({
    panel: entry,
    ...(await queries.breakdown(entry, query, limit)),
  });

  /** Everything the page shows. */
  async function load(query: DashboardQuery): Promise<AnalyticsData> {
    const [now, before, trend, panels, goals, byDay, byPage, byDevice, errors] = await Promise.all([
      queries.kpis(query, query),
      queries.kpis(query, { from: query.previousFrom, to: query.from }),
      queries.trend(query),
      Promise.all(PANELS.map((entry) => panel(query, entry))),
      queries.goals(query, query.more === 'goals' ? MORE_ROWS : PANEL_ROWS),
      vitals(query, 'day', VITALS_DAYS),
      vitals(query, 'page', pages),
      vitals(query, 'device', VITALS_DEVICES),
      topErrors(query.from, query.to),
    ]);
    byDay.sort((a, b) => (a.key < b.key ? -1 : 1));
    return { query, kpis: kpiFigures(now, before), trend, panels, goals, visitors: now.visitors, vitals: { byDay, byPage, byDevice }, errors };
  }

  return { load, panel, queries, vitals, topErrors };
}

export type AnalyticsQuery = ReturnType<typeof createAnalyticsQuery>;
