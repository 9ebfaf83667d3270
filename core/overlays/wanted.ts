// Whether the cookie banner and the popup overlay must show: the one rule for each, which the site
// overlays, the overlays entry and the server's renderers all ask. Pure: each caller reads the facts
// (the consent cookie, sqsscreenshot=true in the address) its own way and hands them in.
import type { Consent } from '../consent/consent.ts';

// Each is a type guard for its callers (the settings are there when it holds); a false says nothing of them.

/** The cookie banner shows when the site turns it on, the visitor has not chosen yet, and the page is no screenshot. */
export const bannerWanted = <T extends { isCookieBannerEnabled?: unknown }>(settings: T | null | undefined, consent: Consent, screenshot: boolean): settings is T =>
  // The screenshot first: the overlays entry hands in false, and a false first minifies away.
  !screenshot && consent === null && settings?.isCookieBannerEnabled === true;

/**
 * The popup overlay is on for this page when the site shows it and the page is no screenshot. Whether
 * this visitor sees it (the device, the stored record) is shouldShowPopup's, in the browser alone.
 */
export const popupWanted = <T extends { style?: unknown }>(settings: T | null | undefined, screenshot: boolean): settings is T => settings?.style === 'show' && !screenshot;
