// Failed sign-ins, counted per email address and per client address in the database (migration 5),
// so every server process sees one count. The api/ rate limiter counts every call in memory; this one
// counts only failures, and a sign-in over the limit is refused before its password is checked.
import type { Db } from '../db/index.ts';

export interface FailureLimitOptions {
  /** Failures allowed in a window; the next attempt is refused. Default 5. */
  limit?: number;
  /** Default 15 minutes. */
  windowMs?: number;
  now?: () => number;
}

export interface FailureLimit {
  /** Seconds until the first of these keys may try again, or 0 when none is over its limit. */
  blockedFor(keys: readonly string[]): Promise<number>;
  /** Counts one failure for each key. */
  fail(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures (a successful sign-in for that email). */
  clear(key: string): Promise<void>;
}

export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const emailKey = (email: string): string => `email:${email.trim().toLowerCase()}`;
export const clientKey = (address: string): string => `client:${address}`;

export function createFailureLimit(db: Db, { limit = FAILURE_LIMIT, windowMs = FAILURE_WINDOW_MS, now = Date.now }: FailureLimitOptions = {}): FailureLimit {
  return {
    async blockedFor(keys) {
      const time = now();
      let wait = 0;
      for (const key of keys) {
        // The latest `limit` failures in the window: when there are that many, the oldest of them
        // leaving the window frees the key.
        const recent = await db
          .selectFrom('sign_in_failures')
          .select('at')
          .where('key', '=', key)
          .where('at', '>', time - windowMs)
          .orderBy('at', 'desc')
          .limit(limit)
          .execute();
        const first = recent.at(-1)?.at;
        if (recent.length >= limit && first !== undefined) wait = Math.max(wait, Math.ceil((Number(first) + windowMs - time) / 1000));
      }
      return wait;
    },
    async fail(keys) {
      if (keys.length === 0) return;
      const time = now();
      // One write: the window's old rows go as the new ones come.
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('sign_in_failures')
          .where('at', '<=', time - windowMs)
          .execute();
        await trx
          .insertInto('sign_in_failures')
          .values(keys.map((key) => ({ key, at: time })))
          .execute();
      });
    },
    async clear(key) {
      await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
    },
  };
}
