// issue 14: event ids are kept as long as a browser may send their call again, and swept after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CALL_HORIZON_MS } from '../../../../../core/catalog/tracking.ts';
import { openDatabase } from '../../../../../server/db/index.ts';
import { createTrackingStore, EVENT_ID_KEPT_MS } from '../../../../../server/api/tracking/store.ts';

const DAY = 86_400_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-sweep-'));
  dirs.push(dir);
  const { db } = openDatabase(join(dir, 'db.sqlite'), { log: { info() {} } });
  let time = Date.UTC(2026, 0, 1);
  const store = createTrackingStore(db, () => time);
  const ids = () => (db.prepare('SELECT eid FROM tracking_calls ORDER BY eid').all() as { eid: string }[]).map((row) => row.eid);
  return { store, ids, advance: (ms: number) => (time += ms) };
}

describe('tracking_calls: swept past the retry horizon', () => {
  it('an id is kept for the horizon and a day: a repeat within it is still stored once', () => {
    expect(EVENT_ID_KEPT_MS).toBe(CALL_HORIZON_MS + DAY);
    const s = setUp();
    expect(s.store.save('event-0001', '/api/census/RecordHit', {})).toBe(true);
    s.advance(CALL_HORIZON_MS);
    expect(s.store.save('event-0001', '/api/census/RecordHit', {})).toBe(false);
    expect(s.ids()).toEqual(['event-0001']);
  });

  it('an id older than that is swept on a later write', () => {
    const s = setUp();
    s.store.save('event-0001', '/api/census/RecordHit', {});
    s.advance(EVENT_ID_KEPT_MS + DAY);
    s.store.save('event-0002', '/api/census/RecordHit', {});
    expect(s.ids()).toEqual(['event-0002']);
  });

  it('sweeps at most once an hour', () => {
    const s = setUp();
    s.store.save('event-0001', '/x', {});
    s.advance(EVENT_ID_KEPT_MS - 1000);
    s.store.save('event-0002', '/x', {});
    s.advance(2000);
    s.store.save('event-0003', '/x', {});
    // event-0001 is past the horizon now, but the last sweep was 2 s ago.
    expect(s.ids()).toEqual(['event-0001', 'event-0002', 'event-0003']);
    s.advance(3_600_000);
    s.store.save('event-0004', '/x', {});
    expect(s.ids()).toEqual(['event-0002', 'event-0003', 'event-0004']);
  });
});
