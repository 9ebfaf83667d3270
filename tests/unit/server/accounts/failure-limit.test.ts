// issue 29: a sign-in attempt is counted before its password is checked, atomically, so attempts sent
// at once cannot all pass a check made before any of them was counted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientKey, createFailureLimit, emailKey, FAILURE_LIMIT, FAILURE_WINDOW_MS, type FailureLimit } from '../../../../server/accounts/failure-limit.ts';
import { countRows, ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const EMAIL = emailKey('owner@example.com');

describe(`sign-in attempts, counted before the hash (${ENGINE})`, () => {
  let opened: TestDatabase;
  let time = 1_750_000_000_000;
  let limit: FailureLimit;
  beforeEach(async () => {
    opened = await openTestDatabase();
    time = 1_750_000_000_000;
    limit = createFailureLimit(opened.db, { now: () => time });
  });
  afterEach(() => opened.remove());

  it('counts one attempt under every key; past the limit it is refused with the seconds to wait, and counts nothing', async () => {
    for (let i = 0; i < FAILURE_LIMIT; i += 1)
      expect(await limit.reserve([EMAIL, clientKey(`10.0.0.${i}`)])).toMatchObject({ ok: true, ids: [expect.any(Number), expect.any(Number)] });
    expect(await limit.reserve([EMAIL, clientKey('10.0.1.1')])).toEqual({ ok: false, retryAfter: FAILURE_WINDOW_MS / 1000 });
    // The refused attempt counted nothing under its address.
    for (let i = 0; i < FAILURE_LIMIT; i += 1) expect((await limit.reserve([emailKey(`guess${i}@example.com`), clientKey('10.0.1.1')])).ok).toBe(true);
    time += FAILURE_WINDOW_MS;
    expect((await limit.reserve([EMAIL])).ok).toBe(true);
  });

  it('a success takes back its own attempt, no other', async () => {
    const attempts = [];
    for (let i = 0; i < 3; i += 1) attempts.push(await limit.reserve([EMAIL]));
    const own = attempts[2]!;
    if (!own.ok) throw new Error('refused');
    await limit.release(own.ids);
    expect(await countRows(opened.db, 'sign_in_failures')).toBe(2);
    for (let i = 0; i < 3; i += 1) expect((await limit.reserve([EMAIL])).ok).toBe(true);
    expect((await limit.reserve([EMAIL])).ok).toBe(false);
  });

  it('attempts at once: exactly the limit are counted, the rest refused', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => limit.reserve([EMAIL, clientKey(`10.0.2.${i}`)])));
    expect(results.filter((result) => result.ok)).toHaveLength(FAILURE_LIMIT);
    expect(await countRows(opened.db, 'sign_in_failures')).toBe(2 * FAILURE_LIMIT);
  });

  // Two pools on one PostgreSQL database are two processes' view of it. On SQLite two connections in
  // one thread cannot wait for each other; there the write transaction's BEGIN IMMEDIATE is the lock.
  it.runIf(ENGINE === 'postgres')('attempts at once from two server processes: still the limit, no more', async () => {
    const second = await opened.reopen();
    try {
      const other = createFailureLimit(second.db, { now: () => time });
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? limit : other).reserve([EMAIL])));
      expect(results.filter((result) => result.ok)).toHaveLength(FAILURE_LIMIT);
    } finally {
      await second.close();
    }
  });

  it("forgets attempts once they leave the window, on the next attempt's turn", async () => {
    for (let i = 0; i < FAILURE_LIMIT; i += 1) await limit.reserve([EMAIL]);
    time += FAILURE_WINDOW_MS;
    await limit.reserve([clientKey('10.0.3.1')]);
    expect(await countRows(opened.db, 'sign_in_failures')).toBe(1);
  });
});
