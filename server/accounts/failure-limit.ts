// Failed sign-ins, counted per email address and per client address in SQLite (migration 5), so every
// server process sees one count. The api/ rate limiter counts every call in memory; this one counts
// only failures, and a sign-in over the limit is refused before its password is checked.
import type { Database } from 'better-sqlite3';

export interface FailureLimitOptions {
  /** Failures allowed in a window; the next attempt is refused. Default 5. */
  limit?: number;
  /** Default 15 minutes. */
  windowMs?: number;
  now?: () => number;
}

export interface FailureLimit {
  /** Seconds until the first of these keys may try again, or 0 when none is over its limit. */
  blockedFor(keys: readonly string[]): number;
  /** Counts one failure for each key. */
  fail(keys: readonly string[]): void;
  /** Forgets a key's failures (a successful sign-in for that email). */
  clear(key: string): void;
}

export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const emailKey = (email: string): string => `email:${email.trim().toLowerCase()}`;
export const clientKey = (address: string): string => `client:${address}`;

export function createFailureLimit(db: Database, { limit = FAILURE_LIMIT, windowMs = FAILURE_WINDOW_MS, now = Date.now }: FailureLimitOptions = {}): FailureLimit {
  const recent = db.prepare('SELECT COUNT(*) AS count, MIN(at) AS first FROM (SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT ?)');
  const insert = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)');
  const sweep = db.prepare('DELETE FROM sign_in_failures WHERE at <= ?');
  const clear = db.prepare('DELETE FROM sign_in_failures WHERE key = ?');
  const record = db.transaction((keys: readonly string[], time: number) => {
    sweep.run(time - windowMs);
    for (const key of keys) insert.run(key, time);
  });

  return {
    blockedFor(keys) {
      const time = now();
      let wait = 0;
      for (const key of keys) {
        // The latest `limit` failures in the window: when there are that many, the oldest of them
        // leaving the window frees the key.
        const row = recent.get(key, time - windowMs, limit) as { count: number; first: number | null };
        if (row.count >= limit && row.first !== null) wait = Math.max(wait, Math.ceil((row.first + windowMs - time) / 1000));
      }
      return wait;
    },
    fail(keys) {
      record(keys, now());
    },
    clear(key) {
      clear.run(key);
    },
  };
}
