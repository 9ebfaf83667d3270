import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint, INFO_BAR_MAX_WIDTH, startSiteOverlays } from '../../../../core/overlays/site.ts';
import type { OverlaysModule } from '../../../../core/overlays/create-port.ts';
import { logoutStrings } from '../../../../core/catalog/strings/logout.ts';

afterEach(() => vi.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeWindow({ search = '', cookie = '', innerWidth = 1440 } = {}): Window {
  return { location: { search }, document: { cookie }, innerWidth } as unknown as Window;
}

function fakeOverlays(): OverlaysModule {
  return {
    openLightbox: vi.fn(),
    confirm: vi.fn(),
    alert: vi.fn(),
    info: vi.fn(async () => {}),
    showCookieBanner: vi.fn(async () => {}),
    showPopupOverlay: vi.fn(async () => {}),
    showMobileInfoBar: vi.fn(async () => {}),
  } as unknown as OverlaysModule;
}

const banner = { isCookieBannerEnabled: true, cookieBannerText: '<p>We use cookies.</p>' };
const popup = { style: 'show', version: 1, displayFrequency: 7 };
const lightBar = { style: 'light' };
const darkBar = { style: 'dark' };

type Shown = 'info' | 'showCookieBanner' | 'showPopupOverlay' | 'showMobileInfoBar';

async function run(window: Window, context: unknown) {
  const overlays = fakeOverlays();
  const load = vi.fn(async () => overlays);
  await startSiteOverlays(window, context, load, Promise.resolve());
  const shown = (['info', 'showCookieBanner', 'showPopupOverlay', 'showMobileInfoBar'] as const).filter((name) => vi.mocked(overlays[name]).mock.calls.length > 0);
  return { overlays, load, shown };
}

describe('startSiteOverlays: which overlays a page asks for (forms-commerce.md 2 and 4)', () => {
  it.each<[string, { search?: string; cookie?: string; innerWidth?: number }, Record<string, unknown> | null, Shown[]]>([
    ['nothing wanted', {}, {}, []],
    ['no context at all', {}, null, []],
    ['logout=true', { search: '?logout=true' }, {}, ['info']],
    ['logout=false', { search: '?logout=false' }, {}, []],
    ['cookie banner enabled, no choice yet', {}, { cookieBannerSettings: banner }, ['showCookieBanner']],
    ['cookie banner enabled, other cookies only', { cookie: 'crumb=abc; ss_cvr=1' }, { cookieBannerSettings: banner }, ['showCookieBanner']],
    ['cookie banner enabled, consent already accepted', { cookie: 'crumb=abc; ss_cookieAllowed=true' }, { cookieBannerSettings: banner }, []],
    ['cookie banner enabled, consent already declined', { cookie: 'ss_cookieAllowed=false' }, { cookieBannerSettings: banner }, []],
    ['cookie banner not enabled', {}, { cookieBannerSettings: { ...banner, isCookieBannerEnabled: false } }, []],
    ['cookie banner enabled by a truthy non-boolean', {}, { cookieBannerSettings: { ...banner, isCookieBannerEnabled: 'true' } }, []],
    ['popup overlay style show', {}, { popupOverlaySettings: popup }, ['showPopupOverlay']],
    ['popup overlay style none', {}, { popupOverlaySettings: { ...popup, style: 'none' } }, []],
    ['info bar light at 1024', { innerWidth: 1024 }, { mobileInfoBarSettings: lightBar }, ['showMobileInfoBar']],
    ['info bar dark at 375', { innerWidth: 375 }, { mobileInfoBarSettings: darkBar }, ['showMobileInfoBar']],
    ['info bar light at 1025', { innerWidth: 1025 }, { mobileInfoBarSettings: lightBar }, []],
    ['info bar dark at 1440', { innerWidth: 1440 }, { mobileInfoBarSettings: darkBar }, []],
    ['info bar style none at 375', { innerWidth: 375 }, { mobileInfoBarSettings: { style: 'none' } }, []],
    ['sqsscreenshot=true suppresses the banner and the popup', { search: '?sqsscreenshot=true' }, { cookieBannerSettings: banner, popupOverlaySettings: popup }, []],
    ['sqsscreenshot=true leaves the logout popup', { search: '?sqsscreenshot=true&logout=true' }, { cookieBannerSettings: banner, popupOverlaySettings: popup }, ['info']],
    ['sqsscreenshot=true leaves the info bar', { search: '?sqsscreenshot=true', innerWidth: 800 }, { popupOverlaySettings: popup, mobileInfoBarSettings: lightBar }, ['showMobileInfoBar']],
    ['sqsscreenshot=false suppresses nothing', { search: '?sqsscreenshot=false' }, { cookieBannerSettings: banner, popupOverlaySettings: popup }, ['showCookieBanner', 'showPopupOverlay']],
    [
      'everything at once, on a phone',
      { search: '?logout=true', innerWidth: 390 },
      { cookieBannerSettings: banner, popupOverlaySettings: popup, mobileInfoBarSettings: darkBar },
      ['info', 'showCookieBanner', 'showPopupOverlay', 'showMobileInfoBar'],
    ],
  ])('%s -> %j', async (_name, page, context, expected) => {
    const { shown, load } = await run(fakeWindow(page), context);
    expect(shown).toEqual(expected);
    expect(load).toHaveBeenCalledTimes(expected.length === 0 ? 0 : 1);
  });

  it('the info bar shows at a window width of 1024 or less', () => {
    expect(INFO_BAR_MAX_WIDTH).toBe(1024);
  });

  it('logout=true shows "Logout Successful" / "You have been successfully logged out."', async () => {
    const { overlays } = await run(fakeWindow({ search: '?logout=true' }), {});
    expect(overlays.info).toHaveBeenCalledWith('Logout Successful', 'You have been successfully logged out.');
    expect(logoutStrings).toEqual({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
  });

  it('each overlay gets its own settings object', async () => {
    const context = { cookieBannerSettings: banner, popupOverlaySettings: popup, mobileInfoBarSettings: lightBar };
    const { overlays } = await run(fakeWindow({ innerWidth: 600 }), context);
    expect(overlays.showCookieBanner).toHaveBeenCalledWith(banner);
    expect(overlays.showPopupOverlay).toHaveBeenCalledWith(popup);
    expect(overlays.showMobileInfoBar).toHaveBeenCalledWith(lightBar);
  });

  it('nothing wanted: the overlays chunk is never loaded, and ready is not waited for', async () => {
    const load = vi.fn(async () => fakeOverlays());
    await expect(startSiteOverlays(fakeWindow(), {}, load, new Promise<void>(() => {}))).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for ready before loading the chunk', async () => {
    let go!: () => void;
    const ready = new Promise<void>((resolve) => (go = resolve));
    const load = vi.fn(async () => fakeOverlays());
    const done = startSiteOverlays(fakeWindow({ search: '?logout=true' }), {}, load, ready);
    await settle();
    expect(load).not.toHaveBeenCalled();
    go();
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('one failing show does not stop the others; the failure is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const overlays = fakeOverlays();
    const failure = new Error('banner broke');
    vi.mocked(overlays.showCookieBanner).mockRejectedValueOnce(failure);
    const context = { cookieBannerSettings: banner, popupOverlaySettings: popup, mobileInfoBarSettings: darkBar };
    await expect(startSiteOverlays(fakeWindow({ search: '?logout=true', innerWidth: 390 }), context, async () => overlays, Promise.resolve())).resolves.toBeUndefined();
    expect(overlays.info).toHaveBeenCalledTimes(1);
    expect(overlays.showPopupOverlay).toHaveBeenCalledTimes(1);
    expect(overlays.showMobileInfoBar).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(failure);
  });

  it('a chunk that cannot load does not reject', async () => {
    await expect(startSiteOverlays(fakeWindow({ search: '?logout=true' }), {}, () => Promise.reject(new Error('offline')), Promise.resolve())).resolves.toBeUndefined();
  });
});

/** A window for afterLargestPaint: readyState, the load event, an observer and an idle callback, all by hand. */
function paintWindow({ readyState = 'loading', observer = true, lcp = true, idle = true } = {}) {
  const loadListeners: (() => void)[] = [];
  const observers: { callback: () => void; observed: unknown[]; disconnected: boolean }[] = [];
  const idles: { callback: () => void; options: unknown }[] = [];
  const timeouts: { callback: () => void; ms: number }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed.push(options);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const window = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    }),
    ...(observer ? { PerformanceObserver: FakePerformanceObserver } : {}),
    ...(idle ? { requestIdleCallback: (callback: () => void, options: unknown) => idles.push({ callback, options }) } : {}),
    setTimeout: (callback: () => void, ms: number) => timeouts.push({ callback, ms }),
  } as unknown as Window;
  return {
    window,
    observers,
    idles,
    timeouts,
    fireLoad: () => loadListeners.splice(0).forEach((listener) => listener()),
    paint: () => observers.forEach((o) => o.callback()),
  };
}

/** The wait's last step: the one idle callback queued, which finishes it. */
async function idleEnds(page: ReturnType<typeof paintWindow>, state: { done: boolean }) {
  expect(page.idles).toHaveLength(1);
  expect(state.done).toBe(false);
  page.idles[0]!.callback();
  await settle();
  expect(state.done).toBe(true);
}

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe('afterLargestPaint: after load, the first largest-contentful-paint entry, then idle', () => {
  it('load, then an LCP entry, then idle', async () => {
    const page = paintWindow();
    const state = track(afterLargestPaint(page.window));
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0]!.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    page.fireLoad();
    await settle();
    expect(page.idles).toHaveLength(0);
    expect(state.done).toBe(false);
    page.paint();
    await settle();
    expect(page.observers[0]!.disconnected).toBe(true);
    expect(state.done).toBe(false);
    expect(page.idles).toHaveLength(1);
    expect(page.idles[0]!.options).toEqual({ timeout: 2000 });
    await idleEnds(page, state);
  });

  it('an LCP entry before load still waits for load', async () => {
    const page = paintWindow();
    const state = track(afterLargestPaint(page.window));
    page.paint();
    await settle();
    expect(page.idles).toHaveLength(0);
    page.fireLoad();
    await settle();
    await idleEnds(page, state);
  });

  it('a page already loaded waits only for the LCP entry', async () => {
    const page = paintWindow({ readyState: 'complete' });
    const state = track(afterLargestPaint(page.window));
    await settle();
    expect(page.idles).toHaveLength(0);
    page.paint();
    await settle();
    await idleEnds(page, state);
    expect(page.window.addEventListener).not.toHaveBeenCalled();
  });

  it('the load listener is added once', () => {
    const page = paintWindow();
    void afterLargestPaint(page.window);
    expect(page.window.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
  });

  it('with no PerformanceObserver it waits for load alone', async () => {
    const page = paintWindow({ observer: false });
    const state = track(afterLargestPaint(page.window));
    await settle();
    expect(page.idles).toHaveLength(0);
    page.fireLoad();
    await settle();
    await idleEnds(page, state);
  });

  it('with an observer that does not support largest-contentful-paint it waits for load alone', async () => {
    const page = paintWindow({ lcp: false });
    const state = track(afterLargestPaint(page.window));
    expect(page.observers).toHaveLength(0);
    page.fireLoad();
    await settle();
    await idleEnds(page, state);
  });

  it('with no requestIdleCallback it waits 200 ms instead', async () => {
    const page = paintWindow({ readyState: 'complete', observer: false, idle: false });
    const state = track(afterLargestPaint(page.window));
    await settle();
    expect(page.timeouts.map((t) => t.ms)).toEqual([200]);
    expect(state.done).toBe(false);
    page.timeouts[0]!.callback();
    await settle();
    expect(state.done).toBe(true);
  });
});
