// docs/store.md "Pages": the store pages' surface. A store view is drawn from the state the app read
// from the store for this request; a view rendered without its state (a test, a page built by
// hand) draws nothing.
import { DEFAULT_CURRENCY } from '../../../core/catalog/money.ts';
import type { ImageRenderState } from '../blocks/image.ts';
import type { RenderOptions, StoreBlock, Website } from '../model.ts';
import { renderCart } from './cart.ts';
import { renderCheckout } from './checkout.ts';
import { renderOrder } from './order.ts';
import type { StoreMoney } from './price.ts';
import { renderReview } from './review.ts';
import { renderShop } from './shop.ts';

export { renderCartIndicator } from './indicator.ts';
export { money, priceHtml, type StoreMoney } from './price.ts';
export { storePageStrings } from './strings.ts';
export { renderProductReviews } from './product-reviews.ts';
export { storeWords } from './words.ts';
export { createStorePages, type StoreRenderExtra } from './pages.ts';
export { storeFormRoutes } from './posts.ts';
export { shopPage } from './store-pages.ts';

/** The store's currency (the site's store settings may name one; USD by default) and the page's locale. */
export const storeMoney = (website: Website): StoreMoney => ({ currency: website.storeSettings?.currency ?? DEFAULT_CURRENCY, locale: website.locale });

export function renderStoreView(block: StoreBlock, options: RenderOptions, images: ImageRenderState): string {
  const state = options.store?.view;
  const money = storeMoney(options.website);
  const crumb = options.crumb ?? '';
  if (!state || state.view !== block.view) return '';
  switch (state.view) {
    case 'shop':
      return renderShop(state, { ...money, imageSizes: options.imageSizes, images });
    case 'cart':
      return renderCart(state, { ...money, crumb, imageSizes: options.imageSizes, images, minimumSubtotalCents: options.website.storeSettings?.minimumSubtotalCents });
    case 'checkout':
      return renderCheckout(state, { ...money, crumb });
    case 'order':
      return renderOrder(state, money);
    case 'review':
      return renderReview(state, { crumb, locale: money.locale });
  }
}
