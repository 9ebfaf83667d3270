// What each store view shows for one request (docs/store.md "Pages"): the app reads it from the
// store and hands it to the page renderer, as the forms hand over a form's state after a post.
import type { CartEntry, CartFacade } from '../../../core/commerce/cart.ts';
import type { Product } from '../../../core/commerce/product.ts';
import type { OrderView, ReviewState, ShippingAddress } from '../../store/index.ts';

export interface ShopViewState {
  view: 'shop';
  products: readonly Product[];
}

export interface CartViewState {
  view: 'cart';
  cart: CartFacade;
  /** Option names by product id, to name each line's option values. */
  optionNames?: Readonly<Record<string, readonly string[]>>;
  /** A refusal or the no-cart message, in role=alert. */
  alert?: string;
}

export interface CheckoutViewState {
  view: 'checkout';
  /** The address the form posts back to, query included. */
  action: string;
  /** The lines to buy, or none when the checkout cannot go on (the alert says why). */
  lines: readonly CartEntry[];
  values?: Partial<ShippingAddress>;
  errors?: Readonly<Record<string, string>>;
  alert?: string;
}

export interface OrderViewState {
  view: 'order';
  order: OrderView;
  /** When the page is drawn, for the time since the order was placed. */
  now?: number;
}

export interface ReviewViewState {
  view: 'review';
  token: string;
  request: ReviewState;
  /** The thanks after a review was taken (role=status). */
  thanks?: string;
  /** A refusal of the whole review (role=alert). */
  alert?: string;
  /** Each field's own message (rating, comment). */
  errors?: Readonly<Record<string, string>>;
  rating?: number;
  comment?: string;
}

export type StoreViewState = ShopViewState | CartViewState | CheckoutViewState | OrderViewState | ReviewViewState;
