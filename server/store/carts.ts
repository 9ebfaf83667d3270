// Carts in the database (migration 6): a row per cart (its public id, the sha256 of its cookie's token,
// times, the purchased flag) and a row per SKU in it. The facade (docs/store.md, core/commerce/cart.ts)
// is computed on every read from the server's own product data (core/commerce's cartEntry and
// cartTotals): prices never come from the client.
import { randomBytes } from 'node:crypto';
import { cartEntry, cartTotals, emptyCart, type CartEntry, type CartFacade } from '../../core/commerce/cart.ts';
import type { Db } from '../db/index.ts';
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

/** Every call takes the database or the transaction it runs in (a Kysely `Transaction` is a `Db`). */
export interface CartRows {
  /** The live (unpurchased, used within CART_MS) cart of this cookie token, or undefined. */
  byToken(db: Db, token: string): Promise<CartRow | undefined>;
  /** A new cart for this cookie token. */
  create(db: Db, token: string): Promise<CartRow>;
  items(db: Db, cart: CartRow): Promise<CartItemRow[]>;
  /**
   * Touches the cart if it is still live, which on PostgreSQL also locks its row until the transaction
   * ends (every change to a cart's lines holds it first, so changes to one cart never interleave);
   * false when it was purchased or swept since it was read.
   */
  hold(db: Db, cart: CartRow): Promise<boolean>;
  /** Sets the SKU's quantity (a new line or a changed one); the caller holds the cart. */
  put(db: Db, cart: CartRow, item: CartItemRow): Promise<void>;
  /** Removes the SKU's line; false when it had none. */
  remove(db: Db, cart: CartRow, sku: string): Promise<boolean>;
  /** Marks it purchased; false when it already was (or is gone): of two orders of one cart at once, one claims it. */
  purchase(db: Db, cart: CartRow): Promise<boolean>;
}

interface Row {
  id: number;
  public_id: string;
  created_at: number;
  updated_at: number;
}

const toCart = (row: Row): CartRow => ({ id: row.id, publicId: row.public_id, createdAt: row.created_at, updatedAt: row.updated_at });

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }): boolean => Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) > 0;

export function createCartRows(now: () => number): CartRows {
  return {
    async byToken(db, token) {
      const row = await db
        .selectFrom('carts')
        .select(['id', 'public_id', 'created_at', 'updated_at'])
        .where('token_hash', '=', hashCartToken(token))
        .where('purchased', '=', 0)
        .where('updated_at', '>', now() - CART_MS)
        .executeTakeFirst();
      return row && toCart(row);
    },
    async create(db, token) {
      const time = now();
      // Carts unused for CART_MS go, with their lines; a purchased cart's order keeps its public id.
      await db
        .deleteFrom('carts')
        .where('updated_at', '<=', time - CART_MS)
        .execute();
      const publicId = randomBytes(16).toString('hex');
      const { id } = await db
        .insertInto('carts')
        .values({ public_id: publicId, token_hash: hashCartToken(token), created_at: time, updated_at: time })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(id), publicId, createdAt: time, updatedAt: time };
    },
    items: (db, cart) => db.selectFrom('cart_items').select(['product_id as productId', 'sku', 'quantity']).where('cart_id', '=', cart.id).orderBy('id').execute(),
    async hold(db, cart) {
      const time = now();
      const result = await db
        .updateTable('carts')
        .set({ updated_at: time })
        .where('id', '=', cart.id)
        .where('purchased', '=', 0)
        .where('updated_at', '>', time - CART_MS)
        .executeTakeFirst();
      return changed(result);
    },
    async put(db, cart, item) {
      await db
        .insertInto('cart_items')
        .values({ cart_id: cart.id, product_id: item.productId, sku: item.sku, quantity: item.quantity, added_at: now() })
        .onConflict((conflict) => conflict.columns(['cart_id', 'sku']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity'), product_id: eb.ref('excluded.product_id') })))
        .execute();
    },
    async remove(db, cart, sku) {
      return changed(await db.deleteFrom('cart_items').where('cart_id', '=', cart.id).where('sku', '=', sku).executeTakeFirst());
    },
    async purchase(db, cart) {
      const result = await db.updateTable('carts').set({ purchased: 1, updated_at: now() }).where('id', '=', cart.id).where('purchased', '=', 0).executeTakeFirst();
      return changed(result);
    },
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
