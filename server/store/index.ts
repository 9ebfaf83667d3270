// The store on the server (docs/store.md; docs/decisions.md "Store: the server"): products with
// their stock, the visitor's cart by cookie, orders placed in one transaction, and review requests.
// Pages and the /api/ routes (api/store-routes.ts) both call this one `Store`. Issue 23: every query
// goes through the query layer (Kysely) and runs on SQLite or PostgreSQL; docs/store.md
// "Transactions on PostgreSQL" says why a change is safe when several server processes make it at once.
import type { IncomingMessage } from 'node:http';
import { DEFAULT_CURRENCY, formatMoney } from '../../core/catalog/money.ts';
import { ProductType } from '../../core/catalog/enums.ts';
import { cartStrings, format } from '../../core/catalog/strings.ts';
import { belowMinimum, type CartEntry, type CartFacade } from '../../core/commerce/cart.ts';
import { inCollection, type Product } from '../../core/commerce/product.ts';
import { addressErrors, cleanAddress, type ShippingAddress } from './address.ts';
import { createCatalog, isPublished } from './catalog.ts';
import { cartEntries, createCartRows, facadeOf, type CartRow } from './carts.ts';
import { appendCookies, cartCookies, carriesCartCookie, expiredCartCookies, newCartToken, requestCartToken, type CookieSink } from './cookies.ts';
import { insertOrder, readOrder, type OrderView } from './orders.ts';
import { createReviews, REVIEW_TTL_MS, type ProductReviews, type ReviewState } from './reviews.ts';
import { storeMessages } from './strings.ts';
import { formStrings } from '../../core/catalog/strings.ts';
import type { Db } from '../db/index.ts';

export { storeMessages };
export * from './paths.ts';
export { carriesCartCookie, type CookieSink } from './cookies.ts';
export { ADDRESS_FIELDS } from './address.ts';
export type { ProductReviews } from './reviews.ts';

export type StoreFailure = { status: 400 | 404 | 409 | 410; error: string; sku?: string; errors?: Record<string, string> };
export type { ShippingAddress, OrderView, ReviewState };
export type CheckoutSource = { kind: 'cart' } | { kind: 'subscription'; cartToken: string } | { kind: 'giftcard'; productId: string; sku?: string };

/** The most of one SKU in a cart (and in one call). */
export const MAX_LINE_QUANTITY = 999;
/** The most lines (SKUs) in one cart. */
export const MAX_CART_LINES = 100;

/** Every member that reads or writes the database resolves once it has. `res` is where cookies go (a response). */
export interface Store {
  /** Resolves once the stock rows are seeded (every other member waits for it too); rejects when seeding failed. */
  ready(): Promise<void>;
  /** Published products in site order; each limited variant's qtyInStock from the database. */
  products(): Promise<Product[]>;
  /** The product with this slug or id, any status (the page decides), with its stock. */
  product(slugOrId: string): Promise<Product | undefined>;
  /** The cart of the vitrine_cart cookie, or the empty facade. With `res`, a cookie naming no live cart is cleared (both cookies). */
  cart(req: IncomingMessage, res?: CookieSink): Promise<CartFacade>;
  /** Adds to the cart, making it and both cookies when there is none; sets both cookies again (30 days) on success. */
  add(req: IncomingMessage, res: CookieSink, input: { productId: string; sku: string; quantity: number }): Promise<CartFacade | StoreFailure>;
  /** Sets the line's quantity; 0 removes it. With `res`, a stale cookie is cleared. */
  setQuantity(req: IncomingMessage, sku: string, quantity: number, res?: CookieSink): Promise<CartFacade | StoreFailure>;
  /** Removes the line. With `res`, a stale cookie is cleared. */
  remove(req: IncomingMessage, sku: string, res?: CookieSink): Promise<CartFacade | StoreFailure>;
  /** The lines the checkout page shows for this source. */
  checkoutLines(req: IncomingMessage, source: CheckoutSource): Promise<CartEntry[] | StoreFailure>;
  /** Places the order in one transaction; clears the cart's cookies when it came from the cart. */
  placeOrder(req: IncomingMessage, res: CookieSink, source: CheckoutSource, shipping: ShippingAddress): Promise<{ orderToken: string } | StoreFailure>;
  order(token: string): Promise<OrderView | undefined>;
  reviewRequest(token: string): Promise<ReviewState>;
  /** The product's reviews: their count and mean rating, and the newest few. */
  productReviews(productId: string): Promise<ProductReviews>;
  submitReview(token: string, rating: number, comment: string): Promise<{ message: string } | StoreFailure>;
}

export interface StoreOptions {
  now?: () => number;
  /** The site's products (the site hands them in: server/site.ts). */
  products: readonly Product[];
  /** How long a review request stays open after the order; 30 days by default. */
  reviewTtlMs?: number;
  /** The site's id, which each cart facade carries; none for a store outside a site (a test's). */
  websiteId?: string;
  currency?: string;
  /** The least an order's subtotal may be (storeSettings.minimumSubtotalCents); none by default. */
  minimumSubtotalCents?: number;
}

export const isStoreFailure = (value: unknown): value is StoreFailure => value !== null && typeof value === 'object' && 'status' in value && 'error' in value;

/** A refusal inside a transaction: thrown, so that everything the transaction wrote is rolled back, and answered as its failure. */
class Refusal extends Error {
  constructor(readonly failure: StoreFailure) {
    super(failure.error);
  }
}
const refuse = (failure: StoreFailure): never => {
  throw new Refusal(failure);
};

/**
 * Runs `work` in one transaction (BEGIN IMMEDIATE on SQLite; READ COMMITTED on PostgreSQL, see
 * docs/store.md "Transactions on PostgreSQL"), inside which it awaits only queries through `trx`. A
 * refusal rolls it back and is answered as its failure; any other error rolls it back and is thrown.
 */
async function transact<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T | StoreFailure> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    throw error;
  }
}

export function createStore(db: Db, options: StoreOptions): Store {
  const { now = Date.now, products, reviewTtlMs = REVIEW_TTL_MS, websiteId = '', currency = DEFAULT_CURRENCY, minimumSubtotalCents } = options;
  // A collection holds at most 200 products: one past them is not listed, has no page and cannot be bought.
  const catalog = createCatalog(inCollection(products), now);
  const carts = createCartRows(now);
  const reviews = createReviews(db, now);
  // Seeded once, started at once; every call waits for it. A seeding that failed (the database away
  // at start) is tried again by the next call, so the store recovers when the database does.
  let seeding: Promise<void> | null = null;
  const seeded = (): Promise<void> =>
    (seeding ??= catalog.seed(db).catch((error: unknown) => {
      seeding = null;
      throw error;
    }));
  seeded().catch(() => {});

  const facade = async (q: Db, cart: CartRow | undefined): Promise<CartFacade> =>
    facadeOf(cart, cart ? cartEntries(catalog, await carts.items(q, cart)) : [], { websiteId, currency, catalog });
  const liveCart = async (q: Db, req: IncomingMessage): Promise<CartRow | undefined> => {
    const token = requestCartToken(req);
    return token === undefined ? undefined : carts.byToken(q, token);
  };
  /** With `res`, a request whose cookies name no live cart has them cleared. */
  const clearStale = (req: IncomingMessage, res: CookieSink | undefined): void => {
    if (res && carriesCartCookie(req)) appendCookies(req, res, expiredCartCookies());
  };

  const badQuantity = (): StoreFailure => {
    const error = format(storeMessages.badQuantity, { max: MAX_LINE_QUANTITY });
    return { status: 400, error, errors: { quantity: error } };
  };
  const isQuantity = (value: number, min: number): boolean => Number.isInteger(value) && value >= min && value <= MAX_LINE_QUANTITY;
  /** The stock's refusal of `quantity` of the SKU, or null when there is enough. */
  const shortOf = (name: string, sku: string, quantity: number, stock: number): StoreFailure | null => {
    if (quantity <= stock) return null;
    const error = stock === 0 ? format(storeMessages.soldOut, { name }) : format(storeMessages.onlyLeft, { name, count: stock });
    return { status: 409, error, sku };
  };
  const notInCart: StoreFailure = { status: 404, error: storeMessages.notInCart };

  /**
   * The request's cart, held for the rest of the transaction (carts.hold), or the refusal when it has
   * none; `gone` is told when the cookie names no live cart, so the caller can clear it.
   */
  const heldCart = async (trx: Db, req: IncomingMessage, gone: () => void): Promise<CartRow> => {
    const cart = await liveCart(trx, req);
    if (!cart || !(await carts.hold(trx, cart))) {
      gone();
      return refuse(notInCart);
    }
    return cart;
  };

  const add = async (req: IncomingMessage, input: { productId: string; sku: string; quantity: number }): Promise<{ cart: CartFacade; token: string } | StoreFailure> => {
    const product = catalog.byId(input.productId);
    if (!product || !isPublished(product)) return { status: 404, error: storeMessages.productNotFound };
    const variant = product.variants.find((candidate) => candidate.sku === input.sku);
    if (!variant) return { status: 400, error: storeMessages.skuNotFound, sku: input.sku };
    const token = requestCartToken(req);
    // One transaction: the stock read and the line's write together, the cart held meanwhile.
    return transact(db, async (trx) => {
      let existing = token === undefined ? undefined : await carts.byToken(trx, token);
      // Purchased or swept since the read: as if there were none.
      if (existing && !(await carts.hold(trx, existing))) existing = undefined;
      const items = existing ? await carts.items(trx, existing) : [];
      const line = items.find((item) => item.sku === input.sku);
      const quantity = (line?.quantity ?? 0) + input.quantity;
      if (quantity > MAX_LINE_QUANTITY) refuse(badQuantity());
      const short = shortOf(product.name, variant.sku, quantity, await catalog.stockOf(trx, product, variant));
      if (short) refuse(short);
      if (!line && items.length >= MAX_CART_LINES) refuse({ status: 409, error: format(storeMessages.cartFull, { max: MAX_CART_LINES }), sku: input.sku });
      let cart = existing;
      let cartToken = token;
      if (!cart || cartToken === undefined) {
        cartToken = newCartToken();
        cart = await carts.create(trx, cartToken);
      }
      await carts.put(trx, cart, { productId: product.id, sku: variant.sku, quantity });
      return { cart: await facade(trx, cart), token: cartToken };
    });
  };

  const setQuantity = async (req: IncomingMessage, sku: string, quantity: number, res?: CookieSink): Promise<CartFacade | StoreFailure> => {
    if (!isQuantity(quantity, 0)) return badQuantity();
    let stale = false;
    const result = await transact(db, async (trx) => {
      const cart = await heldCart(trx, req, () => {
        stale = true;
      });
      const line = (await carts.items(trx, cart)).find((item) => item.sku === sku);
      if (!line) return refuse(notInCart);
      if (quantity === 0) {
        await carts.remove(trx, cart, sku);
        return facade(trx, cart);
      }
      const product = catalog.byId(line.productId);
      const variant = product?.variants.find((candidate) => candidate.sku === sku);
      if (!product || !variant || !isPublished(product)) return refuse(notInCart);
      // Lowering a quantity is always allowed; raising it is checked against the stock.
      const short = quantity > line.quantity ? shortOf(product.name, sku, quantity, await catalog.stockOf(trx, product, variant)) : null;
      if (short) refuse(short);
      await carts.put(trx, cart, { ...line, quantity });
      return facade(trx, cart);
    });
    if (stale) clearStale(req, res);
    return result;
  };

  const remove = async (req: IncomingMessage, sku: string, res?: CookieSink): Promise<CartFacade | StoreFailure> => {
    let stale = false;
    const result = await transact(db, async (trx) => {
      const cart = await heldCart(trx, req, () => {
        stale = true;
      });
      if (!(await carts.remove(trx, cart, sku))) refuse(notInCart);
      return facade(trx, cart);
    });
    if (stale) clearStale(req, res);
    return result;
  };

  /** The lines' refusal when their subtotal is under the store's minimum, else the lines. */
  const atLeastMinimum = <T extends { entries: CartEntry[] }>(lines: T): T | StoreFailure =>
    belowMinimum(
      lines.entries.reduce((sum, entry) => sum + entry.lineTotalCents, 0),
      minimumSubtotalCents,
    )
      ? { status: 400, error: format(cartStrings.subtotalTooLow, { subtotal: formatMoney(minimumSubtotalCents!, currency) }) }
      : lines;

  /**
   * The order's lines for a source, read now through `q` (the order's transaction when placing it).
   * With `claim`, the cart is marked purchased before its lines are read (carts.purchase): of two
   * orders of one cart at once, the second finds no cart; the transaction's rollback undoes the claim.
   */
  const linesFor = async (q: Db, req: IncomingMessage, source: CheckoutSource, claim = false): Promise<{ cart?: CartRow; entries: CartEntry[] } | StoreFailure> => {
    if (source.kind === 'giftcard') {
      const product = catalog.byId(source.productId);
      if (!product || !isPublished(product) || product.productType !== ProductType.GIFT_CARD) return { status: 404, error: storeMessages.productNotFound };
      const variant = source.sku === undefined ? product.variants[0] : product.variants.find((candidate) => candidate.sku === source.sku);
      if (!variant) return { status: 400, error: storeMessages.skuNotFound, sku: source.sku };
      return atLeastMinimum({ entries: cartEntries(catalog, [{ productId: product.id, sku: variant.sku, quantity: 1 }]) });
    }
    const cart = await liveCart(q, req);
    const noCart: StoreFailure = { status: 404, error: cartStrings.noCartAtCheckout };
    if (!cart || (source.kind === 'subscription' && cart.publicId !== source.cartToken)) return noCart;
    if (claim && !(await carts.purchase(q, cart))) return noCart;
    const entries = cartEntries(catalog, await carts.items(q, cart));
    if (entries.length === 0) return { status: 400, error: cartStrings.empty };
    return atLeastMinimum({ cart, entries });
  };

  const place = (req: IncomingMessage, source: CheckoutSource, shipping: ShippingAddress): Promise<{ orderToken: string; cart?: CartRow } | StoreFailure> =>
    transact(db, async (trx) => {
      const lines = await linesFor(trx, req, source, true);
      if (isStoreFailure(lines)) return refuse(lines);
      // Read every line's stock before writing anything: a short line refuses the whole order, with
      // the first short line's words.
      for (const entry of lines.entries) {
        const product = catalog.byId(entry.productId)!;
        const variant = product.variants.find((candidate) => candidate.sku === entry.sku)!;
        const short = shortOf(entry.name, entry.sku, entry.quantity, await catalog.stockOf(trx, product, variant));
        if (short) refuse(short);
      }
      const time = now();
      // Then take it, one conditional update a line (catalog.take), in SKU order, so that two orders
      // lock the same rows in the same order (on PostgreSQL, never a deadlock). A line another order
      // took since the read updates no row: this order is refused with the stock as it is now, and
      // everything it wrote (the claim, the lines taken before) is rolled back.
      for (const entry of [...lines.entries].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))) {
        if (await catalog.take(trx, entry.productId, entry.sku, entry.quantity, time)) continue;
        const product = catalog.byId(entry.productId)!;
        const variant = product.variants.find((candidate) => candidate.sku === entry.sku)!;
        const stock = await catalog.stockOf(trx, product, variant);
        refuse(shortOf(entry.name, entry.sku, entry.quantity, stock) ?? { status: 409, error: format(storeMessages.soldOut, { name: entry.name }), sku: entry.sku });
      }
      const orderToken = await insertOrder(trx, {
        cartId: lines.cart?.publicId ?? '',
        source: source.kind,
        currency,
        shipping,
        entries: lines.entries,
        createdAt: time,
        reviewExpiresAt: time + reviewTtlMs,
      });
      return { orderToken, cart: lines.cart };
    });

  return {
    ready: seeded,
    async products() {
      await seeded();
      return (await catalog.all(db)).filter(isPublished);
    },
    async product(slugOrId) {
      await seeded();
      return catalog.find(db, slugOrId);
    },
    async cart(req, res) {
      await seeded();
      const cart = await liveCart(db, req);
      if (!cart) clearStale(req, res);
      return facade(db, cart);
    },
    async add(req, res, input) {
      if (!isQuantity(input.quantity, 1)) return badQuantity();
      await seeded();
      const result = await add(req, input);
      if (isStoreFailure(result)) return result;
      appendCookies(req, res, cartCookies(result.token));
      return result.cart;
    },
    async setQuantity(req, sku, quantity, res) {
      await seeded();
      return setQuantity(req, sku, quantity, res);
    },
    async remove(req, sku, res) {
      await seeded();
      return remove(req, sku, res);
    },
    async checkoutLines(req, source) {
      await seeded();
      const lines = await linesFor(db, req, source);
      return isStoreFailure(lines) ? lines : lines.entries;
    },
    async placeOrder(req, res, source, raw) {
      const shipping = cleanAddress(raw);
      const errors = addressErrors(shipping);
      if (Object.keys(errors).length > 0) return { status: 400, error: formStrings.fieldsInvalid, errors };
      await seeded();
      const result = await place(req, source, shipping);
      if (isStoreFailure(result)) return result;
      if (result.cart) appendCookies(req, res, expiredCartCookies());
      return { orderToken: result.orderToken };
    },
    async order(token) {
      await seeded();
      return readOrder(db, token);
    },
    async productReviews(productId) {
      await seeded();
      return reviews.ofProduct(productId);
    },
    async reviewRequest(token) {
      await seeded();
      return reviews.state(token);
    },
    async submitReview(token, rating, comment) {
      await seeded();
      return reviews.submit(token, rating, comment);
    },
  };
}
