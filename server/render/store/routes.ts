// docs/store.md "Pages": the store's pages and their posts without JavaScript. GET draws each page
// from the store for the request; POST /cart/add, /cart/update, the checkouts and a review request
// read a small form-encoded body within its limit (413), are counted by the store's rate limiter
// (429), check the hidden crumb against the cookie (403 and the page again), then answer 303 to the
// next page, or the page again with the store's message and what the visitor sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cartStrings } from '../../../core/catalog/strings/cart.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { ContentStatus } from '../../../core/catalog/enums.ts';
import { variantFor, type Product } from '../../../core/commerce/product.ts';
import type { CartFacade } from '../../../core/commerce/cart.ts';
import {
  CART_ADD_PATH,
  CART_PATH,
  CART_UPDATE_PATH,
  CHECKOUT_PATH,
  CHECKOUT_PATHS,
  type CheckoutPath,
  GIFT_CARD_CHECKOUT_PATH,
  GOTO_CHECKOUT_PATH,
  ORDER_CONFIRMED_PREFIX,
  REVIEWS_PREFIX,
  SHOP_PATH,
  SUBSCRIBE_CHECKOUT_PATH,
  productPath,
} from '../../store/index.ts';
import { cartPage, checkoutPage, orderConfirmedPage, productPage, reviewPage, shopPage } from './store-pages.ts';
import { crumbEquals } from '../../api/crumb.ts';
import { createRateLimiter, RATE_LIMITED } from '../../api/rate-limit.ts';
import { readPostedFields } from '../../config/posted-fields.ts';
import { sitePath } from '../../http/redirect.ts';
import type { Db } from '../../db/index.ts';
import { requestClientAddress } from '../../http/request-client.ts';
import { isStoreFailure, storeMessages, type CheckoutSource, type ShippingAddress, type Store, type StoreFailure } from '../../store/index.ts';
import { escapeHtml } from '../escape.ts';
import type { CheckoutViewState, Page, ProductRenderState, RenderOptions, ReviewViewState, StoreViewState, Website } from '../model.ts';
import { ADDRESS_FORM } from './checkout.ts';
import { storePageStrings } from './strings.ts';

/** A cart form's few short fields; the checkout's eight fields of at most 200 characters; a review's comment of 2000. */
export const CART_FORM_LIMIT = 4 * 1024;
export const CHECKOUT_FORM_LIMIT = 16 * 1024;
export const REVIEW_FORM_LIMIT = 16 * 1024;

/** What a store page adds to the page renderer's options. */
export type StoreRenderExtra = Pick<RenderOptions, 'store' | 'cart'>;

/** The app's page sender: the crumb cookie, the viewer, the cache header, the cart count. */
export type SendStorePage = (
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  page: Page,
  cache: string,
  address: string,
  extra: StoreRenderExtra,
) => Promise<void> | void;

export interface StorePagesOptions {
  store: Store;
  /** Where the posts' rate limiter counts (table rate_limits, shared by every server process). */
  db: Db;
  website: Website;
  send: SendStorePage;
  /** The 404 page for an address the store does not know. */
  notFound: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;
  now?: () => number;
  /** The store's posts per client address; default 120 a minute. */
  rateLimit?: { limit: number; windowMs: number };
}

/** The posts' limiter's name in the rate_limits table: their own count, apart from the store's calls' (`store`). */
export const STORE_PAGES_LIMITER = 'store-pages';

/** Resolves false for a path that is not the store's. */
export type StorePagesHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** A visitor's own page: never stored by a shared cache, nor kept. */
const OWN = 'private, no-store';

/** A 303 on to the next page, through the one redirect rule: an address off this site goes to the shop. */
const seeOther = (res: ServerResponse, location: string): void => {
  res.writeHead(303, { Location: sitePath(location, SHOP_PATH), 'Cache-Control': OWN }).end();
};

const text = (value: unknown, max = 1000): string => (typeof value === 'string' ? value.slice(0, max) : '');
/** Whole-number text as a number; anything else NaN, which the store refuses with its own message. */
const wholeNumber = (value: unknown): number => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** The token after a prefix: one path segment, decoded; null when empty or malformed. */
function tokenAfter(pathname: string, prefix: string): string | null {
  try {
    const token = decodeURIComponent(pathname.slice(prefix.length));
    return token === '' || token.includes('/') || token.length > 200 ? null : token;
  } catch {
    return null;
  }
}

const isCheckoutPath = (path: string): path is CheckoutPath => (CHECKOUT_PATHS as readonly string[]).includes(path);

/** The store's message for a refused cart change, after the catalogue's (forms-commerce.md 8: Cart). */
const cartRefusal = (lead: string, failure: StoreFailure): string => `${lead}. ${failure.error}`;

const messagePage = (status: number, title: string, message: string): Page => ({
  path: '/',
  pageType: status === 404 ? 100 : 101,
  id: 'store-message',
  title,
  description: message,
  blocks: [
    {
      kind: 'text',
      id: 'store-message',
      html: `<div class="not-found"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${SHOP_PATH}">${escapeHtml(storePageStrings.continueShopping)}</a></p></div>`,
    },
  ],
});

export function createStorePages({ store, db, website, send, notFound, now = Date.now, rateLimit = { limit: 120, windowMs: 60_000 } }: StorePagesOptions): StorePagesHandler {
  const limiter = createRateLimiter(db, STORE_PAGES_LIMITER, { ...rateLimit, now });
  const view = (state: StoreViewState, cart?: CartFacade): StoreRenderExtra => ({
    store: { view: state },
    ...(cart ? { cart } : {}),
  });

  // GET pages -----------------------------------------------------------------------------------

  const shop = async (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    send(req, res, 200, shopPage, 'no-cache', SHOP_PATH, view({ view: 'shop', products: await store.products() }));

  /** The published product at /shop/{slug}, by its slug only; else undefined (the 404 page). */
  const productAt = async (pathname: string): Promise<Product | undefined> => {
    const slug = tokenAfter(pathname, `${SHOP_PATH}/`);
    const product = slug === null ? undefined : await store.product(slug);
    return product && product.slug === slug && product.status === ContentStatus.PUBLISHED ? product : undefined;
  };

  const sendProduct = async (req: IncomingMessage, res: ServerResponse, status: number, product: Product, state: ProductRenderState): Promise<void> => {
    const page = productPage(product);
    const reviews = await store.productReviews(product.id);
    await send(req, res, status, page, 'private, no-cache', page.path, { store: { product: { ...state, reviews } } });
  };

  const optionNames = async (): Promise<Record<string, string[]>> => Object.fromEntries((await store.products()).map((product) => [product.id, product.options]));

  const sendCart = async (req: IncomingMessage, res: ServerResponse, status: number, alert?: string): Promise<void> => {
    const cart = await store.cart(req, res);
    await send(req, res, status, cartPage, OWN, CART_PATH, view({ view: 'cart', cart, optionNames: await optionNames(), ...(alert ? { alert } : {}) }, cart));
  };

  // forms-commerce.md 2 and 4 "Checkout": on to the checkout with a cart that has items (a subscription's
  // own address when it holds one), else the cart page with the section 5 alert (or section 8's, under the
  // store's minimum subtotal).
  const gotoCheckout = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const cart = await store.cart(req, res);
    if (cart.entries.length === 0) return sendCart(req, res, 200, cartStrings.noCartAtCheckout);
    // forms-commerce.md 8: under the store's minimum subtotal the cart page says so, and the visitor stays.
    const lines = await store.checkoutLines(req, { kind: 'cart' });
    if (isStoreFailure(lines)) return sendCart(req, res, lines.status, lines.error);
    // A cart's lines are published products' (the store leaves out any other).
    const subscriptions = new Set((await store.products()).filter((product) => product.subscription !== undefined).map((product) => product.id));
    const subscription = cart.entries.some((entry) => subscriptions.has(entry.productId));
    const location = subscription ? `${SUBSCRIBE_CHECKOUT_PATH}?${new URLSearchParams({ cartToken: cart.id })}` : CHECKOUT_PATH;
    seeOther(res, location);
  };

  /** The checkout's source from its address, or the failure that stops it. */
  const sourceOf = (path: CheckoutPath, query: URLSearchParams): CheckoutSource | StoreFailure => {
    if (path === SUBSCRIBE_CHECKOUT_PATH) return { kind: 'subscription', cartToken: query.get('cartToken') ?? '' };
    if (path === GIFT_CARD_CHECKOUT_PATH) {
      const productId = query.get('giftCardProductId');
      if (query.get('websiteId') !== website.id || !productId) return { status: 404, error: storePageStrings.productNotFound };
      const sku = query.get('sku');
      return { kind: 'giftcard', productId, ...(sku ? { sku } : {}) };
    }
    return { kind: 'cart' };
  };

  const sendCheckout = async (req: IncomingMessage, res: ServerResponse, url: URL, path: CheckoutPath, status: number, more: Partial<CheckoutViewState> = {}): Promise<void> => {
    const address = path + url.search;
    const source = sourceOf(path, url.searchParams);
    const lines = isStoreFailure(source) ? source : await store.checkoutLines(req, source);
    const failure = isStoreFailure(lines) ? lines : undefined;
    const state: CheckoutViewState = {
      view: 'checkout',
      // The form posts back to its own address, query included (a gift card's product, a subscription's cart).
      action: sitePath(address, path),
      lines: failure ? [] : (lines as Exclude<typeof lines, StoreFailure>),
      ...more,
      ...(failure && !more.alert ? { alert: failure.error } : {}),
    };
    await send(req, res, failure && status === 200 ? failure.status : status, checkoutPage(path), OWN, address, view(state));
  };

  const order = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const token = tokenAfter(url.pathname, ORDER_CONFIRMED_PREFIX);
    const found = token === null ? undefined : await store.order(token);
    if (!found || token === null) return notFound(req, res, url);
    const page = orderConfirmedPage(token);
    await send(req, res, 200, page, OWN, page.path, view({ view: 'order', order: found, now: now() }));
  };

  const sendReview = async (req: IncomingMessage, res: ServerResponse, status: number, token: string, more: Partial<ReviewViewState> = {}): Promise<void> => {
    const page = reviewPage(token);
    await send(req, res, status, page, OWN, page.path, view({ view: 'review', token, request: await store.reviewRequest(token), ...more }));
  };

  // POST: read, count, check ---------------------------------------------------------------------

  /** The posted fields once the rate limit and the body limit pass; null once answered (429, 413). */
  const posted = async (req: IncomingMessage, res: ServerResponse, limit: number): Promise<Record<string, unknown> | null> => {
    const decision = await limiter.allow(requestClientAddress(req));
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfter));
      await send(req, res, 429, messagePage(429, storePageStrings.tooManyTitle, RATE_LIMITED), OWN, '/', {});
      return null;
    }
    return readPostedFields(req, res, limit);
  };
  // A post whose crumb is not the cookie's (a stale page, or another site's form) changes nothing:
  // the page answers 403, again, with the cookie's crumb in its forms.
  const stale = (req: IncomingMessage, fields: Record<string, unknown>): boolean => !crumbEquals(req, fields.crumb);

  const addToCart = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const fields = await posted(req, res, CART_FORM_LIMIT);
    if (!fields) return;
    const product = await store.product(text(fields.productId, 100));
    if (!product || product.status !== ContentStatus.PUBLISHED) return notFound(req, res, url);
    const chosen = product.options.map((_, i) => text(fields[`option-${i}`], 200));
    const quantity = wholeNumber(fields.quantity);
    const keep = { chosen, ...(Number.isInteger(quantity) && quantity > 0 ? { quantity } : {}) };
    if (stale(req, fields)) return sendProduct(req, res, 403, product, { ...keep, error: true, message: storePageStrings.stale });
    const variant = product.options.length === 0 ? product.variants[0] : variantFor(product, chosen);
    if (!variant) return sendProduct(req, res, 400, product, { ...keep, error: true, message: storeMessages.skuNotFound });
    const result = await store.add(req, res, { productId: product.id, sku: variant.sku, quantity });
    // The product read again: a refusal for stock shows the stock as it is now.
    if (isStoreFailure(result)) return sendProduct(req, res, result.status, (await store.product(product.id)) ?? product, { ...keep, error: true, message: result.error });
    seeOther(res, `${productPath(product)}?added=1`);
  };

  const updateCart = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const fields = await posted(req, res, CART_FORM_LIMIT);
    if (!fields) return;
    if (stale(req, fields)) return sendCart(req, res, 403, storePageStrings.stale);
    const sku = text(fields.sku, 100);
    const remove = fields.action === 'remove';
    const result = remove ? await store.remove(req, sku, res) : await store.setQuantity(req, sku, wholeNumber(fields.quantity), res);
    if (isStoreFailure(result)) return sendCart(req, res, result.status, cartRefusal(remove ? cartStrings.unableToRemoveItem : cartStrings.unableToUpdateQuantity, result));
    seeOther(res, CART_PATH);
  };

  const placeOrder = async (req: IncomingMessage, res: ServerResponse, url: URL, path: CheckoutPath): Promise<void> => {
    const fields = await posted(req, res, CHECKOUT_FORM_LIMIT);
    if (!fields) return;
    const values = Object.fromEntries(ADDRESS_FORM.map((field) => [field.name, text(fields[field.name])])) as unknown as ShippingAddress;
    if (stale(req, fields)) return sendCheckout(req, res, url, path, 403, { values, alert: storePageStrings.stale });
    const source = sourceOf(path, url.searchParams);
    const result = isStoreFailure(source) ? source : await store.placeOrder(req, res, source, values);
    if (!isStoreFailure(result)) {
      seeOther(res, `${ORDER_CONFIRMED_PREFIX}${encodeURIComponent(result.orderToken)}`);
      return;
    }
    // Field errors: each on its field, the form kept; the rest (the stock, no cart) in the alert.
    const alert = result.errors ? storePageStrings.fixFields : result.error;
    await sendCheckout(req, res, url, path, result.status, { values, errors: result.errors ?? {}, alert });
  };

  const review = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const token = tokenAfter(url.pathname, REVIEWS_PREFIX);
    if (token === null) return notFound(req, res, url);
    const fields = await posted(req, res, REVIEW_FORM_LIMIT);
    if (!fields) return;
    const comment = text(fields.comment, 10_000);
    const rating = wholeNumber(fields.rating);
    const kept = { comment, ...(rating >= 1 && rating <= 5 ? { rating } : {}) };
    if (stale(req, fields)) return sendReview(req, res, 403, token, { ...kept, alert: storePageStrings.stale });
    const result = await store.submitReview(token, rating, comment);
    if (!isStoreFailure(result)) return sendReview(req, res, 200, token, { thanks: result.message });
    if (result.status === 404) return notFound(req, res, url);
    await sendReview(req, res, result.status, token, { ...kept, errors: result.errors ?? {}, ...(result.errors ? {} : { alert: result.error }) });
  };

  const methodNotAllowed = (res: ServerResponse, allow: string): void => {
    res.writeHead(405, { Allow: allow }).end();
  };

  return async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const get = method === 'GET' || method === 'HEAD';
    if (path === CART_ADD_PATH || path === CART_UPDATE_PATH) {
      if (method !== 'POST') methodNotAllowed(res, 'POST');
      else if (path === CART_ADD_PATH) await addToCart(req, res, url);
      else await updateCart(req, res);
      return true;
    }
    if (isCheckoutPath(path)) {
      if (get) await sendCheckout(req, res, url, path, 200);
      else if (method === 'POST') await placeOrder(req, res, url, path);
      else methodNotAllowed(res, 'GET, HEAD, POST');
      return true;
    }
    if (path.startsWith(REVIEWS_PREFIX)) {
      const token = tokenAfter(path, REVIEWS_PREFIX);
      if (method === 'POST') await review(req, res, url);
      else if (!get) methodNotAllowed(res, 'GET, HEAD, POST');
      else if (token === null || (await store.reviewRequest(token)).state === 'unknown') await notFound(req, res, url);
      else await sendReview(req, res, 200, token);
      return true;
    }
    if (!get) return false;
    if (path === SHOP_PATH) await shop(req, res);
    else if (path === CART_PATH) await sendCart(req, res, 200);
    else if (path === GOTO_CHECKOUT_PATH) await gotoCheckout(req, res);
    else if (path.startsWith(ORDER_CONFIRMED_PREFIX)) await order(req, res, url);
    else if (path.startsWith(`${SHOP_PATH}/`)) {
      const product = await productAt(path);
      if (!product) await notFound(req, res, url);
      else await sendProduct(req, res, 200, product, url.searchParams.get('added') === '1' ? { message: shopStrings.added } : {});
    } else return false;
    return true;
  };
}
