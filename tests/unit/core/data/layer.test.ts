// layer.ts: the data layer's I/O with fetch, the clock and the document faked: what is sent, how
// often, and what the caller gets.
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_REQUIRED_EVENT, SESSION_PATH } from '../../../../core/catalog/constants.ts';
import { dataLayerStrings as t } from '../../../../core/catalog/strings/data-layer.ts';
import { createDataLayer, DataError, type CallOptions } from '../../../../core/data/index.ts';

type Reply = { status: number; body?: unknown } | 'drop';

const PAGE = 'https://shop.example/store/item';

/** A cookie jar that reads and writes as document.cookie does, for the names it is given. */
function fakeDocument(cookie = 'crumb=old') {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const events: CustomEvent[] = [];
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair] = value.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    },
    dispatchEvent: (event: Event) => events.push(event as CustomEvent) > 0,
  } as unknown as Document;
  return { document, events, written: () => jar.get('crumb') };
}

function setUp(replies: Reply[], { cookie = 'crumb=old', cookies = true, hosts = ['shop.example', 'www.shop.example'] } = {}) {
  const queue = [...replies];
  const calls: { url: URL; init: RequestInit }[] = [];
  const delays: number[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url: new URL(url), init });
    const next = queue.shift();
    if (!next) throw new Error('unexpected call');
    if (next === 'drop') throw new TypeError('Failed to fetch');
    return { status: next.status, text: async () => (next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body)) };
  });
  const page = fakeDocument(cookie);
  const layer = createDataLayer({
    fetch,
    document: page.document,
    location: { href: PAGE },
    setTimeout: (run, ms) => {
      delays.push(ms);
      queueMicrotask(run);
    },
    cookiesEnabled: () => cookies,
    internalHosts: hosts,
  });
  return { layer, fetch, calls, delays, ...page };
}

/** What the caller gets: the value, or the error's text. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );

const crumbFail = { status: 403, body: { crumbFail: true, crumb: 'new' } };

// (status, body, cookies enabled, retry count) -> (calls made, result or error text)
describe('Replies, end to end through the layer', () => {
  it.each<[string, Reply[], boolean, number, number, { value?: unknown; error?: string }]>([
    ['200', [{ status: 200, body: { ok: 1 } }], true, 0, 1, { value: { ok: 1 } }],
    ['204 is empty', [{ status: 204 }], true, 0, 1, { value: null }],
    ['1223 is empty', [{ status: 1223, body: 'x' }], true, 0, 1, { value: null }],
    ['200 not JSON', [{ status: 200, body: '<p>' }], true, 2, 1, { error: expect.stringMatching(/^Internal Error: Unable to parse server response from \(\/api\/x\) as JSON: /) }],
    ['403 crumbFail then 200', [crumbFail, { status: 200, body: { ok: 1 } }], true, 0, 2, { value: { ok: 1 } }],
    ['403 crumbFail twice: retried once only', [crumbFail, crumbFail], true, 0, 2, { error: t.unauthorized }],
    ['403 crumbFail, cookies off: not retried', [crumbFail], false, 0, 1, { error: t.unauthorized }],
    ['401', [{ status: 401 }], true, 2, 1, { error: t.unauthorized }],
    ['401 with error', [{ status: 401, body: { error: 'Expired session' } }], true, 0, 1, { error: 'Expired session' }],
    ['400 with message', [{ status: 400, body: { message: 'Bad input' } }], true, 0, 1, { error: 'Bad input' }],
    ['500', [{ status: 500 }], true, 2, 1, { error: t.internalServerError }],
    ['500 with billingErrorCode', [{ status: 500, body: { billingErrorCode: 'DECLINED' } }], true, 0, 1, { error: 'DECLINED' }],
    ['501', [{ status: 501 }], true, 0, 1, { error: t.internalServerError }],
    ['502 with error', [{ status: 502, body: { error: 'Gateway' } }], true, 0, 1, { error: 'Gateway' }],
    ['503', [{ status: 503 }], true, 2, 1, { error: t.serviceUnavailable }],
    ['429, no retry', [{ status: 429 }], true, 0, 1, { error: t.unableToConnect }],
    ['429 then 200, one retry', [{ status: 429 }, { status: 200, body: 1 }], true, 1, 2, { value: 1 }],
    ['404 three times, two retries', [{ status: 404 }, { status: 404 }, { status: 404 }], true, 2, 3, { error: t.unableToConnect }],
    ['dropped then 200, one retry', ['drop', { status: 200, body: 2 }], true, 1, 2, { value: 2 }],
    ['dropped, no retry', ['drop'], true, 0, 1, { error: t.unableToConnect }],
    ['crumbFail, then dropped, then 200: the crumb retry takes no retry', [crumbFail, 'drop', { status: 200, body: 3 }], true, 1, 3, { value: 3 }],
  ])('%s', async (_name, replies, cookies, retries, callsMade, expected) => {
    const { layer, fetch } = setUp(replies, { cookies });
    await expect(outcome(layer.call('/api/x', { retries }))).resolves.toEqual(expected);
    expect(fetch).toHaveBeenCalledTimes(callsMade);
  });
});

describe('Data call, the crumb', () => {
  it("every address carries the crumb cookie as its crumb parameter, the caller's query kept", async () => {
    const { layer, calls } = setUp(
      [
        { status: 200, body: {} },
        { status: 200, body: {} },
      ],
      { cookie: 'a=1; crumb=abc' },
    );
    await layer.call('/api/x?cloneCart=true');
    await layer.call('https://shop.example/api/y');
    expect(calls.map(({ url }) => [url.pathname, url.searchParams.get('cloneCart'), url.searchParams.get('crumb')])).toEqual([
      ['/api/x', 'true', 'abc'],
      ['/api/y', null, 'abc'],
    ]);
  });

  it('no crumb cookie sends an empty crumb', async () => {
    const { layer, calls } = setUp([{ status: 200, body: {} }], { cookie: '' });
    await layer.call('/api/x');
    expect(calls[0]!.url.searchParams.get('crumb')).toBe('');
  });

  it('a 403 crumbFail stores the new crumb as the cookie and retries with it, the same request', async () => {
    const { layer, calls, written } = setUp([crumbFail, { status: 200, body: {} }]);
    await layer.call('/api/x', { method: 'POST', json: { a: 1 } });
    expect(written()).toBe('new');
    expect(calls.map(({ url }) => url.searchParams.get('crumb'))).toEqual(['old', 'new']);
    expect(calls[1]!.init).toEqual(calls[0]!.init);
  });

  it('a crumbFail without a crumb retries with the cookie as it is then (the server may have set it)', async () => {
    const { layer, calls, written, document } = setUp([
      { status: 403, body: { crumbFail: true } },
      { status: 200, body: {} },
    ]);
    const call = layer.call('/api/x');
    document.cookie = 'crumb=from-server; Path=/';
    await call;
    expect(written()).toBe('from-server');
    expect(calls.map(({ url }) => url.searchParams.get('crumb'))).toEqual(['old', 'from-server']);
  });

  it('a DELETE of the session retries once on crumbFail even with cookies off', async () => {
    const { layer, fetch } = setUp([crumbFail, { status: 204 }], { cookies: false });
    await expect(layer.call(`${SESSION_PATH}?cloneCart=false`, { method: 'DELETE' })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('another DELETE, or a GET of the session, with cookies off is not retried', async () => {
    const one = setUp([crumbFail], { cookies: false });
    await expect(one.layer.call('/api/cart', { method: 'DELETE' })).rejects.toThrow(t.unauthorized);
    const two = setUp([crumbFail], { cookies: false });
    await expect(two.layer.call(SESSION_PATH)).rejects.toThrow(t.unauthorized);
    expect([one.fetch.mock.calls.length, two.fetch.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('A login-required reply', () => {
  it('dispatches the login-required event on document, and fails', async () => {
    const { layer, events } = setUp([{ status: 401, body: { loginRequired: true } }]);
    const error = await layer.call('/api/x').catch((e: DataError) => e);
    expect(events.map((event) => event.type)).toEqual([LOGIN_REQUIRED_EVENT]);
    expect(events[0]!.detail).toBe(error);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).body).toEqual({ loginRequired: true });
  });

  it('no other reply dispatches it', async () => {
    const { layer, events } = setUp([{ status: 401 }, { status: 200, body: { loginRequired: true } }]);
    await layer.call('/api/x').catch(() => {});
    await layer.call('/api/x');
    expect(events).toEqual([]);
  });
});

describe('Retries, 200 ms apart', () => {
  it('waits 200 ms before each retry, and not before a crumb retry', async () => {
    const { layer, delays } = setUp([crumbFail, 'drop', { status: 502 }, { status: 200, body: {} }]);
    await layer.call('/api/x', { retries: 2 });
    expect(delays).toEqual([200, 200]);
  });
});

describe('The queue', () => {
  it('queued calls run one at a time, in order, a failure not stopping the next', async () => {
    const log: string[] = [];
    const gates = new Map<string, () => void>();
    const fetch = vi.fn((url: string) => {
      const path = new URL(url).pathname;
      log.push(`start ${path}`);
      return new Promise<{ status: number; text: () => Promise<string> }>((resolve) =>
        gates.set(path, () => {
          log.push(`end ${path}`);
          resolve({ status: path === '/b' ? 500 : 200, text: async () => '{}' });
        }),
      );
    });
    const { document } = fakeDocument();
    const layer = createDataLayer({ fetch, document, location: { href: PAGE }, setTimeout: (run) => run(), cookiesEnabled: () => true, internalHosts: [] });
    const a = layer.call('/a', { queue: true });
    const b = layer.call('/b', { queue: true }).catch((e: Error) => e.message);
    const c = layer.call('/c', { queue: true });
    const free = layer.call('/free');
    await vi.waitFor(() => expect(gates.size).toBe(2));
    expect([...log].sort()).toEqual(['start /a', 'start /free']);
    gates.get('/free')!();
    gates.get('/a')!();
    await vi.waitFor(() => expect(gates.has('/b')).toBe(true));
    gates.get('/b')!();
    await vi.waitFor(() => expect(gates.has('/c')).toBe(true));
    gates.get('/c')!();
    await Promise.all([a, b, c, free]);
    expect(log.slice(2)).toEqual(['end /free', 'end /a', 'start /b', 'end /b', 'start /c', 'end /c']);
    await expect(b).resolves.toBe(t.internalServerError);
  });
});

describe('Methods and bodies', () => {
  const sent = async (options: CallOptions) => {
    const { layer, calls } = setUp([{ status: 200, body: {} }]);
    await layer.call('/api/x', options);
    return calls[0]!.init;
  };

  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('%s, credentials included', async (method) => {
    expect(await sent({ method })).toMatchObject({ method, credentials: 'include' });
  });

  it('GET by default, with no body', async () => {
    expect(await sent({})).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('a JSON body', async () => {
    const init = await sent({ method: 'PUT', json: { languages: ['en', 'fr'] } });
    expect(init.body).toBe('{"languages":["en","fr"]}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('a form body: objects inside are stringified, null and undefined left out', async () => {
    const init = await sent({
      method: 'POST',
      form: { widgetJSON: { type: 1, id: 'w', value: { a: [1] } }, name: 'Ann', n: 3, yes: true, none: null, gone: undefined, list: [1, 2] },
    });
    const body = init.body as URLSearchParams;
    expect([...body]).toEqual([
      ['widgetJSON', '{"type":1,"id":"w","value":{"a":[1]}}'],
      ['name', 'Ann'],
      ['n', '3'],
      ['yes', 'true'],
      ['list', '[1,2]'],
    ]);
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
  });

  it('format raw gives the text', async () => {
    const { layer } = setUp([{ status: 200, body: '<b>html</b>' }]);
    await expect(layer.call('/api/widget', { format: 'raw' })).resolves.toBe('<b>html</b>');
  });
});

describe('What a failure carries', () => {
  it('a network error: status, error, the encoded-URL key and the network flag', async () => {
    const { layer } = setUp(['drop']);
    const error = (await layer.call('/api/x?a=1 b').catch((e: unknown) => e)) as DataError;
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      name: 'DataError',
      status: 0,
      error: t.unableToConnect,
      message: t.unableToConnect,
      key: encodeURIComponent('/api/x?a=1 b'),
      network: true,
      url: '/api/x?a=1 b',
      format: 'json',
      body: null,
    });
  });

  it('a reported body is what the caller gets, with its status; not a network error', async () => {
    const { layer } = setUp([{ status: 400, body: { error: 'Bad', errors: { email: 'x' } } }]);
    const error = (await layer.call('/api/x', { format: 'raw' }).catch((e: unknown) => e)) as DataError;
    expect(error).toMatchObject({ message: 'Bad', status: 400, body: { error: 'Bad', errors: { email: 'x' } }, network: false, key: undefined, format: 'raw' });
  });
});

describe('Secure calls', () => {
  it.each([
    ['same origin, relative', '/api/x'],
    ['same origin, absolute', 'https://shop.example/api/x'],
    ["the site's own domain over https", 'https://www.shop.example/api/x'],
    ["the page's host over https on another port (the rule is the domain)", 'https://shop.example:8443/api/x'],
  ])('%s: allowed', async (_name, url) => {
    const { layer, fetch } = setUp([{ status: 200, body: {} }]);
    await expect(layer.call(url)).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another host over https', 'https://evil.example/api/x'],
    ['a look-alike host', 'https://shop.example.evil.example/api/x'],
    ['the own domain over plain http', 'http://www.shop.example/api/x'],
    ["the page's host over plain http", 'http://shop.example/api/x'],
    ['protocol-relative, another host', '//evil.example/api/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:application/json,{}'],
    ['not an address', 'http://'],
  ])('%s: refused before any request, with a clear error', async (_name, url) => {
    const { layer, fetch } = setUp([]);
    const error = await layer.call(url).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DataError);
    expect((error as Error).message).toBe(t.refusedCall.replace('{url}', url));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an http page: its own origin is allowed over http', async () => {
    const fetch = vi.fn(async () => ({ status: 200, text: async () => '1' }));
    const layer = createDataLayer({
      fetch,
      document: fakeDocument().document,
      location: { href: 'http://127.0.0.1:4173/' },
      setTimeout: (run) => run(),
      cookiesEnabled: () => true,
      internalHosts: ['127.0.0.1'],
    });
    await expect(layer.call('http://127.0.0.1:4173/api/x')).resolves.toBe(1);
    await expect(layer.call('http://127.0.0.1:9999/api/x')).rejects.toThrow(/^Refused a call/);
  });
});

describe('Analytics calls', () => {
  it.each<[string, Reply[]]>([
    ['a 500', [{ status: 500 }]],
    ['a dropped connection', ['drop']],
    ['a crumb failure twice', [crumbFail, crumbFail]],
  ])('that fail (%s) are ignored silently: resolved undefined', async (_name, replies) => {
    const { layer } = setUp(replies);
    await expect(layer.call('/api/census/RecordHit', { method: 'POST', analytics: true })).resolves.toBeUndefined();
  });

  it('a refused analytics call is silent too', async () => {
    const { layer, fetch } = setUp([]);
    await expect(layer.call('https://evil.example/api/x', { analytics: true })).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('one that succeeds gives its reply', async () => {
    const { layer } = setUp([{ status: 200, body: { ok: true } }]);
    await expect(layer.call('/api/x', { analytics: true })).resolves.toEqual({ ok: true });
  });
});
