import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint, screenSettled, SETTLE } from '../../../../core/overlays/settle.ts';
import { startSiteOverlays } from '../../../../core/overlays/site.ts';
import type { OverlaysModule } from '../../../../core/overlays/create-port.ts';
import { logoutStrings } from '../../../../core/catalog/strings/logout.ts';
import { SERVER_POPUP_SELECTOR } from '../../../../core/popup/template.ts';
import { showServerPopup } from '../../../../core/popup/server-popup.ts';

// Issue 21: the popup the server drew is shown by core/popup/server-popup.ts, which site.ts imports when wanted.
vi.mock('../../../../core/popup/server-popup.ts', () => ({ showServerPopup: vi.fn(() => null) }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showServerPopup).mockClear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The popup's <template data-popup> the server drew (issue 21). */
const template = { tagName: 'TEMPLATE' } as unknown as HTMLTemplateElement;

/** `drawn`: the page has the cookie banner the server drew ([data-banner], issue 21); `popupDrawn`, its popup's template. */
function fakeWindow({ search = '', cookie = '', innerWidth = 1440, drawn = false, popupDrawn = false } = {}): Window {
  const querySelector = (selector: string) => (drawn && selector === '[data-banner]' ? {} : popupDrawn && selector === SERVER_POPUP_SELECTOR ? template : null);
  return { location: { search }, document: { cookie, querySelector }, innerWidth } as unknown as Window;
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

describe('startSiteOverlays: which overlays a page asks for', () => {
  it.each<[string, { search?: string; cookie?: string; innerWidth?: number; drawn?: boolean }, Record<string, unknown> | null, Shown[]]>([
    ['nothing wanted', {}, {}, []],
    ['no context at all', {}, null, []],
    ['logout=true', { search: '?logout=true' }, {}, ['info']],
    ['logout=false', { search: '?logout=false' }, {}, []],
    ['cookie banner enabled, no choice yet', {}, { cookieBannerSettings: banner }, ['showCookieBanner']],
    ['cookie banner enabled, no choice yet, drawn by the server: not asked of the overlays', { drawn: true }, { cookieBannerSettings: banner }, []],
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
    // issue 15: the one rule (core/overlays/info-bar.ts): light or dark only, so nothing is fetched for a style the bar refuses.
    ['info bar in an unknown style at 375', { innerWidth: 375 }, { mobileInfoBarSettings: { style: 'grey' } }, []],
    ['info bar settings that are not an object', { innerWidth: 375 }, { mobileInfoBarSettings: true }, []],
    ['sqsscreenshot=TRUE is not the flag', { search: '?sqsscreenshot=TRUE' }, { popupOverlaySettings: popup }, ['showPopupOverlay']],
    ['sqsscreenshot=true suppresses the banner and the popup', { search: '?sqsscreenshot=true' }, { cookieBannerSettings: banner, popupOverlaySettings: popup }, []],
    ['sqsscreenshot=true leaves the logout popup', { search: '?sqsscreenshot=true&logout=true' }, { cookieBannerSettings: banner, popupOverlaySettings: popup }, ['info']],
    [
      'sqsscreenshot=true leaves the info bar',
      { search: '?sqsscreenshot=true', innerWidth: 800 },
      { popupOverlaySettings: popup, mobileInfoBarSettings: lightBar },
      ['showMobileInfoBar'],
    ],
    [
      'sqsscreenshot=false suppresses nothing',
      { search: '?sqsscreenshot=false' },
      { cookieBannerSettings: banner, popupOverlaySettings: popup },
      ['showCookieBanner', 'showPopupOverlay'],
    ],
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

describe('startSiteOverlays: the popup the server drew (issue 21) is shown without the overlays chunk', () => {
  it('asks core/popup/server-popup.ts, after ready, with the window, the template and the settings; not the overlays', async () => {
    let go!: () => void;
    const ready = new Promise<void>((resolve) => (go = resolve));
    const overlays = fakeOverlays();
    const load = vi.fn(async () => overlays);
    const window = fakeWindow({ popupDrawn: true });
    const done = startSiteOverlays(window, { popupOverlaySettings: popup }, load, ready);
    await settle();
    expect(showServerPopup).not.toHaveBeenCalled();
    go();
    await done;
    expect(showServerPopup).toHaveBeenCalledTimes(1);
    expect(showServerPopup).toHaveBeenCalledWith(window, template, popup);
    expect(vi.mocked(showServerPopup).mock.calls[0]![1]).toBe(template);
    expect(overlays.showPopupOverlay).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('with another overlay wanted, the chunk comes for that one alone', async () => {
    const { shown, load } = await run(fakeWindow({ popupDrawn: true, search: '?logout=true' }), { popupOverlaySettings: popup });
    expect(shown).toEqual(['info']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(showServerPopup).toHaveBeenCalledTimes(1);
  });

  it.each<[string, { search?: string }, Record<string, unknown>]>([
    ['sqsscreenshot=true', { search: '?sqsscreenshot=true' }, { popupOverlaySettings: popup }],
    ['style none', {}, { popupOverlaySettings: { ...popup, style: 'none' } }],
    ['no popup settings', {}, {}],
  ])('%s: neither popup', async (_name, page, context) => {
    const { shown, load } = await run(fakeWindow({ ...page, popupDrawn: true }), context);
    expect(showServerPopup).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('no template: the React popup, and the server one is not asked', async () => {
    const { shown } = await run(fakeWindow(), { popupOverlaySettings: popup });
    expect(shown).toEqual(['showPopupOverlay']);
    expect(showServerPopup).not.toHaveBeenCalled();
  });

  it('a server popup that throws stops no other overlay; the failure is logged and nothing rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('broken template');
    vi.mocked(showServerPopup).mockImplementationOnce(() => {
      throw failure;
    });
    const overlays = fakeOverlays();
    const context = { popupOverlaySettings: popup, mobileInfoBarSettings: darkBar };
    await expect(startSiteOverlays(fakeWindow({ popupDrawn: true, innerWidth: 390 }), context, async () => overlays, Promise.resolve())).resolves.toBeUndefined();
    expect(showServerPopup).toHaveBeenCalledTimes(1);
    expect(overlays.showMobileInfoBar).toHaveBeenCalledWith(darkBar);
    expect(error).toHaveBeenCalledWith(failure);
  });
});

/** A window for afterLargestPaint: its clock, load state, loading images, LCP observer, timers and idle, all by hand. */
function paintWindow({ readyState = 'loading', observer = true, lcp = true, idle = true } = {}) {
  const page = { now: 0, readyState, loading: false };
  const observers: { callback: () => void; observed: unknown[]; disconnected: boolean }[] = [];
  const idles: { callback: () => void; options: unknown }[] = [];
  let timers: { callback: () => void; at: number }[] = [];
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
    performance: { now: () => page.now },
    document: {
      get readyState() {
        return page.readyState;
      },
      querySelector: (selector: string) => (selector === 'img.loading' && page.loading ? {} : null),
    },
    ...(observer ? { PerformanceObserver: FakePerformanceObserver } : {}),
    ...(idle ? { requestIdleCallback: (callback: () => void, options: unknown) => idles.push({ callback, options }) } : {}),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, at: page.now + ms }),
  } as unknown as Window;
  return {
    window,
    page,
    observers,
    idles,
    /** Moves the clock on, running the timers that come due on the way. */
    advance(ms: number) {
      const end = page.now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        page.now = next.at;
        next.callback();
      }
      page.now = end;
    },
    paint: () => observers.forEach((o) => o.callback()),
  };
}

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe('screenSettled: the first screen is still', () => {
  const still = { complete: true, painted: true, sincePaint: SETTLE.quietMs, loading: false, waited: 1000 };
  it.each([
    ['loaded, painted, quiet for 500 ms, nothing loading', still, true],
    ['before the load event', { ...still, complete: false }, false],
    ['before any largest paint', { ...still, painted: false }, false],
    ['a largest paint 499 ms ago', { ...still, sincePaint: SETTLE.quietMs - 1 }, false],
    ['an image still loading', { ...still, loading: true }, false],
    ['nothing settled, but 10 s waited', { complete: false, painted: false, sincePaint: 0, loading: true, waited: SETTLE.maxMs }, true],
  ])('%s', (_name, facts, expected) => {
    expect(screenSettled(facts)).toBe(expected);
  });
});

describe('afterLargestPaint: the load event, a still first screen for 500 ms, then idle', () => {
  it('waits for the load event, the largest paint, quiet and the images, then idle', async () => {
    const page = paintWindow();
    const state = track(afterLargestPaint(page.window));
    expect(page.observers[0]!.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    page.paint();
    page.advance(1000);
    expect(page.idles).toHaveLength(0);
    page.page.readyState = 'complete';
    page.page.loading = true;
    page.advance(1000);
    expect(page.idles).toHaveLength(0);
    // The hero arrives through the loader after the load event: a new largest paint.
    page.page.loading = false;
    page.paint();
    page.advance(SETTLE.quietMs - SETTLE.checkMs);
    expect(page.idles).toHaveLength(0);
    page.advance(SETTLE.checkMs);
    expect(page.idles).toHaveLength(1);
    expect(page.idles[0]!.options).toEqual({ timeout: 2000 });
    expect(page.observers[0]!.disconnected).toBe(true);
    expect(state.done).toBe(false);
    page.idles[0]!.callback();
    await settle();
    expect(state.done).toBe(true);
  });

  it('never without a largest paint, while the browser can report one', () => {
    const page = paintWindow({ readyState: 'complete' });
    void afterLargestPaint(page.window);
    page.advance(5000);
    expect(page.idles).toHaveLength(0);
    page.paint();
    page.advance(SETTLE.quietMs);
    expect(page.idles).toHaveLength(1);
  });

  it.each([
    ['no PerformanceObserver', { observer: false }],
    ['an observer without largest-contentful-paint', { lcp: false }],
  ])('with %s it waits for the load event and the quiet alone', (_name, options) => {
    const page = paintWindow({ readyState: 'complete', ...options });
    void afterLargestPaint(page.window);
    expect(page.observers).toHaveLength(0);
    page.advance(SETTLE.quietMs);
    expect(page.idles).toHaveLength(1);
  });

  it('gives up waiting after 10 s', () => {
    const page = paintWindow();
    void afterLargestPaint(page.window);
    page.page.loading = true;
    page.advance(SETTLE.maxMs - SETTLE.checkMs);
    expect(page.idles).toHaveLength(0);
    page.advance(SETTLE.checkMs);
    expect(page.idles).toHaveLength(1);
  });

  it('with no requestIdleCallback it resolves as soon as the screen is still', async () => {
    const page = paintWindow({ readyState: 'complete', observer: false, idle: false });
    const state = track(afterLargestPaint(page.window));
    page.advance(SETTLE.quietMs);
    await settle();
    expect(state.done).toBe(true);
  });
});
