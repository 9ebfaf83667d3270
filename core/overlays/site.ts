// The overlays a page asks for by its context: the logout popup (logout=true), the cookie banner,
// the popup overlay and the mobile info bar. Each is decided here, without React; the overlays
// chunk is fetched only when one must show, and only after the largest contentful paint, at idle,
// so none of them competes with the first screen or becomes its largest paint.
import { logoutStrings } from '../catalog/strings/logout.ts';
import { readConsent } from '../consent/consent.ts';
import type { OverlaysModule } from './create-port.ts';

/** forms-commerce.md 4 and 9: the mobile info bar shows at a window width of 1024 or less. */
export const INFO_BAR_MAX_WIDTH = 1024;

type Settings = Record<string, unknown>;

const settings = (context: unknown, name: string): Settings | null => {
  const value = (context as Record<string, unknown> | null)?.[name];
  return value && typeof value === 'object' ? (value as Settings) : null;
};

/** Resolves after the load event, the first largest-contentful-paint entry, and then idle. */
export function afterLargestPaint(window: Window): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (window.document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    const Observer = (window as Window & typeof globalThis).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return resolve();
    const observer = new Observer(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(
    () =>
      new Promise((resolve) => {
        if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else window.setTimeout(resolve, 200);
      }),
  );
}

export function startSiteOverlays(window: Window, context: unknown, load: () => Promise<OverlaysModule>, ready: Promise<void> = afterLargestPaint(window)): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  // forms-commerce.md 2: sqsscreenshot=true suppresses the popup overlay and the cookie banner.
  const screenshot = query.get('sqsscreenshot') === 'true';
  const banner = settings(context, 'cookieBannerSettings');
  const popup = settings(context, 'popupOverlaySettings');
  const infoBar = settings(context, 'mobileInfoBarSettings');
  const wants: ((overlays: OverlaysModule) => Promise<unknown>)[] = [];
  if (query.get('logout') === 'true') wants.push((o) => o.info(logoutStrings.title, logoutStrings.message));
  if (!screenshot && banner?.isCookieBannerEnabled === true && readConsent(window.document.cookie) === null) wants.push((o) => o.showCookieBanner(banner));
  if (!screenshot && popup?.style === 'show') wants.push((o) => o.showPopupOverlay(popup));
  if (infoBar && infoBar.style !== 'none' && window.innerWidth <= INFO_BAR_MAX_WIDTH) wants.push((o) => o.showMobileInfoBar(infoBar));
  if (wants.length === 0) return Promise.resolve();
  return ready
    .then(load)
    .then((overlays) => Promise.all(wants.map((show) => show(overlays).catch((error: unknown) => console.error(error)))))
    .then(
      () => {},
      () => {},
    );
}
