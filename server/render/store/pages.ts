// docs/store.md "Pages": the store's pages. GET draws each page from the store for the request; the
// same senders draw the answers of the store's form posts (posts.ts), which run in the route table.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cartStrings } from '../../../core/catalog/strings/cart.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { ContentStatus } from '../../../core/catalog/enums.ts';
import type { Product } from '../../../core/commerce/product.ts';
import type { CartFacade } from '../../../core/commerce/cart.ts';
import {
  CART_PATH,
  CHECKOUT_PATH,
  CHECKOUT_PATHS,
  type CheckoutPath,
  GIFT_CARD_CHECKOUT_PATH,
  GOTO_CHECKOUT_PATH,
  ORDER_CONFIRMED_PREFIX,
  REVIEWS_PREFIX,
  SHOP_PATH,
  SUBSCRIBE_CHECKOUT_PATH,
} from '../../store/index.ts';
import { cartPage, checkoutPage, orderConfirmedPage, productPage, reviewPage, shopPage } from './store-pages.ts';
import { idAfter } from '../../api/store-routes.ts';
import { sitePath } from '../../http/redirect.ts';
import { PRIVATE_NO_STORE } from '../../http/send.ts';
import { isStoreFailure, type CheckoutSource, type Store, type StoreFailure } from '../../store/index.ts';
import { messagePage } from '../message-page.ts';
import type { CheckoutViewState, Page, ProductRenderState, RenderOptions, ReviewViewState, StoreViewState, Website } from '../model.ts';
import { storePageStrings } from './strings.ts';

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

/** The 404 page for an address the store does not know. */
export type SendNotFound = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export interface StorePagesOptions {
  store: Store;
  website: Website;
  send: SendStorePage;
  notFound: SendNotFound;
  now?: () => number;
}

/** The store's pages, and the senders its form posts answer with. */
export interface StorePages {
  /** Serves a GET or HEAD of a store page; false for a path that is not the store's. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  product(req: IncomingMessage, res: ServerResponse, status: number, product: Product, state: ProductRenderState): Promise<void>;
  cart(req: IncomingMessage, res: ServerResponse, status: number, alert?: string): Promise<void>;
  checkout(req: IncomingMessage, res: ServerResponse, url: URL, path: CheckoutPath, status: number, more?: Partial<CheckoutViewState>): Promise<void>;
  review(req: IncomingMessage, res: ServerResponse, status: number, token: string, more?: Partial<ReviewViewState>): Promise<void>;
  /** The page that says a store post was refused (429). */
  message(req: IncomingMessage, res: ServerResponse, status: number, title: string, message: string): Promise<void>;
  /** The checkout's source from its address, or the failure that stops it. */
  sourceOf(path: CheckoutPath, query: URLSearchParams): CheckoutSource | StoreFailure;
  notFound: SendNotFound;
}

/** A 303 on to the next page, through the one redirect rule: an address off this site goes to the shop. */
export const seeOther = (res: ServerResponse, location: string): void => {
  res.writeHead(303, { Location: sitePath(location, SHOP_PATH), 'Cache-Control': PRIVATE_NO_STORE }).end();
};

export const isCheckoutPath = (path: string): path is CheckoutPath => (CHECKOUT_PATHS as readonly string[]).includes(path);

export function createStorePages({ store, website, send, notFound, now = Date.now }: StorePagesOptions): StorePages {
  const view = (state: StoreViewState, cart?: CartFacade): StoreRenderExtra => ({
    store: { view: state },
    ...(cart ? { cart } : {}),
  });

  const shop = async (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    send(req, res, 200, shopPage, 'no-cache', SHOP_PATH, view({ view: 'shop', products: await store.products() }));

  /** The published product at /shop/{slug}, by its slug only; else undefined (the 404 page). */
  const productAt = async (url: URL): Promise<Product | undefined> => {
    const slug = idAfter(url, `${SHOP_PATH}/`);
    const product = slug === null ? undefined : await store.product(slug);
    return product && product.slug === slug && product.status === ContentStatus.PUBLISHED ? product : undefined;
  };

  const product: StorePages['product'] = async (req, res, status, product, state) => {
    const page = productPage(product);
    const reviews = await store.productReviews(product.id);
    await send(req, res, status, page, 'private, no-cache', page.path, { store: { product: { ...state, reviews } } });
  };

  const optionNames = async (): Promise<Record<string, string[]>> => Object.fromEntries((await store.products()).map((product) => [product.id, product.options]));

  const cart: StorePages['cart'] = async (req, res, status, alert) => {
    const found = await store.cart(req, res);
    await send(req, res, status, cartPage, PRIVATE_NO_STORE, CART_PATH, view({ view: 'cart', cart: found, optionNames: await optionNames(), ...(alert ? { alert } : {}) }, found));
  };

  // On to the checkout with a cart that has items (a subscription's
  // own address when it holds one), else the cart page with the section 5 alert (or section 8's, under the
  // store's minimum subtotal).
  const gotoCheckout = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const found = await store.cart(req, res);
    if (found.entries.length === 0) return cart(req, res, 200, cartStrings.noCartAtCheckout);
    // Under the store's minimum subtotal the cart page says so, and the visitor stays.
    const lines = await store.checkoutLines(req, { kind: 'cart' });
    if (isStoreFailure(lines)) return cart(req, res, lines.status, lines.error);
    // A cart's lines are published products' (the store leaves out any other).
    const subscriptions = new Set((await store.products()).filter((product) => product.subscription !== undefined).map((product) => product.id));
    const subscription = found.entries.some((entry) => subscriptions.has(entry.productId));
    const location = subscription ? `${SUBSCRIBE_CHECKOUT_PATH}?${new URLSearchParams({ cartToken: found.id })}` : CHECKOUT_PATH;
    seeOther(res, location);
  };

  const sourceOf: StorePages['sourceOf'] = (path, query) => {
    if (path === SUBSCRIBE_CHECKOUT_PATH) return { kind: 'subscription', cartToken: query.get('cartToken') ?? '' };
    if (path === GIFT_CARD_CHECKOUT_PATH) {
      const productId = query.get('giftCardProductId');
      if (query.get('websiteId') !== website.id || !productId) return { status: 404, error: storePageStrings.productNotFound };
      const sku = query.get('sku');
      return { kind: 'giftcard', productId, ...(sku ? { sku } : {}) };
    }
    return { kind: 'cart' };
  };

  const checkout: StorePages['checkout'] = async (req, res, url, path, status, more = {}) => {
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
    await send(req, res, failure && status === 200 ? failure.status : status, checkoutPage(path), PRIVATE_NO_STORE, address, view(state));
  };

  const order = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const token = idAfter(url, ORDER_CONFIRMED_PREFIX);
    const found = token === null ? undefined : await store.order(token);
    if (!found || token === null) return notFound(req, res, url);
    const page = orderConfirmedPage(token);
    await send(req, res, 200, page, PRIVATE_NO_STORE, page.path, view({ view: 'order', order: found, now: now() }));
  };

  const review: StorePages['review'] = async (req, res, status, token, more = {}) => {
    const page = reviewPage(token);
    await send(req, res, status, page, PRIVATE_NO_STORE, page.path, view({ view: 'review', token, request: await store.reviewRequest(token), ...more }));
  };

  const message: StorePages['message'] = (req, res, status, title, text) =>
    Promise.resolve(
      send(
        req,
        res,
        status,
        messagePage({ path: '/', id: 'store-message', status, title, message: text, link: { href: SHOP_PATH, text: storePageStrings.continueShopping } }),
        PRIVATE_NO_STORE,
        '/',
        {},
      ),
    );

  const serve: StorePages['serve'] = async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = url.pathname;
    if (isCheckoutPath(path)) await checkout(req, res, url, path, 200);
    else if (path.startsWith(REVIEWS_PREFIX)) {
      const token = idAfter(url, REVIEWS_PREFIX);
      if (token === null || (await store.reviewRequest(token)).state === 'unknown') await notFound(req, res, url);
      else await review(req, res, 200, token);
    } else if (path === SHOP_PATH) await shop(req, res);
    else if (path === CART_PATH) await cart(req, res, 200);
    else if (path === GOTO_CHECKOUT_PATH) await gotoCheckout(req, res);
    else if (path.startsWith(ORDER_CONFIRMED_PREFIX)) await order(req, res, url);
    else if (path.startsWith(`${SHOP_PATH}/`)) {
      const found = await productAt(url);
      if (!found) await notFound(req, res, url);
      else await product(req, res, 200, found, url.searchParams.get('added') === '1' ? { message: shopStrings.added } : {});
    } else return false;
    return true;
  };

  return { serve, product, cart, checkout, review, message, sourceOf, notFound };
}
