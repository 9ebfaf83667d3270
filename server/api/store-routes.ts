// docs/store.md "The calls": the cart and review calls in the route table (the quick view's
// RecordQuickView is a tracking call: tracking/calls.ts). Every call but the cart's GET changes
// state, so it carries the crumb in its query (as the data layer sends it), has a body limit and is
// counted by the `store` limiter, as the GET is. Cart replies are { cart: CartFacade };
// failures { error } with the store's status (400, 404, 409 with the SKU, 410), as docs/store.md says.
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { CART_ITEMS_PATH, CART_PATH, REVIEWS_PATH } from '../../core/catalog/store.ts';
import type { CartFacade } from '../../core/commerce/cart.ts';
import { collectCookies } from '../http/cookies.ts';
import { sendJson } from '../http/send.ts';
import { isStoreFailure, storeMessages, type CookieSink, type Store, type StoreFailure } from '../store/index.ts';
import { defineRoute, type ApiRoute, type RawReply } from './route.ts';

export const STORE_PATHS = {
  cart: CART_PATH,
  items: CART_ITEMS_PATH,
  /** PUT and DELETE of `${item}{sku}`. */
  item: `${CART_ITEMS_PATH}/`,
  reviews: REVIEWS_PATH,
} as const;

/** Bodies: a cart call's few short fields; a review's comment (2000 characters, escaped, in UTF-8). */
export const CART_BODY_LIMIT = 4 * 1024;
export const REVIEW_BODY_LIMIT = 16 * 1024;

// A form-encoded body sends numbers as text: whole-number text becomes the number, the store checks the range.
export const wholeNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

const addSchema = z.object({ productId: z.string().min(1).max(100), sku: z.string().min(1).max(60), quantity: wholeNumber });
const quantitySchema = z.object({ quantity: wholeNumber });
const reviewSchema = z.object({
  token: z.string().min(1).max(100),
  // Anything: the store answers a missing or bad rating with its catalogue message, by field.
  rating: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN)),
  comment: z.string().max(100_000).default(''),
});

/**
 * Runs the store's call (awaited in the handler, so a failure is the pipeline's 500), keeping the
 * cookies it sets; the reply sets them on the response it sends.
 */
const cartReply = async (req: IncomingMessage, call: (req: IncomingMessage, res: CookieSink) => Promise<CartFacade | StoreFailure>): Promise<RawReply> => {
  const cookies = collectCookies();
  const result = await call(req, cookies);
  return {
    send(req, res) {
      cookies.sendOn(res);
      if (isStoreFailure(result)) sendJson(req, res, result.status, failureBody(result));
      else sendJson(req, res, 200, { cart: result });
    },
  };
};

const failureBody = ({ error, sku, errors }: StoreFailure): Record<string, unknown> => ({ error, ...(sku === undefined ? {} : { sku }), ...(errors ? { errors } : {}) });

/** The rest of the path after a prefix, decoded; null when empty, malformed or holding a slash. */
export function idAfter(url: URL, prefix: string): string | null {
  try {
    const id = decodeURIComponent(url.pathname.slice(prefix.length));
    return id === '' || id.includes('/') ? null : id;
  } catch {
    return null;
  }
}

const write = { rateLimit: 'store', crumb: 'query' } as const;

export function storeRoutes(store: Store): ApiRoute[] {
  const notInCart = (req: IncomingMessage, sku: string | null, call: (sku: string) => Promise<RawReply>): Promise<RawReply> =>
    sku === null ? cartReply(req, async () => ({ status: 404, error: storeMessages.notInCart })) : call(sku);
  return [
    defineRoute({
      method: 'GET',
      path: STORE_PATHS.cart,
      bodyLimit: null,
      rateLimit: 'store',
      crumb: 'none',
      schema: z.unknown(),
      handle: ({ req }) => cartReply(req, (req, res) => store.cart(req, res)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      path: STORE_PATHS.items,
      bodyLimit: CART_BODY_LIMIT,
      schema: addSchema,
      handle: ({ value, req }) => cartReply(req, (req, res) => store.add(req, res, value)),
    }),
    defineRoute({
      ...write,
      method: 'PUT',
      path: STORE_PATHS.item,
      prefix: true,
      bodyLimit: CART_BODY_LIMIT,
      schema: quantitySchema,
      handle: ({ value, url, req }) => notInCart(req, idAfter(url, STORE_PATHS.item), (sku) => cartReply(req, (req, res) => store.setQuantity(req, sku, value.quantity, res))),
    }),
    defineRoute({
      ...write,
      method: 'DELETE',
      path: STORE_PATHS.item,
      prefix: true,
      bodyLimit: null,
      schema: z.unknown(),
      handle: ({ url, req }) => notInCart(req, idAfter(url, STORE_PATHS.item), (sku) => cartReply(req, (req, res) => store.remove(req, sku, res))),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      path: STORE_PATHS.reviews,
      bodyLimit: REVIEW_BODY_LIMIT,
      schema: reviewSchema,
      async handle({ value }) {
        const result = await store.submitReview(value.token, value.rating, value.comment);
        return isStoreFailure(result) ? { status: result.status, body: failureBody(result) } : { status: 200, body: result };
      },
    }),
  ];
}
