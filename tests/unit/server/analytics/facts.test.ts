// The dashboard's daily facts (server/analytics/facts.ts) on the engine under test: every panel under
// filters gets the same rows from the facts as from the raw rows, on a data set drawn at random (by
// fast-check, from a fixed seed) where visitors come back the same day and on others, views repeat a
// page, some have no cookie, and dimensions cross. After the facts are written the raw rows of the
// settled days are deleted, so the answers can only come from the facts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsQuery } from '../../../../server/analytics/query.ts';
import { factsOf, SHARED } from '../../../../server/analytics/columns.ts';
import { factsHold } from '../../../../server/analytics/facts.ts';
import { PANELS } from '../../../../server/analytics/panels.ts';
import { DAY_MS, parseDashboardQuery, type Filters } from '../../../../server/analytics/params.ts';
import { createRollups, settledBefore } from '../../../../server/analytics/rollup.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
/** The vitals' readings bound: fewer than the data set's, so the newest are taken across the facts and the raw rows. */
const READINGS = 150;
const MIN = 60_000;

const visit = fc.record({
  visitor: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { nil: null }),
  daysAgo: fc.integer({ min: 0, max: 20 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 30 }),
  pages: fc.array(fc.constantFrom('/', '/pricing', '/blog', '/buy'), { minLength: 1, maxLength: 4 }),
  source: fc.constantFrom('Google', 'Direct / None', 'news.example.com'),
  utm_campaign: fc.constantFrom('', 'june'),
  device: fc.constantFrom('desktop', 'phone'),
  browser: fc.constantFrom('Chrome', 'Safari'),
  os: fc.constantFrom('Windows', 'iOS'),
  country: fc.constantFrom('FR', 'US', 'DE'),
  goals: fc.array(fc.constantFrom('signup', 'contact', 'buy'), { maxLength: 2 }),
  /** The page load's readings, [lcp, inp, cls], or none; a second LCP when the load sends two. */
  vitals: fc.option(fc.tuple(fc.integer({ min: 500, max: 6000 }), fc.integer({ min: 20, max: 900 }), fc.integer({ min: 0, max: 40 }), fc.boolean()), { nil: null }),
});
const VISITS = fc.sample(visit, { seed: 33, numRuns: 160 });

/** The filters asked: each panel's filter on a value it holds, and pairs of them. */
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
  { country: 'DE', source: 'Direct / None', device: 'desktop' },
];

describe(`the daily facts (${ENGINE})`, () => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
    for (const [index, drawn] of VISITS.entries()) {
      const start = Math.floor(NOW / DAY_MS) * DAY_MS - drawn.daysAgo * DAY_MS + drawn.minute * MIN;
      const session = `s${index}`;
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
          ended_at: start + (drawn.pages.length - 1) * MIN,
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
            day: new Date(start).toISOString().slice(0, 10),
            path,
            visitor_id: drawn.visitor,
            payload: '{}',
            created_at: start + step * MIN,
            session_id: session,
            ...dims,
          })),
        )
        .execute();
      for (const name of drawn.goals)
        await opened.db
          .insertInto('goals')
          .values({ kind: 'event', name, visitor_id: drawn.visitor ?? '', session_id: session, path: drawn.pages[0]!, created_at: start + 30_000 })
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
              path: drawn.pages[0]!,
              code,
              value,
              created_at: start + step * 1000,
              device: drawn.device,
              session_id: session,
            })),
          )
          .execute();
      }
    }
  });
  afterAll(() => opened.remove());

  /** Everything the filters reach beside the panels: the goals, and the vitals by each dimension. */
  const others = async (analytics: ReturnType<typeof createAnalyticsQuery>, filters: Filters) => ({
    kpis: await analytics.queries.kpis(query(filters), query(filters)),
    trend: await analytics.queries.trend(query(filters)),
    goals: await analytics.queries.goals(query(filters), 100),
    byPage: await analytics.vitals(query(filters), 'page', 25),
    byDay: await analytics.vitals(query(filters), 'day', 400),
    byDevice: await analytics.vitals(query(filters), 'device', 10),
  });

  const query = (filters: Filters) => {
    const params = new URLSearchParams({ period: '30d', ...filters });
    return parseDashboardQuery(params, NOW);
  };

  it('every panel under every filter: the same rows from the facts as from the raw rows', async () => {
    // From the raw rows: no day is settled at clock 0.
    const raw = createAnalyticsQuery(opened.db, { now: () => 0, readings: READINGS });
    const expected = [];
    for (const filters of FILTERS) for (const panel of PANELS) expected.push(await raw.queries.breakdown(panel, query(filters), 100));
    const expectedOthers = [];
    for (const filters of FILTERS) expectedOthers.push(await others(raw, filters));
    // The data set is what the test says it is: visitors back the same day, pages repeated, no cookie.
    expect(expected.flatMap((result) => result.rows).length).toBeGreaterThan(200);

    // At NOW (the last days raw) and later (every day from the facts): each settled day's facts
    // written, then those days' raw rows gone, so the answers can only come from the facts.
    for (const clock of [NOW, NOW + 3 * DAY_MS]) {
      const settled = settledBefore(clock);
      await createRollups(opened.db, () => clock).ensure(NOW - 40 * DAY_MS, clock);
      await opened.db.deleteFrom('page_views').where('created_at', '<', settled).execute();
      await opened.db.deleteFrom('visits').where('started_at', '<', settled).execute();
      await opened.db.deleteFrom('goals').where('created_at', '<', settled).execute();
      await opened.db.deleteFrom('page_speed_metrics').where('created_at', '<', settled).execute();
      const facts = createAnalyticsQuery(opened.db, { now: () => clock, readings: READINGS });
      for (const [index, filters] of FILTERS.entries())
        for (const [step, panel] of PANELS.entries()) {
          // A filter the facts do not hold (the entry on page views, the page on visits) reads the
          // raw rows, which are gone for the settled days: those panels are not compared.
          if (!factsHold(factsOf(panel.table), filters)) continue;
          const result = await facts.queries.breakdown(panel, query(filters), 100);
          expect({ clock, filters, panel: panel.key, ...result }).toEqual({ clock, filters, panel: panel.key, ...expected[index * PANELS.length + step] });
        }
      // The goals and the vitals, under the filters their facts hold (not the page, for the goals).
      for (const [index, filters] of FILTERS.entries()) {
        if (filters.page !== undefined) continue;
        const { kpis, trend, goals, ...vitals } = await others(facts, filters);
        expect({ clock, filters, goals }).toEqual({ clock, filters, goals: expectedOthers[index]!.goals });
        // The KPIs and the trend under visit dimensions only (one from the rollup, more from the facts).
        if (Object.keys(filters).every((key) => key in SHARED))
          expect({ clock, filters, kpis, trend }).toEqual({ clock, filters, kpis: expectedOthers[index]!.kpis, trend: expectedOthers[index]!.trend });
        // Under the readings' own filters alone (the device class), the vitals read the raw readings, as without one.
        const { device: _, ...visitFilters } = filters;
        if (Object.keys(visitFilters).length > 0) {
          const { byPage, byDay, byDevice } = expectedOthers[index]!;
          expect({ clock, filters, ...vitals }).toEqual({ clock, filters, byPage, byDay, byDevice });
        }
      }
    }
    // The vitals are figured over the newest READINGS readings, and those reach into the facts.
    expect(expectedOthers[0]!.byDay.length).toBeGreaterThan(3);
    expect(expectedOthers[0]!.goals.rows.length).toBe(3);
  });

  it('the facts hold what each table has: page views the page, visits the entry and exit; neither the goal', () => {
    expect(factsHold('analytics_views', { country: 'US', page: '/' })).toBe(true);
    expect(factsHold('analytics_views', { entry: '/' })).toBe(false);
    expect(factsHold('analytics_visits', { entry: '/', exit: '/', source: 'Google' })).toBe(true);
    expect(factsHold('analytics_visits', { page: '/' })).toBe(false);
    expect(factsHold('analytics_goals', { entry: '/', country: 'US' })).toBe(true);
    expect(factsHold('analytics_vitals', { page: '/', device: 'phone', exit: '/' })).toBe(true);
    for (const table of ['analytics_views', 'analytics_visits', 'analytics_goals', 'analytics_vitals'] as const) expect(factsHold(table, { goal: 'signup' })).toBe(false);
  });
});
