// docs/store.md "Pages": the store's addresses, which the server routes and its pages link to. A
// server fact, not the demo site's: every site this server serves has its store at these paths.
import type { Product } from '../../core/commerce/product.ts';
import { GIFT_CARD_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH } from '../../core/catalog/checkout-paths.ts';

export const SHOP_PATH = '/shop';
export const CART_PATH = '/cart';
// The checkout navigations' addresses, which the runtime shares.
export { GIFT_CARD_CHECKOUT_PATH, GOTO_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH } from '../../core/catalog/checkout-paths.ts';
/** The checkout page itself, where the checkout navigation leads with a cart. */
export const CHECKOUT_PATH = '/checkout';
/** Followed by the order's token. */
export const ORDER_CONFIRMED_PREFIX = '/commerce/order-confirmed/';
/** Followed by the review request's token. */
export const REVIEWS_PREFIX = '/reviews/';
/** The no-JavaScript posts of the product block and of the cart page's forms. */
export const CART_ADD_PATH = '/cart/add';
export const CART_UPDATE_PATH = '/cart/update';

/** The checkout addresses a visitor can reach, each its own page (201). */
export const CHECKOUT_PATHS = [CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH, GIFT_CARD_CHECKOUT_PATH] as const;
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number];

export const productPath = (product: Pick<Product, 'slug'>): string => `${SHOP_PATH}/${encodeURIComponent(product.slug)}`;
