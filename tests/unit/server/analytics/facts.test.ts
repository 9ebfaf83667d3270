// The dashboard's daily facts (server/analytics/facts.ts) on the engine under test: every panel under
// filters gets the same rows from the facts as from the raw rows, on a data set drawn at random (by
// fast-check, from a fixed seed) where visitors come back the same day and on others, views repeat a
// page, some have no cookie, and dimensions cross. After the facts are written the raw rows of the
// settled days are deleted, so the answers can only come from the facts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsQuery } from '../../../../server/analytics/query.ts';
import { factsHold } from '../../../../server/analytics/facts.ts';
import { PANELS } from '../../../../server/analytics/panels.ts';
import { DAY_MS, parseDashboardQuery, type Filters } from '../../../../server/analytics/params.ts';
import { createRollups, settledBefore } from '../../../../server/analytics/rollup.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
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
    }
  });
  afterAll(() => opened.remove());

  const query = (filters: Filters) => {
    const params = new URLSearchParams({ period: '30d', ...filters });
    return parseDashboardQuery(params, NOW);
  };

  it('every panel under every filter: the same rows from the facts as from the raw rows', async () => {
    // From the raw rows: no day is settled at clock 0.
    const raw = createAnalyticsQuery(opened.db, { now: () => 0 });
    const expected = [];
    for (const filters of FILTERS) for (const panel of PANELS) expected.push(await raw.queries.breakdown(panel, query(filters), 100));
    // The data set is what the test says it is: visitors back the same day, pages repeated, no cookie.
    expect(expected.flatMap((result) => result.rows).length).toBeGreaterThan(200);

    // Every settled day's facts written, then those days' raw rows gone.
    const settled = settledBefore(NOW);
    await createRollups(opened.db, () => NOW).ensure(NOW - 40 * DAY_MS, NOW);
    await opened.db.deleteFrom('page_views').where('created_at', '<', settled).execute();
    await opened.db.deleteFrom('visits').where('started_at', '<', settled).execute();
    const facts = createAnalyticsQuery(opened.db, { now: () => NOW });
    const actual = [];
    for (const filters of FILTERS) for (const panel of PANELS) actual.push(await facts.queries.breakdown(panel, query(filters), 100));
    for (const [index, result] of actual.entries()) {
      const filters = FILTERS[Math.floor(index / PANELS.length)]!;
      const panel = PANELS[index % PANELS.length]!;
      // A filter the facts do not hold (the entry on page views, the page on visits) reads the raw
      // rows, which are gone for the settled days: those panels are not compared.
      if (!factsHold(panel.table, filters)) continue;
      expect({ filters, panel: panel.key, ...result }).toEqual({ filters, panel: panel.key, ...expected[index] });
    }
  });

  it('the facts hold what each table has: page views the page, visits the entry and exit; neither the goal', () => {
    expect(factsHold('page_views', { country: 'US', page: '/' })).toBe(true);
    expect(factsHold('page_views', { entry: '/' })).toBe(false);
    expect(factsHold('visits', { entry: '/', exit: '/', source: 'Google' })).toBe(true);
    expect(factsHold('visits', { page: '/' })).toBe(false);
    expect(factsHold('visits', { goal: 'signup' })).toBe(false);
  });
});
