// (issue 21): the server draws the popup overlay into a <template> when the
// site turns it on and the request is no screenshot (sqsscreenshot=true), by the rules the browser
// applies (core/overlays/wanted.ts). Whether it shows is the visitor's stored record's, which only the
// browser reads: core/popup/server-popup.ts decides, and shows it without React.
import { isScreenshot } from '../../core/dom/screenshot.ts';
import { popupWanted } from '../../core/overlays/wanted.ts';
import { renderStaticPopup } from '../../overlays/popup-overlay/static.ts';
import type { BannerRequest } from './model.ts';

// The markup depends on the settings alone (no crumb, no address, unlike the banner's form): a page's
// settings object is drawn once with react-dom/server, not on every request.
const drawnPopups = new WeakMap<object, { html: string; css: string }>();

/**
 * The popup's <template> and CSS for the page, or nothing. Without a request (a page drawn for no
 * visitor) the runtime decides and draws, as before.
 */
export function renderPopup(settings: Record<string, unknown> | null | undefined, request: BannerRequest | undefined): { html: string; css: string } {
  if (!settings || !request || !popupWanted(settings, isScreenshot(request.search))) return { html: '', css: '' };
  let drawn = drawnPopups.get(settings);
  if (!drawn) {
    drawn = renderStaticPopup(settings);
    drawnPopups.set(settings, drawn);
  }
  return drawn;
}
