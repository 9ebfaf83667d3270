// Issue 21: the cookie banner the server drew (data-banner="server", from
// the React banner's own view), handled without React: accept and decline, its only actions, record
// the choice as the React banner does (record.ts: the cookie, the listed cookies cleared, the
// cookieConsent event), then it leaves as that one leaves (opacity to 0 in 0.2 s, ease-out) and is
// removed. Its buttons are a form's: a click before this chunk has started posts the choice instead
// (server/api/consent-route.ts). The features' second level starts it (core/utilities.ts).
import { readSiteContextJsonQuietly } from '../context/read.ts';
import { setCookies } from '../dom/set-cookie.ts';
import { FADE_FALLBACK_MS, fadeOut } from '../dom/fade-out.ts';
import type { FeatureDeps } from '../feature.ts';
import { clearingCookies, readConsent } from './consent.ts';
import { pagePolicy } from './page-policy.ts';
import { recordConsent } from './record.ts';

export const SERVER_BANNER_SELECTOR = '[data-banner]';

/** The React banner's leave (overlays/cookie-banner/banner.tsx through the layer's transition): 0.2 s, and its fallback of 600 ms more. */
export const LEAVE = { ms: 200, fallbackMs: 200 + FADE_FALLBACK_MS } as const;

/** Resolves when the leave has played, at once without motion; the banner is then removed. */
export const leave = (banner: HTMLElement, animate: boolean, setTimeout: (done: () => void, ms: number) => unknown): Promise<unknown> =>
  fadeOut([banner], LEAVE.ms, animate, setTimeout);

export function start({ document, window, page }: FeatureDeps): { destroy(): void } {
  const banner = document.querySelector<HTMLElement>(SERVER_BANNER_SELECTOR);
  // A page kept from before the choice (the back button) shows no banner.
  if (!banner || readConsent(document.cookie)) {
    banner?.remove();
    return { destroy() {} };
  }
  const policy = pagePolicy(readSiteContextJsonQuietly(document));
  // Until the visitor chooses, a restrictive policy allows none of the listed cookies (as the overlays entry's showCookieBanner).
  if (policy.restrictive) setCookies(document, clearingCookies());
  let chosen = false;
  const onClick = (event: Event): void => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    // The form posts only without this script.
    event.preventDefault();
    if (chosen) return;
    chosen = true;
    recordConsent(document, policy, button.value === 'true', Date.now());
    void leave(banner, page.animate, (done, ms) => window.setTimeout(done, ms)).then(() => banner.remove());
  };
  banner.addEventListener('click', onClick);
  // From here a click is this script's, not the form's post (as data-block-state="ready" says of a block).
  banner.dataset.banner = 'ready';
  return { destroy: () => banner.removeEventListener('click', onClick) };
}
