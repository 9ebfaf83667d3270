// A fixed-window counter per client address: at most `limit` calls per `windowMs`. The clock is passed in.
// issue 23: the windows live in the database (table rate_limits), so several server processes behind
// one address count one caller's calls together. One upsert per call moves the window on and counts,
// atomically on both engines: the row's old values decide the new ones.
import type { Db } from '../db/index.ts';

/** The 429 reply's message, for every rate-limited call. */
export const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the caller's window ends. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one call for `key`, and says whether it is within the limit. */
  allow(key: string): Promise<RateDecision>;
}

/** Every this many calls a process removes the windows that have ended (its limiter's only). */
export const SWEEP_EVERY = 1000;

/** A limiter named `name` (its rows are `name:key`) over the shared database. */
export function createRateLimiter(db: Db, name: string, { limit, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  let calls = 0;
  const prefix = `${name}:`;
  return {
    async allow(key) {
      const time = now();
      const ended = time - windowMs;
      calls += 1;
      if (calls % SWEEP_EVERY === 0) await db.deleteFrom('rate_limits').where('key', 'like', `${prefix}%`).where('window_start', '<=', ended).execute();
      const row = await db
        .insertInto('rate_limits')
        .values({ key: prefix + key, window_start: time, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const over = eb('rate_limits.window_start', '<=', ended);
            return {
              window_start: eb.case().when(over).then(time).else(eb.ref('rate_limits.window_start')).end(),
              count: eb
                .case()
                .when(over)
                .then(1)
                .else(eb('rate_limits.count', '+', 1))
                .end(),
            };
          }),
        )
        .returning(['window_start', 'count'])
        .executeTakeFirstOrThrow();
      const start = Number(row.window_start);
      return { allowed: Number(row.count) <= limit, retryAfter: Math.max(0, Math.ceil((start + windowMs - time) / 1000)) };
    },
  };
}
