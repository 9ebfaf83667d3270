// A checkout navigation needs a cart (the cart flag cookie), or
// the alert of section 5 shows and the visitor stays; inside a config-panel frame it acts on the top window.
import { cartStrings } from '../../catalog/strings/cart.ts';
import { CART_CHECKOUT_PATHS, CHECKOUT_PATHS, NO_CART_ALERT } from '../../catalog/checkout-paths.ts';
import { CART_FLAG_COOKIE } from '../../catalog/store.ts';
import { inConfigFrame } from '../../dom/config-frame.ts';
import { readCookie } from '../../dom/cookies.ts';
import type { FeatureDeps } from '../../feature.ts';
import { wordsIn } from './words.ts';

/** What a click on a link to `url` should do: go as it is, go on the top window, or stop for the alert. */
export function checkoutNavigation(url: URL, origin: string, hasCart: boolean, framed: boolean): 'default' | 'top' | 'no-cart' {
  const checkout = url.origin === origin && CHECKOUT_PATHS.includes(url.pathname);
  if (!checkout) return 'default';
  if (!hasCart && CART_CHECKOUT_PATHS.includes(url.pathname)) return 'no-cart';
  return framed ? 'top' : 'default';
}

/** The no-cart alert as the overlays' alert dialog (the browser's own when the overlays do not load), in the page's language; `shown` runs as it shows. */
async function noCartAlert(document: Document, window: Window, overlays: FeatureDeps['overlays'], shown?: () => void): Promise<void> {
  const text = (await wordsIn(document, cartStrings, (french) => french.cartStringsFrFR)).noCartAtCheckout;
  await overlays.load().then(
    (module) => {
      shown?.();
      return module.alert(text);
    },
    () => {
      shown?.();
      window.alert(text);
    },
  );
}

/**
 * The checkout address opened without a cart (typed, bookmarked, a link from elsewhere) answers the cart
 * page with the alert as text, for a visitor without JavaScript; here it is the dialog, as on a click,
 * and the text gives way once the dialog shows.
 */
export function showPageAlert({ document, window, overlays }: FeatureDeps): Promise<void> | undefined {
  const text = document.querySelector<HTMLElement>(`[${NO_CART_ALERT}]`);
  return text ? noCartAlert(document, window, overlays, () => (text.hidden = true)) : undefined;
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
      else void noCartAlert(document, window, overlays);
    },
    { signal: listening.signal },
  );
  return { destroy: () => listening.abort() };
}
