import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../../server/api/rate-limit.ts';

describe('rate limiter: a fixed window per client address', () => {
  it('allows the limit, refuses the next, and allows again once the window has passed', () => {
    let time = 1_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([1, 2, 3, 4].map(() => limiter.allow('a'))).toEqual([true, true, true, false]);
    expect(limiter.allow('b')).toBe(true);
    time += 59_000;
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.retryAfter('a')).toBe(1);
    time += 1_000;
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.retryAfter('a')).toBe(60);
  });

  it('forgets ended windows once many addresses are tracked', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10, now: () => time });
    for (let i = 0; i < 1000; i++) limiter.allow(`client-${i}`);
    time = 10;
    expect(limiter.allow('late')).toBe(true);
    expect(limiter.allow('client-0')).toBe(true);
  });
});
