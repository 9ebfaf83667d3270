// The overlays a page asks for by its context: the logout popup (logout=true), the cookie banner,
// the popup overlay and the mobile info bar (the banner and the popup drawn by the server are core's). Each is decided here, without React; the overlays
// chunk is fetched only when one must show, and only once the first screen has settled, at idle,
// so none of them competes with the first screen's bytes or becomes its largest paint.
import { logoutStrings } from '../catalog/strings/logout.ts';
import { readConsent } from '../consent/index.ts';
import { contextObject } from '../context/field.ts';
import { isScreenshot } from '../dom/screenshot.ts';
import { SERVER_POPUP_SELECTOR } from '../popup/template.ts';
import type { OverlaysModule } from './create-port.ts';
import { infoBarWanted } from './info-bar.ts';
import { afterLargestPaint } from './settle.ts';
import { bannerWanted, popupWanted } from './wanted.ts';

export function startSiteOverlays(window: Window, context: unknown, load: () => Promise<OverlaysModule>, ready: Promise<void> = afterLargestPaint(window)): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  // Sqsscreenshot=true suppresses the popup overlay and the cookie banner.
  const screenshot = isScreenshot(window.location.search);
  const banner = contextObject(context, 'cookieBannerSettings');
  const popup = contextObject(context, 'popupOverlaySettings');
  const infoBar = contextObject(context, 'mobileInfoBarSettings');
  // Each want shows one overlay; those of the overlays build share one load of it, whose failure (a lost
  // network) is quiet, while a show that fails is logged and stops no other.
  let loaded: Promise<OverlaysModule> | undefined;
  const log = (error: unknown): void => console.error(error);
  const overlays = (show: (overlays: OverlaysModule) => Promise<unknown>) => (): Promise<unknown> => {
    loaded ??= load();
    return loaded.then(
      (module) => show(module).catch(log),
      () => {},
    );
  };
  const wants: (() => Promise<unknown>)[] = [];
  if (query.get('logout') === 'true') wants.push(overlays((o) => o.info(logoutStrings.title, logoutStrings.message)));
  // Issue 21: a banner the server drew ([data-banner]) is core/consent/server-banner.ts's, without React.
  if (bannerWanted(banner, readConsent(window.document.cookie), screenshot) && !window.document.querySelector('[data-banner]'))
    wants.push(overlays((o) => o.showCookieBanner(banner)));
  if (popupWanted(popup, screenshot)) {
    // Issue 21: a popup the server drew (<template data-popup>) is core/popup/server-popup.ts's, without React.
    const drawn = window.document.querySelector<HTMLTemplateElement>(SERVER_POPUP_SELECTOR);
    wants.push(
      drawn
        ? () =>
            import('../popup/server-popup.ts')
              .then(
                (module) => void module.showServerPopup(window, drawn, popup),
                () => {},
              )
              .catch(log)
        : overlays((o) => o.showPopupOverlay(popup)),
    );
  }
  if (infoBar && infoBarWanted(infoBar, window.innerWidth)) wants.push(overlays((o) => o.showMobileInfoBar(infoBar)));
  if (wants.length === 0) return Promise.resolve();
  return ready.then(() => Promise.all(wants.map((show) => show()))).then(() => {});
}
