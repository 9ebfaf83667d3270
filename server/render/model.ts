// The renderer's model: the demo site's page model, which site/model.ts owns (server/ imports site/,
// never the reverse), and what rendering adds to it.
import type { HeaderFooter, PageItem, SiteLanguage, Website } from '../../site/model.ts';
import type { FormRenderState } from './blocks/form.ts';
import type { ProductRenderState } from './blocks/product.ts';
import type { StoreViewState } from './store/index.ts';
import type { SearchItem } from '../../core/catalog/search.ts';
import type { Money } from '../../core/commerce/cart.ts';
import type { BannerRequest } from './cookie-banner.ts';

export type * from '../../site/model.ts';
export { itemAt } from '../../site/model.ts';

/** What the search page found for the visitor's words, which the search block (37) shows. */
export interface SearchView {
  query: string;
  items: SearchItem[];
}

/** Looks up an image's intrinsic size, so the renderer can reserve its box. */
export type ImageSizes = (name: string) => { width: number; height: number } | undefined;

/** Who is looking at the page: the request's signed-in account (forms-commerce.md 3), for the page context. */
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
  /** The request's moment (ms): which events are still to come. Default: the clock when rendered. */
  now?: number;
  /** The request's Cookie header and query: the server draws the cookie banner when they carry no choice (render/cookie-banner.ts); absent: the runtime shows it. */
  request?: BannerRequest;
}
