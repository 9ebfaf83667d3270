// Issue 33: rows stored before migration 11 are enriched once from their stored payloads, on both
// engines: page views get their dimensions and visits, page-speed readings their record's device.
import { afterEach, describe, expect, it } from 'vitest';
import { VISIT_MAX_AGE_MS } from '../../../../../tracking/visits.ts';
import { BACKFILL_BATCH, backfillTracking, VISIT_GAP_MS } from '../../../../../server/api/tracking/backfill.ts';
import { createEnricher } from '../../../../../server/api/tracking/enrich.ts';
import { MIGRATIONS } from '../../../../../server/db/migrations.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../../engine.ts';

const opened: TestDatabase[] = [];
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const database of opened.splice(0)) await database.remove();
});

const T = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;
const enrich = createEnricher({
  userAgent: (ua) => (ua === 'phone-ua' ? { browser: 'Safari', os: 'iOS', type: 'mobile' } : { browser: '', os: '', type: '' }),
  country: () => 'FR',
});

/** A database as version 10 left it, holding `seed`'s rows, then opened again at the current version. */
async function migratedFrom10(seed: (db: TestDatabase['db']) => Promise<void>) {
  const old = await openTestDatabase({ migrations: MIGRATIONS.slice(0, 10) });
  opened.push(old);
  await seed(old.db);
  await old.close();
  const current = await old.reopen({ migrations: MIGRATIONS });
  closing.push(() => current.close());
  return current.db;
}

const view = (id: number, visitor: string | null, path: string, time: number, payload: Record<string, unknown> = {}) => ({
  id,
  day: '2026-01-01',
  path,
  visitor_id: visitor,
  payload: JSON.stringify({ path, url: `https://example.com${path}`, userAgent: 'phone-ua', screenWidth: 390, screenHeight: 844, ...payload }),
  created_at: time,
});

describe(`the rows stored before migration 11 (${ENGINE})`, () => {
  it("the visit's end is the visit cookie's lifetime", () => {
    expect(VISIT_GAP_MS).toBe(VISIT_MAX_AGE_MS);
  });

  it('page views get their dimensions and their visits: a gap over 30 minutes starts a new one', async () => {
    const db = await migratedFrom10(async (db) => {
      await db
        .insertInto('page_views')
        .values([
          view(1, 'v1', '/a', T, { referrer: 'https://www.bing.com/', queryString: 'utm_campaign=spring' }),
          view(2, 'v1', '/b', T + 10 * MIN),
          view(3, 'v2', '/x', T + 11 * MIN, { userAgent: 'other', screenWidth: 1920, screenHeight: 1080 }),
          view(4, 'v1', '/c', T + 40 * MIN),
          view(5, 'v1', '/d', T + 71 * MIN),
          view(6, null, '/n', T + 72 * MIN),
        ])
        .execute();
      await db.updateTable('page_views').set({ payload: '{not json' }).where('id', '=', 6).execute();
    });
    expect(await db.selectFrom('page_views').select('source').where('source', '=', '').execute()).toHaveLength(6);
    expect(await backfillTracking(db, enrich, 2)).toBe(6);
    const views = await db
      .selectFrom('page_views')
      .select(['id', 'session_id', 'source', 'source_kind', 'referrer_domain', 'utm_campaign', 'device', 'browser', 'os', 'country'])
      .orderBy('id')
      .execute();
    expect(views).toEqual([
      {
        id: 1,
        session_id: `v1:${T}`,
        source: 'Bing',
        source_kind: 'search',
        referrer_domain: 'bing.com',
        utm_campaign: 'spring',
        device: 'phone',
        browser: 'Safari',
        os: 'iOS',
        country: '',
      },
      {
        id: 2,
        session_id: `v1:${T}`,
        source: 'Direct / None',
        source_kind: 'direct',
        referrer_domain: '',
        utm_campaign: '',
        device: 'phone',
        browser: 'Safari',
        os: 'iOS',
        country: '',
      },
      {
        id: 3,
        session_id: `v2:${T + 11 * MIN}`,
        source: 'Direct / None',
        source_kind: 'direct',
        referrer_domain: '',
        utm_campaign: '',
        device: 'desktop',
        browser: '',
        os: '',
        country: '',
      },
      {
        id: 4,
        session_id: `v1:${T}`,
        source: 'Direct / None',
        source_kind: 'direct',
        referrer_domain: '',
        utm_campaign: '',
        device: 'phone',
        browser: 'Safari',
        os: 'iOS',
        country: '',
      },
      {
        id: 5,
        session_id: `v1:${T + 71 * MIN}`,
        source: 'Direct / None',
        source_kind: 'direct',
        referrer_domain: '',
        utm_campaign: '',
        device: 'phone',
        browser: 'Safari',
        os: 'iOS',
        country: '',
      },
      { id: 6, session_id: 'anon:6', source: 'Direct / None', source_kind: 'direct', referrer_domain: '', utm_campaign: '', device: '', browser: '', os: '', country: '' },
    ]);
    const visits = await db
      .selectFrom('visits')
      .select(['session_id', 'visitor_id', 'started_at', 'ended_at', 'entry_path', 'exit_path', 'pageviews', 'source'])
      .orderBy('started_at')
      .orderBy('session_id')
      .execute();
    expect(visits).toEqual([
      { session_id: `v1:${T}`, visitor_id: 'v1', started_at: T, ended_at: T + 40 * MIN, entry_path: '/a', exit_path: '/c', pageviews: 3, source: 'Bing' },
      {
        session_id: `v2:${T + 11 * MIN}`,
        visitor_id: 'v2',
        started_at: T + 11 * MIN,
        ended_at: T + 11 * MIN,
        entry_path: '/x',
        exit_path: '/x',
        pageviews: 1,
        source: 'Direct / None',
      },
      {
        session_id: `v1:${T + 71 * MIN}`,
        visitor_id: 'v1',
        started_at: T + 71 * MIN,
        ended_at: T + 71 * MIN,
        entry_path: '/d',
        exit_path: '/d',
        pageviews: 1,
        source: 'Direct / None',
      },
      { session_id: 'anon:6', visitor_id: 'anon:6', started_at: T + 72 * MIN, ended_at: T + 72 * MIN, entry_path: '/n', exit_path: '/n', pageviews: 1, source: 'Direct / None' },
    ]);
    // Run again (a restart, a second process): nothing left, nothing counted twice.
    expect(await backfillTracking(db, enrich)).toBe(0);
    expect((await db.selectFrom('visits').select('pageviews').execute()).reduce((sum, row) => sum + Number(row.pageviews), 0)).toBe(6);
  });

  it('page-speed readings get the device of the record they came in; rows written after the migration are not touched', async () => {
    const db = await migratedFrom10(async (db) => {
      await db
        .insertInto('events')
        .values([
          { kind: 'page-speed', payload: JSON.stringify({ pl: 'load-1', p: '/', c: { device: 'tablet' } }), created_at: T },
          { kind: 'page-speed', payload: JSON.stringify({ pl: 'load-2', p: '/', c: { device: 'phone' } }), created_at: T },
          { kind: 'page-speed', payload: JSON.stringify({ pl: 'load-3', p: '/', c: { mobile: true } }), created_at: T + 1 },
        ])
        .execute();
      await db
        .insertInto('page_speed_metrics')
        .values([
          { page_load_id: 'load-1', path: '/', code: 'lcp', value: 1, created_at: T },
          { page_load_id: 'load-2', path: '/', code: 'lcp', value: 2, created_at: T },
          { page_load_id: 'load-1', path: '/', code: 'cls', value: 0.1, created_at: T },
          { page_load_id: 'load-3', path: '/', code: 'lcp', value: 3, created_at: T + 1 },
        ])
        .execute();
    });
    await db
      .insertInto('page_speed_metrics')
      .values({ page_load_id: 'load-9', path: '/', code: 'lcp', value: 9, created_at: T + 5, device: '' })
      .execute();
    await backfillTracking(db, enrich, BACKFILL_BATCH);
    expect(
      (await db.selectFrom('page_speed_metrics').select(['page_load_id', 'code', 'device']).orderBy('id').execute()).map((r) => `${r.page_load_id} ${r.code} ${r.device}`),
    ).toEqual(['load-1 lcp tablet', 'load-2 lcp phone', 'load-1 cls tablet', 'load-3 lcp ', 'load-9 lcp ']);
    expect(await db.selectFrom('backfills').select(['name', 'next_id', 'upto']).orderBy('name').execute()).toEqual([
      { name: 'page_speed_metrics', next_id: 4, upto: 4 },
      { name: 'page_views', next_id: 0, upto: 0 },
    ]);
  });
});
