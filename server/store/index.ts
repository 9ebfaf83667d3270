// The store on the server (docs/store.md; docs/decisions.md "Store: the server"): products with
// their stock, the visitor's cart by cookie, orders placed in one write transaction, and review
// requests. Pages and the /api/ routes (api/store-routes.ts) both call this one `Store`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { DEFAULT_CURRENCY, formatMoney } from '../../core/catalog/money.ts';
import { ProductType } from '../../core/catalog/enums.ts';
import { cartStrings, format } from '../../core/catalog/strings.ts';
import { belowMinimum, type CartEntry, type CartFacade } from '../../core/commerce/cart.ts';
import type { Product } from '../../core/commerce/product.ts';
import { PRODUCTS } from '../../site/products.ts';
import { website } from '../../site/website.ts';
import { addressErrors, cleanAddress, type ShippingAddress } from './address.ts';
import { createCatalog, isPublished } from './catalog.ts';
import { cartEntries, createCartRows, facadeOf, type CartRow } from './carts.ts';
import { appendCookies, cartCookies, carriesCartCookie, expiredCartCookies, newCartToken, requestCartToken } from './cookies.ts';
import { createOrderRows, type OrderLine, type OrderView } from './orders.ts';
import { createReviews, REVIEW_TTL_MS, type ReviewState } from './reviews.ts';
import { storeStrings } from './strings.ts';
import { formStrings } from '../../core/catalog/strings.ts';

export { storeStrings };
export { CART_COOKIE, CART_FLAG_COOKIE, CART_MS, carriesCartCookie } from './cookies.ts';
export { REVIEW_COMMENT_MAX, REVIEW_TTL_MS } from './reviews.ts';

export type StoreFailure = { status: 400 | 404 | 409 | 410; error: string; sku?: string; errors?: Record<string, string> };
export type { ShippingAddress, OrderLine, OrderView, ReviewState };
export type CheckoutSource = { kind: 'cart' } | { kind: 'subscription'; cartToken: string } | { kind: 'giftcard'; productId: string; sku?: string };

/** The most of one SKU in a cart (and in one call). */
export const MAX_LINE_QUANTITY = 999;
/** The most lines (SKUs) in one cart. */
export const MAX_CART_LINES = 100;

export interface Store {
  /** Published products in site order; each limited variant's qtyInStock from the database. */
  products(): Product[];
  /** The product with this slug or id, any status (the page decides), with its stock. */
  product(slugOrId: string): Product | undefined;
  /** The cart of the vitrine_cart cookie, or the empty facade. With `res`, a cookie naming no live cart is cleared (both cookies). */
  cart(req: IncomingMessage, res?: ServerResponse): CartFacade;
  /** Adds to the cart, making it and both cookies when there is none; sets both cookies again (30 days) on success. */
  add(req: IncomingMessage, res: ServerResponse, input: { productId: string; sku: string; quantity: number }): CartFacade | StoreFailure;
  /** Sets the line's quantity; 0 removes it. With `res`, a stale cookie is cleared. */
  setQuantity(req: IncomingMessage, sku: string, quantity: number, res?: ServerResponse): CartFacade | StoreFailure;
  /** Removes the line. With `res`, a stale cookie is cleared. */
  remove(req: IncomingMessage, sku: string, res?: ServerResponse): CartFacade | StoreFailure;
  /** The lines the checkout page shows for this source. */
  checkoutLines(req: IncomingMessage, source: CheckoutSource): CartEntry[] | StoreFailure;
  /** Places the order in one write transaction; clears the cart's cookies when it came from the cart. */
  placeOrder(req: IncomingMessage, res: ServerResponse, source: CheckoutSource, shipping: ShippingAddress): { orderToken: string } | StoreFailure;
  order(token: string): OrderView | undefined;
  reviewRequest(token: string): ReviewState;
  submitReview(token: string, rating: number, comment: string): { message: string } | StoreFailure;
}

export interface StoreOptions {
  now?: () => number;
  /** The site's products; the demo's (site/products.ts) by default. */
  products?: readonly Product[];
  /** How long a review request stays open after the order; 30 days by default. */
  reviewTtlMs?: number;
  websiteId?: string;
  currency?: string;
  /** forms-commerce.md 8: the least an order's subtotal may be (storeSettings.minimumSubtotalCents); none by default. */
  minimumSubtotalCents?: number;
}

export const isStoreFailure = (value: unknown): value is StoreFailure => value !== null && typeof value === 'object' && 'status' in value && 'error' in value;

export function createStore(db: Database, options: StoreOptions = {}): Store {
  const { now = Date.now, products = PRODUCTS, reviewTtlMs = REVIEW_TTL_MS, websiteId = website.id, currency = DEFAULT_CURRENCY, minimumSubtotalCents } = options;
  const catalog = createCatalog(db, products, now);
  const carts = createCartRows(db, now);
  const orders = createOrderRows(db);
  const reviews = createReviews(db, now);

  const facade = (cart: CartRow | undefined): CartFacade => facadeOf(cart, cart ? cartEntries(catalog, carts.items(cart)) : [], { websiteId, currency, catalog });
  const liveCart = (req: IncomingMessage): CartRow | undefined => {
    const token = requestCartToken(req);
    return token === undefined ? undefined : carts.byToken(token);
  };
  /** The request's cart; with `res`, cookies that name none are cleared. */
  const cartOf = (req: IncomingMessage, res?: ServerResponse): CartRow | undefined => {
    const cart = liveCart(req);
    if (!cart && res && carriesCartCookie(req)) appendCookies(res, expiredCartCookies(req));
    return cart;
  };

  const badQuantity = (): StoreFailure => {
    const error = format(storeStrings.badQuantity, { max: MAX_LINE_QUANTITY });
    return { status: 400, error, errors: { quantity: error } };
  };
  const isQuantity = (value: number, min: number): boolean => Number.isInteger(value) && value >= min && value <= MAX_LINE_QUANTITY;
  /** The stock's refusal of `quantity` of the SKU, or null when there is enough. */
  const shortOf = (name: string, sku: string, quantity: number, stock: number): StoreFailure | null => {
    if (quantity <= stock) return null;
    const error = stock === 0 ? format(storeStrings.soldOut, { name }) : format(storeStrings.onlyLeft, { name, count: stock });
    return { status: 409, error, sku };
  };
  const notInCart: StoreFailure = { status: 404, error: storeStrings.notInCart };

  const add = db.transaction((req: IncomingMessage, input: { productId: string; sku: string; quantity: number }): { cart: CartRow; token: string } | StoreFailure => {
    const product = catalog.byId(input.productId);
    if (!product || !isPublished(product)) return { status: 404, error: storeStrings.productNotFound };
    const variant = product.variants.find((candidate) => candidate.sku === input.sku);
    if (!variant) return { status: 400, error: storeStrings.skuNotFound, sku: input.sku };
    const token = requestCartToken(req);
    const existing = token === undefined ? undefined : carts.byToken(token);
    const items = existing ? carts.items(existing) : [];
    const line = items.find((item) => item.sku === input.sku);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    if (quantity > MAX_LINE_QUANTITY) return badQuantity();
    const short = shortOf(product.name, variant.sku, quantity, catalog.stockOf(product, variant));
    if (short) return short;
    if (!line && items.length >= MAX_CART_LINES) return { status: 409, error: format(storeStrings.cartFull, { max: MAX_CART_LINES }), sku: input.sku };
    const cart =
      existing && token !== undefined
        ? { cart: existing, token }
        : (() => {
            const fresh = newCartToken();
            return { cart: carts.create(fresh), token: fresh };
          })();
    carts.put(cart.cart, { productId: product.id, sku: variant.sku, quantity });
    return cart;
  });

  const setQuantity = (req: IncomingMessage, sku: string, quantity: number, res?: ServerResponse): CartFacade | StoreFailure => {
    if (!isQuantity(quantity, 0)) return badQuantity();
    const cart = cartOf(req, res);
    if (!cart) return notInCart;
    const line = carts.items(cart).find((item) => item.sku === sku);
    if (!line) return notInCart;
    if (quantity === 0) {
      carts.remove(cart, sku);
      return facade(cart);
    }
    const product = catalog.byId(line.productId);
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    if (!product || !variant || !isPublished(product)) return notInCart;
    // Lowering a quantity is always allowed; raising it is checked against the stock.
    const short = quantity > line.quantity ? shortOf(product.name, sku, quantity, catalog.stockOf(product, variant)) : null;
    if (short) return short;
    carts.put(cart, { ...line, quantity });
    return facade(cart);
  };

  const setQuantityOnce = db.transaction(setQuantity);

  /** forms-commerce.md 8: the lines' refusal when their subtotal is under the store's minimum, else the lines. */
  const atLeastMinimum = <T extends { entries: CartEntry[] }>(lines: T): T | StoreFailure =>
    belowMinimum(
      lines.entries.reduce((sum, entry) => sum + entry.lineTotalCents, 0),
      minimumSubtotalCents,
    )
      ? { status: 400, error: format(cartStrings.subtotalTooLow, { subtotal: formatMoney(minimumSubtotalCents!, currency) }) }
      : lines;

  /** The order's lines for a source, read now (inside the order's transaction when placing it). */
  const linesFor = (req: IncomingMessage, source: CheckoutSource): { cart?: CartRow; entries: CartEntry[] } | StoreFailure => {
    if (source.kind === 'giftcard') {
      const product = catalog.byId(source.productId);
      if (!product || !isPublished(product) || product.productType !== ProductType.GIFT_CARD) return { status: 404, error: storeStrings.productNotFound };
      const variant = source.sku === undefined ? product.variants[0] : product.variants.find((candidate) => candidate.sku === source.sku);
      if (!variant) return { status: 400, error: storeStrings.skuNotFound, sku: source.sku };
      return atLeastMinimum({ entries: cartEntries(catalog, [{ productId: product.id, sku: variant.sku, quantity: 1 }]) });
    }
    const cart = liveCart(req);
    if (!cart || (source.kind === 'subscription' && cart.publicId !== source.cartToken)) return { status: 404, error: cartStrings.noCartAtCheckout };
    const entries = cartEntries(catalog, carts.items(cart));
    if (entries.length === 0) return { status: 400, error: cartStrings.empty };
    return atLeastMinimum({ cart, entries });
  };

  const place = db.transaction((req: IncomingMessage, source: CheckoutSource, shipping: ShippingAddress): { orderToken: string; cart?: CartRow } | StoreFailure => {
    const lines = linesFor(req, source);
    if (isStoreFailure(lines)) return lines;
    // Read every line's stock before writing anything: a short line refuses the whole order.
    for (const entry of lines.entries) {
      const product = catalog.byId(entry.productId)!;
      const variant = product.variants.find((candidate) => candidate.sku === entry.sku)!;
      const short = shortOf(entry.name, entry.sku, entry.quantity, catalog.stockOf(product, variant));
      if (short) return short;
    }
    const time = now();
    for (const entry of lines.entries) catalog.take(entry.productId, entry.sku, entry.quantity, time);
    const orderToken = orders.insert({
      cartId: lines.cart?.publicId ?? '',
      source: source.kind,
      currency,
      shipping,
      entries: lines.entries,
      createdAt: time,
      reviewExpiresAt: time + reviewTtlMs,
    });
    if (lines.cart) carts.purchase(lines.cart);
    return { orderToken, cart: lines.cart };
  });

  return {
    products: () => catalog.all().filter(isPublished),
    product: (slugOrId) => catalog.find(slugOrId),
    cart: (req, res) => facade(cartOf(req, res)),
    add(req, res, input) {
      if (!isQuantity(input.quantity, 1)) return badQuantity();
      // IMMEDIATE: the stock read and the line's write happen under the one write lock.
      const result = add.immediate(req, input);
      if (isStoreFailure(result)) return result;
      appendCookies(res, cartCookies(req, result.token));
      return facade(result.cart);
    },
    setQuantity: (req, sku, quantity, res) => setQuantityOnce.immediate(req, sku, quantity, res),
    remove(req, sku, res) {
      const cart = cartOf(req, res);
      if (!cart || !carts.remove(cart, sku)) return notInCart;
      return facade(cart);
    },
    checkoutLines(req, source) {
      const lines = linesFor(req, source);
      return isStoreFailure(lines) ? lines : lines.entries;
    },
    placeOrder(req, res, source, raw) {
      const shipping = cleanAddress(raw);
      const errors = addressErrors(shipping);
      if (Object.keys(errors).length > 0) return { status: 400, error: formStrings.fieldsInvalid, errors };
      const result = place.immediate(req, source, shipping);
      if (isStoreFailure(result)) return result;
      if (result.cart) appendCookies(res, expiredCartCookies(req));
      return { orderToken: result.orderToken };
    },
    order: (token) => orders.read(token),
    reviewRequest: (token) => reviews.state(token),
    submitReview: (token, rating, comment) => reviews.submit(token, rating, comment),
  };
}
