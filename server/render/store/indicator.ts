// docs/store.md "Pages": the cart indicator every page's header carries. The runtime syncs it
// (data-cart-state="initialised", the count and its label, the subtotal); without JavaScript the
// server fills them when it read the visitor's cart for this request, and the label says the count.
import type { CartSummary } from '../model.ts';
import { indicatorLabel, indicatorText } from '../../../core/commerce/indicator.ts';
import { subtotalText } from '../../../core/commerce/indicator-subtotal.ts';
import { escapeHtml } from '../escape.ts';
import { storePageStrings } from './strings.ts';

export const CART_PAGE_PATH = '/cart';

/**
 * `cart`: the visitor's cart when the server read it, else undefined (left to the runtime); its
 * subtotal is shown in `locale` (the page's language) as the indicator's subtotal text, empty by default.
 */
export function renderCartIndicator(cart?: CartSummary, locale?: string): string {
  const count = cart?.totalQuantity;
  const label = count === undefined ? storePageStrings.cartLabel : indicatorLabel(count);
  const text = count === undefined ? '' : indicatorText(count);
  const amount = subtotalText(cart, locale);
  return `<a class="cart-indicator" href="${CART_PAGE_PATH}" data-cart-indicator data-cart-state="uninitialised" data-cart-subtotal="${escapeHtml(amount)}" aria-label="${escapeHtml(label)}"><span class="cart-count">${escapeHtml(text)}</span></a>`;
}
