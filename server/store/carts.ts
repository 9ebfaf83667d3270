// Carts in SQLite (migration 6): a row per cart (its public id, the sha256 of its cookie's token,
// times, the purchased flag) and a row per SKU in it. The facade (docs/store.md, core/commerce/cart.ts)
// is computed on every read from the server's own product data (core/commerce's cartEntry and
// cartTotals): prices never come from the client.
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { cartEntry, cartTotals, emptyCart, type CartEntry, type CartFacade } from '../../core/commerce/cart.ts';
import { type Catalog, isPublished } from './catalog.ts';
import { CART_MS, hashCartToken } from './cookies.ts';

export interface CartRow {
  id: number;
  publicId: string;
  createdAt: number;
  updatedAt: number;
}

export interface CartItemRow {
  productId: string;
  sku: string;
  quantity: number;
}

export interface CartRows {
  /** The live (unpurchased, used within CART_MS) cart of this cookie token, or undefined. */
  byToken(token: string): CartRow | undefined;
  /** A new cart for this cookie token. */
  create(token: string): CartRow;
  items(cart: CartRow): CartItemRow[];
  /** Sets the SKU's quantity (a new line or a changed one) and touches the cart. */
  put(cart: CartRow, item: CartItemRow): void;
  /** Removes the SKU's line; false when it had none. */
  remove(cart: CartRow, sku: string): boolean;
  /** Marks it purchased; false when it already was. */
  purchase(cart: CartRow): boolean;
}

interface Row {
  id: number;
  public_id: string;
  created_at: number;
  updated_at: number;
}

const toCart = (row: Row): CartRow => ({ id: row.id, publicId: row.public_id, createdAt: row.created_at, updatedAt: row.updated_at });

export function createCartRows(db: Database, now: () => number): CartRows {
  const select = db.prepare('SELECT id, public_id, created_at, updated_at FROM carts WHERE token_hash = ? AND purchased = 0 AND updated_at > ?');
  const insert = db.prepare('INSERT INTO carts (public_id, token_hash, created_at, updated_at) VALUES (?, ?, ?, ?)');
  // Carts unused for CART_MS go, with their lines; a purchased cart's order keeps its public id.
  const sweep = db.prepare('DELETE FROM carts WHERE updated_at <= ?');
  const items = db.prepare('SELECT product_id AS productId, sku, quantity FROM cart_items WHERE cart_id = ? ORDER BY id');
  const put = db.prepare(
    `INSERT INTO cart_items (cart_id, product_id, sku, quantity, added_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = excluded.quantity, product_id = excluded.product_id`,
  );
  const remove = db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND sku = ?');
  const touch = db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?');
  const purchase = db.prepare('UPDATE carts SET purchased = 1, updated_at = ? WHERE id = ? AND purchased = 0');

  return {
    byToken(token) {
      const row = select.get(hashCartToken(token), now() - CART_MS) as Row | undefined;
      return row && toCart(row);
    },
    create(token) {
      const time = now();
      sweep.run(time - CART_MS);
      const publicId = randomBytes(16).toString('hex');
      const id = Number(insert.run(publicId, hashCartToken(token), time, time).lastInsertRowid);
      return { id, publicId, createdAt: time, updatedAt: time };
    },
    items: (cart) => items.all(cart.id) as CartItemRow[],
    put(cart, item) {
      const time = now();
      put.run(cart.id, item.productId, item.sku, item.quantity, time);
      touch.run(time, cart.id);
    },
    remove(cart, sku) {
      const removed = remove.run(cart.id, sku).changes > 0;
      if (removed) touch.run(now(), cart.id);
      return removed;
    },
    purchase: (cart) => purchase.run(now(), cart.id).changes > 0,
  };
}

/** The cart's lines as entries, priced from the catalogue; a line whose product or SKU is no longer sold is left out. */
export function cartEntries(catalog: Catalog, items: readonly CartItemRow[]): CartEntry[] {
  const entries: CartEntry[] = [];
  for (const item of items) {
    const product = catalog.byId(item.productId);
    const variant = product?.variants.find((candidate) => candidate.sku === item.sku);
    if (!product || !variant || !isPublished(product)) continue;
    entries.push(cartEntry(product, variant, item.quantity));
  }
  return entries;
}

export interface FacadeOptions {
  websiteId: string;
  currency: string;
  catalog: Catalog;
}

/** The facade of a cart (or of none: the empty one), its totals computed from its entries. */
export function facadeOf(cart: CartRow | undefined, entries: readonly CartEntry[], { websiteId, currency, catalog }: FacadeOptions): CartFacade {
  const totals = cartTotals(entries, (productId) => catalog.byId(productId)?.productType);
  return {
    ...emptyCart(),
    ...totals,
    id: cart?.publicId ?? '',
    websiteId,
    created: new Date(cart?.createdAt ?? 0),
    entries: [...entries],
    grandTotalCents: totals.subtotalCents,
    subtotalAmount: { cents: totals.subtotalCents, currency },
  };
}
