// The renderer's model: the demo site's page model, which site/model.ts owns (server/ imports site/,
// never the reverse), and what rendering adds to it: the options and the per-request states the
// renderers draw. The states live here, not beside their renderers, so that no renderer and the
// model import each other (no cycle, type imports included).
import type { Collection, HeaderFooter, PageItem, SiteLanguage, Website } from '../../site/model.ts';
import type { SearchItem } from '../../core/catalog/search.ts';
import type { CartEntry, CartFacade, Money } from '../../core/commerce/cart.ts';
import type { Product } from '../../core/commerce/product.ts';
import type { FormValue } from '../../core/forms/shape.ts';
import type { OrderView, ProductReviews, ReviewState, ShippingAddress } from '../store/index.ts';

export type * from '../../site/model.ts';
export { itemAt } from '../../site/model.ts';

/** What the search page found for the visitor's words, which the search block (37) shows. */
export interface SearchView {
  query: string;
  items: SearchItem[];
}

/** Looks up an image's intrinsic size, so the renderer can reserve its box. */
export type ImageSizes = (name: string) => { width: number; height: number } | undefined;

/** Who is looking at the page: the request's signed-in account, for the page context. */
export interface PageViewer {
  id: number;
  email: string;
  displayName: string;
  websiteRoles: readonly number[];
}

/** The languages a page can switch between, and the one it is shown in (server/render/site-chrome.ts). */
export interface PageLanguages {
  current: string;
  languages: readonly SiteLanguage[];
}

/** What the cart indicator shows of a cart: its count, and its subtotal where the cart has one. */
export interface CartSummary {
  totalQuantity: number;
  subtotalAmount?: Money;
}

/** What a re-rendered form shows: the values sent, each field's error, a form-level message, or the success. */
export interface FormRenderState {
  values?: Record<string, FormValue>;
  errors?: Record<string, string>;
  /** The form-level message shown in the role=alert element above the form. */
  message?: string;
  submitted?: boolean;
}

/** What the block shows after a post without JavaScript: the message, the options and quantity sent. */
export interface ProductRenderState {
  message?: string;
  /** True when the message is a refusal (it is then an alert). */
  error?: boolean;
  /** The option values sent, in option order. */
  chosen?: readonly string[];
  quantity?: number;
  /** The product's reviews, shown below it. */
  reviews?: ProductReviews;
}

/** What of the request the banner depends on: its Cookie header and its query. */
export interface BannerRequest {
  cookies: string;
  search: string;
}

// What each store view shows for one request (docs/store.md "Pages"): the app reads it from the
// store and hands it to the page renderer, as the forms hand over a form's state after a post.
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

export interface RenderOptions {
  website: Website;
  imageSizes: ImageSizes;
  /** The content item the address names, for the page context. */
  item?: PageItem | null;
  /** The visitor's crumb, for the forms' hidden crumb field (docs/forms.md). */
  crumb?: string;
  /** The address asked for, query included: the forms post it back as pagePath. */
  address?: string;
  /** What each form shows after a post with JavaScript off, by form id. */
  forms?: Record<string, FormRenderState>;
  /** The request's signed-in account, for the page context; null or absent for a visitor. */
  viewer?: PageViewer | null;
  /** docs/store.md: what a store view shows for this request, and the product block's answer to a post without JavaScript. */
  store?: { view?: StoreViewState; product?: ProductRenderState };
  /** The visitor's cart for the header's cart indicator (its count and subtotal), when the server read it; else the runtime fills it. */
  cart?: CartSummary;
  /** The site's header and footer as the request read them (a PUT shows on the next page); the site's defaults when absent. */
  headerFooter?: HeaderFooter;
  /** The site's languages and the one the page is shown in (`website.locale` is that one's code); the site's own, in its locale, when absent. */
  languages?: PageLanguages;
  /** The search page's results for its ?q= (docs/decisions.md "Search"): the words searched and what they found. */
  search?: SearchView;
  /** The site's collections at a moment, for the summary blocks (Site.collections); none when absent. */
  collections?: (now: number) => Collection[];
  /** The request's moment (ms): which events are still to come. Default: the clock when rendered. */
  now?: number;
  /** The request's Cookie header and query: the server draws the cookie banner when they carry no choice (render/cookie-banner.ts); absent: the runtime shows it. */
  request?: BannerRequest;
}
