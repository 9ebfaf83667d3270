// The dashboard's daily facts (server/analytics/facts.ts) on the engine under test: under every
// filter the facts hold, every panel, the goals, the vitals, the KPIs and the trend are the same from
// the facts as from the raw rows. The data set is drawn at random (fast-check, a fixed seed) and its
// shape is checked: visitors back the same day and on others, pages viewed twice, views without the
// cookie, visits running past midnight with goals and readings on the next day, page views and
// readings whose dimensions are not their visit's, goals without a visit. After the facts are written
// the settled days' raw rows are deleted, so the answers can only come from the facts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf } from '../../../../server/analytics/columns.ts';
import { factsHold } from '../../../../server/analytics/facts.ts';
import { PANELS } from '../../../../server/analytics/panels.ts';
import { DAY_MS, FILTER_KEYS, parseDashboardQuery, type Filters } from '../../../../server/analytics/params.ts';
import { createAnalyticsQuery } from '../../../../server/analytics/query.ts';
import { createRollups, settledBefore } from '../../../../server/analytics/rollup.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
/** The vitals' readings bound: fewer than the data set's, so the newest are taken across the facts and the raw rows. */
const READINGS = 150;
const MIN = 60_000;

const visit = fc.record({
  visitor: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { nil: null }),
  daysAgo: fc.integer({ min: 0, max: 45 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  pages: fc.array(fc.constantFrom('/', '/pricing', '/blog', '/buy'), { minLength: 1, maxLength: 4 }),
  /** Minutes between page views; a long visit runs past midnight. */
  gap: fc.constantFrom(1, 1, 1, 300),
  source: fc.constantFrom('Google', 'Direct / None', 'news.example.com'),
  utm_campaign: fc.constantFrom('', 'june'),
  device: fc.constantFrom('desktop', 'phone'),
  browser: fc.constantFrom('Chrome', 'Safari'),
  os: fc.constantFrom('Windows', 'iOS'),
  country: fc.constantFrom('FR', 'US', 'DE'),
  /** The last page view from elsewhere (a new address), and the readings from another device class. */
  drift: fc.boolean(),
  goals: fc.array(fc.constantFrom('signup', 'contact', 'buy'), { maxLength: 2 }),
  /** The page load's readings, [lcp, inp, cls], or none; a second LCP when the load sends two. */
  vitals: fc.option(fc.tuple(fc.integer({ min: 500, max: 6000 }), fc.integer({ min: 20, max: 900 }), fc.integer({ min: 0, max: 40 }), fc.boolean()), { nil: null }),
});
const VISITS = fc.sample(visit, { seed: 33, numRuns: 240 });

/** The filters asked: each filter the facts hold, on a value the data holds, and sets of them. */
const FILTERS: Filters[] = [
  { country: 'US' },
  { device: 'phone' },
  { source: 'Google' },
  { utm_campaign: 'june' },
  { page: '/pricing' },
  { entry: '/blog' },
  { exit: '/' },
  { country: 'FR', browser: 'Safari' },
  { country: 'US', page: '/' },
  { os: 'iOS', entry: '/' },
  { exit: '/buy', page: '/' },
  { goal: 'signup' },
  { goal: 'buy', country: 'US' },
  { country: 'DE', source: 'Direct / None', device: 'desktop' },
];
/** The periods: 30 days (June, whole), a custom range on either side of a whole month, 12 months by month. */
const PERIODS = ['period=30d', 'period=custom&from=2025-05-25&to=2025-07-01', 'period=12mo'];

describe(`the daily facts (${ENGINE})`, () => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
    for (const [index, drawn] of VISITS.entries()) {
      const start = Math.floor(NOW / DAY_MS) * DAY_MS - drawn.daysAgo * DAY_MS + drawn.minute * MIN;
      if (start > NOW) continue;
      const session = `s${index}`;
      const at = (step: number) => start + step * drawn.gap * MIN;
      const dims = {
        source: drawn.source,
        utm_source: '',
        utm_medium: '',
        utm_campaign: drawn.utm_campaign,
        device: drawn.device,
        browser: drawn.browser,
        os: drawn.os,
        country: drawn.country,
      };
      await opened.db
        .insertInto('visits')
        .values({
          session_id: session,
          visitor_id: drawn.visitor ?? session,
          started_at: start,
          ended_at: at(drawn.pages.length - 1),
          entry_path: drawn.pages[0]!,
          exit_path: drawn.pages.at(-1)!,
          pageviews: drawn.pages.length,
          ...dims,
        })
        .execute();
      await opened.db
        .insertInto('page_views')
        .values(
          drawn.pages.map((path, step) => ({
            day: new Date(at(step)).toISOString().slice(0, 10),
            path,
            visitor_id: drawn.visitor,
            payload: '{}',
            created_at: at(step),
            session_id: session,
            ...dims,
            ...(drawn.drift && step === drawn.pages.length - 1 ? { country: 'GB' } : {}),
          })),
        )
        .execute();
      // The goals and the readings at the visit's last page view (the next day, for a long visit).
      const last = at(drawn.pages.length - 1);
      for (const name of drawn.goals)
        await opened.db
          .insertInto('goals')
          .values({ kind: 'event', name, visitor_id: drawn.visitor ?? '', session_id: session, path: drawn.pages.at(-1)!, created_at: last + 1000 })
          .execute();
      // One goal in a few has no visit (a form sent without the tracking cookie).
      if (index % 7 === 0) await opened.db.insertInto('goals').values({ kind: 'form', name: 'contact', visitor_id: '', session_id: '', path: '/', created_at: start }).execute();
      if (drawn.vitals) {
        const [lcp, inp, cls, twice] = drawn.vitals;
        const readings: [string, number][] = [['lcp', lcp], ['inp', inp], ['cls', cls / 100], ...(twice ? ([['lcp', lcp + 700]] as [string, number][]) : [])];
        await opened.db
          .insertInto('page_speed_metrics')
          .values(
            readings.map(([code, value], step) => ({
              page_load_id: `${session}:0`,
              path: drawn.pages.at(-1)!,
              code,
              value,
              created_at: last + step * 1000,
              device: drawn.drift ? 'tablet' : drawn.device,
              session_id: session,
            })),
          )
          .execute();
      }
    }
  });
  afterAll(() => opened.remove());

  type Analytics = ReturnType<typeof createAnalyticsQuery>;
  const query = (period: string, filters: Filters) => parseDashboardQuery(new URLSearchParams(`${period}&${new URLSearchParams(filters)}`), NOW);
  /** Everything a dashboard shows under the filters, for one period: what the facts hold of it. */
  const everything = async (analytics: Analytics, period: string, filters: Filters) => {
    const q = query(period, filters);
    const panels: Record<string, unknown> = {};
    for (const panel of PANELS) if (factsHold(factsOf(panel.table), filters)) panels[panel.key] = await analytics.queries.breakdown(panel, q, 100);
    return {
      panels,
      kpis: await analytics.queries.kpis(q, q),
      previous: await analytics.queries.kpis(q, { from: q.previousFrom, to: q.from }),
      trend: await analytics.queries.trend(q),
      goals: await analytics.queries.goals(q, 100),
      byPage: await analytics.vitals(q, 'page', 25),
      byDay: await analytics.vitals(q, 'day', 400),
      byDevice: await analytics.vitals(q, 'device', 10),
    };
  };

  it('the data set has the shape the test says', async () => {
    const rows = async (table: 'page_views' | 'visits' | 'goals' | 'page_speed_metrics') => (await opened.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const [views, visits, goals, readings] = [await rows('page_views'), await rows('visits'), await rows('goals'), await rows('page_speed_metrics')];
    const dayOf = (time: unknown) => Math.floor(Number(time) / DAY_MS);
    const visitOf = new Map(visits.map((row) => [row.session_id, row]));
    const twice = (keys: string[]) => keys.length > new Set(keys).size;
    expect(twice(views.filter((row) => row.visitor_id).map((row) => `${row.visitor_id}/${dayOf(row.created_at)}/${row.path}`))).toBe(true);
    expect(views.filter((row) => row.visitor_id === null).length).toBeGreaterThan(5);
    expect(views.some((row) => dayOf(row.created_at) > dayOf(visitOf.get(row.session_id)!.started_at))).toBe(true);
    expect(goals.some((row) => visitOf.has(row.session_id) && dayOf(row.created_at) > dayOf(visitOf.get(row.session_id)!.started_at))).toBe(true);
    expect(views.some((row) => row.country !== visitOf.get(row.session_id)!.country)).toBe(true);
    expect(readings.some((row) => row.device !== visitOf.get(row.session_id)!.device)).toBe(true);
    expect(goals.some((row) => row.session_id === '')).toBe(true);
    // Data before the 30 days, in May, so the custom range and the 12 months read a whole month and days beside it.
    expect(views.some((row) => Number(row.created_at) < Date.UTC(2025, 5, 1))).toBe(true);
  });

  it('every figure under every filter the facts hold: the same from the facts as from the raw rows', async () => {
    // From the raw rows: no day is settled at clock 0.
    const raw = createAnalyticsQuery(opened.db, { now: () => 0, readings: READINGS });
    const expected = new Map<string, Awaited<ReturnType<typeof everything>>>();
    for (const period of PERIODS) for (const filters of FILTERS) expected.set(`${period} ${JSON.stringify(filters)}`, await everything(raw, period, filters));
    // The panels and the goals under each filter set hold rows, so the comparison compares something.
    for (const figures of expected.values()) expect(Object.values(figures.panels).some((result) => (result as { rows: unknown[] }).rows.length > 0)).toBe(true);

    // At NOW (the last days raw) and later (every day and June from the facts and monthly rows):
    // each settled day's facts written, then its raw rows gone (a visit only once it has ended).
    for (const clock of [NOW, NOW + 3 * DAY_MS]) {
      const settled = settledBefore(clock);
      await createRollups(opened.db, () => clock).ensure(NOW - 400 * DAY_MS, clock);
      await opened.db.deleteFrom('page_views').where('created_at', '<', settled).execute();
      await opened.db.deleteFrom('visits').where('ended_at', '<', settled).execute();
      await opened.db.deleteFrom('goals').where('created_at', '<', settled).execute();
      await opened.db.deleteFrom('page_speed_metrics').where('created_at', '<', settled).execute();
      const facts = createAnalyticsQuery(opened.db, { now: () => clock, readings: READINGS });
      for (const period of PERIODS)
        for (const filters of FILTERS) {
          const key = `${period} ${JSON.stringify(filters)}`;
          const figures = await everything(facts, period, filters);
          // The KPIs and the trend need both tables' facts.
          const totals = factsHold('analytics_views', filters) && factsHold('analytics_visits', filters);
          const { panels, kpis, previous, trend, goals, ...vitals } = expected.get(key)!;
          expect({ clock, key, panels: figures.panels }).toEqual({ clock, key, panels });
          if (totals) expect({ clock, key, kpis: figures.kpis, previous: figures.previous, trend: figures.trend }).toEqual({ clock, key, kpis, previous, trend });
          // The goals read the facts under their visits' filters (a goal's own name is its column): under the goal alone, the raw rows.
          const { goal: _, ...visitFilters } = filters;
          if (Object.keys(visitFilters).length > 0) expect({ clock, key, goals: figures.goals }).toEqual({ clock, key, goals });
          expect({ clock, key, byPage: figures.byPage, byDay: figures.byDay, byDevice: figures.byDevice }).toEqual({ clock, key, ...vitals });
        }
    }
    // About 2,000 queries, three times: seconds on PostgreSQL.
  }, 60_000);

  it('the facts hold every filter: the page and the goal through a visit’s pages and goals where they are not the row’s own', () => {
    for (const table of ['analytics_views', 'analytics_visits', 'analytics_goals', 'analytics_vitals'] as const)
      expect(FILTER_KEYS.filter((key) => !factsHold(table, { [key]: 'x' }))).toEqual([]);
  });
});
