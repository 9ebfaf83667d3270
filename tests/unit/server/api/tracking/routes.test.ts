// The tracking calls over HTTP, against a real server and database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRACKING_PATHS } from '../../../../../core/catalog/tracking.ts';
import { TOO_DEEP } from '../../../../../server/api/body.ts';
import { RATE_LIMITED } from '../../../../../server/api/rate-limit.ts';
import { BAD_EVENT_ID } from '../../../../../server/api/tracking/routes.ts';
import { ONE_PAGE_LOAD, RECORD_PATH_MAX } from '../../../../../server/api/tracking/schemas.ts';
import { PIXEL_GIF } from '../../../../../server/api/tracking/pixel.ts';
import { METHOD_NOT_ALLOWED } from '../../../../../server/http/replies.ts';
import { START_TIME, startApp, type TestApp } from '../../harness.ts';

const JSON_TYPE = 'application/json';
const FORM = 'application/x-www-form-urlencoded';
const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

const errorEvent = {
  eventName: 'interface_error_vitrine',
  data: { app: 'vitrine', message: 'Boom', stack: 'Error: Boom\n    at x (runtime.js:1:2)', line: 1, column: 2, url: 'http://127.0.0.1/', userAgent: 'UA' },
  timestamp: START_TIME,
};
const pageSpeed = { t: 'ps', pl: 'load-1', p: '/gallery/grid', m: { lcp: 1200, cls: 0.02, zz: 5 }, c: { websiteId: 'w1', pageType: 2, mobile: false } };
const userTiming = { t: 'ut', pl: 'load-1', p: '/gallery/grid', n: 'gallery-ready', d: 12.5, s: 300 };
const legacyData = { websiteId: 'w1', memberAccountId: null, website_locale: 'en-US', templateId: 't1', pagePath: '/' };
const analyticsEvent = {
  analyticsId: 'a1b2c3',
  commonData: { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'web', object_type: 'button', product_page: 'home', window_width: 1280 },
  customData: { any: { nested: 1 } },
  customSchemaName: 'button_click',
};
const pageViewData = { websiteId: 'w1', templateId: 't1', url: 'http://127.0.0.1/promo?x=1', title: 'Promo', localStorageSupported: true, viewportWidth: 1280, path: '/promo' };
const VISITOR = 'vis-1_a|1700000000000|1700000000000|1700000000000|3';
const buttonFields = { id: 'block-7', buttonText: 'Buy', clickthroughUrl: '/shop', alignment: 'center', size: 'medium', newWindow: 'true', context: 'block' };
const traceData = [
  { pageUrl: 'http://127.0.0.1/', type: 'info', data: { step: 1 } },
  { pageUrl: 'http://127.0.0.1/', type: 'warn', data: 'slow' },
];

/** The tables the tracking calls write, beside tracking_calls. */
const TRACKING_TABLES = ['interface_errors', 'page_speed_metrics', 'page_views', 'events'] as const;
type TrackingTable = (typeof TRACKING_TABLES)[number];

interface Call {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  type?: string;
  /** The body; a function when it carries the crumb. */
  body?: string | ((crumb: string) => string);
  status: number;
  /** The table and kind its rows go to. */
  table: TrackingTable;
  kind?: string;
}

// One valid call of each kind.
const VALID: Call[] = [
  { name: 'error reports', path: TRACKING_PATHS.errors, body: JSON.stringify([errorEvent]), status: 200, table: 'interface_errors' },
  { name: 'performance records', path: TRACKING_PATHS.records, type: 'text/plain;charset=UTF-8', body: JSON.stringify([pageSpeed]), status: 200, table: 'page_speed_metrics' },
  {
    name: 'a legacy event',
    path: TRACKING_PATHS.legacyEvent,
    type: FORM,
    body: (crumb) => form({ crumb, event: 'pageview', data: JSON.stringify(legacyData) }),
    status: 200,
    table: 'events',
    kind: 'legacy-event',
  },
  { name: 'an analytics event', path: TRACKING_PATHS.events, body: JSON.stringify(analyticsEvent), status: 202, table: 'events', kind: 'analytics-event' },
  {
    name: 'a page view',
    path: TRACKING_PATHS.hit,
    type: FORM,
    body: form({ event: 'pageview', data: JSON.stringify(pageViewData), ss_cvr: VISITOR }),
    status: 200,
    table: 'page_views',
  },
  { name: 'a button click', path: TRACKING_PATHS.buttonClick, type: FORM, body: form(buttonFields), status: 200, table: 'events', kind: 'button-click' },
  { name: 'a button render', path: TRACKING_PATHS.buttonRender, body: JSON.stringify({ ...buttonFields, newWindow: false }), status: 200, table: 'events', kind: 'button-render' },
  { name: 'an overlay event', path: TRACKING_PATHS.overlay, body: JSON.stringify({ action: 'close', version: 3 }), status: 200, table: 'events', kind: 'overlay' },
  { name: 'a form render', path: TRACKING_PATHS.formRender, type: FORM, body: form({ formId: 'f1', visitorCookie: '' }), status: 200, table: 'events', kind: 'form-render' },
  { name: 'a quick view', path: `${TRACKING_PATHS.quickView}64a1f0c2e4b0a1b2c3d4e5f9`, body: '', status: 200, table: 'events', kind: 'quick-view' },
  { name: 'a trace', path: TRACKING_PATHS.trace, type: FORM, body: form({ data: JSON.stringify(traceData.slice(0, 1)) }), status: 200, table: 'events', kind: 'trace' },
  {
    name: 'the pixel',
    path: `${TRACKING_PATHS.pixel}?landing=%2F&refer=https%3A%2F%2Fsearch.test%2F&lang=en-US&screen=1280x800&campaign=spring`,
    method: 'GET',
    status: 200,
    table: 'events',
    kind: 'pixel',
  },
];

describe('tracking calls', () => {
  let app: TestApp;
  let crumb = '';

  beforeEach(async () => {
    app = await startApp();
    crumb = await app.crumb();
  });
  afterEach(() => app.close());

  /** Sends a call with the crumb cookie and, unless told otherwise, the X-CSRF-Token header. */
  const send = (call: Omit<Call, 'name' | 'status' | 'table'>, { eid, token = crumb }: { eid?: string; token?: string | null } = {}) => {
    const separator = call.path.includes('?') ? '&' : '?';
    const body = typeof call.body === 'function' ? call.body(crumb) : call.body;
    return fetch(`${app.base}${call.path}${eid === undefined ? '' : `${separator}eid=${eid}`}`, {
      method: call.method ?? 'POST',
      headers: {
        cookie: `crumb=${crumb}`,
        ...(token === null ? {} : { 'x-csrf-token': token }),
        ...(body === undefined ? {} : { 'content-type': call.type ?? JSON_TYPE }),
      },
      body,
    });
  };
  const rows = (table: TrackingTable, kind?: string): Promise<Record<string, unknown>[]> =>
    kind === undefined ? app.db.selectFrom(table).selectAll().orderBy('id').execute() : app.db.selectFrom(table).selectAll().where('kind', '=', kind).orderBy('id').execute();
  const payloads = async (kind: string): Promise<unknown[]> => (await rows('events', kind)).map((row) => JSON.parse(String(row.payload)));
  const stored = async (): Promise<number> => {
    let sum = 0;
    for (const table of TRACKING_TABLES) sum += (await rows(table)).length;
    return sum;
  };

  describe('a valid call is stored and answered', () => {
    it.each(VALID)('$name -> $status', async (call) => {
      const response = await send(call);
      expect(response.status).toBe(call.status);
      if (call.path.startsWith(TRACKING_PATHS.pixel)) expect(response.headers.get('content-type')).toBe('image/gif');
      else expect(await response.json()).toEqual({ ok: true });
      expect((await rows(call.table, call.kind)).length).toBeGreaterThan(0);
    });

    it('an error report: its app, message, stack and url as columns, the whole event as payload', async () => {
      await send(VALID[0]!);
      const [row] = await rows('interface_errors');
      expect(row).toMatchObject({ app: 'vitrine', message: 'Boom', stack: errorEvent.data.stack, url: 'http://127.0.0.1/', created_at: START_TIME });
      expect(JSON.parse(String(row!.payload))).toEqual(errorEvent);
    });

    it('page speed: one row per known metric code, an unknown code dropped, the context kept; user timing as an event', async () => {
      const response = await send({ path: TRACKING_PATHS.records, body: JSON.stringify([pageSpeed, userTiming]), type: JSON_TYPE });
      expect(response.status).toBe(200);
      expect((await rows('page_speed_metrics')).map(({ page_load_id, path, code, value }) => ({ page_load_id, path, code, value }))).toEqual([
        { page_load_id: 'load-1', path: '/gallery/grid', code: 'cls', value: 0.02 },
        { page_load_id: 'load-1', path: '/gallery/grid', code: 'lcp', value: 1200 },
      ]);
      expect(await payloads('page-speed')).toEqual([{ pl: 'load-1', p: '/gallery/grid', c: pageSpeed.c }]);
      expect(await payloads('user-timing')).toEqual([userTiming]);
    });

    it('a page view: the day, the path and the visitor id from ss_cvr', async () => {
      await send(VALID[4]!);
      const [row] = await rows('page_views');
      expect(row).toMatchObject({ day: '2025-06-30', path: '/promo', visitor_id: 'vis-1_a', created_at: START_TIME });
      expect(JSON.parse(String(row!.payload))).toEqual(pageViewData);
    });

    it.each([
      ['a valid visitor cookie', VISITOR, 'vis-1_a'],
      ['an empty ss_cvr', '', null],
      ['a cookie with three pieces', 'vis|1|2', null],
      ['a cookie with a letter in a time', 'vis|1|2|3|x', null],
    ])('ss_cvr with %s -> visitor %s', async (_name, cookie, visitor) => {
      await send({ path: TRACKING_PATHS.hit, type: FORM, body: form({ event: 'pageview', data: JSON.stringify(pageViewData), ss_cvr: cookie }) });
      expect((await rows('page_views'))[0]).toMatchObject({ visitor_id: visitor });
    });

    it('a page view without a path takes the path of its url; a JSON body works too', async () => {
      const { path: _path, ...data } = pageViewData;
      const response = await send({ path: TRACKING_PATHS.hit, body: JSON.stringify({ event: 'pageview', data }) });
      expect(response.status).toBe(200);
      expect((await rows('page_views'))[0]).toMatchObject({ path: '/promo', visitor_id: null });
    });

    it('a hit other than a page view is an event, not a page view', async () => {
      await send({ path: TRACKING_PATHS.hit, type: FORM, body: form({ event: 'scroll', data: JSON.stringify(pageViewData), ss_cvr: VISITOR }) });
      expect(await rows('page_views')).toEqual([]);
      expect(await payloads('census-hit')).toEqual([{ event: 'scroll', data: pageViewData, visitorId: 'vis-1_a' }]);
    });

    it('the legacy event is stored without its crumb', async () => {
      await send(VALID[2]!);
      expect(await payloads('legacy-event')).toEqual([{ event: 'pageview', data: legacyData }]);
    });

    it('a form-encoded button flag is read as a boolean', async () => {
      await send(VALID[5]!);
      expect(await payloads('button-click')).toEqual([{ ...buttonFields, newWindow: true }]);
    });

    it('a quick view keeps its id and its body', async () => {
      await send({ path: `${TRACKING_PATHS.quickView}item-9`, body: JSON.stringify({ collectionId: 'c1' }) });
      expect(await payloads('quick-view')).toEqual([{ id: 'item-9', collectionId: 'c1' }]);
    });

    it('a trace keeps one row per log entry', async () => {
      await send({ path: TRACKING_PATHS.trace, type: FORM, body: form({ data: JSON.stringify(traceData) }) });
      expect(await payloads('trace')).toEqual(traceData);
    });

    it('the pixel: a transparent 1x1 GIF, not cached; its known parameters stored', async () => {
      const response = await send({ ...VALID.at(-1)!, path: `${VALID.at(-1)!.path}&other=1` }, { eid: 'pixel-0001' });
      expect(response.headers.get('content-type')).toBe('image/gif');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes).toEqual(PIXEL_GIF);
      expect(bytes.subarray(0, 6).toString()).toBe('GIF89a');
      expect(await payloads('pixel')).toEqual([{ landing: '/', refer: 'https://search.test/', lang: 'en-US', screen: '1280x800', campaign: 'spring' }]);
    });

    it.each([
      ['errors', TRACKING_PATHS.errors, JSON.stringify([errorEvent])],
      ['records', TRACKING_PATHS.records, JSON.stringify([userTiming])],
      ['events', TRACKING_PATHS.events, JSON.stringify(analyticsEvent)],
    ])('%s as text/plain JSON (a beacon) or with no content type', async (_name, path, body) => {
      expect((await send({ path, body, type: 'text/plain;charset=UTF-8' })).ok).toBe(true);
      const bare = await fetch(`${app.base}${path}`, { method: 'POST', headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb }, body: new Blob([body]) });
      expect(bare.ok).toBe(true);
    });
  });

  describe('a bad payload -> 400 with the problem, and nothing stored', () => {
    it.each([
      ['errors: not a list', TRACKING_PATHS.errors, JSON_TYPE, JSON.stringify(errorEvent), 'Bad payload at the payload: Invalid input: expected array, received object'],
      ['errors: an empty list', TRACKING_PATHS.errors, JSON_TYPE, '[]', 'Bad payload at the payload: Too small: expected array to have >=1 items'],
      [
        'errors: no message',
        TRACKING_PATHS.errors,
        JSON_TYPE,
        JSON.stringify([{ ...errorEvent, data: { ...errorEvent.data, message: undefined } }]),
        'Bad payload at 0.data.message: Invalid input: expected string, received undefined',
      ],
      ['errors: malformed JSON', TRACKING_PATHS.errors, JSON_TYPE, '[{', /^The body is not valid JSON\./],
      ['errors: multipart', TRACKING_PATHS.errors, 'multipart/form-data; boundary=x', '--x--', 'Send the call as JSON (application/json or text/plain) or form-encoded.'],
      [
        'records: a negative metric',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([{ ...pageSpeed, m: { lcp: -1 } }]),
        'Bad payload at 0.m.lcp: Too small: expected number to be >=0',
      ],
      [
        'records: a metric as text',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([{ ...pageSpeed, m: { lcp: '1200' } }]),
        'Bad payload at 0.m.lcp: Invalid input: expected number, received string',
      ],
      [
        'records: an unknown record type',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([{ ...userTiming, t: 'xx' }]),
        "Bad payload at 0.t: Invalid discriminator value. Expected 'ps' | 'ut'",
      ],
      [
        'records: no pageLoadId',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([{ ...userTiming, pl: '' }]),
        'Bad payload at 0.pl: Too small: expected string to have >=1 characters',
      ],
      [
        'events: a required string missing',
        TRACKING_PATHS.events,
        JSON_TYPE,
        JSON.stringify({ ...analyticsEvent, commonData: { ...analyticsEvent.commonData, object_type: undefined } }),
        'Bad payload at commonData.object_type: Invalid input: expected string, received undefined',
      ],
      [
        'events: a named string of another type',
        TRACKING_PATHS.events,
        JSON_TYPE,
        JSON.stringify({ ...analyticsEvent, commonData: { ...analyticsEvent.commonData, product_page: 3 } }),
        'Bad payload at commonData.product_page: Invalid input: expected string, received number',
      ],
      [
        'events: no analyticsId',
        TRACKING_PATHS.events,
        JSON_TYPE,
        JSON.stringify({ ...analyticsEvent, analyticsId: undefined }),
        'Bad payload at analyticsId: Invalid input: expected string, received undefined',
      ],
      ['hit: data not JSON', TRACKING_PATHS.hit, FORM, form({ event: 'pageview', data: '{oops' }), 'Bad payload at data: Invalid input: expected JSON text'],
      [
        'hit: neither path nor url',
        TRACKING_PATHS.hit,
        FORM,
        form({ event: 'pageview', data: JSON.stringify({ title: 'x' }) }),
        'Bad payload at data.path: Invalid input: a page view needs a path or an absolute url',
      ],
      ['hit: no event', TRACKING_PATHS.hit, FORM, form({ data: JSON.stringify(pageViewData) }), 'Bad payload at event: Invalid input: expected string, received undefined'],
      ['button: no id', TRACKING_PATHS.buttonClick, FORM, form({ buttonText: 'Buy' }), 'Bad payload at id: Invalid input: expected string, received undefined'],
      ['button: newWindow not a flag', TRACKING_PATHS.buttonRender, FORM, form({ ...buttonFields, newWindow: 'yes' }), /^Bad payload at newWindow: /],
      ['overlay: a list', TRACKING_PATHS.overlay, JSON_TYPE, '[1]', 'Bad payload at the payload: Invalid input: expected record, received array'],
      ['form render: no formId', TRACKING_PATHS.formRender, FORM, form({ visitorCookie: 'v' }), 'Bad payload at formId: Invalid input: expected string, received undefined'],
      ['quick view: no id', TRACKING_PATHS.quickView, JSON_TYPE, '{}', 'Bad payload at id: the address must end in an id of 1 to 64 letters, digits, _ or -'],
      ['quick view: an id with a dot', `${TRACKING_PATHS.quickView}a.b`, JSON_TYPE, '{}', 'Bad payload at id: the address must end in an id of 1 to 64 letters, digits, _ or -'],
      [
        'trace: an entry without type',
        TRACKING_PATHS.trace,
        FORM,
        form({ data: JSON.stringify([{ pageUrl: '/', data: 1 }]) }),
        'Bad payload at data.0.type: Invalid input: expected string, received undefined',
      ],
      ['trace: no data field', TRACKING_PATHS.trace, FORM, '', 'Bad payload at data: Invalid input: expected array, received undefined'],
      // issue 22, found by fuzzing: each of these was a 500. zod's length check threw on a `length` it
      // cannot compare, inside a field of JSON text; JSON text thousands deep overflowed JSON.stringify as it was stored.
      [
        'trace: data whose length is not a number',
        TRACKING_PATHS.trace,
        FORM,
        form({ data: '{"length":{"toString":0}}' }),
        'Bad payload at data: Invalid input: its length is not a number',
      ],
      [
        'hit: data nested thousands deep',
        TRACKING_PATHS.hit,
        FORM,
        form({ event: 'pageview', data: `{"path":"/","x":${'['.repeat(8000)}${']'.repeat(8000)}}` }),
        'Bad payload at data: Invalid input: JSON text nested more than 100 levels deep',
      ],
      [
        'legacy event: data nested thousands deep',
        TRACKING_PATHS.legacyEvent,
        FORM,
        (token: string) => form({ crumb: token, event: 'e', data: `{"x":${'['.repeat(8000)}${']'.repeat(8000)}}` }),
        'Bad payload at data: Invalid input: JSON text nested more than 100 levels deep',
      ],
      [
        'records: a second page path in one call',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([pageSpeed, { ...userTiming, p: '/made-up/1' }]),
        `Bad payload at 1.p: ${ONE_PAGE_LOAD}`,
      ],
      [
        'records: a second page load in one call',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([pageSpeed, { ...pageSpeed, pl: 'load-2' }]),
        `Bad payload at 1.pl: ${ONE_PAGE_LOAD}`,
      ],
      [
        'records: 520 made-up paths in one call (issue 29)',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify(Array.from({ length: 520 }, (_, i) => ({ t: 'ps', pl: `load-${i}`, p: `/made-up/${i}`, m: { lcp: 1 }, c: {} }))),
        `Bad payload at 1.pl: ${ONE_PAGE_LOAD}`,
      ],
      [
        'records: a path over 2048 characters',
        TRACKING_PATHS.records,
        'text/plain',
        JSON.stringify([{ ...pageSpeed, p: `/${'a'.repeat(RECORD_PATH_MAX)}` }]),
        `Bad payload at 0.p: Too big: expected string to have <=${RECORD_PATH_MAX} characters`,
      ],
      ['events: a body nested thousands deep', TRACKING_PATHS.events, JSON_TYPE, `{"customData":{"x":${'['.repeat(20000)}${']'.repeat(20000)}}}`, TOO_DEEP],
    ])('%s', async (_name, path, type, body, message) => {
      const response = await send({ path, type, body });
      expect(response.status).toBe(400);
      expect((await response.json()) as { error: string }).toEqual({ error: typeof message === 'string' ? message : expect.stringMatching(message) });
      expect(await stored()).toBe(0);
    });

    it('the pixel with an over-long parameter -> 400', async () => {
      const response = await send({ path: `${TRACKING_PATHS.pixel}?landing=${'a'.repeat(2049)}`, method: 'GET' });
      expect(response.status).toBe(400);
      expect(await stored()).toBe(0);
    });
  });

  describe('dedupe by event id (eid)', () => {
    it.each(VALID)('$name twice with one eid -> both answered alike, stored once', async (call) => {
      const first = await send(call, { eid: 'evt-0123456789' });
      const before = await stored();
      const again = await send(call, { eid: 'evt-0123456789' });
      expect([first.status, again.status]).toEqual([call.status, call.status]);
      if (!call.path.startsWith(TRACKING_PATHS.pixel)) expect(await again.json()).toEqual({ ok: true });
      expect(await stored()).toBe(before);
      expect(await app.db.selectFrom('tracking_calls').select(['eid', 'path']).execute()).toEqual([{ eid: 'evt-0123456789', path: call.path.split('?')[0] }]);
    });

    it('calls without an eid are all stored (older clients)', async () => {
      await send(VALID[0]!);
      await send(VALID[0]!);
      expect(await rows('interface_errors')).toHaveLength(2);
      expect(await app.db.selectFrom('tracking_calls').selectAll().execute()).toEqual([]);
    });

    it('different eids are different calls', async () => {
      await send(VALID[0]!, { eid: 'aaaaaaaa' });
      await send(VALID[0]!, { eid: 'bbbbbbbb' });
      expect(await rows('interface_errors')).toHaveLength(2);
    });

    it('a refused payload does not spend its eid', async () => {
      expect((await send({ path: TRACKING_PATHS.errors, body: '[]' }, { eid: 'evt-retry-1' })).status).toBe(400);
      expect((await send(VALID[0]!, { eid: 'evt-retry-1' })).status).toBe(200);
      expect(await rows('interface_errors')).toHaveLength(1);
    });

    it.each(['short', 'has space!', 'x'.repeat(65), ''])('a malformed eid %j -> 400', async (eid) => {
      const response = await send(VALID[0]!, { eid: encodeURIComponent(eid) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: BAD_EVENT_ID });
      expect(await stored()).toBe(0);
    });
  });

  describe('the crumb', () => {
    it.each([
      ['no X-CSRF-Token header', null],
      ['a header unlike the cookie', 'x'.repeat(32)],
    ])('error reports with %s -> 403 crumbFail with a new crumb', async (_name, token) => {
      const response = await send(VALID[0]!, { token });
      expect(response.status).toBe(403);
      const body = (await response.json()) as { crumbFail: boolean; crumb: string };
      expect(body).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
      expect(response.headers.get('set-cookie')).toBe(`crumb=${body.crumb}; Path=/; SameSite=Lax`);
      expect(await stored()).toBe(0);
    });

    it('error reports without a crumb cookie -> 403', async () => {
      const response = await fetch(`${app.base}${TRACKING_PATHS.errors}`, {
        method: 'POST',
        headers: { 'content-type': JSON_TYPE, 'x-csrf-token': crumb },
        body: JSON.stringify([errorEvent]),
      });
      expect(response.status).toBe(403);
    });

    it.each([
      ['no crumb field', form({ event: 'pageview', data: '{}' })],
      ['a crumb field unlike the cookie', form({ crumb: 'y'.repeat(32), event: 'pageview', data: '{}' })],
    ])('a legacy event with %s -> 403', async (_name, body) => {
      const response = await send({ path: TRACKING_PATHS.legacyEvent, type: FORM, body });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { crumbFail: boolean }).crumbFail).toBe(true);
      expect(await stored()).toBe(0);
    });

    it('census calls need no crumb', async () => {
      const response = await fetch(`${app.base}${TRACKING_PATHS.hit}`, { method: 'POST', headers: { 'content-type': FORM }, body: VALID[4]!.body as string });
      expect(response.status).toBe(200);
    });
  });

  describe('the rate limit on error reports', () => {
    it('more than the limit a minute from one address -> 429 with Retry-After, counted whatever the crumb', async () => {
      await app.close();
      app = await startApp({ errorRateLimit: { limit: 2, windowMs: 60_000 } });
      crumb = await app.crumb();
      expect((await send(VALID[0]!, { token: null })).status).toBe(403);
      expect((await send(VALID[0]!)).status).toBe(200);
      const limited = await send(VALID[0]!);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await limited.json()).toEqual({ error: RATE_LIMITED });
      expect((await send(VALID[4]!)).status).toBe(200);
      app.clock.time += 30_000;
      expect((await send(VALID[0]!)).headers.get('retry-after')).toBe('30');
      app.clock.time += 30_000;
      expect((await send(VALID[0]!)).status).toBe(200);
      expect(await rows('interface_errors')).toHaveLength(2);
    });

    it('is 60 a minute by default', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await send(VALID[0]!)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('the rate limit on page-speed records (issue 29)', () => {
    const records = VALID[1]!;

    it('more than the limit a minute from one address -> 429 with Retry-After, and nothing more stored', async () => {
      await app.close();
      app = await startApp({ recordsRateLimit: { limit: 3, windowMs: 60_000 } });
      crumb = await app.crumb();
      // Sent at once: the count is taken before the body is read, so parallel posts meet it as posts in a row do.
      const replies = await Promise.all(Array.from({ length: 8 }, () => send(records)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const limited = replies.find((reply) => reply.status === 429)!;
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await limited.json()).toEqual({ error: RATE_LIMITED });
      // Two metrics (lcp, cls) a stored post.
      expect(await rows('page_speed_metrics')).toHaveLength(6);
      app.clock.time += 60_000;
      expect((await send(records)).status).toBe(200);
    });

    it('is 120 a minute by default', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) statuses.push((await send(records)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(120);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('GET /api/1/performance/settings', () => {
    const settings = (base: string) => fetch(`${base}${TRACKING_PATHS.settings}?clientVersion=4.0.7&app=vitrine&path=%2F`);

    it('a new pageLoadId each time and every flag on, not cached', async () => {
      const response = await settings(app.base);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { pageLoadId: string };
      expect(body).toEqual({
        pageLoadId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        abFlags: { rum: true, 'vitrine-app': true, 'track-page-speed': true, 'track-user-timing-rollout': true },
      });
      expect(((await (await settings(app.base)).json()) as { pageLoadId: string }).pageLoadId).not.toBe(body.pageLoadId);
    });

    it('with page speed off (VITRINE_PAGE_SPEED=off) every flag is off', async () => {
      await app.close();
      app = await startApp({ pageSpeed: false });
      expect(((await (await settings(app.base)).json()) as { abFlags: unknown }).abFlags).toEqual({
        rum: false,
        'vitrine-app': false,
        'track-page-speed': false,
        'track-user-timing-rollout': false,
      });
    });
  });

  describe('methods', () => {
    it.each([
      ['GET a POST call', 'GET', TRACKING_PATHS.errors, 'POST'],
      ['GET a quick view', 'GET', `${TRACKING_PATHS.quickView}item-9`, 'POST'],
      ['POST the settings', 'POST', TRACKING_PATHS.settings, 'GET'],
      ['POST the pixel', 'POST', TRACKING_PATHS.pixel, 'GET'],
      ['HEAD the pixel', 'HEAD', TRACKING_PATHS.pixel, 'GET'],
    ])('%s -> 405 with Allow, nothing stored', async (_name, method, path, allow) => {
      const response = await fetch(`${app.base}${path}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      if (method !== 'HEAD') expect(await response.json()).toEqual({ error: METHOD_NOT_ALLOWED });
      expect(await stored()).toBe(0);
    });

    it('an unknown census call -> 404 JSON', async () => {
      const response = await fetch(`${app.base}/api/census/Nope`, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    });
  });
});
