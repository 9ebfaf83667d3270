// The checkout navigations' addresses, the runtime's and the server's. A module
// apart from store.ts, whose constants travel with the cart indicator on every page.
export const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIBE_CHECKOUT_PATH = '/checkout/subscribe';
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';
export const DONATE_CHECKOUT_PATH = '/checkout/donate';
/** The navigations that need a cart (the gift card's buys one card without one). */
export const CART_CHECKOUT_PATHS = [GOTO_CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH];
/** Every checkout navigation: each one, followed inside the owner area's frame, moves the top window. */
export const CHECKOUT_PATHS = [...CART_CHECKOUT_PATHS, GIFT_CARD_CHECKOUT_PATH, DONATE_CHECKOUT_PATH];
/** The attribute of the no-cart alert the server writes on the page it answers a checkout without a cart with. */
export const NO_CART_ALERT = 'data-no-cart-alert';
