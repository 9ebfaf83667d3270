// Issue 33: a page view is stored with its visit and its dimensions, its visit's row moves on in the
// same transaction (page views of one visit sent at once all count), and goals carry their visitor.
import { afterEach, describe, expect, it } from 'vitest';
import { createEnricher, type RequestFacts } from '../../../../../server/api/tracking/enrich.ts';
import { createTrackingStore, type CallRows } from '../../../../../server/api/tracking/store.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../../engine.ts';

const opened: TestDatabase[] = [];
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const database of opened.splice(0)) await database.remove();
});

const START = Date.UTC(2026, 0, 1, 12);
const VISITOR = 'vis-1|1000|1000|5000|2';
const SESSION = 'vis-1:5000';

// Fixed parsers: every user agent is Firefox on Linux, a phone when it says "Mobile"; every public address is in France.
const enrich = createEnricher({
  userAgent: (ua) => (ua ? { browser: 'Firefox', os: 'Linux', type: ua.includes('Mobile') ? 'mobile' : 'desktop' } : { browser: '', os: '', type: '' }),
  country: (address) => (address === '81.2.69.142' ? 'FR' : ''),
});

const request = (facts: Partial<RequestFacts> = {}): RequestFacts => ({
  userAgent: 'Mozilla/5.0 Mobile',
  address: '81.2.69.142',
  visitorCookie: null,
  host: 'example.com',
  ...facts,
});

const pageView = (path: string, cookie: string | null = VISITOR, extra: Record<string, unknown> = {}): CallRows => ({
  pageViews: [
    { path, visitorId: cookie?.split('|')[0] ?? null, visitorCookie: cookie, payload: { path, url: `https://example.com${path}`, screenWidth: 390, screenHeight: 844, ...extra } },
  ],
});

async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  let time = START;
  let ids = 0;
  const clock = () => time;
  const store = createTrackingStore(database.db, clock, { enrich, newId: () => `id-${++ids}` });
  return { database, db: database.db, store, clock, advance: (ms: number) => (time += ms), tick: () => time++ };
}

const visits = (s: Awaited<ReturnType<typeof setUp>>) => s.db.selectFrom('visits').selectAll().orderBy('started_at').execute();

describe(`page views enriched at write time (${ENGINE})`, () => {
  it('a page view keeps its visit, source, campaign, device, browser, system and country', async () => {
    const s = await setUp();
    await s.store.save(
      'event-0001',
      '/api/census/RecordHit',
      pageView('/', VISITOR, { referrer: 'https://www.google.fr/', queryString: 'utm_source=news&utm_medium=email&utm_campaign=spring' }),
      request(),
    );
    const [view] = await s.db.selectFrom('page_views').selectAll().execute();
    expect(view).toMatchObject({
      visitor_id: 'vis-1',
      session_id: SESSION,
      referrer_domain: 'google.fr',
      source: 'Google',
      source_kind: 'search',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      device: 'phone',
      browser: 'Firefox',
      os: 'Linux',
      country: 'FR',
    });
  });

  it('a page view from the site itself, without a campaign, is direct; a private address has no country', async () => {
    const s = await setUp();
    await s.store.save(
      null,
      '/api/census/RecordHit',
      pageView('/b', VISITOR, { referrer: 'https://example.com/a' }),
      request({ address: '10.0.0.1', userAgent: 'Mozilla/5.0 (X11)' }),
    );
    const [view] = await s.db.selectFrom('page_views').selectAll().execute();
    expect(view).toMatchObject({ referrer_domain: '', source: 'Direct / None', source_kind: 'direct', device: 'desktop', country: '' });
  });

  it("the request's visitor cookie names the visit when the body carries none", async () => {
    const s = await setUp();
    await s.store.save(null, '/api/census/RecordHit', pageView('/', null), request({ visitorCookie: VISITOR }));
    expect((await visits(s)).map((v) => [v.session_id, v.visitor_id])).toEqual([[SESSION, 'vis-1']]);
  });

  it('a page view without any visitor record is a visit of its own', async () => {
    const s = await setUp();
    await s.store.save(null, '/api/census/RecordHit', pageView('/', null), request());
    await s.store.save(null, '/api/census/RecordHit', pageView('/', null), request());
    expect((await visits(s)).map((v) => [v.session_id, v.visitor_id, v.pageviews])).toEqual([
      ['anon:id-1', 'anon:id-1', 1],
      ['anon:id-2', 'anon:id-2', 1],
    ]);
    expect((await s.db.selectFrom('page_views').select('session_id').orderBy('id').execute()).map((r) => r.session_id)).toEqual(['anon:id-1', 'anon:id-2']);
  });
});

describe(`visits: one row per visit, moved on with its page views (${ENGINE})`, () => {
  it('a visit spans its page views: entry, exit, count and duration; the dimensions of its first', async () => {
    const s = await setUp();
    await s.store.save(null, '/h', pageView('/a', VISITOR, { referrer: 'https://t.co/x' }), request());
    s.advance(60_000);
    await s.store.save(null, '/h', pageView('/b', VISITOR, { referrer: 'https://example.com/a' }), request({ userAgent: 'Mozilla/5.0 (X11)' }));
    s.advance(30_000);
    await s.store.save(null, '/h', pageView('/c'), request());
    expect(await visits(s)).toEqual([
      expect.objectContaining({
        session_id: SESSION,
        visitor_id: 'vis-1',
        started_at: START,
        ended_at: START + 90_000,
        entry_path: '/a',
        exit_path: '/c',
        pageviews: 3,
        source: 'X',
        source_kind: 'social',
        referrer_domain: 't.co',
        device: 'phone',
        country: 'FR',
      }),
    ]);
  });

  it('a new visit of the same visitor (its record moved on) is a second row', async () => {
    const s = await setUp();
    await s.store.save(null, '/h', pageView('/a'), request());
    s.advance(3_600_000);
    await s.store.save(null, '/h', pageView('/b', 'vis-1|1000|5000|9000|3'), request());
    expect((await visits(s)).map((v) => [v.session_id, v.pageviews, v.entry_path])).toEqual([
      [SESSION, 1, '/a'],
      ['vis-1:9000', 1, '/b'],
    ]);
  });

  it("an earlier page view stored late becomes the entry, and its dimensions the visit's", async () => {
    const s = await setUp();
    s.advance(10_000);
    await s.store.save(null, '/h', pageView('/second'), request());
    s.advance(-10_000);
    await s.store.save(null, '/h', pageView('/first', VISITOR, { referrer: 'https://bing.com/' }), request());
    const [visit] = await visits(s);
    expect(visit).toMatchObject({ started_at: START, ended_at: START + 10_000, entry_path: '/first', exit_path: '/second', pageviews: 2, source: 'Bing' });
  });

  it('page views of one visit sent at once all count, and the entry and exit follow their times', async () => {
    const s = await setUp();
    const paths = Array.from({ length: 24 }, (_, i) => `/p${i}`);
    // Each save reads the clock as it is called: /p0 is the earliest, /p23 the latest, whatever order they commit in.
    const saves = paths.map((path, i) => {
      const saved = s.store.save(`event-${String(i).padStart(4, '0')}`, '/h', pageView(path), request());
      s.tick();
      return saved;
    });
    expect(await Promise.all(saves)).toEqual(paths.map(() => true));
    const [visit] = await visits(s);
    expect(visit).toMatchObject({ pageviews: 24, entry_path: '/p0', exit_path: '/p23', started_at: START, ended_at: START + 23 });
    expect(await s.db.selectFrom('visits').select('id').execute()).toHaveLength(1);
  });

  it('two server processes storing page views of one visit at once count every one', async () => {
    const s = await setUp();
    const second = await s.database.reopen();
    closing.push(() => second.close());
    const other = createTrackingStore(second.db, s.clock, { enrich });
    const send = (i: number) => {
      const saved = (i % 2 ? other : s.store).save(`event-${String(i).padStart(4, '0')}`, '/h', pageView(`/p${i}`), request());
      s.tick();
      return saved;
    };
    const indexes = Array.from({ length: 20 }, (_, i) => i);
    // On SQLite two connections of one process cannot overlap a transaction (the second's BEGIN
    // IMMEDIATE waits synchronously): each process's calls go at once, one process after the other.
    if (ENGINE === 'postgres') await Promise.all(indexes.map(send));
    else for (const parity of [0, 1]) await Promise.all(indexes.filter((i) => i % 2 === parity).map(send));
    const [visit] = await visits(s);
    expect(visit).toMatchObject({ pageviews: 20, entry_path: '/p0', exit_path: '/p19' });
  });

  it('a repeated event id moves the visit on once', async () => {
    const s = await setUp();
    await s.store.save('event-0001', '/h', pageView('/a'), request());
    await s.store.save('event-0001', '/h', pageView('/a'), request());
    expect((await visits(s)).map((v) => v.pageviews)).toEqual([1]);
  });
});

describe(`goals: custom events and button clicks with their visitor (${ENGINE})`, () => {
  it('an event that is a goal writes a goals row with the visitor and visit of the request', async () => {
    const s = await setUp();
    await s.store.save(
      null,
      '/api/events/RecordEvent',
      { events: [{ kind: 'legacy-event', payload: { event: 'newsletter-subscribe', data: { pagePath: '/news' } } }] },
      request({ visitorCookie: VISITOR }),
    );
    await s.store.save(
      null,
      '/api/events/RecordEvent',
      { events: [{ kind: 'legacy-event', payload: { event: 'pageview', data: { pagePath: '/' } } }] },
      request({ visitorCookie: VISITOR }),
    );
    await s.store.save(null, '/api/census/button-click', { events: [{ kind: 'button-click', payload: { id: 'b1', buttonText: 'Buy' } }] }, request());
    const goals = await s.db.selectFrom('goals').select(['kind', 'name', 'visitor_id', 'session_id', 'path', 'created_at']).orderBy('id').execute();
    expect(goals).toEqual([
      { kind: 'event', name: 'newsletter-subscribe', visitor_id: 'vis-1', session_id: SESSION, path: '/news', created_at: START },
      { kind: 'button', name: 'Buy', visitor_id: '', session_id: '', path: '', created_at: START },
    ]);
  });

  it("a page-speed reading keeps its record's device class and the visit of the request's visitor cookie", async () => {
    const s = await setUp();
    await s.store.save(null, '/r', { metrics: [{ pageLoadId: 'pl-1', path: '/', code: 'lcp', value: 1200, device: 'tablet' }] }, request({ visitorCookie: VISITOR }));
    await s.store.save(null, '/r', { metrics: [{ pageLoadId: 'pl-2', path: '/', code: 'lcp', value: 900 }] }, request());
    expect(await s.db.selectFrom('page_speed_metrics').select(['page_load_id', 'device', 'session_id']).orderBy('id').execute()).toEqual([
      { page_load_id: 'pl-1', device: 'tablet', session_id: SESSION },
      { page_load_id: 'pl-2', device: '', session_id: '' },
    ]);
  });
});
