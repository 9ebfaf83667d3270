// The store's cart calls (docs/store.md "The calls"), through the page's data layer (its own chunk):
// a success is read into the cart facade and announced; a failure says what the visitor can do.
import { format } from '../../catalog/strings.ts';
import { cartStrings } from '../../catalog/strings/cart.ts';
import { commonStrings } from '../../catalog/strings/common.ts';
import type { CartFacade } from '../../commerce/cart.ts';
import { cartFacade } from '../../commerce/schema.ts';
import type { CallOptions } from '../../data/index.ts';
import { announceCart } from './cart-events.ts';

export async function cartCall(window: Window, url: string, options: CallOptions): Promise<CartFacade> {
  const { pageDataLayer } = await import('../../data/index.ts');
  const reply = await pageDataLayer(window).call<{ cart?: unknown } | null>(url, options);
  const cart = cartFacade(reply?.cart);
  announceCart(window, cart);
  return cart;
}

/** Whether a failed call got no reply at all (a lost network): the change may be sent again later. */
export const isOffline = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 0;

/**
 * No reply is 'Please check your internet connection.'; a refusal the
 * server explains (a short stock, a bad quantity) is its own words; anything else is `what` (such as
 * 'Unable to update quantity') and 'Please try again.'
 */
export function cartFailureText(error: unknown, what: string, words: { checkConnection: string } = cartStrings): string {
  if (isOffline(error)) return words.checkConnection;
  const body = (error as { body?: { error?: unknown } | null } | null)?.body;
  const status = (error as { status?: unknown } | null)?.status;
  // An empty error says nothing: the visitor gets `what` instead (issue 22, found by fuzzing).
  if ((status === 400 || status === 409) && typeof body?.error === 'string' && body.error !== '') return body.error;
  return format('{what}. {again}', { what, again: commonStrings.pleaseTryAgain });
}
