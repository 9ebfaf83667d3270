// Orders in SQLite (migration 6): the `orders` row of migration 1 (cart_id the cart's public id, ''
// for a gift card bought alone; payload the shipping address and the payment as JSON) with its
// token, currency, subtotal and shipping name; an order_items row per line, priced at purchase; and
// one review token per item. Tokens are 24 random bytes, base64url: unguessable, and in addresses.
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CartEntry } from '../../core/commerce/cart.ts';
import type { ShippingAddress } from './address.ts';

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

export interface OrderRows {
  /** Writes the order, its items and their review tokens (call inside the caller's transaction); returns the order's token. */
  insert(order: NewOrder): string;
  read(token: string): OrderView | undefined;
}

interface OrderRow {
  id: number;
  token: string;
  payload: string;
  created_at: number;
  currency: string;
  subtotal_cents: number;
}

interface ItemRow {
  product_id: string;
  sku: string;
  name: string;
  option_values: string;
  quantity: number;
  unit_price_cents: number;
  review_token: string;
}

export function createOrderRows(db: Database): OrderRows {
  const insertOrder = db.prepare('INSERT INTO orders (cart_id, payload, created_at, token, currency, subtotal_cents, shipping_name) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertItem = db.prepare('INSERT INTO order_items (order_id, position, product_id, sku, name, option_values, quantity, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertToken = db.prepare('INSERT INTO review_tokens (token, order_item_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const selectOrder = db.prepare('SELECT id, token, payload, created_at, currency, subtotal_cents FROM orders WHERE token = ?');
  const selectItems = db.prepare(
    `SELECT i.product_id, i.sku, i.name, i.option_values, i.quantity, i.unit_price_cents, t.token AS review_token
     FROM order_items i JOIN review_tokens t ON t.order_item_id = i.id WHERE i.order_id = ? ORDER BY i.position`,
  );

  return {
    insert(order) {
      const token = newToken();
      const subtotal = order.entries.reduce((sum, entry) => sum + entry.lineTotalCents, 0);
      const payload = JSON.stringify({ shipping: order.shipping, payment: 'test', source: order.source });
      const orderId = insertOrder.run(order.cartId, payload, order.createdAt, token, order.currency, subtotal, order.shipping.name).lastInsertRowid;
      order.entries.forEach((entry, position) => {
        const itemId = insertItem.run(
          orderId,
          position,
          entry.productId,
          entry.sku,
          entry.name,
          JSON.stringify(entry.optionValues),
          entry.quantity,
          entry.unitPriceCents,
        ).lastInsertRowid;
        insertToken.run(newToken(), itemId, order.createdAt, order.reviewExpiresAt);
      });
      return token;
    },
    read(token) {
      const row = selectOrder.get(token) as OrderRow | undefined;
      if (!row) return undefined;
      const lines = (selectItems.all(row.id) as ItemRow[]).map((item) => ({
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
      return { token: row.token, id: row.id, createdAt: row.created_at, currency: row.currency, subtotalCents: row.subtotal_cents, lines, shipping, payment: 'test' };
    },
  };
}
