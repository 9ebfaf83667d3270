// The owner's webhook: one row (migration 13) holding the address and its signing secret. The secret is
// made on the first save and kept while an address is set, so a receiver set up once keeps verifying;
// removing the address removes the secret too, and stops what was still waiting to be sent.
import type { Db } from '../db/index.ts';
import { newWebhookSecret } from './signature.ts';

export interface Webhook {
  url: string;
  secret: string;
}

/** Why a delivery still waiting ends when the owner removes the address. */
export const ADDRESS_REMOVED = 'The webhook address was removed.';

/** The webhook, or undefined when the owner has set none. `db` may be a transaction. */
export async function readWebhook(db: Db): Promise<Webhook | undefined> {
  return db.selectFrom('webhook_settings').select(['url', 'secret']).where('id', '=', 1).executeTakeFirst();
}

/** Sets the address (already checked: address.ts); the secret is made on the first save and kept after. */
export async function saveWebhookUrl(db: Db, url: string, now: number, newSecret: () => string = newWebhookSecret): Promise<Webhook> {
  // One upsert: two first saves at once keep one secret, the first's.
  await db
    .insertInto('webhook_settings')
    .values({ id: 1, url, secret: newSecret(), updated_at: now })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ url, updated_at: now }))
    .execute();
  return (await readWebhook(db))!;
}

/** Removes the address and its secret; deliveries still waiting are marked failed, in the same transaction. */
export async function removeWebhook(db: Db, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_settings').where('id', '=', 1).execute();
    await trx
      .updateTable('webhook_outbox')
      .set({ status: 'failed', last_error: ADDRESS_REMOVED, last_attempt_at: now, lease_until: null, lease_token: null })
      .where('status', '=', 'pending')
      .execute();
  });
}
