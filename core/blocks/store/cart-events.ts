// docs/store.md "Events": every successful cart call tells this page (cart:change on document) and the
// site's other tabs (a BroadcastChannel), so every indicator and cart page follows.
import { CART_CHANGE_EVENT, CART_CHANNEL } from '../../catalog/store.ts';
import type { CartFacade } from '../../commerce/cart.ts';

export function announceCart(window: Window, cart: CartFacade): void {
  window.document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: cart }));
  try {
    const channel = new (window as Window & typeof globalThis).BroadcastChannel(CART_CHANNEL);
    channel.postMessage(cart);
    channel.close();
  } catch {
    // No BroadcastChannel (an old browser): the other tabs sync when they are shown again.
  }
}
