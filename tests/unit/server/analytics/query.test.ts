// issue 23: what the analytics page reads (server/analytics/query.ts), on the engine under test: the
// vitals' readings and the top errors over the period (the last 30 days by default); the traffic
// panels are breakdown.test.ts's.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VITAL_CODES, VITALS, vitalsByPage, type PageVitals } from '../../../../server/analytics/aggregate.ts';
import { parseDashboardQuery } from '../../../../server/analytics/params.ts';
import { createAnalyticsQuery, TOP_ERRORS, VITALS_PAGES, type AnalyticsQueryOptions } from '../../../../server/analytics/query.ts';
import type { Db } from '../../../../server/db/index.ts';
import { createTrackingStore } from '../../../../server/api/tracking/store.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);

/** The dashboard's data for the address's `search` at NOW, the vitals by page as vitalsByPage has them. */
async function load(db: Db, options: AnalyticsQueryOptions = {}, search = '') {
  const data = await createAnalyticsQuery(db, options).load(parseDashboardQuery(new URLSearchParams(search), NOW));
  return { ...data, vitals: data.vitals.byPage.map(({ key, loads, p75 }): PageVitals => ({ path: key, loads, p75 })) };
}

describe(`the analytics query (${ENGINE})`, () => {
  let opened: TestDatabase;
  let time = NOW;
  beforeEach(async () => {
    opened = await openTestDatabase();
    time = NOW;
  });
  afterEach(() => opened.remove());

  const save = (rows: Parameters<ReturnType<typeof createTrackingStore>['save']>[2]) => createTrackingStore(opened.db, () => time).save(null, '/x', rows);
  const error = (message: string, app = 'vitrine') => save({ errors: [{ app, message, stack: null, url: '/', payload: {} }] });

  it('with nothing stored: 30 days of zeros, no vitals, no errors', async () => {
    const data = await load(opened.db);
    expect(data.trend).toHaveLength(30);
    expect(data.trend.at(-1)).toEqual({ key: '2025-06-30', visitors: 0, visits: 0, pageviews: 0 });
    expect(data.trend[0]!.key).toBe('2025-06-01');
    expect([data.vitals, data.errors, data.goals.rows]).toEqual([[], [], []]);
  });

  it("reads the vitals in the order received, so a load's last value counts; other codes and older readings are left out", async () => {
    const metric = (pageLoadId: string, code: string, value: number) => ({ pageLoadId, path: '/', code, value });
    time = Date.UTC(2025, 5, 1) - 1;
    await save({ metrics: [metric('old', 'lcp', 9000)] });
    time = NOW;
    await save({ metrics: [metric('load-1', 'lcp', 1000), metric('load-1', 'ttfb', 100), metric('load-1', 'xyz', 1)] });
    await save({ metrics: [metric('load-1', 'lcp', 5000), metric('load-1', 'cls', 0.3)] });
    for (const [index, lcp] of [1200, 1300, 1400].entries()) await save({ metrics: [metric(`load-${index + 2}`, 'lcp', lcp)] });
    const { vitals } = await load(opened.db);
    // LCP of loads 1..4 is 5000, 1200, 1300, 1400: p75 is 1400.
    expect(vitals).toEqual([{ path: '/', loads: 4, p75: { lcp: 1400, ttfb: 100, cls: 0.3 } }]);
  });

  it('the vitals by day and by device class, p75 each, filtered by page and device', async () => {
    const reading = (pageLoadId: string, path: string, device: string, code: string, value: number, at: number) =>
      opened.db.insertInto('page_speed_metrics').values({ page_load_id: pageLoadId, path, device, code, value, created_at: at }).execute();
    await reading('l1', '/', 'phone', 'lcp', 3000, NOW - DAY);
    await reading('l2', '/', 'phone', 'lcp', 5000, NOW - DAY);
    await reading('l3', '/a', 'desktop', 'lcp', 1000, NOW - DAY);
    await reading('l4', '/a', 'desktop', 'lcp', 1200, NOW);
    await reading('l4', '/a', 'desktop', 'inp', 90, NOW);
    await reading('l5', '/', 'phone', 'ttfb', 700, NOW);
    const analytics = createAnalyticsQuery(opened.db);
    const query = parseDashboardQuery(new URLSearchParams('period=7d'), NOW);
    // Day: 3000, 5000, 1000 -> p75 5000; today 1200 (LCP), 90 (INP), 700 (TTFB) over two loads.
    expect(await analytics.vitals(query, 'day', 10)).toEqual(
      expect.arrayContaining([
        { key: '2025-06-29', loads: 3, p75: { lcp: 5000 } },
        { key: '2025-06-30', loads: 2, p75: { lcp: 1200, inp: 90, ttfb: 700 } },
      ]),
    );
    expect(await analytics.vitals(query, 'device', 10)).toEqual([
      { key: 'phone', loads: 3, p75: { lcp: 5000, ttfb: 700 } },
      { key: 'desktop', loads: 2, p75: { lcp: 1200, inp: 90 } },
    ]);
    const phone = parseDashboardQuery(new URLSearchParams('period=7d&device=phone&page=%2F'), NOW);
    expect(await analytics.vitals(phone, 'page', 10)).toEqual([{ key: '/', loads: 3, p75: { lcp: 5000, ttfb: 700 } }]);
    expect(await analytics.vitals(parseDashboardQuery(new URLSearchParams('period=7d&device=tablet'), NOW), 'page', 10)).toEqual([]);
  });

  it('the vitals honour the other filters through the visit of each reading', async () => {
    const visit = (session: string, country: string) =>
      opened.db
        .insertInto('visits')
        .values({ session_id: session, visitor_id: session, started_at: NOW - DAY, ended_at: NOW - DAY, entry_path: '/', exit_path: '/', pageviews: 1, country, source: 'Google' })
        .execute();
    await visit('fr', 'FR');
    await visit('us', 'US');
    const reading = (pageLoadId: string, session: string, value: number) =>
      opened.db
        .insertInto('page_speed_metrics')
        .values({ page_load_id: pageLoadId, path: '/', device: 'phone', code: 'lcp', value, session_id: session, created_at: NOW - DAY })
        .execute();
    await reading('l1', 'fr', 1000);
    await reading('l2', 'us', 9000);
    await reading('l3', '', 5000);
    const analytics = createAnalyticsQuery(opened.db);
    const ask = (search: string) => analytics.vitals(parseDashboardQuery(new URLSearchParams(search), NOW), 'device', 10);
    expect(await ask('period=7d')).toEqual([{ key: 'phone', loads: 3, p75: { lcp: 9000 } }]);
    expect(await ask('period=7d&country=FR')).toEqual([{ key: 'phone', loads: 1, p75: { lcp: 1000 } }]);
    expect(await ask('period=7d&country=US&source=Google')).toEqual([{ key: 'phone', loads: 1, p75: { lcp: 9000 } }]);
    expect(await ask('period=7d&country=DE')).toEqual([]);
  });

  it('the 10 most frequent errors by app and message, with their count and last time, as numbers', async () => {
    time = NOW - 2 * DAY;
    await error('Map failed');
    time = NOW - DAY;
    await error('Gallery failed');
    await error('Gallery failed');
    await error('Gallery failed', 'cart');
    time = NOW;
    await error('Gallery failed');
    for (let index = 0; index < 10; index += 1) await error(`Rare ${index}`);
    time = Date.UTC(2025, 5, 1) - 1;
    await error('Old');
    await error('Old');
    await error('Old');
    const { errors } = await load(opened.db);
    expect(errors).toHaveLength(10);
    expect(errors[0]).toEqual({ message: 'Gallery failed', app: 'vitrine', count: 3, lastSeen: NOW });
    // Ties on count: the most recently seen first.
    expect(errors.slice(1, 3).map((row) => row.lastSeen)).toEqual([NOW, NOW]);
    expect(errors.map((row) => row.message)).not.toContain('Old');
    expect(errors.find((row) => row.app === 'cart')).toBeUndefined();
  });
});

describe(`the analytics panels are bounded, whatever is stored (issue 29, ${ENGINE})`, () => {
  let opened: TestDatabase;
  beforeEach(async () => {
    opened = await openTestDatabase();
  });
  afterEach(() => opened.remove());

  const store = () => createTrackingStore(opened.db, () => NOW);
  /** One page load per path, as an attacker's made-up paths would be: `count` of them, each with every vital. */
  const madeUpPaths = async (count: number, from = 0): Promise<void> => {
    const metrics = Array.from({ length: count }, (_, i) =>
      VITALS.map((vital) => ({ pageLoadId: `load-${from + i}`, path: `/made-up/${from + i}`, code: vital.code, value: 100 + i })),
    );
    for (let at = 0; at < metrics.length; at += 100) await store().save(null, '/x', { metrics: metrics.slice(at, at + 100).flat() });
  };

  it(`${VITALS_PAGES + 15} stored pages: the vitals table holds the ${VITALS_PAGES} with the most loads, the errors table ${TOP_ERRORS}`, async () => {
    await madeUpPaths(VITALS_PAGES + 15);
    // Two pages with more loads than any made-up one come first.
    for (const load of ['a', 'b', 'c']) await store().save(null, '/x', { metrics: [{ pageLoadId: `busy-${load}`, path: '/busy', code: 'lcp', value: 1000 }] });
    for (const load of ['a', 'b']) await store().save(null, '/x', { metrics: [{ pageLoadId: `busier-${load}`, path: '/second', code: 'lcp', value: 2000 }] });
    for (let i = 0; i < TOP_ERRORS + 5; i += 1) await store().save(null, '/x', { errors: [{ app: 'vitrine', message: `Error ${i}`, stack: null, url: '/', payload: {} }] });
    const data = await load(opened.db);
    expect(data.vitals).toHaveLength(VITALS_PAGES);
    expect(data.vitals.slice(0, 2)).toEqual([
      { path: '/busy', loads: 3, p75: { lcp: 1000 } },
      { path: '/second', loads: 2, p75: { lcp: 2000 } },
    ]);
    expect(data.errors).toHaveLength(TOP_ERRORS);
  });

  it('the vitals are figured over the newest readings only, as many as the query is told', async () => {
    await madeUpPaths(30);
    const data = await load(opened.db, { pages: 100, readings: 5 * VITALS.length });
    // The five newest loads, each with all its vitals.
    expect(data.vitals.map((page) => page.path).sort()).toEqual(['/made-up/25', '/made-up/26', '/made-up/27', '/made-up/28', '/made-up/29']);
    expect(data.vitals.every((page) => Object.keys(page.p75).length === VITALS.length)).toBe(true);
  });

  it('the database figures what vitalsByPage figures: the last value per load, then the nearest-rank p75', async () => {
    const reading = fc.record({
      pageLoadId: fc.constantFrom('l1', 'l2', 'l3', 'l4', 'l5', 'l6'),
      path: fc.constantFrom('/p1', '/p2', '/p3'),
      code: fc.constantFrom(...VITAL_CODES, 'tti'),
      value: fc.oneof(fc.integer({ min: 0, max: 9000 }), fc.double({ min: 0, max: 1, noNaN: true })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(reading, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }), async (calls) => {
        await opened.db.deleteFrom('page_speed_metrics').execute();
        for (const metrics of calls) await store().save(null, '/x', { metrics });
        const byPath = (pages: PageVitals[]) => [...pages].sort((a, b) => (a.path < b.path ? -1 : 1));
        const { vitals } = await load(opened.db);
        expect(byPath(vitals)).toEqual(byPath(vitalsByPage(calls.flat())));
        expect(vitals.map((page) => page.loads)).toEqual(vitals.map((page) => page.loads).sort((a, b) => b - a));
      }),
      { numRuns: 25 },
    );
  });
});
