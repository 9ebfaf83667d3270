// The overlays' public API, the `overlays` entry: promises that show an overlay. It works alone, on
// a page with no Vitrine core. Each call decides first whether anything must show, and only then
// fetches React, the layer and that overlay's own chunk, all at once.
import type { ConfirmOptions, ConfirmResult, LightboxHandle, LightboxOptions } from '../core/overlays/port.ts';
import type { LightboxItem } from '../core/overlays/lightbox-item.ts';
import type { CallOptions, DataFailure } from '../core/data/index.ts';
import { galleryStrings } from '../core/catalog/strings/gallery.ts';
import { clearingCookies, consentPolicy, readConsent, type Consent, type CookieBannerPosition, type CookieBannerSettings } from '../core/consent/index.ts';
import { readSiteContextJsonQuietly } from '../core/context/read.ts';
import { setCookies } from '../core/dom/set-cookie.ts';
import { isMobile } from '../core/dom/mobile.ts';
import { motionAllowed } from '../core/dom/motion.ts';
import { isScreenshot } from '../core/dom/screenshot.ts';
import { infoBarWanted, type InfoBarStyle, type MobileInfoBarSettings } from '../core/overlays/info-bar.ts';
import { bannerWanted } from '../core/overlays/wanted.ts';
import type { DialogOptions } from './dialogs/index.tsx';
import { normalizePopup, shouldShowPopup } from '../core/popup/rules.ts';
import { readRecord } from '../core/popup/storage.ts';
import { signupPage } from '../core/popup/signup.ts';
import type { PopupOverlaySettings, PopupSignup } from '../core/popup/settings.ts';
import { bindLinks, type BindLightboxOptions, type LightboxBinding } from './bind-lightbox.ts';

export type {
  BindLightboxOptions,
  CallOptions,
  ConfirmOptions,
  ConfirmResult,
  Consent,
  CookieBannerPosition,
  CookieBannerSettings,
  DataFailure,
  InfoBarStyle,
  LightboxBinding,
  LightboxHandle,
  LightboxItem,
  LightboxOptions,
  MobileInfoBarSettings,
  PopupOverlaySettings,
  PopupSignup,
};

/** React is asked for beside the overlay's own chunk, so the two are fetched together. */
const load = <T>(overlay: Promise<T>): Promise<T> => Promise.all([import('react-dom/client'), overlay]).then(([, module]) => module);

type Dialogs = typeof import('./dialogs/index.tsx');
/** What has focus now, when an overlay is asked for: focus returns there when it closes. */
const trigger = (): Element | null => document.activeElement;

const dialog = (options: (dialogs: Dialogs) => DialogOptions): Promise<ConfirmResult> => {
  const asked = trigger();
  return load(import('./dialogs/index.tsx')).then((dialogs) => dialogs.openDialog(document, { ...options(dialogs), trigger: asked }));
};

/**
 * Fetches the lightbox's chunk and React ahead, on an intent to open it (a pointer over a thumbnail),
 * so that the open that follows waits for nothing. bindLightbox calls it by itself.
 */
export const prepareLightbox = (): Promise<unknown> => load(import('./lightbox/index.tsx'));

/** The lightbox, with focus to return to `asked` when it closes. */
async function lightboxFrom(asked: Element | null, items: LightboxItem[], index: number, options: LightboxOptions): Promise<LightboxHandle> {
  const list = (Array.isArray(items) ? items : []).filter((item) => typeof item?.src === 'string' && item.src !== '');
  try {
    if (list.length === 0) throw new TypeError('[Lightbox] There are no images to show.');
    const { showLightbox } = await load(import('./lightbox/index.tsx'));
    return showLightbox(document, list, index, options, { mobile: isMobile(window), animate: motionAllowed(window), trigger: asked });
  } catch (error) {
    console.warn(galleryStrings.lightboxUnavailable);
    throw error;
  }
}

/**
 * Opens the lightbox on `items` at `index`; resolves once it is open. Focus returns, on close, to
 * what had it when this was called. Items without a src are left out; with none left, or when its
 * chunk cannot be fetched, it logs the lightbox's warning and rejects.
 * @param items - The images, in order.
 * @param index - The item shown first (default 0); a negative index takes the itemId from the address.
 * @param options - How it looks and what it tells the page (default none).
 */
export function openLightbox(items: LightboxItem[], index = 0, options: LightboxOptions = {}): Promise<LightboxHandle> {
  return lightboxFrom(trigger(), items, index, options);
}

/**
 * Binds plain markup: each `<a href>` in `container` opens the lightbox on all of them, at itself, on a
 * plain left click. Links are read at click time; the chunk is fetched on the first pointer, touch or
 * focus in the container. A container that is not there logs a warning and binds nothing.
 * @param container - The element, or a selector for it.
 * @param options - Which descendants are the items, and how the lightbox looks (default none).
 * @returns A handle whose destroy() removes every listener.
 */
export function bindLightbox(container: Element | string, options: BindLightboxOptions = {}): LightboxBinding {
  return bindLinks(document, container, options ?? {}, {
    open: (items, index, lightbox, link) => lightboxFrom(link, items, index, lightbox),
    prepare: prepareLightbox,
  });
}

/** The confirmation widget; resolves with how it was hidden: confirm, reject or cancel. */
export function confirm(options: ConfirmOptions): Promise<ConfirmResult> {
  return dialog(() => ({ ...options, title: String(options?.title ?? '') }));
}

/** The alert: `message` with one button, Okay; resolves when it is hidden. */
export function alert(message: string): Promise<void> {
  return dialog((dialogs) => dialogs.alertOptions(String(message))).then(() => {});
}

/** The information popup, top-right, with no buttons; resolves when it hides by itself after 2000 ms. */
export function info(title: string, message: string): Promise<void> {
  return dialog((dialogs) => dialogs.infoOptions(String(title), String(message))).then(() => {});
}

/**
 * Shows the cookie banner unless it is off (isCookieBannerEnabled is not true), the visitor has
 * chosen, or this is a screenshot. Resolves with the visitor's choice (or the one already made):
 * 'accepted', 'declined', or null when none is made.
 */
export async function showCookieBanner(settings: CookieBannerSettings | null | undefined): Promise<Consent> {
  const chosen = readConsent(document.cookie);
  // The screenshot is asked apart, after: a restrictive policy clears the listed cookies on a screenshot too.
  if (!bannerWanted(settings, chosen, false)) return chosen;
  // Until the visitor chooses, a restrictive policy allows none of the listed cookies.
  if (consentPolicy(settings).restrictive) setCookies(document, clearingCookies());
  if (isScreenshot(location.search)) return null;
  const { showBanner } = await load(import('./cookie-banner/index.tsx'));
  return showBanner(document, settings);
}

/**
 * Shows the popup overlay when its rules allow (style 'show', and the visitor's record). Resolves true
 * when the visitor signed up, false when it was closed or not shown. The sign-up goes to
 * `settings.signup` when given, else to the Vitrine site's own form submission.
 */
export async function showPopupOverlay(settings: PopupOverlaySettings | null | undefined): Promise<boolean> {
  const popup = normalizePopup(settings);
  if (!shouldShowPopup(popup, readRecord(window), { now: Date.now(), mobile: isMobile(window), screenshot: isScreenshot(location.search) })) return false;
  const { showPopup } = await load(import('./popup-overlay/index.tsx'));
  return showPopup(window, popup, signupPage(document), settings?.signup);
}

/** The mobile info bar (style light or dark, with at least one item), at a window width of 1024 or less. Resolves true when shown. */
export async function showMobileInfoBar(settings: MobileInfoBarSettings | null | undefined): Promise<boolean> {
  if (!settings || !infoBarWanted(settings, window.innerWidth)) return false;
  const { showInfoBar } = await load(import('./info-bar/index.tsx'));
  return showInfoBar(document, settings, window.innerWidth);
}

/**
 * The system error overlay, full-page, with Reload Page and Clear. Resolves
 * when cleared. The data layer shows it by itself for a call whose failure no caller handled.
 */
export async function showSystemError(failure: DataFailure): Promise<void> {
  const asked = trigger();
  const { showSystemError: show } = await load(import('./system-error/index.tsx'));
  return show(window, failure, asked);
}

/**
 * The runtime entry's Escape hook, for an Escape no closable took (rule 1's stack
 * stops those at document): rules 2 to 5 in their own chunk, which reads the page context itself.
 * Named `escape` rather than onEscape: the runtime entry pays for every letter of the name.
 */
// biome-ignore lint/suspicious/noShadowRestrictedNames: the module's export, not a global; the short name is the byte argued above.
export function escape(event: KeyboardEvent): Promise<unknown> {
  return import('../core/keys/escape-actions.ts').then((keys) => keys.onEscape(event, window, readSiteContextJsonQuietly(document), async () => ({ showLogin, alert })));
}

/**
 * Escape rule 5: the login dialog (account creation disabled). Resolves true
 * when signed in (the page then reloads), false when closed.
 */
export async function showLogin(): Promise<boolean> {
  const asked = trigger();
  const { showLoginDialog } = await load(import('./login/index.tsx'));
  return showLoginDialog(window, asked);
}

/**
 * A call through the data layer (its own chunk, fetched on the first call), for
 * page code beside the overlays; the runtime's blocks import core/data themselves. A failure the
 * caller does not handle shows the system error overlay.
 */
export function request<T = unknown>(url: string, options?: CallOptions): Promise<T> {
  return import('../core/data/index.ts').then(({ pageDataLayer, watchUnhandled }) => {
    watchUnhandled(window, { load: async () => ({ showSystemError }) });
    return pageDataLayer(window).call<T>(url, options);
  });
}
