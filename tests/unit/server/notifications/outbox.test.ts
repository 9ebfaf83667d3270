// The notifications outbox on the engine under test: written in the same transaction as the
// submission or order; delivered by the worker (an injected clock, a local receiver that fails, times
// out, then recovers), with the back-off between attempts; claimed once by two workers racing.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../core/forms/fields.ts';
import { createFormApi, type FormApi } from '../../../../server/api/form.ts';
import type { Db } from '../../../../server/db/index.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../../../server/notifications/backoff.ts';
import { createSender, MAX_ANSWER_BYTES } from '../../../../server/notifications/deliver.ts';
import { createOutbox, enqueueNotification } from '../../../../server/notifications/outbox.ts';
import { ADDRESS_REMOVED, removeWebhook, saveWebhookUrl } from '../../../../server/notifications/settings.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../../../../server/notifications/worker.ts';
import { createStore } from '../../../../server/store/index.ts';
import { ADDRESS, TEST_PRODUCTS, visitor } from '../store/fixtures.ts';
import { countRows, ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { verifyDelivery } from './verify.ts';

const T0 = Date.UTC(2025, 5, 30, 12, 0, 0);
const contact: FormDefinition = { id: 'contact', name: 'Contact', submitButtonText: 'Send', fields: [{ id: 'mail', type: 'email', title: 'Mail' }] };
const lookup = (id: string) => (id === contact.id ? contact : undefined);

describe(`the notifications outbox (${ENGINE})`, () => {
  let data: TestDatabase;
  let clock: { time: number };
  let form: FormApi;
  let receivers: Receiver[];
  beforeEach(async () => {
    data = await openTestDatabase();
    clock = { time: T0 };
    form = createFormApi(data.db, { now: () => clock.time, forms: lookup });
    receivers = [];
  });
  afterEach(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await data.remove();
  });

  const receiver = async (...args: Parameters<typeof startReceiver>): Promise<Receiver> => {
    const started = await startReceiver(...args);
    receivers.push(started);
    return started;
  };
  const submit = async (mail = 'ada@example.com') => {
    const { key } = (await form.submissionKey()).body as { key: string };
    return form.saveSubmission({ key, formId: 'contact', form: JSON.stringify({ mail }), pagePath: '/contact' });
  };
  const outboxRows = (db: Db = data.db) => db.selectFrom('webhook_outbox').selectAll().orderBy('id').execute();
  const setAddress = (url = 'https://hooks.example.com/in') => saveWebhookUrl(data.db, url, clock.time);
  const dropTable = (table: string) => sql.raw(`DROP TABLE ${table}`).execute(data.db);

  describe('written with the submission or order, in one transaction', () => {
    it('no address set: the submission is kept, no notification is queued', async () => {
      expect((await submit()).status).toBe(200);
      expect(await countRows(data.db, 'form_submissions')).toBe(1);
      expect(await countRows(data.db, 'webhook_outbox')).toBe(0);
    });

    it("a submission queues its notification: the body a receiver gets, the submission's id", async () => {
      await setAddress();
      expect((await submit()).status).toBe(200);
      const [submission] = await data.db.selectFrom('form_submissions').select('id').execute();
      const [row] = await outboxRows();
      expect(row).toMatchObject({ event_type: 'submission', status: 'pending', next_attempt_at: T0 });
      expect(Number(row!.attempts)).toBe(0);
      expect(JSON.parse(row!.payload)).toEqual({
        type: 'submission',
        id: Number(submission!.id),
        createdAt: '2025-06-30T12:00:00.000Z',
        data: {
          formId: 'contact',
          collectionId: null,
          objectName: null,
          isOverlay: false,
          pagePath: '/contact',
          fields: { formId: 'contact', form: { mail: 'ada@example.com' }, pagePath: '/contact' },
        },
      });
    });

    it('the outbox write failing stores no submission and leaves the key unspent', async () => {
      await setAddress();
      const { key } = (await form.submissionKey()).body as { key: string };
      await dropTable('webhook_outbox');
      await expect(form.saveSubmission({ key, formId: 'contact', form: '{"mail":"ada@example.com"}' })).rejects.toThrow();
      expect(await countRows(data.db, 'form_submissions')).toBe(0);
      expect((await data.db.selectFrom('form_keys').select('used_at').where('key', '=', key).executeTakeFirstOrThrow()).used_at).toBeNull();
    });

    it('the submission write failing queues no notification', async () => {
      await setAddress();
      const { key } = (await form.submissionKey()).body as { key: string };
      await dropTable('form_submissions');
      await expect(form.saveSubmission({ key, formId: 'contact', form: '{"mail":"ada@example.com"}' })).rejects.toThrow();
      expect(await countRows(data.db, 'webhook_outbox')).toBe(0);
    });

    describe('orders', () => {
      const placeGiftCard = async () => {
        const store = createStore(data.db, { now: () => clock.time, products: TEST_PRODUCTS });
        await store.ready();
        const ada = visitor();
        return store.placeOrder(ada.req(), ada.res(), { kind: 'giftcard', productId: 'gift', sku: 'GIFT-25' }, ADDRESS);
      };

      it('an order queues its notification with its lines and address, never its token', async () => {
        await setAddress();
        const placed = (await placeGiftCard()) as { orderToken: string };
        const order = await data.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
        const [row] = await outboxRows();
        const body = JSON.parse(row!.payload);
        expect(body).toMatchObject({ type: 'order', id: Number(order.id), createdAt: '2025-06-30T12:00:00.000Z' });
        expect(body.data).toMatchObject({
          currency: 'USD',
          subtotalCents: 2500,
          shipping: { name: 'Ada Lovelace' },
          lines: [{ sku: 'GIFT-25', quantity: 1, unitPriceCents: 2500 }],
        });
        expect(row!.payload).not.toContain(placed.orderToken);
      });

      it('the outbox write failing places no order', async () => {
        await setAddress();
        await dropTable('webhook_outbox');
        await expect(placeGiftCard()).rejects.toThrow();
        expect(await countRows(data.db, 'orders')).toBe(0);
      });

      it("the order's later writes failing take its queued notification back with it", async () => {
        await setAddress();
        await dropTable('reviews');
        await dropTable('review_tokens');
        await expect(placeGiftCard()).rejects.toThrow();
        expect(await countRows(data.db, 'orders')).toBe(0);
        expect(await countRows(data.db, 'webhook_outbox')).toBe(0);
      });
    });
  });

  describe('the delivery worker', () => {
    const workerOn = (db: Db, timeoutMs = 300): DeliveryWorker =>
      createDeliveryWorker({ db, send: createSender({ allowPrivate: true, timeoutMs }), now: () => clock.time, random: () => 0.5, log: { error: () => {} } });

    it('a receiver that answers 500 twice, then no answer, then 200: delivered after 4 attempts, backing off 30 s, 2 min, 10 min', async () => {
      const hook = await receiver([500, 500, 'hang', 200]);
      const { secret } = await setAddress(hook.url);
      await submit();
      const worker = workerOn(data.db);
      const log: string[] = [];
      const attempt = async (at: number) => {
        clock.time = at;
        const sent = await worker.runOnce();
        const [row] = await outboxRows();
        log.push(
          `+${String((at - T0) / 1000).padStart(6)} s  sent ${sent}  attempts ${row!.attempts}  ${row!.status.padEnd(9)}  last ${String(row!.last_status ?? row!.last_error).padEnd(23)} next ${row!.status === 'pending' ? `+${(Number(row!.next_attempt_at) - T0) / 1000} s` : '-'}`,
        );
        return row!;
      };

      let row = await attempt(T0);
      expect(row).toMatchObject({ status: 'pending', last_status: 500, next_attempt_at: T0 + RETRY_DELAYS_MS[0]! });
      // Not due a moment before its time.
      expect(await attempt(T0 + RETRY_DELAYS_MS[0]! - 1)).toMatchObject({ attempts: 1 });
      row = await attempt(T0 + RETRY_DELAYS_MS[0]!);
      const second = T0 + RETRY_DELAYS_MS[0]!;
      expect(row).toMatchObject({ attempts: 2, last_status: 500, next_attempt_at: second + RETRY_DELAYS_MS[1]! });
      row = await attempt(second + RETRY_DELAYS_MS[1]!);
      const third = second + RETRY_DELAYS_MS[1]!;
      expect(row).toMatchObject({ attempts: 3, status: 'pending', last_status: null, last_error: 'No answer within 0.3 s', next_attempt_at: third + RETRY_DELAYS_MS[2]! });
      row = await attempt(third + RETRY_DELAYS_MS[2]!);
      expect(row).toMatchObject({ attempts: 4, status: 'delivered', last_status: 200, last_error: null, delivered_at: third + RETRY_DELAYS_MS[2]! });
      expect(await attempt(third + RETRY_DELAYS_MS[2]! + 86_400_000)).toMatchObject({ attempts: 4 });
      console.log(`webhook outbox (${ENGINE}):\n${log.join('\n')}`);

      // Every attempt the same body and delivery id, each signed at its own time with the documented recipe.
      expect(hook.received).toHaveLength(4);
      const times = [T0, second, third, third + RETRY_DELAYS_MS[2]!];
      hook.received.forEach((request, n) => {
        expect(request.body).toBe(row.payload);
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.headers['x-vitrine-delivery']).toBe(String(row.id));
        expect(request.headers['x-vitrine-event']).toBe('submission');
        expect(request.headers['x-vitrine-timestamp']).toBe(String(times[n]! / 1000));
        const signed = { signature: request.headers['x-vitrine-signature'] as string, timestamp: request.headers['x-vitrine-timestamp'] as string };
        expect(verifyDelivery(secret, signed, request.body, times[n]! / 1000)).toBe(true);
      });
    });

    it(`gives up after ${MAX_ATTEMPTS} attempts, marked failed; the owner's retry sends it again`, async () => {
      const hook = await receiver([503]);
      await setAddress(hook.url);
      await submit();
      const worker = workerOn(data.db);
      for (let n = 0; n < MAX_ATTEMPTS + 2; n++) {
        await worker.runOnce();
        clock.time += 2 * RETRY_DELAYS_MS.at(-1)!;
      }
      expect(hook.received).toHaveLength(MAX_ATTEMPTS);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_status: 503, last_error: 'HTTP 503: receiver down' });
      expect(await createOutbox(data.db).retry(Number(row!.id), clock.time)).toBe(true);
      await worker.runOnce();
      expect(hook.received).toHaveLength(MAX_ATTEMPTS + 1);
    });

    it("reads at most a few KB of a receiver's answer, even one that never ends, and keeps a short line of it", async () => {
      const hook = await receiver(['endless']);
      await setAddress(hook.url);
      await submit();
      await workerOn(data.db, 2000).runOnce();
      const [row] = await outboxRows();
      expect(row!.last_status).toBe(500);
      expect(row!.last_error).toMatch(/^HTTP 500: x+$/);
      expect(row!.last_error!.length).toBe(200);
      expect(MAX_ANSWER_BYTES).toBeLessThanOrEqual(8192);
    });

    it('two workers racing over the same rows send each delivery once', async () => {
      const hook = await receiver([200], 20);
      await setAddress(hook.url);
      for (let n = 0; n < 12; n++) await submit(`visitor${n}@example.com`);
      const other = await data.reopen();
      try {
        const first = workerOn(data.db);
        const second = workerOn(other.db);
        await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
        await Promise.all([first.runOnce(), second.runOnce()]);
        const ids = hook.received.map((request) => request.headers['x-vitrine-delivery']);
        expect(ids).toHaveLength(12);
        expect(new Set(ids).size).toBe(12);
        expect((await outboxRows()).every((row) => row.status === 'delivered' && Number(row.attempts) === 1)).toBe(true);
      } finally {
        await other.close();
      }
    });

    it("a worker that dies holding a lease: another takes the row once the lease ends, and the first's late word changes nothing", async () => {
      const hook = await receiver([200]);
      await setAddress(hook.url);
      await submit();
      const outbox = createOutbox(data.db);
      const [held] = await outbox.claim(clock.time, 60_000, 10);
      expect(await workerOn(data.db).runOnce()).toBe(0);
      clock.time += 60_000;
      expect(await workerOn(data.db).runOnce()).toBe(1);
      expect(await outbox.record(held!, { ok: false, status: 500, error: 'late' }, clock.time)).toBe(false);
      expect((await outboxRows())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    });

    it('refuses at delivery a host that resolves to a private address, without connecting', async () => {
      const hook = await receiver([200]);
      await setAddress('https://hooks.example.com/in');
      await submit();
      const send = createSender({ allowPrivate: false, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
      const worker = createDeliveryWorker({ db: data.db, send, now: () => clock.time, random: () => 0.5 });
      await worker.runOnce();
      expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'The address must be a public host, not this machine or a private network.' });
      expect(hook.received).toHaveLength(0);
    });

    it('an address saved under the dev setting is refused at delivery without it', async () => {
      const hook = await receiver([200]);
      await setAddress(hook.url);
      await submit();
      await createDeliveryWorker({ db: data.db, send: createSender({ allowPrivate: false }), now: () => clock.time, random: () => 0.5 }).runOnce();
      expect((await outboxRows())[0]).toMatchObject({ status: 'pending', last_error: 'The address must start with https://.' });
      expect(hook.received).toHaveLength(0);
    });

    it('removing the address stops what was waiting', async () => {
      await setAddress();
      await submit();
      await removeWebhook(data.db, clock.time);
      expect((await outboxRows())[0]).toMatchObject({ status: 'failed', last_error: ADDRESS_REMOVED });
      expect(await workerOn(data.db).runOnce()).toBe(0);
    });
  });

  it('the first save makes the secret; a later save keeps it; two first saves at once keep one', async () => {
    const [a, b] = await Promise.all([saveWebhookUrl(data.db, 'https://a.example.com/', T0), saveWebhookUrl(data.db, 'https://b.example.com/', T0)]);
    expect(a.secret).toBe(b.secret);
    expect((await saveWebhookUrl(data.db, 'https://c.example.com/', T0)).secret).toBe(a.secret);
    expect(await countRows(data.db, 'webhook_settings')).toBe(1);
    // Only enqueueNotification's caller decides the transaction; outside any, it writes at once.
    expect(await enqueueNotification(data.db, { type: 'order', id: 1, createdAt: T0, data: {} })).toBe(true);
  });
});
