import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ID_PATTERN, HIT_PATH, PIXEL_PARAM_LIMIT, PIXEL_PATH, PIXEL_URL_LIMIT } from '../../../core/catalog/tracking.ts';
import { RECORDS_PATH } from '../../../core/catalog/page-speed-calls.ts';
import { pixelQuery } from '../../../server/api/tracking/schemas.ts';
import { formCall, JSON_TYPE, jsonCall, pixelCall, TEXT } from '../../../tracking/calls.ts';
import { startApp, type TestApp } from '../server/harness.ts';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const url = (call: { url: string }) => new URL(call.url, 'https://example.com');

// The client sends to these paths and the server routes them: both read one table, so the spec's
// paths are checked where they are answered.
describe('The paths, as the server answers them', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it.each([
    ['errors', '/api/events/RecordJavascriptErrors'],
    ['settings', '/api/1/performance/settings'],
    ['records', '/api/1/performance/records'],
    ['legacyEvent', '/api/events/RecordEvent'],
    ['events', '/api/v1/events'],
    ['hit', '/api/census/RecordHit'],
    ['buttonClick', '/api/census/button-click'],
    ['buttonRender', '/api/census/button-render'],
    ['overlay', '/api/census/overlay'],
    ['formRender', '/api/census/form-render'],
    ['quickView', '/api/census/RecordQuickView/'],
    ['trace', '/api/events/Trace'],
    ['pixel', '/api/track/Track'],
  ] as const)('%s: %s is served', async (_name, path) => {
    expect((await fetch(app.base + path, { method: 'POST' })).status).not.toBe(404);
  });

  it('a path one letter off is not', async () => {
    expect((await fetch(`${app.base}/api/census/RecordHits`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the event id is in every call address, as the query parameter eid', () => {
  it('the pattern takes a call id', () => {
    expect(EVENT_ID_PATTERN.test(ID)).toBe(true);
  });

  it.each([
    ['formCall', formCall(ID, HIT_PATH, { event: 'pageview' })],
    ['jsonCall', jsonCall(ID, RECORDS_PATH, [1])],
    ['pixelCall', pixelCall(ID, new URLSearchParams({ landing: 'https://example.com/' }))],
  ])('%s', (_name, call) => {
    expect(call.id).toBe(ID);
    expect(url(call).searchParams.get('eid')).toBe(ID);
    expect(url(call).searchParams.getAll('eid')).toHaveLength(1);
  });

  it("an eid already in the query is replaced by the call's own", () => {
    const call = pixelCall(ID, new URLSearchParams({ eid: 'someone-elses', landing: 'x' }));
    expect(url(call).searchParams.getAll('eid')).toEqual([ID]);
  });
});

describe('formCall: form-encoded POST', () => {
  it('strings go as they are; other values as JSON text', () => {
    const call = formCall(ID, HIT_PATH, { event: 'pageview', data: { a: 1, b: 'x' }, ss_cvr: 'v|1|2|3|4', n: 5, flag: true });
    expect(url(call).pathname).toBe('/api/census/RecordHit');
    expect(call.type).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(call.body);
    expect(body.get('event')).toBe('pageview');
    expect(JSON.parse(body.get('data')!)).toEqual({ a: 1, b: 'x' });
    expect(body.get('ss_cvr')).toBe('v|1|2|3|4');
    expect(body.get('n')).toBe('5');
    expect(body.get('flag')).toBe('true');
  });

  it('keeps the extra query beside the id', () => {
    const call = formCall(ID, '/x', {}, new URLSearchParams({ a: '1' }));
    expect(url(call).searchParams.get('a')).toBe('1');
    expect(url(call).searchParams.get('eid')).toBe(ID);
  });
});

describe('jsonCall', () => {
  it('a JSON body, application/json by default', () => {
    const call = jsonCall(ID, '/api/v1/events', { analyticsId: 'a' });
    expect(call.type).toBe(JSON_TYPE);
    expect(JSON.parse(call.body!)).toEqual({ analyticsId: 'a' });
  });

  it('text/plain when asked (the page-speed records, as a beacon sends them)', () => {
    expect(jsonCall(ID, RECORDS_PATH, [], TEXT).type).toBe('text/plain');
  });
});

describe('pixelCall: requested as an image', () => {
  it('GET /api/track/Track with the query, as an image, no body', () => {
    const call = pixelCall(ID, new URLSearchParams({ landing: 'https://example.com/a?b=1', rk: 'k' }));
    expect(call.img).toBe(1);
    expect(call.body).toBeUndefined();
    expect(url(call).pathname).toBe(PIXEL_PATH);
    expect(url(call).searchParams.get('landing')).toBe('https://example.com/a?b=1');
    expect(url(call).searchParams.get('rk')).toBe('k');
  });
});

// issue 29: the server refuses a pixel parameter over its limit with 400, which an image sees only as
// an error; so the call is cut to the server's limits before it goes.
describe('pixelCall: cut to the server limits before it goes', () => {
  // A landing address of 5,000 characters: a path, a long query and a fragment.
  const LONG_LANDING = `https://example.com/landing/page?${Array.from({ length: 400 }, (_, i) => `k${i}=v${i}`).join('&')}#`.padEnd(5000, 'f');
  const longCall = () => pixelCall(ID, new URLSearchParams({ landing: LONG_LANDING, refer: 'https://search.example/?q=x', rk: 'key-1', lang: 'en-US', screen: '1280x800' }));
  // Every parameter the server names at the limit or beyond, with characters that take 3 to 12 in the address.
  const heavy = new URLSearchParams(
    ['landing', 'refer', 'rk', 'lang', 'screen', 'source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'].map((name, i) => [
      name,
      (i % 3 === 0 ? '%/:?&=' : i % 3 === 1 ? 'é漢' : '😀').repeat(3000),
    ]),
  );

  // The limits: 2048 characters a parameter, 8000 the address.
  it('a 5,000-character landing address: every value within the parameter limit, the address within the total', () => {
    expect(LONG_LANDING).toHaveLength(5000);
    const call = longCall();
    expect(call.url.length).toBeLessThanOrEqual(8000);
    for (const [, value] of url(call).searchParams) expect(value.length).toBeLessThanOrEqual(2048);
  });

  it('the landing address keeps its start (origin, path, then as much query as fits); the other values are whole', () => {
    const q = url(longCall()).searchParams;
    expect(q.get('landing')).toBe(LONG_LANDING.slice(0, 2048));
    expect(Object.fromEntries([...q].filter(([name]) => name !== 'landing'))).toEqual({
      refer: 'https://search.example/?q=x',
      rk: 'key-1',
      lang: 'en-US',
      screen: '1280x800',
      eid: ID,
    });
  });

  it('every parameter over the limit, most not ASCII: the address within the total, each value within the limit, the event id whole', () => {
    const call = pixelCall(ID, heavy);
    expect(call.url.length).toBeLessThanOrEqual(8000);
    // Cut no more than needed: the address is nearly full.
    expect(call.url.length).toBeGreaterThan(PIXEL_URL_LIMIT - 150);
    const q = url(call).searchParams;
    for (const [, value] of q) expect(value.length).toBeLessThanOrEqual(PIXEL_PARAM_LIMIT);
    expect(q.get('eid')).toBe(ID);
    expect(pixelQuery.safeParse(Object.fromEntries(q)).success).toBe(true);
  });

  it('any values, of any length and any characters: the address within the total, each value within the limit, the event id whole, and the server schema takes it', () => {
    const names = ['landing', 'refer', 'rk', 'lang', 'screen', 'source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'];
    // Long values built by repeating a short piece of any characters (lone surrogates included).
    const piece = fc.oneof(fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 3 }), fc.string({ unit: 'binary', maxLength: 4 }));
    const value = fc.tuple(piece, fc.nat(700)).map(([text, times]) => text.repeat(times));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), value), (fields) => {
        const call = pixelCall(ID, new URLSearchParams(fields));
        expect(call.url.length).toBeLessThanOrEqual(8000);
        const q = url(call).searchParams;
        for (const [, v] of q) expect(v.length).toBeLessThanOrEqual(PIXEL_PARAM_LIMIT);
        expect(q.getAll('eid')).toEqual([ID]);
        expect(pixelQuery.safeParse(Object.fromEntries(q)).success).toBe(true);
      }),
      { numRuns: 50 },
    );
  }, 30_000);

  it('the server schema refuses one character over the shared limit', () => {
    expect(pixelQuery.safeParse({ landing: 'a'.repeat(PIXEL_PARAM_LIMIT) }).success).toBe(true);
    expect(pixelQuery.safeParse({ landing: 'a'.repeat(PIXEL_PARAM_LIMIT + 1) }).success).toBe(false);
  });

  it('a call within the limits is sent whole', () => {
    const query = new URLSearchParams({ landing: 'https://example.com/a?b=1#c', refer: '', rk: 'k', lang: 'fr-FR', screen: '390x844', source: 'mail' });
    const call = pixelCall(ID, query);
    expect(Object.fromEntries(url(call).searchParams)).toEqual({ ...Object.fromEntries(query), eid: ID });
    expect(call.url.length).toBe(`${PIXEL_PATH}?${query}&eid=${ID}`.length);
  });

  describe('against the server', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startApp();
    });
    afterAll(() => app.close());

    it.each([
      ['a 5,000-character landing address', longCall],
      ['every parameter over the limit', () => pixelCall(ID.replace('1', '2'), heavy)],
    ])('%s: the server takes the cut call (200, the GIF)', async (_name, make) => {
      const response = await fetch(app.base + make().url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/gif');
    });
  });
});
