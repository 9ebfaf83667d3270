// @vitest-environment happy-dom
// startTracking end to end, on a fresh happy-dom window per test, with a fake fetch, a fake image,
// fake timers and the window's own cookie jar.
import { QUICK_VIEW_EVENT } from '../../../core/catalog/store.ts';
import { PIXEL_PARAM_LIMIT, PIXEL_URL_LIMIT } from '../../../core/catalog/tracking.ts';
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTRICTED_COOKIES } from '../../../core/consent/index.ts';
import { forgetAnalyticsId } from '../../../tracking/analytics-id.ts';
import { startTracking } from '../../../tracking/start.ts';
import { FakeImage } from './fakes.ts';

// The chunks start.ts imports on demand, loaded once here so that their import() settles at once.
await Promise.all(
  ['../../../tracking/after-load.ts', '../../../tracking/census.ts', '../../../tracking/page-speed/index.ts', '../../../tracking/events.ts'].map(
    (chunk) => import(/* @vite-ignore */ chunk),
  ),
);

const T0 = Date.UTC(2026, 9, 1, 12);
const DAY = 86_400_000;

interface Sent {
  path: string;
  query: URLSearchParams;
  init: RequestInit;
  form: Record<string, string>;
  json: unknown;
}

/** Statuses by path; the settings answer says no page speed (a valid pageLoadId, all flags off). */
let statuses: Record<string, number>;
let opened: HappyWindow[] = [];

const context = (extra: Record<string, unknown> = {}) => ({
  website: { id: 'site-1' },
  templateId: 'tpl-1',
  locale: 'en-US',
  pageType: 2,
  collection: { id: 'col-1' },
  item: null,
  authenticatedAccount: null,
  websiteRoles: [],
  cookieBannerSettings: {},
  ...extra,
});

function page({ url = 'https://example.com/about?source=news', ctx = context(), cookies = [] as string[], html = '', session = {} as Record<string, string> } = {}) {
  const hw = new HappyWindow({ url });
  opened.push(hw);
  const win = hw as unknown as Window;
  const doc = win.document;
  for (const c of cookies) doc.cookie = `${c}; Path=/; Expires=${new Date(T0 + 365 * DAY).toUTCString()}`;
  for (const [k, v] of Object.entries(session)) win.sessionStorage.setItem(k, v);
  doc.title = 'About us';
  doc.body.innerHTML = `<script id="site-context" type="application/json">${JSON.stringify(ctx)}</script>${html}`;
  const sent: Sent[] = [];
  const fetch = vi.fn(async (address: string, init: RequestInit = {}) => {
    const u = new URL(address, url);
    const body = typeof init.body === 'string' ? init.body : '';
    const type = (init.headers as Record<string, string> | undefined)?.['Content-Type'] ?? '';
    sent.push({
      path: u.pathname,
      query: u.searchParams,
      init,
      form: type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(body)) : {},
      json: type === 'application/json' || type === 'text/plain' ? JSON.parse(body) : undefined,
    });
    if (u.pathname === '/api/1/performance/settings')
      return new Response(JSON.stringify({ pageLoadId: 'pl-1', abFlags: { rum: false, 'vitrine-app': false, 'track-page-speed': false, 'track-user-timing-rollout': false } }), {
        status: 200,
      });
    return new Response(null, { status: statuses[u.pathname] ?? 200 });
  });
  // The window's timers are the test's fake ones; no idle callback, so start runs on a 1 ms timeout.
  Object.assign(win, {
    fetch,
    setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    setInterval: (run: () => void, ms?: number) => setInterval(run, ms),
    requestIdleCallback: undefined,
  });
  const cookieNames = () =>
    doc.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => pair.slice(0, pair.indexOf('=')));
  const calls = (path: string) => sent.filter((s) => s.path === path && s.path !== '/api/1/performance/settings');
  return { win, doc, sent, fetch, cookieNames, calls };
}

/** Lets promises and the on-demand chunks settle (setImmediate is left real). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** The load event, then the idle start. */
async function load(win: Window) {
  win.dispatchEvent(new Event('load'));
  await vi.advanceTimersByTimeAsync(1);
  await settle();
}

const errorEvent = (win: Window, error: Error) => new (win as unknown as typeof globalThis).ErrorEvent('error', { error, message: error.message });
const pageshow = (win: Window, persisted: boolean) => win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('Image', FakeImage);
  FakeImage.made = [];
  statuses = {};
  forgetAnalyticsId();
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await Promise.all(opened.map((w) => w.happyDOM.close()));
  opened = [];
});

describe("a plain viewer's page view", () => {
  it('waits for load, then sends RecordHit and RecordEvent, and the pixel on the landing page', async () => {
    const p = page({ cookies: ['crumb=crumb-1'] });
    startTracking(p.win);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(p.calls('/api/census/RecordHit')).toEqual([]);
    await load(p.win);

    const [hit] = p.calls('/api/census/RecordHit');
    expect(hit).toBeDefined();
    expect(hit!.init.method).toBe('POST');
    expect(hit!.form.event).toBe('pageview');
    const data = JSON.parse(hit!.form.data!);
    expect(data).toMatchObject({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      website_locale: 'en-US',
      url: 'https://example.com/about?source=news',
      title: 'About us',
      collectionId: 'col-1',
      queryString: 'source=news',
      clientDate: T0 + 101,
    });
    // ss_cvr: the visitor cookie's value, a new visitor with count 1.
    expect(hit!.form.ss_cvr).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);

    const [legacy] = p.calls('/api/events/RecordEvent');
    expect(legacy!.form).toMatchObject({ crumb: 'crumb-1', event: 'pageview' });
    expect(JSON.parse(legacy!.form.data!)).toMatchObject({ websiteId: 'site-1', templateId: 'tpl-1', pagePath: '/about' });

    expect(FakeImage.made).toHaveLength(1);
    const pixel = new URL(FakeImage.made[0]!.src, 'https://example.com');
    expect(pixel.pathname).toBe('/api/track/Track');
    expect(pixel.searchParams.get('landing')).toBe('https://example.com/about?source=news');
    expect(pixel.searchParams.get('source')).toBe('news');
  });

  // issue 29: the server refuses a parameter over its limit with 400, which the image saw only as an error.
  it('a landing address of 5,000 characters: the pixel goes cut to the server limits', async () => {
    const url = `https://example.com/about?source=news&q=${'x'.repeat(5000)}`.slice(0, 5000);
    const p = page({ url });
    startTracking(p.win);
    await load(p.win);
    expect(FakeImage.made).toHaveLength(1);
    const src = FakeImage.made[0]!.src;
    expect(src.length).toBeLessThanOrEqual(PIXEL_URL_LIMIT);
    const query = new URL(src, 'https://example.com').searchParams;
    expect(query.get('landing')).toBe(url.slice(0, PIXEL_PARAM_LIMIT));
    expect(query.get('source')).toBe('news');
  });

  it('every call carries its own event id (eid) in its address', async () => {
    const p = page();
    startTracking(p.win);
    await load(p.win);
    const ids = [...p.calls('/api/census/RecordHit'), ...p.calls('/api/events/RecordEvent')].map((s) => s.query.get('eid'));
    ids.push(new URL(FakeImage.made[0]!.src, 'https://x').searchParams.get('eid'));
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('writes the visit cookies, the analytics id (390 days) and the session cookie', async () => {
    const p = page();
    startTracking(p.win);
    await load(p.win);
    expect(p.cookieNames().sort()).toEqual(['ss_cid', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    const cvr = decodeURIComponent(p.doc.cookie.match(/ss_cvr=([^;]+)/)![1]!);
    expect(cvr).toBe(p.calls('/api/census/RecordHit')[0]!.form.ss_cvr);
    expect(p.win.localStorage.getItem('SS_ANALYTICS_ID')).toBe(decodeURIComponent(p.doc.cookie.match(/ss_cid=([^;]+)/)![1]!));
    expect(Number(p.win.localStorage.getItem('SS_ANALYTICS_EXPIRATION'))).toBe(T0 + 1 + 390 * DAY);
  });

  it('a returning visitor within the 30 minutes: the same visitor value, no new visit', async () => {
    const p = page({ cookies: [`ss_cvr=${encodeURIComponent('v-1|100|200|300|7')}`, `ss_cvt=${T0 - 60_000}`] });
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')[0]!.form.ss_cvr).toBe('v-1|100|200|300|7');
  });

  it('a returning visitor after the 30 minutes (no timestamp cookie): the visit count goes up', async () => {
    const p = page({ cookies: [`ss_cvr=${encodeURIComponent('v-1|100|200|300|7')}`] });
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')[0]!.form.ss_cvr).toBe(`v-1|100|300|${T0 + 1}|8`);
  });

  it('a later page of the same session: no pixel', async () => {
    const p = page({ session: { SS_SESSION_ID: 'sess-1', SS_IS_FIRST_SESSION: 'false' } });
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')).toHaveLength(1);
    expect(FakeImage.made).toEqual([]);
  });

  it('a member with only the viewer role (10) is tracked', async () => {
    const p = page({ ctx: context({ authenticatedAccount: { id: 'acc-1' }, websiteRoles: [10] }) });
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')).toHaveLength(1);
  });

  it('a cookie holding a bare % (another script) does not stop the page view', async () => {
    const p = page({ cookies: ['ss_cvr=100%'] });
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')).toHaveLength(1);
  });
});

describe('An owner or contributor is not tracked', () => {
  it.each([
    ['admin', [1]],
    ['editor', [4]],
    ['viewer and admin', [10, 1]],
    ['no roles', []],
  ])('authenticated, %s: nothing sent, no cookies, no image, whatever is called', async (_name, websiteRoles) => {
    const p = page({ ctx: context({ authenticatedAccount: { id: 'owner' }, websiteRoles }) });
    const tracking = startTracking(p.win);
    await load(p.win);
    p.win.dispatchEvent(errorEvent(p.win, new Error('x')));
    pageshow(p.win, true);
    p.doc.dispatchEvent(new CustomEvent('cookieConsent', { detail: { consent: 'accepted' } }));
    await tracking.trackEvent({ actor: 'owner', action: 'view', event_owner_team: 'web', event_source: 'site', object_type: 'page' });
    tracking.log('x', 1);
    tracking.report(new Error('y'));
    p.win.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(p.fetch).not.toHaveBeenCalled();
    expect(FakeImage.made).toEqual([]);
    expect(p.cookieNames()).toEqual([]);
  });

  it("an owner's guarded callbacks still run; what they throw is logged, as for a visitor it is reported", () => {
    const p = page({ ctx: context({ authenticatedAccount: { id: 'owner' }, websiteRoles: [1] }) });
    const tracking = startTracking(p.win);
    expect(tracking.guard(() => 42)).toBe(42);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('boom');
    expect(
      tracking.guard(() => {
        throw boom;
      }),
    ).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(boom);
    logged.mockRestore();
  });
});

describe('No page view on search or the listed page types', () => {
  it.each([
    ['/search', 2],
    ['/search/shoes', 2],
    ['/missing', 100],
    ['/results', 102],
    ['/locked', 103],
    ['/members', 106],
  ])('%s (page type %i): no RecordHit, no RecordEvent, no pixel', async (path, pageType) => {
    const p = page({ url: `https://example.com${path}`, ctx: context({ pageType }) });
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')).toEqual([]);
    expect(p.calls('/api/events/RecordEvent')).toEqual([]);
    expect(FakeImage.made).toEqual([]);
  });

  it('the page type may come from the html data-page-type', async () => {
    const p = page({ ctx: context({ pageType: undefined }) });
    p.doc.documentElement.setAttribute('data-page-type', '100');
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')).toEqual([]);
  });
});

describe('consent: 9', () => {
  const listed = RESTRICTED_COOKIES.map((name) => `${name}=old`);

  it('ss_cookieAllowed=false: the listed cookies are cleared and no analytics cookie is written', async () => {
    const p = page({ cookies: ['ss_cookieAllowed=false', 'crumb=c', ...listed] });
    p.win.localStorage.setItem('SS_ANALYTICS_ID', 'stored-id');
    p.win.localStorage.setItem('SS_ANALYTICS_EXPIRATION', String(T0 + DAY));
    startTracking(p.win);
    await load(p.win);
    expect(p.cookieNames().sort()).toEqual(['crumb', 'ss_cookieAllowed']);
    expect(p.win.localStorage.getItem('SS_ANALYTICS_ID')).toBeNull();
    // The page view itself still goes, with a fresh visitor value (a flagged hit).
    expect(p.calls('/api/census/RecordHit')[0]!.form.ss_cvr).toMatch(/\|1$/);
  });

  it('a restrictive policy with no choice yet: the same', async () => {
    const p = page({ cookies: listed, ctx: context({ cookieBannerSettings: { isRestrictiveCookiePolicyEnabled: true } }) });
    startTracking(p.win);
    await load(p.win);
    expect(p.cookieNames()).toEqual([]);
  });

  it('a restrictive policy, accepted: the cookies are written', async () => {
    const p = page({ cookies: ['ss_cookieAllowed=true'], ctx: context({ cookieBannerSettings: { isRestrictiveCookiePolicyEnabled: true } }) });
    startTracking(p.win);
    await load(p.win);
    expect(p.cookieNames()).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt', 'ss_cid']));
  });

  it('declined: no stored session, so the pixel goes only for an arrival from another site', async () => {
    const inside = page({ cookies: ['ss_cookieAllowed=false'] });
    Object.defineProperty(inside.doc, 'referrer', { value: 'https://example.com/' });
    startTracking(inside.win);
    await load(inside.win);
    expect(FakeImage.made).toEqual([]);
    const outside = page({ cookies: ['ss_cookieAllowed=false'] });
    Object.defineProperty(outside.doc, 'referrer', { value: 'https://elsewhere.example/' });
    startTracking(outside.win);
    await load(outside.win);
    expect(FakeImage.made.map((image) => new URL(image.src, 'https://example.com').pathname)).toEqual(['/api/track/Track']);
  });

  it('a screenshot (sqsscreenshot=true): a flagged hit, no analytics cookies', async () => {
    const p = page({ url: 'https://example.com/?sqsscreenshot=true' });
    startTracking(p.win);
    await load(p.win);
    expect(p.cookieNames()).toEqual([]);
  });

  it('the visitor declines later (cookieConsent event): cookies cleared, the choice sent as an event', async () => {
    const p = page();
    startTracking(p.win);
    await load(p.win);
    expect(p.cookieNames()).toContain('ss_cvr');
    p.doc.cookie = 'ss_cookieAllowed=false; Path=/';
    p.doc.dispatchEvent(new CustomEvent('cookieConsent', { detail: { consent: 'declined' } }));
    await settle();
    expect(p.cookieNames()).toEqual(['ss_cookieAllowed']);
    const [event] = p.calls('/api/v1/events');
    expect(event!.json).toMatchObject({ commonData: { action: 'decline', object_type: 'cookie_banner' } });
  });
});

describe('the back-forward cache: pageshow with persisted counts a new page view', () => {
  it('persisted: another RecordHit and RecordEvent; not persisted: none', async () => {
    const p = page();
    startTracking(p.win);
    await load(p.win);
    expect(p.calls('/api/census/RecordHit')).toHaveLength(1);
    pageshow(p.win, false);
    await settle();
    expect(p.calls('/api/census/RecordHit')).toHaveLength(1);
    pageshow(p.win, true);
    await settle();
    expect(p.calls('/api/census/RecordHit')).toHaveLength(2);
    expect(p.calls('/api/events/RecordEvent')).toHaveLength(2);
    // Same session: the restored page is not a landing, so no second pixel.
    expect(FakeImage.made).toHaveLength(1);
  });
});

describe('errors, trace and delivery, wired', () => {
  it("a block the runtime could not start (its vitrine:blockerror event) is reported with the block's id", async () => {
    const p = page({ cookies: ['crumb=crumb-9'] });
    startTracking(p.win);
    p.win.dispatchEvent(new CustomEvent('vitrine:blockerror', { detail: { error: new Error('bad block'), block: 'block-7' } }));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    const [sent] = p.calls('/api/events/RecordJavascriptErrors');
    expect(sent!.json).toEqual([expect.objectContaining({ data: expect.objectContaining({ message: 'bad block', customData: { block: 'block-7' } }) })]);
  });

  it('an uncaught error is sent 1000 ms later to RecordJavascriptErrors with the crumb header', async () => {
    const p = page({ cookies: ['crumb=crumb-9'] });
    startTracking(p.win);
    p.win.dispatchEvent(errorEvent(p.win, new Error('early')));
    await vi.advanceTimersByTimeAsync(999);
    expect(p.calls('/api/events/RecordJavascriptErrors')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const [sent] = p.calls('/api/events/RecordJavascriptErrors');
    expect((sent!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('crumb-9');
    expect(sent!.json).toMatchObject([{ eventName: 'interface_error_vitrine', data: { app: 'vitrine', message: 'early', websiteId: 'site-1' } }]);
  });

  it('guard reports errorInCallback; log entries go to Trace when the page is hidden', async () => {
    const p = page();
    const tracking = startTracking(p.win);
    await load(p.win);
    tracking.guard(() => {
      throw new Error('callback');
    });
    tracking.log('lightbox', { open: 1 });
    Object.defineProperty(p.doc, 'visibilityState', { value: 'hidden', configurable: true });
    p.doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(p.calls('/api/events/RecordJavascriptErrors')[0]!.json).toMatchObject([{ data: { message: 'callback', customData: { type: 'errorInCallback' } } }]);
    const [trace] = p.calls('/api/events/Trace');
    expect(JSON.parse(trace!.form.data!)).toEqual([{ pageUrl: 'https://example.com/about?source=news', type: 'lightbox', data: { open: 1 } }]);
  });

  // (issue 14): the interval start.ts wires flushes the trace every 30000 ms, not before.
  it('log entries go to Trace every 30 s while the page stays visible', async () => {
    const p = page();
    const tracking = startTracking(p.win);
    await load(p.win);
    const batches = () => p.calls('/api/events/Trace').map((call) => (JSON.parse(call.form.data!) as { type: string }[]).map((entry) => entry.type));
    tracking.log('first', 1);
    await vi.advanceTimersByTimeAsync(28_500);
    await settle();
    expect(batches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    expect(batches()).toEqual([['first']]);
    tracking.log('second', 2);
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(batches()).toEqual([['first'], ['second']]);
  });

  // issue 29: a page retries once; the last of a call's three tries waits for a later load.
  it('a 503 is retried once, after 2 s; a 400 is not', async () => {
    statuses = { '/api/census/RecordHit': 503, '/api/events/RecordEvent': 400 };
    const p = page();
    startTracking(p.win);
    await load(p.win);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(4000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.calls('/api/census/RecordHit')).toHaveLength(2);
    expect(p.calls('/api/events/RecordEvent')).toHaveLength(1);
  });

  it('the census: a button block is counted as rendered', async () => {
    const p = page({ html: '<div id="block-b" data-block-type="53" data-block-json="{}"><a href="/go">Go</a></div>' });
    startTracking(p.win);
    await load(p.win);
    const [render] = p.calls('/api/census/button-render');
    expect(render!.form).toMatchObject({ id: 'block-b', buttonText: 'Go', context: 'render' });
  });

  it('trackEvent sends the envelope to the events service', async () => {
    const p = page();
    const tracking = startTracking(p.win);
    await load(p.win);
    await tracking.trackEvent({ actor: 'visitor', action: 'view', event_owner_team: 'web', event_source: 'site', object_type: 'gallery', extra: 1 }, 'gallery_v1');
    // Stored raw at once; checked (the events chunk) and sent as it goes.
    await settle();
    const [event] = p.calls('/api/v1/events');
    expect(event!.json).toMatchObject({ customData: { extra: 1 }, customSchemaName: 'gallery_v1', commonData: { action: 'view', website_id: 'site-1' } });
    expect(typeof (event!.json as { analyticsId: string }).analyticsId).toBe('string');
  });

  // issue 14: the 'no payload' rejection; nothing is stored or sent.
  it.each([
    ['no payload', undefined],
    ['null', null],
    ['a list', [1, 2]],
  ])("trackEvent with %s rejects with 'no payload' and sends nothing, ever", async (_case, fields) => {
    const p = page();
    const tracking = startTracking(p.win);
    await load(p.win);
    await expect(tracking.trackEvent(fields as never)).rejects.toThrow('no payload');
    await vi.advanceTimersByTimeAsync(10_000);
    p.win.dispatchEvent(new Event('online'));
    await settle();
    expect(p.calls('/api/v1/events')).toEqual([]);
  });

  // issue 14: an event tracked before load is stored at once, and sent with the identity once the
  // after-load chunk knows it.
  it('trackEvent before load resolves at once (stored), and the event goes after load with its identity', async () => {
    const p = page();
    const tracking = startTracking(p.win);
    let stored = false;
    void tracking.trackEvent({ actor: 'visitor', action: 'view', event_owner_team: 'web', event_source: 'site', object_type: 'gallery' }).then(() => (stored = true));
    await settle();
    expect(stored).toBe(true);
    expect(p.calls('/api/v1/events')).toEqual([]);
    await load(p.win);
    await settle();
    const [event] = p.calls('/api/v1/events');
    expect(typeof (event!.json as { analyticsId: string }).analyticsId).toBe('string');
    expect((event!.json as { commonData: Record<string, unknown> }).commonData.session_id).toEqual(expect.any(String));
  });

  // issue 14: the popup overlay's census call.
  it('the overlays saying the popup overlay showed makes the overlay census call, with the tracking timeout', async () => {
    const p = page();
    startTracking(p.win);
    p.doc.dispatchEvent(new (p.win as unknown as typeof globalThis).CustomEvent('vitrine:overlayshown', { detail: { overlay: 'popup-overlay', formId: 'f-1', version: 3 } }));
    await settle();
    const [census] = p.calls('/api/census/overlay');
    expect(census!.form).toEqual({ overlay: 'popup-overlay', formId: 'f-1', version: '3', url: '/about' });
    expect(census!.init.signal).toBeTruthy();
  });

  // issue 19: Quick View's census call, for the product the shop's Quick View opened.
  it("the shop's Quick View opening makes the RecordQuickView census call for its product, with the tracking timeout", async () => {
    const p = page();
    startTracking(p.win);
    p.doc.dispatchEvent(new (p.win as unknown as typeof globalThis).CustomEvent(QUICK_VIEW_EVENT, { detail: { id: '66f0a1b2c3d4e5f6a7b8c901' } }));
    await settle();
    const [census] = p.calls('/api/census/RecordQuickView/66f0a1b2c3d4e5f6a7b8c901');
    expect(census).toBeDefined();
    expect(census!.init.signal).toBeTruthy();
  });

  // issue 16: the system error overlay's network error, recorded as system_network_error.
  it('the overlays saying the system error overlay showed a network error records system_network_error as a RecordEvent', async () => {
    const p = page({ cookies: ['crumb=crumb-1'] });
    startTracking(p.win);
    p.doc.dispatchEvent(new (p.win as unknown as typeof globalThis).CustomEvent('vitrine:systemnetworkerror', { detail: { url: '/api/x', status: 0 } }));
    await settle();
    const [event] = p.calls('/api/events/RecordEvent');
    expect(event!.form).toMatchObject({ crumb: 'crumb-1', event: 'system_network_error' });
    expect(JSON.parse(event!.form.data!)).toEqual({ url: '/api/x', status: 0 });
  });

  it('the metric settings are asked for once, after load', async () => {
    const p = page();
    startTracking(p.win);
    expect(p.sent.filter((s) => s.path === '/api/1/performance/settings')).toEqual([]);
    await load(p.win);
    await vi.waitFor(() => expect(p.sent.filter((s) => s.path === '/api/1/performance/settings')).toHaveLength(1));
  });
});
