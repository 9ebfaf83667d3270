// The notifications outbox (migration 13). A new submission or order calls `enqueueNotification` inside
// its own transaction, so its row and its notification are kept or lost together. The delivery worker
// (worker.ts) claims due rows with a lease: one conditional UPDATE a row, which only one server process
// wins, so no delivery is sent twice at once; the lease ends by itself if that process dies mid-send.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { MAX_ATTEMPTS, retryDelay } from './backoff.ts';

export type NotificationType = 'submission' | 'order';

export interface NewNotification {
  type: NotificationType;
  /** The submission's or the order's id. */
  id: number;
  createdAt: number;
  data: Record<string, unknown>;
}

/** The JSON body a receiver gets: docs/webhooks.md. */
export const notificationBody = ({ type, id, createdAt, data }: NewNotification): string => JSON.stringify({ type, id, createdAt: new Date(createdAt).toISOString(), data });

/**
 * Adds the notification when the owner has set an address; call inside the transaction that writes
 * the submission or order (`trx`). Resolves whether a row was written.
 */
export async function enqueueNotification(trx: Db, notification: NewNotification): Promise<boolean> {
  const hook = await trx.selectFrom('webhook_settings').select('id').where('id', '=', 1).executeTakeFirst();
  if (!hook) return false;
  await trx
    .insertInto('webhook_outbox')
    .values({
      event_type: notification.type,
      event_id: notification.id,
      payload: notificationBody(notification),
      created_at: notification.createdAt,
      status: 'pending',
      next_attempt_at: notification.createdAt,
      lease_until: null,
      lease_token: null,
      last_attempt_at: null,
      last_status: null,
      last_error: null,
      delivered_at: null,
    })
    .execute();
  return true;
}

/** A row this process holds the lease on, until `leaseUntil`. */
export interface ClaimedDelivery {
  id: number;
  type: NotificationType;
  payload: string;
  attempts: number;
  token: string;
}

/** What one attempt came to: a 2xx, or the status (null when no answer came) and why. */
export type AttemptOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export interface OutboxRow {
  id: number;
  type: NotificationType;
  eventId: number;
  createdAt: number;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface Outbox {
  /** Claims up to `limit` due rows for `leaseMs`; a row another process holds a live lease on is skipped. */
  claim(now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Records an attempt on a claimed row: delivered, or the next attempt after the back-off, or failed after the last. False when the lease was lost. */
  record(delivery: ClaimedDelivery, outcome: AttemptOutcome, now: number): Promise<boolean>;
  /** The newest rows first, at most `limit`. */
  newest(limit: number): Promise<OutboxRow[]>;
  /** Sends a failed row again from the start of the schedule; false when the row is not failed. */
  retry(id: number, now: number): Promise<boolean>;
}

// What of a receiver's answer or error is kept on the row.
const ERROR_MAX = 200;

export function createOutbox(db: Db, random: () => number = Math.random): Outbox {
  return {
    async claim(now, leaseMs, limit) {
      const due = await db
        .selectFrom('webhook_outbox')
        .select(['id'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      const claimed: ClaimedDelivery[] = [];
      for (const { id } of due) {
        const token = randomBytes(12).toString('base64url');
        // Only one process's UPDATE finds the lease expired; the others update no row.
        const won = await db
          .updateTable('webhook_outbox')
          .set({ lease_until: now + leaseMs, lease_token: token })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
          .executeTakeFirst();
        if (won.numUpdatedRows !== 1n) continue;
        const row = await db.selectFrom('webhook_outbox').select(['event_type', 'payload', 'attempts']).where('id', '=', id).where('lease_token', '=', token).executeTakeFirst();
        if (row) claimed.push({ id, type: row.event_type, payload: row.payload, attempts: Number(row.attempts), token });
      }
      return claimed;
    },

    async record(delivery, outcome, now) {
      const attempts = delivery.attempts + 1;
      const common = { attempts, last_attempt_at: now, last_status: outcome.status, lease_until: null, lease_token: null };
      const change = outcome.ok
        ? { ...common, status: 'delivered' as const, last_error: null, delivered_at: now }
        : {
            ...common,
            last_error: outcome.error.slice(0, ERROR_MAX),
            ...(attempts >= MAX_ATTEMPTS ? { status: 'failed' as const } : { next_attempt_at: now + retryDelay(attempts, random) }),
          };
      // Only the lease's holder records: a process whose lease ran out and was taken over changes nothing.
      const result = await db.updateTable('webhook_outbox').set(change).where('id', '=', delivery.id).where('lease_token', '=', delivery.token).executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async newest(limit) {
      const rows = await db
        .selectFrom('webhook_outbox')
        .select(['id', 'event_type', 'event_id', 'created_at', 'status', 'attempts', 'next_attempt_at', 'last_status', 'last_error', 'delivered_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        type: row.event_type,
        eventId: Number(row.event_id),
        createdAt: Number(row.created_at),
        status: row.status,
        attempts: Number(row.attempts),
        nextAttemptAt: Number(row.next_attempt_at),
        lastStatus: row.last_status === null ? null : Number(row.last_status),
        lastError: row.last_error,
        deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
      }));
    },

    async retry(id, now) {
      const result = await db
        .updateTable('webhook_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease_until: null, lease_token: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
