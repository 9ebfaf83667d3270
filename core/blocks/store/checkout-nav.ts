// forms-commerce.md 2 and 4 "Checkout": a checkout navigation needs a cart (the cart flag cookie), or
// the alert of section 5 shows and the visitor stays; inside a config-panel frame it acts on the top window.
import { cartStrings } from '../../catalog/strings/cart.ts';
import { CART_CHECKOUT_PATHS, CHECKOUT_PATHS } from '../../catalog/checkout-paths.ts';
import { CART_FLAG_COOKIE } from '../../catalog/store.ts';
import { inConfigFrame } from '../../dom/config-frame.ts';
import { readCookie } from '../../dom/cookies.ts';
import type { FeatureDeps } from '../../feature.ts';

/** What a click on a link to `url` should do: go as it is, go on the top window, or stop for the alert. */
export function checkoutNavigation(url: URL, origin: string, hasCart: boolean, framed: boolean): 'default' | 'top' | 'no-cart' {
  const checkout = url.origin === origin && CHECKOUT_PATHS.includes(url.pathname);
  if (!checkout) return 'default';
  if (!hasCart && CART_CHECKOUT_PATHS.includes(url.pathname)) return 'no-cart';
  return framed ? 'top' : 'default';
}

export function start({ document, window, overlays }: FeatureDeps): { destroy(): void } {
  const listening = new AbortController();
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = new URL(link.href, window.location.href);
      const action = checkoutNavigation(url, window.location.origin, !!readCookie(document.cookie, CART_FLAG_COOKIE), inConfigFrame(window));
      if (action === 'default') return;
      event.preventDefault();
      if (action === 'top') window.parent.location.assign(url.href);
      else
        overlays.load().then(
          (module) => module.alert(cartStrings.noCartAtCheckout),
          () => window.alert(cartStrings.noCartAtCheckout),
        );
    },
    { signal: listening.signal },
  );
  return { destroy: () => listening.abort() };
}
