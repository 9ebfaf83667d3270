// The delivery worker: every server process runs one (start.ts). Each round it claims the due rows
// of the outbox (outbox.ts: a lease, so two processes never send one row at once), sends each to the
// owner's address (deliver.ts) and records the outcome: delivered on a 2xx, else the next attempt
// after the back-off (backoff.ts), failed after the last.
import type { Db } from '../db/index.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import type { SendDelivery } from './deliver.ts';
import { readWebhook } from './settings.ts';

/** How long a claimed row is this process's: well past the send's time limit. */
export const LEASE_MS = 60_000;
/** How often a worker looks for due rows. */
export const POLL_MS = 5_000;
/** The most rows one round sends. */
export const BATCH = 10;

export interface DeliveryWorker {
  /** One round at the clock's time: claims, sends and records; resolves how many attempts it made. */
  runOnce(): Promise<number>;
  /** Rounds every POLL_MS until stopped; an error in a round is logged and the next round comes. */
  start(): void;
  /** Stops the rounds and waits for the one running. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  db: Db;
  send: SendDelivery;
  now?: () => number;
  random?: () => number;
  outbox?: Outbox;
  leaseMs?: number;
  pollMs?: number;
  batch?: number;
  log?: Pick<Console, 'error'>;
}

export function createDeliveryWorker({
  db,
  send,
  now = Date.now,
  random = Math.random,
  outbox = createOutbox(db, random),
  leaseMs = LEASE_MS,
  pollMs = POLL_MS,
  batch = BATCH,
  log = console,
}: DeliveryWorkerOptions): DeliveryWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const runOnce = async (): Promise<number> => {
    const hook = await readWebhook(db);
    if (!hook) return 0;
    const claimed = await outbox.claim(now(), leaseMs, batch);
    await Promise.all(
      claimed.map(async (delivery) => {
        const outcome = await send({
          url: hook.url,
          secret: hook.secret,
          deliveryId: delivery.id,
          type: delivery.type,
          body: delivery.payload,
          timestamp: Math.floor(now() / 1000),
        });
        await outbox.record(delivery, outcome, now());
      }),
    );
    return claimed.length;
  };

  const round = (): void => {
    running = runOnce()
      .catch((error: unknown) => log.error('[webhooks] delivery round failed:', error instanceof Error ? error.message : error))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, pollMs);
      });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(round, pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
