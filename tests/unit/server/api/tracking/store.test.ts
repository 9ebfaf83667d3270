// issue 14: event ids are kept as long as a browser may send their call again, and swept after.
// issue 23: on either engine, and an id sent to two server processes sharing the database is stored once.
import { afterEach, describe, expect, it } from 'vitest';
import { CALL_HORIZON_MS } from '../../../../../core/catalog/tracking.ts';
import type { Db } from '../../../../../server/db/index.ts';
import { createTrackingStore, EVENT_ID_KEPT_MS } from '../../../../../server/api/tracking/store.ts';
import { countRows, ENGINE, openTestDatabase, type TestDatabase } from '../../engine.ts';

const DAY = 86_400_000;
const opened: TestDatabase[] = [];
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const database of opened.splice(0)) await database.remove();
});

async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  const { db } = database;
  let time = Date.UTC(2026, 0, 1);
  const store = createTrackingStore(db, () => time);
  const ids = async () => (await db.selectFrom('tracking_calls').select('eid').orderBy('eid').execute()).map((row) => row.eid);
  return { database, db, store, ids, now: () => time, advance: (ms: number) => (time += ms) };
}

/**
 * Runs both at once on PostgreSQL; one after the other on SQLite, where two connections in one
 * process cannot overlap a transaction (the second's BEGIN IMMEDIATE waits synchronously, holding up
 * the first); two real processes on one file take turns on the busy timeout.
 */
const together = async <T>(a: () => Promise<T>, b: () => Promise<T>): Promise<T[]> => (ENGINE === 'postgres' ? Promise.all([a(), b()]) : [await a(), await b()]);

const count = (db: Db, table: 'events' | 'page_views' | 'tracking_calls'): Promise<number> => countRows(db, table);

describe(`tracking_calls: swept past the retry horizon (${ENGINE})`, () => {
  it('an id is kept for the horizon and a day: a repeat within it is still stored once', async () => {
    expect(EVENT_ID_KEPT_MS).toBe(CALL_HORIZON_MS + DAY);
    const s = await setUp();
    expect(await s.store.save('event-0001', '/api/census/RecordHit', {})).toBe(true);
    s.advance(CALL_HORIZON_MS);
    expect(await s.store.save('event-0001', '/api/census/RecordHit', {})).toBe(false);
    expect(await s.ids()).toEqual(['event-0001']);
  });

  it('an id older than that is swept on a later write', async () => {
    const s = await setUp();
    await s.store.save('event-0001', '/api/census/RecordHit', {});
    s.advance(EVENT_ID_KEPT_MS + DAY);
    await s.store.save('event-0002', '/api/census/RecordHit', {});
    expect(await s.ids()).toEqual(['event-0002']);
  });

  it('sweeps at most once an hour', async () => {
    const s = await setUp();
    await s.store.save('event-0001', '/x', {});
    s.advance(EVENT_ID_KEPT_MS - 1000);
    await s.store.save('event-0002', '/x', {});
    s.advance(2000);
    await s.store.save('event-0003', '/x', {});
    // event-0001 is past the horizon now, but the last sweep was 2 s ago.
    expect(await s.ids()).toEqual(['event-0001', 'event-0002', 'event-0003']);
    s.advance(3_600_000);
    await s.store.save('event-0004', '/x', {});
    expect(await s.ids()).toEqual(['event-0002', 'event-0003', 'event-0004']);
  });
});

describe(`tracking_calls: one event id, one stored call (${ENGINE})`, () => {
  const call = { events: [{ kind: 'pixel', payload: { landing: '/' } }], pageViews: [{ path: '/', visitorId: 'v1', payload: { path: '/' } }] };

  it("a call's rows are written with its id, and a repeat writes none of them", async () => {
    const s = await setUp();
    expect(await s.store.save('event-0001', '/api/track/Track', call)).toBe(true);
    expect(await s.store.save('event-0001', '/api/track/Track', call)).toBe(false);
    expect([await count(s.db, 'events'), await count(s.db, 'page_views'), await count(s.db, 'tracking_calls')]).toEqual([1, 1, 1]);
    const [view] = await s.db.selectFrom('page_views').selectAll().execute();
    expect(view).toMatchObject({ day: '2026-01-01', path: '/', visitor_id: 'v1', created_at: s.now() });
    expect(JSON.parse(view!.payload)).toEqual({ path: '/' });
  });

  it('a call without an id always writes', async () => {
    const s = await setUp();
    expect(await s.store.save(null, '/api/track/Track', call)).toBe(true);
    expect(await s.store.save(null, '/api/track/Track', call)).toBe(true);
    expect(await count(s.db, 'events')).toBe(2);
    expect(await count(s.db, 'tracking_calls')).toBe(0);
  });

  it('an id sent to two server processes is stored by one of them', async () => {
    const s = await setUp();
    const second = await s.database.reopen();
    closing.push(() => second.close());
    const other = createTrackingStore(second.db, s.now);
    const saved = await together(
      () => s.store.save('event-0001', '/api/track/Track', call),
      () => other.save('event-0001', '/api/track/Track', call),
    );
    expect(saved.filter(Boolean)).toHaveLength(1);
    expect(await other.save('event-0001', '/api/track/Track', call)).toBe(false);
    expect([await count(s.db, 'events'), await count(s.db, 'page_views'), await count(s.db, 'tracking_calls')]).toEqual([1, 1, 1]);
  });
});
