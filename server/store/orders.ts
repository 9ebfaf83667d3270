// Orders in the database (migration 6): the `orders` row of migration 1 (cart_id the cart's public id, ''
// for a gift card bought alone; payload the shipping address and the payment as JSON) with its
// token, currency, subtotal and shipping name; an order_items row per line, priced at purchase; and
// one review token per item. Tokens are 24 random bytes, base64url: unguessable, and in addresses.
import { randomBytes } from 'node:crypto';
import { DEFAULT_CURRENCY } from '../../core/catalog/money.ts';
import type { CartEntry } from '../../core/commerce/cart.ts';
import type { Db } from '../db/index.ts';
import type { ShippingAddress } from './address.ts';
import { enqueueNotification } from '../notifications/outbox.ts';

export const newToken = (): string => randomBytes(24).toString('base64url');

export interface OrderLine {
  productId: string;
  sku: string;
  name: string;
  optionValues: string[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  reviewToken: string;
}

export interface OrderView {
  token: string;
  id: number;
  createdAt: number;
  currency: string;
  subtotalCents: number;
  lines: OrderLine[];
  shipping: ShippingAddress;
  payment: 'test';
}

export interface NewOrder {
  cartId: string;
  source: string;
  currency: string;
  shipping: ShippingAddress;
  entries: readonly CartEntry[];
  createdAt: number;
  reviewExpiresAt: number;
}

/** What a webhook receiver gets of an order: its lines, prices and shipping address; never its token, which opens its page. */
const orderData = (order: NewOrder, subtotalCents: number): Record<string, unknown> => ({
  source: order.source,
  currency: order.currency,
  subtotalCents,
  shipping: order.shipping,
  lines: order.entries.map((entry) => ({
    productId: entry.productId,
    sku: entry.sku,
    name: entry.name,
    optionValues: entry.optionValues,
    quantity: entry.quantity,
    unitPriceCents: entry.unitPriceCents,
  })),
});

/**
 * Writes the order, its items and their review tokens; call inside the caller's transaction (`db` is
 * that transaction). Returns the order's token.
 */
export async function insertOrder(db: Db, order: NewOrder): Promise<string> {
  const token = newToken();
  const subtotal = order.entries.reduce((sum, entry) => sum + entry.lineTotalCents, 0);
  const payload = JSON.stringify({ shipping: order.shipping, payment: 'test', source: order.source });
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      cart_id: order.cartId,
      payload,
      created_at: order.createdAt,
      token,
      currency: order.currency,
      subtotal_cents: subtotal,
      shipping_name: order.shipping.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Its notification in the same transaction: both are kept, or neither.
  await enqueueNotification(db, { type: 'order', id: Number(orderId), createdAt: order.createdAt, data: orderData(order, subtotal) });
  if (order.entries.length === 0) return token;
  const items = await db
    .insertInto('order_items')
    .values(
      order.entries.map((entry, position) => ({
        order_id: orderId,
        position,
        product_id: entry.productId,
        sku: entry.sku,
        name: entry.name,
        option_values: JSON.stringify(entry.optionValues),
        quantity: entry.quantity,
        unit_price_cents: entry.unitPriceCents,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  // Matched by position: the order in which RETURNING lists the rows is not promised.
  await db
    .insertInto('review_tokens')
    .values(
      [...items]
        .sort((a, b) => a.position - b.position)
        .map((item) => ({ token: newToken(), order_item_id: item.id, created_at: order.createdAt, expires_at: order.reviewExpiresAt })),
    )
    .execute();
  return token;
}

/** The order with this token and its lines, each with its review token; undefined when none. */
export async function readOrder(db: Db, token: string): Promise<OrderView | undefined> {
  const row = await db.selectFrom('orders').select(['id', 'payload', 'created_at', 'currency', 'subtotal_cents']).where('token', '=', token).executeTakeFirst();
  if (!row) return undefined;
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('review_tokens as t', 't.order_item_id', 'i.id')
    .select(['i.product_id', 'i.sku', 'i.name', 'i.option_values', 'i.quantity', 'i.unit_price_cents', 't.token as review_token'])
    .where('i.order_id', '=', row.id)
    .orderBy('i.position')
    .execute();
  const lines = items.map((item) => ({
    productId: item.product_id,
    sku: item.sku,
    name: item.name,
    optionValues: JSON.parse(item.option_values) as string[],
    quantity: item.quantity,
    unitPriceCents: item.unit_price_cents,
    lineTotalCents: item.unit_price_cents * item.quantity,
    reviewToken: item.review_token,
  }));
  const { shipping } = JSON.parse(row.payload) as { shipping: ShippingAddress };
  // A store order (the only kind with a token) always has its currency and subtotal.
  return { token, id: row.id, createdAt: row.created_at, currency: row.currency ?? DEFAULT_CURRENCY, subtotalCents: row.subtotal_cents ?? 0, lines, shipping, payment: 'test' };
}
