// The cart indicator's subtotal: its text, empty by default and for a cart with no items, else the
// cart's subtotal in the page's language. The server draws it wherever it read the visitor's cart; it
// is not in the indicator's every-page chunk, which carries no money rules (docs/decisions.md).
import { formatMoney } from '../catalog/money.ts';
import { cartCount } from './indicator.ts';

/** The subtotal text of a cart as read (the facade, or its count and amount), '' without items or a whole amount. */
export function subtotalText(cart: unknown, locale?: string): string {
  const amount = (cart as { subtotalAmount?: { cents?: unknown; currency?: unknown } } | null)?.subtotalAmount;
  const cents = amount?.cents;
  if (cartCount(cart) === 0 || !Number.isSafeInteger(cents) || (cents as number) < 0) return '';
  // An unknown currency formats as the default one (the money rules), never throws.
  return formatMoney(cents as number, typeof amount!.currency === 'string' ? amount!.currency : undefined, locale);
}
