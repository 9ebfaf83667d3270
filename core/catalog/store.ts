// docs/store.md: the demo server's store calls, cookies and events (the spec shows no checkout, cart or
// review call), in one place for the server and the runtime.

/** GET: the visitor's cart, `{ cart: CartFacade }`. */
export const CART_PATH = '/api/commerce/cart';
/** POST `{ productId, sku, quantity }` adds; PUT and DELETE `{CART_ITEMS_PATH}/{sku}` set and remove. */
export const CART_ITEMS_PATH = '/api/commerce/cart/items';
/** POST `{ token, rating, comment }`. */
export const REVIEWS_PATH = '/api/commerce/reviews';

/** The cart count shows up to this, then '100+'. */
export const CART_COUNT_DISPLAY_CAP = 100;

/** The cart's secret: HttpOnly, so the page never reads it. */
export const CART_COOKIE = 'vitrine_cart';
/** The cart flag, readable by the page; it holds no secret. */
export const CART_FLAG_COOKIE = 'vitrine_has_cart';

/** Dispatched on document after every successful cart call, with the cart facade as detail. */
export const CART_CHANGE_EVENT = 'cart:change';
/** Other tabs of the site hear a cart change on this BroadcastChannel. */
export const CART_CHANNEL = 'vitrine-cart';

/**
 * Dispatched on document by the shop's Quick View when it opens a product's summary, with detail
 * { id }: the tracking entry turns it into POST /api/census/RecordQuickView/{id}.
 */
export const QUICK_VIEW_EVENT = 'vitrine:quickview';
