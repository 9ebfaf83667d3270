// The dashboard's SQL (server/analytics/breakdown.ts and query.ts) on the engine under test, over a
// small data set written as the tracking write path writes it (migration 11's page_views, visits and
// goals), where every answer is known (dashboard-data.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsQuery } from '../../../../server/analytics/query.ts';
import { PANELS } from '../../../../server/analytics/panels.ts';
import { parseDashboardQuery } from '../../../../server/analytics/params.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';
import { NOW, seed } from './dashboard-data.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Each case runs at three clocks (rollup.ts): with no day settled (every figure from the raw rows),
 * at NOW (the settled days from the rollup, the last two raw), and years later (all from the rollup).
 * The answers are the same.
 */
const CLOCKS: [string, number][] = [
  ['raw rows', 0],
  ['rollup and raw rows', NOW],
  ['rollup', NOW + 3 * 365 * 24 * HOUR],
];

describe.each(CLOCKS)(`the dashboard's SQL (${ENGINE}), from the %s`, (_, clock) => {
  let opened: TestDatabase;
  let analytics: ReturnType<typeof createAnalyticsQuery>;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await seed(opened.db);
    analytics = createAnalyticsQuery(opened.db, { now: () => clock });
  });
  afterAll(() => opened.remove());

  const query = (search: string) => parseDashboardQuery(new URLSearchParams(search), NOW);
  const panel = (key: string) => PANELS.find((entry) => entry.key === key)!;
  const rows = async (key: string, search = 'period=7d', limit = 10) =>
    (await analytics.queries.breakdown(panel(key), query(search), limit)).rows.map((row) => [row.value, row.visitors, row.count]);

  it('the KPIs of the last 7 days and of the 7 days before', async () => {
    const q = query('period=7d');
    expect(await analytics.queries.kpis(q, q)).toEqual({ visitors: 4, visits: 4, pageviews: 7, bounces: 2, visitViews: 7, durationMs: 180_000 });
    expect(await analytics.queries.kpis(q, { from: q.previousFrom, to: q.from })).toEqual({ visitors: 1, visits: 1, pageviews: 1, bounces: 1, visitViews: 1, durationMs: 0 });
    const { kpis } = await analytics.load(q);
    expect(Object.fromEntries(kpis.map((figure) => [figure.key, [figure.value, figure.change]]))).toEqual({
      visitors: [4, 300],
      visits: [4, 300],
      pageviews: [7, 600],
      viewsPerVisit: [1.75, 75],
      bounceRate: [50, -50],
      visitDuration: [45, null],
    });
  });

  it('top pages count page views and unique visitors (a page view without the cookie by its own visit)', async () => {
    expect(await rows('pages')).toEqual([
      ['/', 3, 3],
      ['/pricing', 2, 2],
      ['/blog', 1, 1],
      ['/buy', 1, 1],
    ]);
    expect(await rows('pages', 'period=30d')).toEqual([
      ['/', 4, 4],
      ['/pricing', 2, 2],
      ['/blog', 1, 1],
      ['/buy', 1, 1],
    ]);
  });

  it('entry and exit pages, sources, UTM, devices, browsers, systems and countries count visits', async () => {
    expect(await rows('entry')).toEqual([
      ['/', 2, 2],
      ['/blog', 1, 1],
      ['/pricing', 1, 1],
    ]);
    expect(await rows('exit')).toEqual([
      ['/', 2, 2],
      ['/blog', 1, 1],
      ['/buy', 1, 1],
    ]);
    expect(await rows('sources')).toEqual([
      ['Direct / None', 1, 1],
      ['Facebook', 1, 1],
      ['Google', 1, 1],
      ['news.example.com', 1, 1],
    ]);
    // A visit without UTM tags is not a row of the UTM panels.
    expect(await rows('utm_source')).toEqual([['newsletter', 1, 1]]);
    expect(await rows('utm_medium')).toEqual([['email', 1, 1]]);
    expect(await rows('utm_campaign')).toEqual([['june', 1, 1]]);
    expect(await rows('devices')).toEqual([
      ['desktop', 2, 2],
      ['phone', 1, 1],
      ['tablet', 1, 1],
    ]);
    expect(await rows('browsers')).toEqual([
      ['Chrome', 2, 2],
      ['Safari', 2, 2],
    ]);
    expect(await rows('os')).toEqual([
      ['Windows', 2, 2],
      ['iOS', 2, 2],
    ]);
    expect(await rows('countries')).toEqual([
      ['FR', 2, 2],
      ['DE', 1, 1],
      ['US', 1, 1],
    ]);
  });

  it('every panel is bounded: LIMIT rows, and whether there are more', async () => {
    const { rows: two, more } = await analytics.queries.breakdown(panel('pages'), query('period=7d'), 2);
    expect([two.map((row) => row.value), more]).toEqual([['/', '/pricing'], true]);
    expect((await analytics.queries.breakdown(panel('pages'), query('period=7d'), 4)).more).toBe(false);
    expect(await analytics.queries.goals(query('period=7d'), 1)).toMatchObject({ rows: [{ value: 'signup' }], more: true });
  });

  it('a visit dimension filter (country) filters every panel, the KPIs, the trend and the goals', async () => {
    const q = query('period=7d&country=FR');
    expect(await analytics.queries.kpis(q, q)).toEqual({ visitors: 2, visits: 2, pageviews: 4, bounces: 1, visitViews: 4, durationMs: 120_000 });
    expect(await rows('pages', 'period=7d&country=FR')).toEqual([
      ['/', 2, 2],
      ['/buy', 1, 1],
      ['/pricing', 1, 1],
    ]);
    expect(await rows('sources', 'period=7d&country=FR')).toEqual([
      ['Direct / None', 1, 1],
      ['Google', 1, 1],
    ]);
    expect((await analytics.queries.goals(q, 10)).rows).toEqual([
      { value: 'contact', kind: 'form', visitors: 1, count: 2 },
      { value: 'signup', kind: 'event', visitors: 1, count: 1 },
    ]);
    const trend = await analytics.queries.trend(q);
    expect(trend.filter((bucket) => bucket.pageviews > 0)).toEqual([
      { key: '2025-06-28', visitors: 1, visits: 1, pageviews: 1 },
      { key: '2025-06-30', visitors: 1, visits: 1, pageviews: 3 },
    ]);
  });

  it('a page filter keeps the visits that viewed the page; entry, exit and goal filters keep their visits', async () => {
    const page = query('period=7d&page=%2Fpricing');
    expect(await analytics.queries.kpis(page, page)).toEqual({ visitors: 2, visits: 2, pageviews: 2, bounces: 0, visitViews: 5, durationMs: 180_000 });
    expect(await rows('entry', 'period=7d&page=%2Fpricing')).toEqual([
      ['/', 1, 1],
      ['/pricing', 1, 1],
    ]);
    expect(await rows('pages', 'period=7d&entry=%2Fpricing')).toEqual([
      ['/', 1, 1],
      ['/pricing', 1, 1],
    ]);
    expect(await rows('countries', 'period=7d&exit=%2F')).toEqual([
      ['FR', 1, 1],
      ['US', 1, 1],
    ]);
    expect(await rows('devices', 'period=7d&goal=signup')).toEqual([
      ['desktop', 1, 1],
      ['phone', 1, 1],
    ]);
    // Filters add up: a Google visit from the US is none.
    const none = query('period=7d&source=Google&country=US');
    expect(await analytics.queries.kpis(none, none)).toEqual({ visitors: 0, visits: 0, pageviews: 0, bounces: 0, visitViews: 0, durationMs: 0 });
  });

  it('goals: unique visitors with a visitor id, conversions, the period only', async () => {
    expect((await analytics.queries.goals(query('period=7d'), 10)).rows).toEqual([
      { value: 'signup', kind: 'event', visitors: 2, count: 2 },
      { value: 'contact', kind: 'form', visitors: 1, count: 2 },
      { value: 'download', kind: 'event', visitors: 0, count: 1 },
    ]);
    expect((await analytics.queries.goals(query('period=30d'), 10)).rows[0]).toEqual({ value: 'contact', kind: 'form', visitors: 2, count: 3 });
  });

  it('the trend: every bucket of the period, hours for a day, months for 12 months', async () => {
    const week = await analytics.queries.trend(query('period=7d'));
    expect(week.map((bucket) => bucket.key)).toEqual(['2025-06-24', '2025-06-25', '2025-06-26', '2025-06-27', '2025-06-28', '2025-06-29', '2025-06-30']);
    expect(week.map((bucket) => [bucket.visitors, bucket.visits, bucket.pageviews])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [1, 1, 2],
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 3],
    ]);
    const today = await analytics.queries.trend(query('period=day'));
    expect(today).toHaveLength(24);
    expect(today.filter((bucket) => bucket.pageviews > 0)).toEqual([{ key: '2025-06-30T11', visitors: 1, visits: 1, pageviews: 3 }]);
    const year = await analytics.queries.trend(query('period=12mo'));
    expect(year.map((bucket) => bucket.key)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(year.slice(-2)).toEqual([
      { key: '2025-05', visitors: 1, visits: 1, pageviews: 1 },
      { key: '2025-06', visitors: 5, visits: 5, pageviews: 8 },
    ]);
  });

  it('visitors right now: a page view in the last five minutes, through the filters', async () => {
    const lastView = NOW - HOUR + 120_000;
    expect(await analytics.queries.current(query(''), lastView + 4 * MIN, 5 * MIN)).toBe(1);
    expect(await analytics.queries.current(query(''), lastView + 6 * MIN, 5 * MIN)).toBe(0);
    expect(await analytics.queries.current(query('country=US'), lastView + 4 * MIN, 5 * MIN)).toBe(0);
  });
});
