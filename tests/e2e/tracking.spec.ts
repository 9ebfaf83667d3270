// Tracking in Chromium, tested the way web-vitals tests itself: the e2e
// server logs every /api/ request (VITRINE_DEV=1, GET /__dev/requests), a test waits for the count
// of calls it expects and then reads their payloads; the server's database says what was stored.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import Database from 'better-sqlite3';
import { CHROMIUM } from '../../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { website } from '../../site/website.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { consented } from './consent.ts';
import { signIn } from './sign-in.ts';
import type { LoggedRequest } from '../../server/dev/request-log.ts';

// As the specification names them.
const HIT = '/api/census/RecordHit';
const LEGACY = '/api/events/RecordEvent';
const PIXEL = '/api/track/Track';
const ERRORS = '/api/events/RecordJavascriptErrors';
const RECORDS = '/api/1/performance/records';
const TRACE = '/api/events/Trace';
const EVENTS = '/api/v1/events';
// The visitor-record value; the cookies a restrictive choice clears.
const VISITOR = /^[\w-]+(\|[1-9]\d*){4}$/;
const ANALYTICS_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment'];
const EVENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const DB_FILE = '.data/e2e/vitrine.db';

type Logged = LoggedRequest;
interface PageSpeedRecord {
  t: 'ps';
  pl: string;
  p: string;
  m: Record<string, unknown>;
  c: Record<string, unknown>;
}

const requests = async (request: APIRequestContext, path?: string): Promise<Logged[]> =>
  (await request.get(`/__dev/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`)).json();
const count = async (request: APIRequestContext, path: string): Promise<number> => (await requests(request, path)).length;
const form = (entry: Logged): Record<string, string> => Object.fromEntries(new URLSearchParams(entry.body));
const eid = (entry: Logged): string => new URLSearchParams(entry.search).get('eid') ?? '';
const hitData = (entry: Logged) => JSON.parse(form(entry).data!) as Record<string, unknown>;
const tracking = (entries: Logged[]) => entries.filter((entry) => entry.path.startsWith('/api/'));

/** Reads the e2e server's database (read-only). */
function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DB_FILE, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Every page-speed record the server received, with its call. */
async function pageSpeedRecords(request: APIRequestContext): Promise<{ entry: Logged; record: PageSpeedRecord }[]> {
  return (await requests(request, RECORDS)).flatMap((entry) =>
    (JSON.parse(entry.body) as { t: string }[]).filter((record) => record.t === 'ps').map((record) => ({ entry, record: record as PageSpeedRecord })),
  );
}

/**
 * A page that a previous test closed may still be sending its last calls: wait until the log has
 * been still for a moment, then empty it, so that each test counts only its own.
 */
async function emptyLog(request: APIRequestContext): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = (await requests(request)).length;
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [300], timeout: 5000 },
    )
    .toBe(true);
  await request.delete('/__dev/requests');
}

/**
 * Page speed has started once its `measure` observer exists: the chunk registers it last, in the
 * same task as its visibilitychange and pagehide listeners (tracking/page-speed/index.ts).
 */
async function watchObservers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    const seen: string[] = ((window as any).observedTypes = []);
    PerformanceObserver.prototype.observe = function (options?: PerformanceObserverInit) {
      if (options?.type) seen.push(options.type);
      return observe.call(this, options);
    };
  });
}
const pageSpeedStarted = (page: Page) => expect.poll(() => page.evaluate(() => (window as any).observedTypes.includes('measure'))).toBe(true);

/** web-vitals' own tests stub a hidden page the same way; headless Chromium never hides a tab. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** The calls waiting in the durable store (IndexedDB vitrine-tracking/calls). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; url: string; body: string }[]>((resolve, reject) => {
        const open = indexedDB.open('vitrine-tracking');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('calls').objectStore('calls').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map(({ id, url, body }) => ({ id, url, body: body ?? '' })));
          };
        };
      }),
  );

const cookieNamed = async (page: Page, name: string) => (await page.context().cookies()).find((cookie) => cookie.name === name);
const analyticsCookies = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => ANALYTICS_COOKIES.includes(name));

// Playwright turns the back-forward cache off (--disable-back-forward-cache); visitors' browsers
// have it, so these tests run with it on. A launch option can only be set for the whole file.
test.use({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test.beforeEach(async ({ request }) => emptyLog(request));

test.describe('page views', () => {
  test('a page view goes to the census, to the legacy tracker and, on the landing page, to the pixel; the visitor cookies are set', async ({ page, request, baseURL }) => {
    await consented(page, baseURL);
    const before = Date.now();
    await page.goto('/?source=e2e-news');
    await expect.poll(() => count(request, HIT)).toBe(1);
    await expect.poll(() => count(request, LEGACY)).toBe(1);
    await expect.poll(() => count(request, PIXEL)).toBe(1);
    const after = Date.now();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const language = await page.evaluate(() => navigator.language);
    const viewport = page.viewportSize()!;

    // POST /api/census/RecordHit, form-encoded: event, data (JSON text), ss_cvr.
    const [hit] = await requests(request, HIT);
    expect(hit).toMatchObject({ method: 'POST', status: 200 });
    expect(hit!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(eid(hit!)).toMatch(EVENT_ID);
    const hitForm = form(hit!);
    expect(Object.keys(hitForm).sort()).toEqual(['data', 'event', 'ss_cvr']);
    expect(hitForm.event).toBe('pageview');
    const data = hitData(hit!);
    expect(data).toMatchObject({
      websiteId: website.id,
      templateId: website.templateId,
      website_locale: 'en-US',
      userAgent,
      viewportWidth: viewport.width,
      viewportHeight: viewport.height,
      url: `${baseURL}/?source=e2e-news`,
      title: await page.title(),
      itemId: '',
      collectionId: '64a1f0c2e4b0a1b2c3d4e5f6',
      localStorageSupported: true,
      queryString: 'source=e2e-news',
      referrer: '',
    });
    expect(data.clientDate).toBeGreaterThanOrEqual(before);
    expect(data.clientDate).toBeLessThanOrEqual(after);
    expect(data.screenWidth).toBeGreaterThan(0);
    expect(data.screenHeight).toBeGreaterThan(0);
    // A first visit: count 1, and the first, previous and last visit are this one.
    const visitor = hitForm.ss_cvr!;
    expect(visitor).toMatch(VISITOR);
    const [visitorId, first, previous, last, visits] = visitor.split('|');
    expect(visits).toBe('1');
    expect(new Set([first, previous, last]).size).toBe(1);
    // Stored once, under its event id.
    expect(rows('SELECT path FROM tracking_calls WHERE eid = ?', eid(hit!))).toEqual([{ path: HIT }]);

    // POST /api/events/RecordEvent, form-encoded: crumb, event, data (the legacy payload).
    const [legacy] = await requests(request, LEGACY);
    expect(legacy).toMatchObject({ method: 'POST', status: 200 });
    const legacyForm = form(legacy!);
    const crumb = await cookieNamed(page, 'crumb');
    expect(crumb?.value).toBeTruthy();
    expect(legacyForm.crumb).toBe(crumb!.value);
    expect(legacyForm.event).toBe('pageview');
    expect(JSON.parse(legacyForm.data!)).toEqual({
      websiteId: website.id,
      memberAccountId: '',
      website_locale: 'en-US',
      member_locale: language,
      templateId: website.templateId,
      variantId: '',
      pageHash: '',
      pagePath: '/',
    });

    // GET /api/track/Track, as an image, on the session's landing page.
    const [pixel] = await requests(request, PIXEL);
    expect(pixel).toMatchObject({ method: 'GET', status: 200 });
    const query = Object.fromEntries(new URLSearchParams(pixel!.search));
    expect(query).toMatchObject({ landing: `${baseURL}/?source=e2e-news`, refer: '', lang: language, source: 'e2e-news' });
    expect(query.rk).toBeTruthy();
    expect(query.screen).toMatch(/^\d+x\d+$/);

    // The visitor cookies, path /.
    for (const name of ['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cvisit']) expect(await cookieNamed(page, name), name).toMatchObject({ path: '/' });
    expect(decodeURIComponent((await cookieNamed(page, 'ss_cvr'))!.value)).toBe(visitor);
    expect((await cookieNamed(page, 'ss_cvt'))!.value).toMatch(/^[1-9]\d*$/);

    // The next page of the same session: a page view with this page as referrer, the same visitor, no pixel.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Films' }).click();
    await expect.poll(() => count(request, HIT)).toBe(2);
    await expect.poll(() => count(request, LEGACY)).toBe(2);
    const next = (await requests(request, HIT))[1]!;
    expect(hitData(next)).toMatchObject({ path: '/media', referrer: `${baseURL}/?source=e2e-news`, queryString: '' });
    expect(form(next).ss_cvr!.split('|')[0]).toBe(visitorId);
    expect(await count(request, PIXEL)).toBe(1);
  });

  test('/search (page type 102) records no page view, though its page speed is measured', async ({ page, request, baseURL }) => {
    await consented(page, baseURL);
    await watchObservers(page);
    await page.goto('/search');
    await expect(page.locator('html')).toHaveAttribute('data-page-type', '102');
    await pageSpeedStarted(page);
    // Leaving sends the page-speed record: by the time it is in, a page view would have been too.
    await page.goto('about:blank');
    await expect.poll(async () => (await pageSpeedRecords(request)).map(({ record }) => record.p)).toContain('/search');
    expect(await count(request, HIT)).toBe(0);
    expect(await count(request, LEGACY)).toBe(0);
    expect(await count(request, PIXEL)).toBe(0);
  });

  test('a signed-in owner is not tracked at all: no page view, no error report, no trace, no event, no page speed', async ({ page, request, baseURL }) => {
    await consented(page, baseURL);
    // The owner (admin, role 1), signed in for real, is not a plain viewer.
    await signIn(page, E2E_ACCOUNTS.owner);
    await emptyLog(request);
    await page.goto('/');
    expect(await page.evaluate(() => JSON.parse(document.getElementById('site-context')!.textContent!).websiteRoles)).toEqual([1]);
    // The site's own calls do nothing for an owner, and callbacks still run.
    const guarded = await page.evaluate(async () => {
      const tracking = await import('/assets/tracking.js' as string);
      tracking.log('e2e-owner', { n: 1 });
      tracking.reportError(new Error('e2e-owner-report'));
      await tracking.trackEvent({ actor: 'owner', action: 'e2e', event_owner_team: 'vitrine', event_source: 'web', object_type: 'e2e' });
      setTimeout(() => {
        throw new Error('e2e-owner-boom');
      });
      return tracking.guard(() => 'ran');
    });
    expect(guarded).toBe('ran');
    // Absence needs a window: after load tracking starts at idle (at most 2 s), errors go after 1 s.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    // Kept sleep: proves nothing is sent; error reports go 1 s after the error, and nothing marks "none queued".
    await page.waitForTimeout(3000);
    expect(tracking(await requests(request))).toEqual([]);
    // Hidden, then left: what a visitor's page would flush now, an owner's does not.
    await setVisibility(page, 'hidden');
    await page.goto('about:blank');
    // Kept sleep: proves no beacon comes from the page that was left; one in flight is seen only by the server.
    await page.waitForTimeout(1000);
    expect(tracking(await requests(request))).toEqual([]);
  });
});

test.describe('consent', () => {
  test('declined before the page loads: no analytics cookie is written or kept, and the page view still goes, with a fresh visitor value', async ({ page, request, baseURL }) => {
    const context = page.context();
    await context.addCookies([
      { name: 'ss_cookieAllowed', value: 'false', url: baseURL! },
      ...ANALYTICS_COOKIES.map((name) => ({ name, value: name === 'ss_cvr' ? 'e2e-old-visitor|1|2|3|5' : 'e2e-old', url: baseURL! })),
    ]);
    await page.goto('/');
    await expect.poll(() => count(request, HIT)).toBe(1);
    expect(await analyticsCookies(page)).toEqual([]);
    expect((await cookieNamed(page, 'ss_cookieAllowed'))?.value).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID'))).toBeNull();
    // A flagged hit gets a fresh visitor value, not the one the cookie held.
    const visitor = form((await requests(request, HIT))[0]!).ss_cvr!;
    expect(visitor).toMatch(VISITOR);
    expect(visitor).toMatch(/^[\w-]+\|(\d+)\|\1\|\1\|1$/);
    expect(visitor.startsWith('e2e-old-visitor|')).toBe(false);
    expect((await requests(request, HIT))[0]!.status).toBe(200);
  });

  test('Decline in the cookie banner clears the analytics cookies at once, and the choice is sent as an event', async ({ page, request }) => {
    await page.goto('/');
    await expect.poll(() => count(request, HIT)).toBe(1);
    expect((await analyticsCookies(page)).sort()).toEqual(['ss_cid', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Decline' }).click({ timeout: 10_000 });
    await expect.poll(() => analyticsCookies(page)).toEqual([]);
    await expect.poll(() => count(request, EVENTS)).toBe(1);
    const [event] = await requests(request, EVENTS);
    expect(event!.status).toBe(202);
    expect(JSON.parse(event!.body)).toMatchObject({ commonData: { actor: 'visitor', action: 'decline', object_type: 'cookie_banner' } });
    expect(await page.evaluate(() => localStorage.getItem('SS_ANALYTICS_ID'))).toBeNull();
  });
});

/** How many calls wait in the page's durable tracking store (IndexedDB vitrine-tracking, calls): each is deleted once delivered. */
const storedCalls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vitrine-tracking');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const counted = db.transaction('calls').objectStore('calls').count();
          counted.onsuccess = () => (db.close(), resolve(counted.result));
          counted.onerror = () => (db.close(), reject(counted.error));
        };
      }),
  );

test.describe('errors', () => {
  test('a thrown error and an unhandled rejection are each reported once, with the crumb', async ({ page, request, baseURL }) => {
    await consented(page, baseURL);
    const stored = (message: string) => rows<{ n: number }>('SELECT COUNT(*) AS n FROM interface_errors WHERE message = ?', message)[0]!.n;
    const before = { boom: stored('e2e-boom'), rejected: stored('e2e-rejected') };
    await page.goto('/');
    const userAgent = await page.evaluate(() => navigator.userAgent);

    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e-boom');
      }),
    );
    await expect.poll(() => count(request, ERRORS)).toBe(1);
    await page.evaluate(() => {
      void Promise.reject(new Error('e2e-rejected'));
    });
    await expect.poll(() => count(request, ERRORS)).toBe(2);

    const reports = await requests(request, ERRORS);
    for (const [entry, message] of [
      [reports[0]!, 'e2e-boom'],
      [reports[1]!, 'e2e-rejected'],
    ] as const) {
      // 200 only with the X-CSRF-Token header equal to the crumb cookie (else 403 crumbFail).
      expect(entry).toMatchObject({ method: 'POST', status: 200 });
      expect(entry.contentType).toMatch(/^application\/json/);
      expect(eid(entry)).toMatch(EVENT_ID);
      const events = JSON.parse(entry.body) as { eventName: string; data: Record<string, unknown>; timestamp: number }[];
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        eventName: 'interface_error_vitrine',
        data: { app: 'vitrine', message, url: `${baseURL}/`, userAgent, websiteId: website.id, templateId: website.templateId },
      });
      expect(events[0]!.data.stack).toContain(message);
      expect(events[0]!.timestamp).toBeGreaterThan(Date.now() - 60_000);
    }
    expect({ boom: stored('e2e-boom') - before.boom, rejected: stored('e2e-rejected') - before.rejected }).toEqual({ boom: 1, rejected: 1 });
    // Nothing more follows: no retry of a call the server took, none being left in the page's store.
    await expect.poll(() => storedCalls(page)).toBe(0);
    expect(await count(request, ERRORS)).toBe(2);
  });
});

test.describe('page speed', () => {
  test('web-vitals arrive when the page is left: LCP, FCP, TTFB, CLS and, after a click, INP', async ({ page, request, baseURL }) => {
    await consented(page, baseURL);
    await watchObservers(page);
    await page.goto('/');
    await pageSpeedStarted(page);
    await page.getByRole('heading', { name: 'Slow mornings on the lake' }).click();
    // Event timing reports an interaction after its next paint; close before that and it never was.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1);
    // Closing the tab: pagehide, then visibilitychange (hidden), when web-vitals gives its last figures.
    await page.close({ runBeforeUnload: true });

    const vitals = ['cls', 'fcp', 'inp', 'lcp', 'ttfb'];
    const complete = (m: Record<string, unknown>) => vitals.every((code) => code in m);
    // Each send's vitals, so that a failure shows what did arrive.
    const sent = async () => (await pageSpeedRecords(request)).filter(({ record }) => record.p === '/').map(({ record }) => vitals.filter((code) => code in record.m).join(','));
    await expect.poll(sent).toContain(vitals.join(','));
    const { entry, record } = (await pageSpeedRecords(request)).filter(({ record }) => record.p === '/' && complete(record.m)).at(-1)!;
    expect(entry).toMatchObject({ method: 'POST', status: 200 });
    expect(entry.contentType).toMatch(/^text\/plain/);
    for (const [code, value] of Object.entries(record.m)) expect(typeof value === 'number' && value >= 0, `${code}: ${value}`).toBe(true);
    const m = record.m as Record<string, number>;
    expect(m.fcp).toBeGreaterThan(0);
    expect(m.lcp).toBeGreaterThanOrEqual(m.fcp!);
    expect(m.ttfb).toBeLessThanOrEqual(m.fcp!);
    expect(m.cls).toBeLessThan(0.1);
    expect(record.c).toMatchObject({ websiteId: website.id, templateId: website.templateId, pageType: 2, language: 'en-US' });
    // The server keeps the figures under the page load's id.
    const codes = rows<{ code: string }>('SELECT DISTINCT code FROM page_speed_metrics WHERE page_load_id = ?', record.pl).map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['lcp', 'fcp', 'ttfb', 'cls', 'inp']));
  });
});

test.describe('offline', () => {
  const trackEvent = (page: Page, objectId: string) =>
    page.evaluate(async (id) => {
      const tracking = await import('/assets/tracking.js' as string);
      return tracking.trackEvent({ actor: 'visitor', action: 'e2e', event_owner_team: 'vitrine', event_source: 'web', object_type: 'e2e', object_id: id }).then(
        () => '',
        (error: Error) => String(error),
      );
    }, objectId);

  /**
   * The page loaded and its tracking started (the pixel is the page view's last call), and an
   * event sent while online, so that the page has sent one already.
   */
  async function loaded(page: Page, request: APIRequestContext): Promise<void> {
    await page.goto('/');
    await expect.poll(() => count(request, PIXEL)).toBe(1);
    expect(await trackEvent(page, 'e2e-online')).toBe('');
    await expect.poll(() => count(request, EVENTS)).toBe(1);
  }

  /** The three events of one test, each marked: an error report, a trace entry, an analytics event. */
  async function makeEvents(page: Page, marker: string): Promise<void> {
    await page.evaluate((m) => {
      setTimeout(() => {
        throw new Error(m);
      });
    }, marker);
    await page.evaluate(async (m) => (await import('/assets/tracking.js' as string)).log('e2e', { n: 1, marker: m }), marker);
    expect(await trackEvent(page, marker), 'trackEvent while offline').toBe('');
  }

  const paths = [ERRORS, TRACE, EVENTS];
  const marked = <T extends { body: string }>(entries: T[], marker: string) => entries.filter((entry) => entry.body.includes(marker));

  /** The figures of one run: calls received, events stored, repeats; and each event stored once. */
  async function exactlyOnce(request: APIRequestContext, marker: string, label: string): Promise<void> {
    await expect.poll(async () => [...new Set(marked(await requests(request), marker).map((entry) => entry.path))].sort()).toEqual([...paths].sort());
    const received = marked(await requests(request), marker);
    expect(received.every((entry) => entry.status === 200 || entry.status === 202)).toBe(true);
    const ids = received.map(eid);
    const stored = {
      errors: rows<{ n: number }>('SELECT COUNT(*) AS n FROM interface_errors WHERE message = ?', marker)[0]!.n,
      trace: rows<{ n: number }>("SELECT COUNT(*) AS n FROM events WHERE kind = 'trace' AND payload LIKE ?", `%${marker}%`)[0]!.n,
      events: rows<{ n: number }>("SELECT COUNT(*) AS n FROM events WHERE kind = 'analytics-event' AND payload LIKE ?", `%${marker}%`)[0]!.n,
    };
    const claimed = rows<{ n: number }>(`SELECT COUNT(*) AS n FROM tracking_calls WHERE eid IN (${ids.map(() => '?').join(',')})`, ...ids)[0]!.n;
    const figures = {
      sent: received.length,
      distinct: new Set(ids).size,
      stored: stored.errors + stored.trace + stored.events,
      duplicates: received.length - new Set(ids).size,
    };
    console.log(
      `[tracking offline, ${label}] events sent (requests received): ${figures.sent}, distinct event ids: ${figures.distinct}, events stored: ${figures.stored}, duplicates (repeat eids received): ${figures.duplicates}`,
    );
    expect(stored).toEqual({ errors: 1, trace: 1, events: 1 });
    expect(claimed).toBe(new Set(ids).size);
    expect(new Set(ids).size).toBe(3);
  }

  test('events made offline wait in the store and go, once each, when the network is back (the online event)', async ({ page, request, baseURL, context }) => {
    await consented(page, baseURL);
    const marker = `e2e-offline-online-${Date.now()}`;
    await loaded(page, request);
    await context.setOffline(true);
    await makeEvents(page, marker);
    // Hidden: the trace and the error batch are flushed now, into the store, and fail to send.
    await setVisibility(page, 'hidden');
    await expect
      .poll(async () =>
        marked(await queued(page), marker)
          .map((call) => new URL(call.url, baseURL).pathname)
          .sort(),
      )
      .toEqual([...paths].sort());
    await setVisibility(page, 'visible');
    expect(marked(await requests(request), marker)).toEqual([]);

    await context.setOffline(false);
    await exactlyOnce(request, marker, 'online event');
    await expect.poll(async () => marked(await queued(page), marker)).toEqual([]);
  });

  test('events made offline, then the page left offline, go on the next load', async ({ page, request, baseURL, context }) => {
    await consented(page, baseURL);
    const marker = `e2e-offline-next-load-${Date.now()}`;
    await loaded(page, request);
    await context.setOffline(true);
    await makeEvents(page, marker);
    // Flushed while the page is still here: a call made at pagehide escapes Chromium's offline
    // emulation (a keepalive request outlives the page's devtools session) and would just arrive.
    await setVisibility(page, 'hidden');
    await expect.poll(async () => marked(await queued(page), marker)).toHaveLength(3);
    await page.goto('about:blank');
    await context.setOffline(false);
    expect(marked(await requests(request), marker)).toEqual([]);
    await page.goto('/media');
    await exactlyOnce(request, marker, 'next load');
  });

  test('back online and reloaded at once: the leaving page and the next load race, and the server keeps each event once', async ({ page, request, baseURL, context }) => {
    await consented(page, baseURL);
    const marker = `e2e-offline-reload-${Date.now()}`;
    await loaded(page, request);
    await context.setOffline(true);
    await makeEvents(page, marker);
    await setVisibility(page, 'hidden');
    await expect.poll(async () => marked(await queued(page), marker)).toHaveLength(3);
    await setVisibility(page, 'visible');
    await context.setOffline(false);
    await page.reload();
    await exactlyOnce(request, marker, 'online and reload');
  });
});

test.describe('a lost answer', () => {
  test('the server took the call but the page never heard back: it goes again, and is stored once', async ({ page, request, baseURL }) => {
    await consented(page, baseURL);
    const marker = `e2e-lost-answer-${Date.now()}`;
    let calls = 0;
    // The first report reaches the server; its answer is then lost, as on a dropped connection.
    await page.route(
      (url) => url.pathname === ERRORS,
      async (route) => {
        if (calls++ > 0) return route.continue();
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
    await page.goto('/');
    await page.evaluate((m) => {
      setTimeout(() => {
        throw new Error(m);
      });
    }, marker);
    // Sent, lost, and sent again after the first back-off (2 s).
    await expect.poll(async () => (await requests(request, ERRORS)).filter((entry) => entry.body.includes(marker)).length, { timeout: 8000 }).toBe(2);
    const received = (await requests(request, ERRORS)).filter((entry) => entry.body.includes(marker));
    expect(received.map((entry) => entry.status)).toEqual([200, 200]);
    expect(eid(received[1]!)).toBe(eid(received[0]!));
    const stored = rows<{ n: number }>('SELECT COUNT(*) AS n FROM interface_errors WHERE message = ?', marker)[0]!.n;
    console.log(
      `[tracking lost answer] events sent (requests received): ${received.length}, distinct event ids: 1, events stored: ${stored}, duplicates (repeat eids received): ${received.length - 1}`,
    );
    expect(stored).toBe(1);
    expect(rows('SELECT path FROM tracking_calls WHERE eid = ?', eid(received[0]!))).toEqual([{ path: ERRORS }]);
  });
});

test.describe('offline, before any event', () => {
  // An event is stored raw when tracked, and checked (the events chunk, zod) only as it goes.
  test('an event tracked offline before the events chunk was ever fetched still waits in the store', async ({ page, request, baseURL, context }) => {
    await consented(page, baseURL);
    const marker = `e2e-offline-first-event-${Date.now()}`;
    await page.goto('/');
    await expect.poll(() => count(request, PIXEL)).toBe(1);
    await context.setOffline(true);
    const failed = await page.evaluate(async (id) => {
      const tracking = await import('/assets/tracking.js' as string);
      return tracking.trackEvent({ actor: 'visitor', action: 'e2e', event_owner_team: 'vitrine', event_source: 'web', object_type: 'e2e', object_id: id }).then(
        () => '',
        (error: Error) => String(error),
      );
    }, marker);
    expect(failed).toBe('');
    await context.setOffline(false);
    await expect.poll(async () => (await requests(request, EVENTS)).filter((entry) => entry.body.includes(marker)).length).toBe(1);
  });
});

test.describe('the back-forward cache', () => {
  test('a page restored from the cache counts its view again on pageshow', async ({ page, request, baseURL, context }) => {
    await consented(page, baseURL);
    await page.addInitScript(() => {
      const shows: boolean[] = ((window as any).pageshows = []);
      addEventListener('pageshow', (event) => shows.push(event.persisted));
    });
    const cdp = await context.newCDPSession(page);
    const notUsed: unknown[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => notUsed.push(event.notRestoredExplanationsTree ?? event.notRestoredExplanations));
    await cdp.send('Page.enable');

    await watchObservers(page);
    await page.goto('/');
    const hitsFor = async (path: string) => (await requests(request, HIT)).filter((entry) => hitData(entry).path === path);
    await expect.poll(async () => (await hitsFor('/')).length).toBe(1);
    // Something to flush as the page is left: the page-speed record and a trace entry, both written
    // to the durable store at pagehide, as the page goes into the cache.
    await pageSpeedStarted(page);
    const marker = `e2e-bfcache-${Date.now()}`;
    await page.evaluate(async (m) => (await import('/assets/tracking.js' as string)).log('e2e', { marker: m }), marker);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Films' }).click();
    await expect.poll(async () => (await hitsFor('/media')).length).toBe(1);

    // A restore fires no load event, so wait for the commit only.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(async () => notUsed.length > 0 || (await page.evaluate(() => (window as any).pageshows.includes(true)))).toBe(true);
    // Chromium says why it did not restore the page (Page.backForwardCacheNotUsed).
    expect(notUsed, `not restored: ${JSON.stringify(notUsed)}`).toEqual([]);
    expect(await page.evaluate(() => (window as any).pageshows)).toEqual([false, true]);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);

    await expect.poll(async () => (await hitsFor('/')).length).toBe(2);
    const [first, again] = await hitsFor('/');
    expect(form(again!).ss_cvr!.split('|')[0]).toBe(form(first!).ss_cvr!.split('|')[0]);
    expect(eid(again!)).not.toBe(eid(first!));
    expect(hitData(again!).clientDate).toBeGreaterThan(hitData(first!).clientDate as number);
    await expect.poll(async () => (await requests(request, LEGACY)).filter((entry) => JSON.parse(form(entry).data!).pagePath === '/').length).toBe(2);
    // The trace entry flushed as the page went into the cache arrived, and was stored once. (/media
    // may send it again: it drains the store while the cached page, frozen, cannot yet remove it.)
    await expect.poll(async () => (await requests(request, TRACE)).filter((entry) => entry.body.includes(marker)).length).toBeGreaterThan(0);
    const traces = (await requests(request, TRACE)).filter((entry) => entry.body.includes(marker));
    expect(new Set(traces.map(eid)).size).toBe(1);
    expect(rows<{ n: number }>("SELECT COUNT(*) AS n FROM events WHERE kind = 'trace' AND payload LIKE ?", `%${marker}%`)[0]!.n).toBe(1);
    console.log(`[tracking bfcache] trace flushed at pagehide: requests received ${traces.length}, events stored 1, duplicates ${traces.length - 1}`);
  });
});
