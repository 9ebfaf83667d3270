// docs/store.md "Pages": the store's form posts without JavaScript, as routes of the one table: POST
// /cart/add, /cart/update, the checkouts and a review request. The pipeline reads each small
// form-encoded body within its limit (413), counts it by the store pages' limiter and checks the
// hidden crumb against the cookie; a refusal is a page (429, or 403 and the page again with what the
// visitor sent). Each post answers 303 to the next page, or the page again with the store's message.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { cartStrings } from '../../../core/catalog/strings/cart.ts';
import { ContentStatus } from '../../../core/catalog/enums.ts';
import { variantFor, type Product } from '../../../core/commerce/product.ts';
import { RATE_LIMITED } from '../../api/rate-limit.ts';
import { defineRoute, type ApiRoute, type RawReply, type Refusal, type RouteCall } from '../../api/route.ts';
import { CART_BODY_LIMIT, idAfter, REVIEW_BODY_LIMIT, wholeNumber } from '../../api/store-routes.ts';
import {
  ADDRESS_FIELDS,
  CART_ADD_PATH,
  CART_PATH,
  CART_UPDATE_PATH,
  CHECKOUT_PATHS,
  ORDER_CONFIRMED_PREFIX,
  REVIEWS_PREFIX,
  isStoreFailure,
  productPath,
  storeMessages,
  type ShippingAddress,
  type Store,
  type StoreFailure,
} from '../../store/index.ts';
import { seeOther, type StorePages } from './pages.ts';
import { storePageStrings } from './strings.ts';

/** The checkout's eight fields of at most 200 characters (a cart's and a review's limits are their calls'). */
export const CHECKOUT_FORM_LIMIT = 16 * 1024;

// A form sends text: a field too long is cut to its length, a missing one is empty, so that the store
// answers a bad value with its own message on the page, what was sent kept.
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.slice(0, max))
    .catch('');
/** Whole-number text (the calls' rule) as a number; anything else NaN, which the store refuses with its own message. */
const number = z.string().trim().pipe(wholeNumber.options[1]).catch(Number.NaN);
/** The fields of `shape`, every one with its fallback, whatever the body held. */
const form = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.catch(() => schema.parse({}));

const addSchema = form(z.object({ productId: text(100), quantity: number }).catchall(text(200)));
const updateSchema = form(z.object({ sku: text(100), action: text(100), quantity: number }));
const checkoutSchema = form(z.object(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(1000)])) as Record<keyof ShippingAddress, ReturnType<typeof text>>));
const reviewSchema = form(z.object({ comment: text(10_000), rating: number }));

/** The store's message for a refused cart change, after the catalogue's (Cart). */
const cartRefusal = (lead: string, failure: StoreFailure): string => `${lead}. ${failure.error}`;

/** A post's answer: its page, drawn once the pipeline has passed it. */
const answer = (send: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): RawReply => ({ send });

const post = { method: 'POST', rateLimit: 'storePages', crumb: 'field' } as const;

export function storeFormRoutes(store: Store, pages: StorePages): ApiRoute[] {
  /** The 429 page; any other refusal is the route's own. */
  const refused =
    (stale: (call: RouteCall<unknown>) => RawReply) =>
    (refusal: Refusal, call: RouteCall<unknown>): RawReply =>
      refusal.reason === 'limited' ? answer((req, res) => pages.message(req, res, 429, storePageStrings.tooManyTitle, RATE_LIMITED)) : stale(call);

  /** The published product a post names; undefined for any other. */
  const publishedProduct = async (id: string): Promise<Product | undefined> => {
    const product = await store.product(id);
    return product && product.status === ContentStatus.PUBLISHED ? product : undefined;
  };

  const addKeep = (product: Product, value: z.output<typeof addSchema>) => {
    const chosen = product.options.map((_, i) => (value as Record<string, unknown>)[`option-${i}`]).map((option) => (typeof option === 'string' ? option : ''));
    return { chosen, ...(Number.isInteger(value.quantity) && value.quantity > 0 ? { quantity: value.quantity } : {}) };
  };

  const reviewKeep = (value: z.output<typeof reviewSchema>) => ({ comment: value.comment, ...(value.rating >= 1 && value.rating <= 5 ? { rating: value.rating } : {}) });

  // A post whose crumb is not the cookie's (a stale page, or another site's form) changes nothing:
  // the page answers 403, again, with the cookie's crumb in its forms.
  return [
    defineRoute({
      ...post,
      path: CART_ADD_PATH,
      bodyLimit: CART_BODY_LIMIT,
      schema: addSchema,
      refuse: refused(({ value, url }) =>
        answer(async (req, res) => {
          const fields = addSchema.parse(value);
          const product = await publishedProduct(fields.productId);
          if (!product) return pages.notFound(req, res, url);
          await pages.product(req, res, 403, product, { ...addKeep(product, fields), error: true, message: storePageStrings.stale });
        }),
      ),
      handle: ({ value, url }) =>
        answer(async (req, res) => {
          const product = await publishedProduct(value.productId);
          if (!product) return pages.notFound(req, res, url);
          const keep = addKeep(product, value);
          const variant = product.options.length === 0 ? product.variants[0] : variantFor(product, keep.chosen);
          if (!variant) return pages.product(req, res, 400, product, { ...keep, error: true, message: storeMessages.skuNotFound });
          const result = await store.add(req, res, { productId: product.id, sku: variant.sku, quantity: value.quantity });
          // The product read again: a refusal for stock shows the stock as it is now.
          if (isStoreFailure(result)) return pages.product(req, res, result.status, (await store.product(product.id)) ?? product, { ...keep, error: true, message: result.error });
          seeOther(res, `${productPath(product)}?added=1`);
        }),
    }),
    defineRoute({
      ...post,
      path: CART_UPDATE_PATH,
      bodyLimit: CART_BODY_LIMIT,
      schema: updateSchema,
      refuse: refused(() => answer((req, res) => pages.cart(req, res, 403, storePageStrings.stale))),
      handle: ({ value }) =>
        answer(async (req, res) => {
          const remove = value.action === 'remove';
          const result = remove ? await store.remove(req, value.sku, res) : await store.setQuantity(req, value.sku, value.quantity, res);
          if (isStoreFailure(result)) return pages.cart(req, res, result.status, cartRefusal(remove ? cartStrings.unableToRemoveItem : cartStrings.unableToUpdateQuantity, result));
          seeOther(res, CART_PATH);
        }),
    }),
    ...CHECKOUT_PATHS.map((path) =>
      defineRoute({
        ...post,
        path,
        page: true,
        bodyLimit: CHECKOUT_FORM_LIMIT,
        schema: checkoutSchema,
        refuse: refused(({ value, url }) => answer((req, res) => pages.checkout(req, res, url, path, 403, { values: checkoutSchema.parse(value), alert: storePageStrings.stale }))),
        handle: ({ value, url }) =>
          answer(async (req, res) => {
            const source = pages.sourceOf(path, url.searchParams);
            const result = isStoreFailure(source) ? source : await store.placeOrder(req, res, source, value);
            if (!isStoreFailure(result)) return seeOther(res, `${ORDER_CONFIRMED_PREFIX}${encodeURIComponent(result.orderToken)}`);
            // Field errors: each on its field, the form kept; the rest (the stock, no cart) in the alert.
            const alert = result.errors ? storePageStrings.fixFields : result.error;
            await pages.checkout(req, res, url, path, result.status, { values: value, errors: result.errors ?? {}, alert });
          }),
      }),
    ),
    defineRoute({
      ...post,
      path: REVIEWS_PREFIX,
      prefix: true,
      page: true,
      bodyLimit: REVIEW_BODY_LIMIT,
      schema: reviewSchema,
      refuse: refused(({ value, url }) =>
        answer(async (req, res) => {
          const token = idAfter(url, REVIEWS_PREFIX);
          if (token === null) return pages.notFound(req, res, url);
          await pages.review(req, res, 403, token, { ...reviewKeep(reviewSchema.parse(value)), alert: storePageStrings.stale });
        }),
      ),
      handle: ({ value, url }) =>
        answer(async (req, res) => {
          const token = idAfter(url, REVIEWS_PREFIX);
          if (token === null) return pages.notFound(req, res, url);
          const result = await store.submitReview(token, value.rating, value.comment);
          if (!isStoreFailure(result)) return pages.review(req, res, 200, token, { thanks: result.message });
          if (result.status === 404) return pages.notFound(req, res, url);
          await pages.review(req, res, result.status, token, { ...reviewKeep(value), errors: result.errors ?? {}, ...(result.errors ? {} : { alert: result.error }) });
        }),
    }),
  ];
}
