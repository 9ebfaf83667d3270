// (issue 21): the server draws the cookie banner when the site enables it and
// the request carries no choice yet, by the rule the browser applies (core/overlays/wanted.ts): core/consent's
// reader on the Cookie header, no banner for a screenshot (sqsscreenshot=true).
import { CONSENT_ACTION, readConsent } from '../../core/consent/consent.ts';
import { isScreenshot } from '../../core/dom/screenshot.ts';
import { bannerWanted } from '../../core/overlays/wanted.ts';
import { renderStaticBanner } from '../../overlays/cookie-banner/static.ts';
import type { BannerRequest } from './model.ts';

/**
 * The banner's markup and CSS for the page, or nothing. Its form posts the visitor's crumb and `back`,
 * the address to return to. Without a request (a page drawn for no visitor) the runtime decides, as before.
 */
export function renderCookieBanner(
  settings: Record<string, unknown> | null | undefined,
  request: BannerRequest | undefined,
  crumb: string,
  back: string,
): { html: string; css: string } {
  if (!settings || !request || !bannerWanted(settings, readConsent(request.cookies), isScreenshot(request.search))) return { html: '', css: '' };
  return renderStaticBanner(settings, { action: CONSENT_ACTION, crumb, back });
}
