// The rate limiter's window (server/api/rate-limit.ts), on the engine under test (issue 23).
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, SWEEP_EVERY } from '../../../../server/api/rate-limit.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

describe(`rate limiter: a fixed window per client address (${ENGINE})`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.remove();
    database = undefined;
  });
  const sequence = async (count: number, call: () => Promise<{ allowed: boolean }>) => {
    const results: boolean[] = [];
    for (let i = 0; i < count; i++) results.push((await call()).allowed);
    return results;
  };

  it('allows the limit, refuses the next, and allows again once the window has passed', async () => {
    database = await openTestDatabase();
    let time = 1_000;
    const limiter = createRateLimiter(database.db, 'form', { limit: 3, windowMs: 60_000, now: () => time });
    expect(await sequence(4, () => limiter.allow('a'))).toEqual([true, true, true, false]);
    expect((await limiter.allow('b')).allowed).toBe(true);
    time += 59_000;
    expect(await limiter.allow('a')).toEqual({ allowed: false, retryAfter: 1 });
    time += 1_000;
    expect(await limiter.allow('a')).toEqual({ allowed: true, retryAfter: 60 });
  });

  it('counts each limiter apart', async () => {
    database = await openTestDatabase();
    const time = 5_000;
    const form = createRateLimiter(database.db, 'form', { limit: 1, windowMs: 60_000, now: () => time });
    const store = createRateLimiter(database.db, 'store', { limit: 1, windowMs: 60_000, now: () => time });
    expect((await form.allow('a')).allowed).toBe(true);
    expect((await store.allow('a')).allowed).toBe(true);
    expect((await form.allow('a')).allowed).toBe(false);
  });

  it('two processes on one database count one caller together, and trip at the same count as one', async () => {
    database = await openTestDatabase();
    const second = await database.reopen();
    try {
      const time = 10_000;
      const a = createRateLimiter(database.db, 'form', { limit: 5, windowMs: 60_000, now: () => time });
      const b = createRateLimiter(second.db, 'form', { limit: 5, windowMs: 60_000, now: () => time });
      // Sent at once, alternately to each process: five pass, whichever process takes them.
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a : b).allow('c')));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    } finally {
      await second.close();
    }
  });

  it('forgets ended windows as it goes', async () => {
    database = await openTestDatabase();
    let time = 0;
    const limiter = createRateLimiter(database.db, 'form', { limit: 1, windowMs: 10, now: () => time });
    for (let i = 0; i < SWEEP_EVERY - 1; i++) await limiter.allow(`client-${i}`);
    time = 10;
    expect((await limiter.allow('late')).allowed).toBe(true);
    const rows = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((row) => row.key)).toEqual(['form:late']);
    expect((await limiter.allow('client-0')).allowed).toBe(true);
  });
});
