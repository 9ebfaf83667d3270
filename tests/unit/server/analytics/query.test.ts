// issue 23: what the analytics page reads (server/analytics/query.ts), on the engine under test: the
// daily counts, the vitals' readings and the top errors, each over the last 30 days.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VITAL_CODES, VITALS, vitalsByPage, type PageVitals } from '../../../../server/analytics/aggregate.ts';
import { ANALYTICS_DAYS, createAnalyticsQuery, TOP_ERRORS, VITALS_PAGES } from '../../../../server/analytics/query.ts';
import { createTrackingStore } from '../../../../server/api/tracking/store.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);

describe(`the analytics query (${ENGINE})`, () => {
  let opened: TestDatabase;
  let time = NOW;
  beforeEach(async () => {
    opened = await openTestDatabase();
    time = NOW;
  });
  afterEach(() => opened.remove());

  const save = (rows: Parameters<ReturnType<typeof createTrackingStore>['save']>[2]) => createTrackingStore(opened.db, () => time).save(null, '/x', rows);
  const view = (path: string, visitorId: string | null) => save({ pageViews: [{ path, visitorId, payload: { path } }] });
  const error = (message: string, app = 'vitrine') => save({ errors: [{ app, message, stack: null, url: '/', payload: {} }] });

  it('with nothing stored: 30 days of zeros, no vitals, no errors', async () => {
    const data = await createAnalyticsQuery(opened.db)(NOW);
    expect(data.days).toHaveLength(ANALYTICS_DAYS);
    expect(data.days.at(-1)).toEqual({ day: '2025-06-30', views: 0, visitors: 0 });
    expect(data.days[0]).toEqual({ day: '2025-06-01', views: 0, visitors: 0 });
    expect([data.vitals, data.errors]).toEqual([[], []]);
  });

  it('counts views and distinct known visitors per day (UTC), inside the 30 days only', async () => {
    await view('/', 'a');
    await view('/', 'a');
    await view('/promo', 'b');
    await view('/promo', null);
    time = NOW - DAY;
    await view('/', 'c');
    time = Date.UTC(2025, 5, 1, 0, 0, 0);
    await view('/', 'first-day');
    time -= 1;
    await view('/', 'too-old');
    const { days } = await createAnalyticsQuery(opened.db)(NOW);
    expect(days.at(-1)).toEqual({ day: '2025-06-30', views: 4, visitors: 2 });
    expect(days.at(-2)).toEqual({ day: '2025-06-29', views: 1, visitors: 1 });
    expect(days[0]).toEqual({ day: '2025-06-01', views: 1, visitors: 1 });
    expect(days.reduce((sum, day) => sum + day.views, 0)).toBe(6);
  });

  it("reads the vitals in the order received, so a load's last value counts; other codes and older readings are left out", async () => {
    const metric = (pageLoadId: string, code: string, value: number) => ({ pageLoadId, path: '/', code, value });
    time = Date.UTC(2025, 5, 1) - 1;
    await save({ metrics: [metric('old', 'lcp', 9000)] });
    time = NOW;
    await save({ metrics: [metric('load-1', 'lcp', 1000), metric('load-1', 'ttfb', 100), metric('load-1', 'xyz', 1)] });
    await save({ metrics: [metric('load-1', 'lcp', 5000), metric('load-1', 'cls', 0.3)] });
    for (const [index, lcp] of [1200, 1300, 1400].entries()) await save({ metrics: [metric(`load-${index + 2}`, 'lcp', lcp)] });
    const { vitals } = await createAnalyticsQuery(opened.db)(NOW);
    // LCP of loads 1..4 is 5000, 1200, 1300, 1400: p75 is 1400.
    expect(vitals).toEqual([{ path: '/', loads: 4, p75: { lcp: 1400, ttfb: 100, cls: 0.3 } }]);
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
    const { errors } = await createAnalyticsQuery(opened.db)(NOW);
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

  it(`${VITALS_PAGES + 15} stored pages: the vitals table holds the ${VITALS_PAGES} with the most loads, the errors table ${TOP_ERRORS}, the days ${ANALYTICS_DAYS}`, async () => {
    await madeUpPaths(VITALS_PAGES + 15);
    // Two pages with more loads than any made-up one come first.
    for (const load of ['a', 'b', 'c']) await store().save(null, '/x', { metrics: [{ pageLoadId: `busy-${load}`, path: '/busy', code: 'lcp', value: 1000 }] });
    for (const load of ['a', 'b']) await store().save(null, '/x', { metrics: [{ pageLoadId: `busier-${load}`, path: '/second', code: 'lcp', value: 2000 }] });
    for (let i = 0; i < TOP_ERRORS + 5; i += 1) await store().save(null, '/x', { errors: [{ app: 'vitrine', message: `Error ${i}`, stack: null, url: '/', payload: {} }] });
    const data = await createAnalyticsQuery(opened.db)(NOW);
    expect(data.vitals).toHaveLength(VITALS_PAGES);
    expect(data.vitals.slice(0, 2)).toEqual([
      { path: '/busy', loads: 3, p75: { lcp: 1000 } },
      { path: '/second', loads: 2, p75: { lcp: 2000 } },
    ]);
    expect(data.errors).toHaveLength(TOP_ERRORS);
    expect(data.days).toHaveLength(ANALYTICS_DAYS);
  });

  it('the vitals are figured over the newest readings only, as many as the query is told', async () => {
    await madeUpPaths(30);
    const data = await createAnalyticsQuery(opened.db, { pages: 100, readings: 5 * VITALS.length })(NOW);
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
        const { vitals } = await createAnalyticsQuery(opened.db)(NOW);
        expect(byPath(vitals)).toEqual(byPath(vitalsByPage(calls.flat())));
        expect(vitals.map((page) => page.loads)).toEqual(vitals.map((page) => page.loads).sort((a, b) => b - a));
      }),
      { numRuns: 25 },
    );
  });
});
