// @vitest-environment happy-dom
// The overlays entry decides with core's one rules before it fetches anything: the screenshot flag
// (core/dom/screenshot.ts), the info bar's rule (core/overlays/info-bar.ts), and the page context
// through the one reader (core/context/read.ts), quietly. The chunks are stubs: what is asked of them
// is what the entry decided.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoBarWanted } from '../../../core/overlays/info-bar.ts';
import { escape, request, showCookieBanner, showLogin, showMobileInfoBar, showPopupOverlay, showSystemError, type PopupOverlaySettings } from '../../../overlays/index.ts';
import { onEscape } from '../../../core/keys/escape-actions.ts';
import { showBanner } from '../../../overlays/cookie-banner/index.tsx';
import { showInfoBar } from '../../../overlays/info-bar/index.tsx';
import { showPopup } from '../../../overlays/popup-overlay/index.tsx';
import { showSystemError as showInPage } from '../../../overlays/system-error/index.tsx';
import { showLoginDialog } from '../../../overlays/login/index.tsx';

vi.mock('react-dom/client', () => ({}));
vi.mock('../../../overlays/cookie-banner/index.tsx', () => ({ showBanner: vi.fn(async () => 'accepted') }));
vi.mock('../../../overlays/info-bar/index.tsx', () => ({ showInfoBar: vi.fn(() => true) }));
vi.mock('../../../overlays/popup-overlay/index.tsx', () => ({ showPopup: vi.fn(async () => false) }));
vi.mock('../../../overlays/system-error/index.tsx', () => ({ showSystemError: vi.fn(async () => {}) }));
vi.mock('../../../overlays/login/index.tsx', () => ({ showLoginDialog: vi.fn(async () => false) }));
vi.mock('../../../core/keys/escape-actions.ts', () => ({ onEscape: vi.fn(async () => {}) }));

const popup: PopupOverlaySettings = { style: 'show', enableMobile: true, version: 1, displayFrequency: 1 };

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showMobileInfoBar: the chunk is fetched only when infoBarWanted says so', () => {
  it.each<[string, Record<string, unknown> | null, number]>([
    ['light at 1024', { style: 'light', hours: 'Daily' }, 1024],
    ['dark at 375', { style: 'dark', hours: 'Daily' }, 375],
    ['light without items at 375 (the bar itself refuses it)', { style: 'light' }, 375],
    ['light at 1025', { style: 'light', hours: 'Daily' }, 1025],
    ['none at 375', { style: 'none', hours: 'Daily' }, 375],
    ['an unknown style at 375', { style: 'grey', hours: 'Daily' }, 375],
    ['no settings', null, 375],
  ])('%s', async (_name, settings, width) => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
    const wanted = infoBarWanted(settings, width);
    expect(await showMobileInfoBar(settings)).toBe(wanted);
    expect(vi.mocked(showInfoBar).mock.calls.length).toBe(wanted ? 1 : 0);
  });
});

describe('Sqsscreenshot=true suppresses the popup overlay and the cookie banner', () => {
  it.each([
    ['/?sqsscreenshot=true', false],
    ['/?a=1&sqsscreenshot=true', false],
    ['/?sqsscreenshot=TRUE', true],
    ['/?sqsscreenshot=false', true],
    ['/', true],
  ])('%s: shown %s', async (address, shown) => {
    window.history.replaceState(null, '', address);
    await showCookieBanner({ isCookieBannerEnabled: true });
    await showPopupOverlay(popup);
    expect(vi.mocked(showBanner).mock.calls.length).toBe(shown ? 1 : 0);
    expect(vi.mocked(showPopup).mock.calls.length).toBe(shown ? 1 : 0);
  });
});

// An embedder may hand the settings as the owner's interface names them: isAnalyticsCookiesDisabled is the restrictive policy.
describe('showCookieBanner: a restrictive policy, in either naming, clears the listed cookies before the choice', () => {
  it.each([
    [{ isRestrictiveCookiePolicyEnabled: true }, true],
    [{ isAnalyticsCookiesDisabled: true }, true],
    [{ isAnalyticsCookiesDisabled: false }, false],
    [{}, false],
  ])('%j: cleared %s', async (policy, cleared) => {
    document.cookie = 'ss_cvr=visitor; Path=/';
    await showCookieBanner({ isCookieBannerEnabled: true, ...policy });
    expect(document.cookie.includes('ss_cvr=visitor')).toBe(!cleared);
    document.cookie = 'ss_cvr=; Max-Age=0; Path=/';
  });
});

describe("the popup's sign-up reads the collection id through the one reader, quietly", () => {
  it.each([
    ['a context with a collection', '{"collection": {"id": "col-1"}}', 'col-1'],
    ['a collection that is not an object', '{"collection": "col-1"}', ''],
    ['no collection', '{}', ''],
    ['malformed JSON', '{"collection": ', ''],
    ['no context (a page not ours)', null, ''],
  ])('%s -> %j, and no console error', async (_name, json, collectionId) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    if (json !== null) document.head.innerHTML = `<script id="site-context" type="application/json">${json}</script>`;
    await showPopupOverlay(popup);
    expect(vi.mocked(showPopup).mock.calls[0]?.[2]).toMatchObject({ collectionId });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('Request, and the system error overlay for what no caller handled', () => {
  const unhandled = (reason: unknown): void => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
  };

  it('showSystemError shows it with what had focus when asked', async () => {
    const failure = { message: 'm', url: '/api/x', format: 'json' as const, status: 0, body: null, network: true };
    await showSystemError(failure);
    expect(showInPage).toHaveBeenCalledWith(window, failure, document.activeElement);
  });

  it('showLogin (Escape rule 5) shows the login dialog with what had focus when asked', async () => {
    await expect(showLogin()).resolves.toBe(false);
    expect(showLoginDialog).toHaveBeenCalledWith(window, document.activeElement);
  });

  it('escape (the runtime entry’s hook) hands the event, the window, the page context and the login and alert to the rules’ chunk', async () => {
    document.body.innerHTML = '<script id="site-context" type="application/json">{"useEscapeKeyToLogin":true}</script>';
    const event = new KeyboardEvent('keydown', { key: 'Escape' });
    await escape(event);
    const [given, win, context, load] = vi.mocked(onEscape).mock.calls[0]!;
    expect([given, win, context]).toEqual([event, window, { useEscapeKeyToLogin: true }]);
    expect(await load()).toEqual({ showLogin, alert: expect.any(Function) });
  });

  it("a request through the page's layer resolves with the reply", async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{"ok":1}', { status: 200 }));
    await expect(request('/api/x')).resolves.toEqual({ ok: 1 });
  });

  it('its failure, once unhandled, shows the system error overlay with that failure; another rejection does not', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('', { status: 503 }));
    const error = await request('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'DataError', message: 'This service is temporarily unavailable. Please try again later.', status: 503 });
    unhandled(new Error("not the data layer's"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showInPage).not.toHaveBeenCalled();
    unhandled(error);
    await vi.waitFor(() => expect(showInPage).toHaveBeenCalledWith(window, error, expect.anything()));
  });
});
