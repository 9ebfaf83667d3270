// Sign-in attempts, counted per key (an email, a client address, a trusted browser) as rows of the
// database's sign_in_failures table (migration 5), so every server process sees one count; the table
// holds every attempt, not only failures, until a success takes its own rows back. An attempt is counted
// before its password is checked, in one transaction that first takes the one lock row (migration 9):
// attempts sent at once are counted in turn on both engines, so no more than the limit are ever judged.
import type { Db } from '../db/index.ts';

export interface FailureLimitOptions {
  /** Attempts allowed in a window; the next is refused. Default 5. */
  limit?: number;
  /** Default 15 minutes. */
  windowMs?: number;
  now?: () => number;
}

/** An attempt counted (its rows, to take back on success), or refused with the seconds to wait. */
export type Reservation = { ok: true; ids: number[] } | { ok: false; retryAfter: number };

export interface FailureLimit {
  /** Counts one attempt under every key, or none when any key already holds the limit in the window. */
  reserve(keys: readonly string[]): Promise<Reservation>;
  /** A successful attempt takes back its own count; other attempts' failures stay. */
  release(ids: readonly number[]): Promise<void>;
}

export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const emailKey = (email: string): string => `email:${email.trim().toLowerCase()}`;
export const clientKey = (address: string): string => `client:${address}`;
/** A trusted browser's attempts count under its device cookie alone (devices.ts). */
export const deviceKey = (tokenHash: string): string => `device:${tokenHash}`;

export function createFailureLimit(db: Db, { limit = FAILURE_LIMIT, windowMs = FAILURE_WINDOW_MS, now = Date.now }: FailureLimitOptions = {}): FailureLimit {
  return {
    reserve: (keys) =>
      db.transaction().execute(async (trx): Promise<Reservation> => {
        const time = now();
        // The lock: on PostgreSQL a second attempt waits here until the first has counted and
        // committed; on SQLite the write transaction has waited for it already.
        await trx
          .insertInto('sign_in_lock')
          .values({ id: 1, at: time })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ at: time }))
          .execute();
        await trx
          .deleteFrom('sign_in_failures')
          .where('at', '<=', time - windowMs)
          .execute();
        let wait = 0;
        for (const key of keys) {
          // The latest `limit` attempts in the window: when there are that many, the oldest of them
          // leaving the window frees the key.
          const recent = await trx
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
        if (wait > 0) return { ok: false, retryAfter: wait };
        const rows = await trx
          .insertInto('sign_in_failures')
          .values(keys.map((key) => ({ key, at: time })))
          .returning('id')
          .execute();
        return { ok: true, ids: rows.map((row) => Number(row.id)) };
      }),
    async release(ids) {
      if (ids.length > 0) await db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
    },
  };
}
