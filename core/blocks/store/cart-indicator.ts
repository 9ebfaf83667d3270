// The store's page feature, on every page with a cart indicator (docs/store.md): the indicator
// (uninitialised until the first sync, then the count, '100+' past the cap), and,
// only where the page has them, the cart page, the quick-view buttons, the checkout navigations' cart
// check and the review form, each its own chunk.
import type { FeatureDeps, FeatureModule } from '../../feature.ts';
import { CART_CHANGE_EVENT, CART_CHANNEL, CART_FLAG_COOKIE, CART_PATH } from '../../catalog/store.ts';
import { cartCount, indicatorLabel, indicatorText } from '../../commerce/indicator.ts';
import { readCookie } from '../../dom/cookies.ts';

export function start(deps: FeatureDeps): { destroy(): void } {
  const { document, window } = deps;
  const listening = new AbortController();
  const signal = listening.signal;
  const indicators = document.querySelectorAll<HTMLElement>('[data-cart-indicator]');
  const show = (cart: unknown): void => {
    const count = cartCount(cart);
    for (const indicator of indicators) {
      const text = indicator.querySelector('.cart-count');
      if (text) text.textContent = indicatorText(count);
      indicator.setAttribute('aria-label', indicatorLabel(count));
      indicator.setAttribute('data-cart-state', 'initialised');
    }
  };
  // Without the cart flag there is no cart to ask for: the first sync is the empty cart. A failed
  // sync leaves the indicator as it was (the server's count, uninitialised).
  const sync = (): void => {
    if (!readCookie(document.cookie, CART_FLAG_COOKIE)) return void show(null);
    import('../../data/index.ts')
      .then((data) => data.pageDataLayer(window).call<{ cart?: unknown }>(CART_PATH, { analytics: true }))
      .then(
        (reply) => reply && show(reply.cart),
        () => {},
      );
  };
  sync();
  document.addEventListener(CART_CHANGE_EVENT, (event) => show((event as CustomEvent).detail), { signal });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && sync(), { signal });
  let channel: BroadcastChannel | undefined;
  try {
    channel = new (window as Window & typeof globalThis).BroadcastChannel(CART_CHANNEL);
    channel.onmessage = (event: MessageEvent) => show(event.data);
  } catch {
    // No BroadcastChannel: the visibilitychange sync covers another tab's change.
  }
  // The store's page parts, each its own chunk, only where the page has one.
  const parts: Promise<{ destroy(): void }>[] = [];
  // A part whose chunk does not come says so as the indicator's own line does (the missing commerce code's
  // warning); one that throws on start is an error.
  const part = (selector: string, load: () => Promise<FeatureModule>): unknown =>
    document.querySelector(selector) && parts.push(load().then((module) => module.start(deps), deps.unavailable));
  // The cart page is page type 200 or 205, or a page with a cart root element.
  part('[data-page-type="200"],[data-page-type="205"],[data-cart-root]', () => import('./cart-page.ts'));
  part('[data-quick-view]', () => import('./quick-view.ts'));
  // Only a page with a checkout navigation needs its cart check.
  part('a[href*="checkout"]', () => import('./checkout-nav.ts'));
  part('[data-review-form]', () => import('./review-form.ts'));
  for (const started of parts) started.catch(console.error);

  return {
    destroy() {
      listening.abort();
      channel?.close();
      for (const started of parts)
        started.then(
          (it) => it.destroy(),
          () => {},
        );
    },
  };
}
