// The cart indicator's count and label, capped at 100.
// Ships on every page: no zod, no Intl, no money.
import { CART_COUNT_DISPLAY_CAP } from '../catalog/store.ts';
import { format } from '../catalog/strings.ts';
import { cartIndicatorStrings } from '../catalog/strings/cart-indicator.ts';

export const CART_COUNT_CAP = CART_COUNT_DISPLAY_CAP;

// A count from anywhere (a reply, an event): a whole number of at least 0.
const whole = (count: number): number => (count > 0 ? Math.floor(count) : 0);

/** The count as shown: '0' to '100', then '100+'. */
export const indicatorText = (count: number): string => (whole(count) > CART_COUNT_CAP ? cartIndicatorStrings.countCapped : String(whole(count)));

/**
 * The accessible label; above the cap the spec's words, at or below it ours. Each holds the count as
 * shown ('100+' as "More than 100"), so the name holds the visible text (WCAG 2.5.3, label in name).
 */
export function indicatorLabel(count: number, cap: number = CART_COUNT_CAP): string {
  const n = whole(count);
  if (n > cap) return cap === 1 ? cartIndicatorStrings.moreThanOneItem : format(cartIndicatorStrings.moreThanNItems, { n: cap });
  return n === 1 ? cartIndicatorStrings.indicatorOneItem : format(cartIndicatorStrings.indicatorNItems, { n });
}

/** The item count of a cart as received (a reply's or an event's cart), 0 when it has none. */
export function cartCount(cart: unknown): number {
  const count = (cart as { totalQuantity?: unknown } | null)?.totalQuantity;
  // Number.isFinite is false for anything but a finite number: no coercion.
  return Number.isFinite(count) ? whole(count as number) : 0;
}
