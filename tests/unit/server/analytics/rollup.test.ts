// The dashboard's daily rollups (server/analytics/rollup.ts) on the engine under test: which days are
// settled, that each is written once however many readers (processes) ask at once, that an unsettled
// day is never written, and that the rows hold the day's figures. breakdown.test.ts runs every panel
// from the raw rows, the rollup and both, and gets the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsQuery } from '../../../../server/analytics/query.ts';
import { DAY_MS, parseDashboardQuery } from '../../../../server/analytics/params.ts';
import { createRollups, settledBefore, VIEW_TOTALS, VISIT_TOTALS, viewsDimension } from '../../../../server/analytics/rollup.ts';
import type { OpenedDatabase } from '../../../../server/db/index.ts';
import { MIGRATIONS } from '../../../../server/db/migrations.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';
import { NOW, seed } from './dashboard-data.ts';

const TODAY = Math.floor(NOW / DAY_MS) * DAY_MS;

describe('which days are settled', () => {
  it('a day is settled a whole day after it ends', () => {
    // At noon on the 30th, the 28th and before are settled; the 29th (ended 12 hours ago) is not.
    expect(settledBefore(NOW)).toBe(TODAY - DAY_MS);
    expect(settledBefore(TODAY + DAY_MS)).toBe(TODAY);
    expect(settledBefore(TODAY + DAY_MS - 1)).toBe(TODAY - DAY_MS);
  });
});

describe(`the daily rollups (${ENGINE})`, () => {
  let opened: TestDatabase;
  let other: OpenedDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
    other = await opened.reopen();
    await seed(opened.db);
  });
  afterAll(async () => {
    await other.close();
    await opened.remove();
  });

  const daily = (dimension: string, day: number) =>
    opened.db
      .selectFrom('analytics_daily')
      .select(['value', 'visitors', 'visits', 'pageviews', 'bounces', 'duration_ms'])
      .where('dimension', '=', dimension)
      .where('day', '=', day)
      .orderBy('value')
      .execute();

  it('two processes asking at once write each settled day once, and none after them', async () => {
    const from = TODAY - 10 * DAY_MS;
    const clock = () => NOW;
    const readers = [createRollups(opened.db, clock), createRollups(opened.db, clock), createRollups(other.db, clock)];
    const ask = (index: number) => readers[index]!.ensure(from, index === 1 ? TODAY : TODAY + DAY_MS);
    // On SQLite two connections of one process cannot overlap a transaction (the second's write waits
    // synchronously): each process's readers ask at once, one process after the other.
    const splits = ENGINE === 'postgres' ? await Promise.all([0, 1, 2].map(ask)) : [...(await Promise.all([0, 1].map(ask))), await ask(2)];
    expect(splits).toEqual([TODAY - DAY_MS, TODAY - DAY_MS, TODAY - DAY_MS]);
    const days = await opened.db.selectFrom('analytics_days').select('day').orderBy('day').execute();
    expect(days.map((row) => Number(row.day))).toEqual(Array.from({ length: 9 }, (_, index) => from + index * DAY_MS));
    const rows = await opened.db
      .selectFrom('analytics_daily')
      .select((eb) => eb.fn.max('day').as('last'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.last)).toBeLessThan(TODAY - DAY_MS);
  });

  it("a settled day's rows: both totals and each panel's values, an unknown value as ''", async () => {
    const rows = async (dimension: string, day: number) =>
      (await daily(dimension, day)).map((row) => [row.value, Number(row.visitors), Number(row.visits), Number(row.pageviews), Number(row.bounces), Number(row.duration_ms)]);
    // Three days ago: visitor b's visit of two pages (/pricing, then /) over 60 s, from the US, with UTM tags (dashboard-data.ts, s3).
    const day = TODAY - 3 * DAY_MS;
    expect(await rows(VIEW_TOTALS, day)).toEqual([['', 1, 0, 2, 0, 0]]);
    expect(await rows(VISIT_TOTALS, day)).toEqual([['', 1, 1, 2, 0, 60_000]]);
    expect(await rows('pages', day)).toEqual([
      ['/', 1, 0, 1, 0, 0],
      ['/pricing', 1, 0, 1, 0, 0],
    ]);
    expect(await rows('countries', day)).toEqual([['US', 1, 1, 2, 0, 60_000]]);
    expect(await rows('utm_campaign', day)).toEqual([['june', 1, 1, 2, 0, 60_000]]);
    // A visit panel's values' page views, for the totals under its filter.
    expect(await rows(viewsDimension('countries'), day)).toEqual([['US', 1, 0, 2, 0, 0]]);
    // Two days ago: visitor a's one-page visit, a bounce, without UTM tags.
    expect(await rows('utm_source', TODAY - 2 * DAY_MS)).toEqual([['', 1, 1, 1, 1, 0]]);
  });

  it('a range that starts inside a day, or has no settled day, is read raw', async () => {
    const rollups = createRollups(opened.db, () => NOW);
    expect(await rollups.ensure(TODAY - 5 * DAY_MS + 1, TODAY)).toBe(TODAY - 5 * DAY_MS + 1);
    expect(await rollups.ensure(TODAY - DAY_MS, TODAY + DAY_MS)).toBe(TODAY - DAY_MS);
  });
  it("each whole settled month's pages under each visit-dimension filter value, written once however many ask", async () => {
    const later = () => NOW + 400 * DAY_MS;
    const [may, june, july, august] = [Date.UTC(2025, 4, 1), Date.UTC(2025, 5, 1), Date.UTC(2025, 6, 1), Date.UTC(2025, 7, 1)];
    const readers = [createRollups(opened.db, later), createRollups(opened.db, later), createRollups(other.db, later)];
    await readers[0]!.ensure(may, august);
    const ask = (index: number) => readers[index]!.months(index === 1 ? may + 5 * DAY_MS : may, august);
    const spans = ENGINE === 'postgres' ? await Promise.all([0, 1, 2].map(ask)) : [...(await Promise.all([0, 1].map(ask))), await ask(2)];
    // A range that starts inside a month has its whole months after it.
    expect(spans).toEqual([
      { from: may, to: august },
      { from: june, to: august },
      { from: may, to: august },
    ]);
    const months = await opened.db.selectFrom('analytics_months').select('month').orderBy('month').execute();
    expect(months.map((row) => Number(row.month))).toEqual([may, june, july]);
    // May: visitor e's one page view of /old, from a desktop Chrome on Windows in France, by Google (dashboard-data.ts, s6); no UTM tags, so no rows for them.
    const rows = await opened.db
      .selectFrom('analytics_monthly_pages')
      .select(['filter', 'filter_value', 'path', 'visitors', 'pageviews'])
      .where('month', '=', may)
      .orderBy('filter')
      .execute();
    expect(rows.map((row) => [row.filter, row.filter_value, row.path, Number(row.visitors), Number(row.pageviews)])).toEqual([
      ['browser', 'Chrome', '/old', 1, 1],
      ['country', 'FR', '/old', 1, 1],
      ['device', 'desktop', '/old', 1, 1],
      ['os', 'Windows', '/old', 1, 1],
      ['source', 'Google', '/old', 1, 1],
    ]);
    // June under country=FR: visitor a on two days (/ twice, /pricing, /buy) and visitor d once (/): unique visitors a day at a time.
    const juneFrance = await opened.db
      .selectFrom('analytics_monthly_pages')
      .select(['path', 'visitors', 'pageviews'])
      .where('month', '=', june)
      .where('filter', '=', 'country')
      .where('filter_value', '=', 'FR')
      .orderBy('path')
      .execute();
    expect(juneFrance.map((row) => [row.path, Number(row.visitors), Number(row.pageviews)])).toEqual([
      ['/', 3, 3],
      ['/buy', 1, 1],
      ['/pricing', 1, 1],
    ]);
    // No month before all its days are settled: at NOW (June 30), June is not.
    expect(await createRollups(opened.db, () => NOW).months(june, july)).toEqual({ from: june, to: june });
    expect(await createRollups(opened.db, () => july + DAY_MS).months(june, july)).toEqual({ from: june, to: july });
  });

  it('the totals without a filter, and under one visit-dimension filter, are read from the rollup for settled days', async () => {
    const later = NOW + 400 * DAY_MS;
    const analytics = createAnalyticsQuery(opened.db, { now: () => later });
    const query = (search: string) => parseDashboardQuery(new URLSearchParams(search), NOW);
    const figures = async () => [
      await analytics.queries.kpis(query('period=7d'), query('period=7d')),
      await analytics.queries.kpis(query('period=7d&country=US'), query('period=7d&country=US')),
      (await analytics.queries.trend(query('period=7d&country=US'))).map((bucket) => bucket.visits),
    ];
    const before = await figures();
    expect(before[1]).toMatchObject({ visitors: 1, visits: 1, pageviews: 2 });
    // The raw rows and the daily facts gone, the rollup's answers stay; two filters, which only the facts hold, find nothing.
    await opened.db.deleteFrom('page_views').execute();
    await opened.db.deleteFrom('visits').execute();
    await opened.db.deleteFrom('analytics_views').execute();
    await opened.db.deleteFrom('analytics_visits').execute();
    expect(await figures()).toEqual(before);
    const two = query('period=7d&country=US&device=phone');
    expect(await analytics.queries.kpis(two, two)).toMatchObject({ visits: 0, pageviews: 0 });
  });
});

describe(`an upgrade from migration 15 (${ENGINE})`, () => {
  it("empties the days' rollups and facts, so each is written again with its visits' goals; the months' pages stay", async () => {
    const opened = await openTestDatabase({ migrations: MIGRATIONS.filter((migration) => migration.version <= 15) });
    let upgraded: OpenedDatabase | undefined;
    try {
      await seed(opened.db);
      // A day and a month as the version before wrote them: its facts without the visits' goals.
      const day = TODAY - 3 * DAY_MS;
      await opened.db.insertInto('analytics_days').values({ day, built_at: NOW }).execute();
      await opened.db
        .insertInto('analytics_views')
        .values({ day, seq: 1, visitor: 1, path: '/', source: '', utm_source: '', utm_medium: '', utm_campaign: '', device: '', browser: '', os: '', country: '', pageviews: 1 })
        .execute();
      await opened.db
        .insertInto('analytics_months')
        .values({ month: Date.UTC(2025, 4, 1), built_at: NOW })
        .execute();
      await opened.db
        .insertInto('analytics_monthly_pages')
        .values({ month: Date.UTC(2025, 4, 1), filter: 'country', filter_value: 'FR', path: '/old', visitors: 1, pageviews: 1 })
        .execute();
      upgraded = await opened.reopen({ migrations: MIGRATIONS });
      const count = async (table: 'analytics_days' | 'analytics_views' | 'analytics_months' | 'analytics_monthly_pages') =>
        Number(
          (
            await upgraded!.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect([await count('analytics_days'), await count('analytics_views'), await count('analytics_months'), await count('analytics_monthly_pages')]).toEqual([0, 0, 1, 1]);
      // Every day settled: the goal filter is answered from the facts, the raw rows deleted.
      const analytics = createAnalyticsQuery(upgraded.db, { now: () => NOW + 400 * DAY_MS });
      const signup = parseDashboardQuery(new URLSearchParams('period=7d&goal=signup'), NOW);
      // Under signup: visitor a's visit s1 of three pages today and visitor b's s3 of two, three days ago (dashboard-data.ts).
      expect(await analytics.queries.kpis(signup, signup)).toMatchObject({ visitors: 2, visits: 2, pageviews: 5 });
      const goals = await upgraded.db.selectFrom('analytics_visit_goals').select(['name', 'day']).where('name', '=', 'signup').orderBy('day').execute();
      expect(goals.map((row) => [row.name, Number(row.day)])).toEqual([
        ['signup', day],
        ['signup', TODAY],
      ]);
      for (const table of ['page_views', 'visits', 'goals'] as const) await upgraded.db.deleteFrom(table).execute();
      expect(await analytics.queries.kpis(signup, signup)).toMatchObject({ visitors: 2, visits: 2, pageviews: 5 });
    } finally {
      await upgraded?.close();
      await opened.remove();
    }
  });
});
