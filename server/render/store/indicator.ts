// docs/store.md "Pages": the cart indicator every page's header carries. The runtime syncs it
// (data-cart-state="initialised", the count and its label); without JavaScript the server fills
// the count when it read the visitor's cart for this request, and the label says it.
import { indicatorLabel, indicatorText } from '../../../core/commerce/indicator.ts';
import { escapeHtml } from '../escape.ts';
import { storeStrings } from './strings.ts';

export const CART_PAGE_PATH = '/cart';

/** `count`: the visitor's cart's total quantity when the server read it, else undefined (left to the runtime). */
export function renderCartIndicator(count?: number): string {
  const label = count === undefined ? storeStrings.cartLabel : indicatorLabel(count);
  const text = count === undefined ? '' : indicatorText(count);
  return `<a class="cart-indicator" href="${CART_PAGE_PATH}" data-cart-indicator data-cart-state="uninitialised" aria-label="${escapeHtml(label)}"><span class="cart-count">${escapeHtml(text)}</span></a>`;
}
