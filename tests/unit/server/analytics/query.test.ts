// issue 23: what the analytics page reads (server/analytics/query.ts), on the engine under test: the
// daily counts, the vitals' readings and the top errors, each over the last 30 days.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_DAYS, createAnalyticsQuery } from '../../../../server/analytics/query.ts';
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
