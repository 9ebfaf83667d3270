import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSend, openStore } from '../../../tracking/transport.ts';
import { formCall, jsonCall, pixelCall } from '../../../tracking/calls.ts';
import type { Call } from '../../../tracking/delivery.ts';
import { FakeImage } from './fakes.ts';

const ID = 'call-0000001';

function fakeWindow(answer: (url: string, init: RequestInit) => Promise<Response>, cookie = 'crumb=crumb-value; other=1') {
  const fetch = vi.fn(answer);
  const document = Object.assign(new EventTarget(), { cookie, visibilityState: 'visible' });
  return { win: Object.assign(new EventTarget(), { fetch, document }) as unknown as Window, fetch, document };
}

beforeEach(() => {
  FakeImage.made = [];
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => vi.unstubAllGlobals());

describe('createSend: a fetch that reads the status, keepalive while the page is being left', () => {
  it('POSTs the body with its content type and resolves with the status; no keepalive while the page is shown', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 202 }));
    const call = jsonCall(ID, '/api/v1/events', { a: 1 });
    await expect(createSend(win)(call)).resolves.toBe(202);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(call.url);
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', keepalive: false });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.signal).toBeNull();
  });

  it('the answer is read to its end, so the request is over for the browser', async () => {
    const response = new Response('{"ok":true}', { status: 200 });
    const read = vi.spyOn(response, 'arrayBuffer');
    const { win } = fakeWindow(async () => response);
    await createSend(win)(formCall(ID, '/api/census/RecordHit', {}));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keepalive from pagehide, or while hidden, until the page is shown again', async () => {
    const { win, fetch, document } = fakeWindow(async () => new Response(null, { status: 200 }));
    const send = createSend(win);
    const keepalive = async () => {
      await send(jsonCall(ID, '/x', {}));
      return fetch.mock.calls.at(-1)![1].keepalive;
    };
    win.dispatchEvent(new Event('pagehide'));
    expect(await keepalive()).toBe(true);
    win.dispatchEvent(new Event('pageshow'));
    expect(await keepalive()).toBe(false);
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await keepalive()).toBe(true);
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await keepalive()).toBe(false);
  });

  it('RecordEvent (crumb 2): the crumb field is the cookie as the call goes, not as it was built', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 200 }));
    await createSend(win)({ ...formCall(ID, '/api/events/RecordEvent', { crumb: 'stale', event: 'pageview' }), crumb: 2 });
    const init = fetch.mock.calls[0]![1];
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({ crumb: 'crumb-value', event: 'pageview' });
    expect(init.headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('a 403 that set a new crumb cookie is sent once more with it; a second 403 is the answer', async () => {
    let answers = 0;
    const { win, fetch, document } = fakeWindow(async () => {
      answers++;
      document.cookie = `crumb=fresh-${answers}`;
      return new Response(null, { status: 403 });
    });
    await expect(createSend(win)({ ...jsonCall(ID, '/api/events/RecordJavascriptErrors', []), crumb: 1 })).resolves.toBe(403);
    expect(fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['X-CSRF-Token'])).toEqual(['crumb-value', 'fresh-1']);
  });

  it('a 403 with the crumb unchanged is not sent again', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 403 }));
    await expect(createSend(win)({ ...jsonCall(ID, '/x', []), crumb: 1 })).resolves.toBe(403);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([200, 400, 408, 429, 500])('resolves with %i as answered', async (status) => {
    const { win } = fakeWindow(async () => new Response(null, { status }));
    await expect(createSend(win)(formCall(ID, '/api/census/RecordHit', { a: 'b' }))).resolves.toBe(status);
  });

  it('a lost network resolves 0 (never rejects)', async () => {
    const { win } = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createSend(win)(formCall(ID, '/x', {}))).resolves.toBe(0);
  });

  it('Error reports carry the anti-forgery header taken from the crumb cookie', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 200 }));
    await createSend(win)({ ...jsonCall(ID, '/api/events/RecordJavascriptErrors', []), crumb: 1 });
    expect(fetch.mock.calls[0]![1].headers).toEqual({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-value' });
  });

  it('no crumb cookie: an empty header rather than none', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 200 }), '');
    await createSend(win)({ ...jsonCall(ID, '/x', []), crumb: 1 });
    expect((fetch.mock.calls[0]![1].headers as Record<string, string>)['X-CSRF-Token']).toBe('');
  });

  it('calls without the crumb flag carry no anti-forgery header', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 200 }));
    await createSend(win)(formCall(ID, '/x', {}));
    expect(fetch.mock.calls[0]![1].headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('a body too large for keepalive goes as a plain request, even while the page is left', async () => {
    const { win, fetch } = fakeWindow(async () => new Response(null, { status: 200 }));
    const send = createSend(win);
    win.dispatchEvent(new Event('pagehide'));
    await send(jsonCall(ID, '/x', 'x'.repeat(70_000)));
    expect(fetch.mock.calls[0]![1].keepalive).toBe(false);
  });

  it('a call with a timeout (census, 2500 ms) is aborted after it: resolves 0', async () => {
    const { win, fetch } = fakeWindow((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const started = Date.now();
    await expect(createSend(win)({ ...formCall(ID, '/api/census/button-render', {}), to: 30 })).resolves.toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(fetch.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
  });

  describe('The pixel is requested as an image', () => {
    const pixel = pixelCall(ID, new URLSearchParams({ landing: 'https://example.com/' }));

    it('an image with the address; loaded resolves 200', async () => {
      const { win, fetch } = fakeWindow(async () => new Response(null));
      const sent = createSend(win)(pixel);
      expect(FakeImage.made).toHaveLength(1);
      expect(FakeImage.made[0]!.src).toBe(pixel.url);
      FakeImage.made[0]!.onload!();
      await expect(sent).resolves.toBe(200);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('an image that fails resolves 0 (kept for a retry)', async () => {
      const { win } = fakeWindow(async () => new Response(null));
      const sent = createSend(win)(pixel);
      FakeImage.made[0]!.onerror!();
      await expect(sent).resolves.toBe(0);
    });
  });
});

describe('openStore: where IndexedDB is missing, a Map', () => {
  it('set, values and del behave as a store', async () => {
    const store = openStore({} as Window);
    const a: Call = formCall('a-0000001', '/x', {});
    const b: Call = formCall('b-0000001', '/y', {});
    await store.set(a.id, a);
    await store.set(b.id, b);
    await store.set(a.id, a);
    expect(await store.values()).toEqual([a, b]);
    await store.del(a.id);
    expect(await store.values()).toEqual([b]);
    await store.del('never-stored');
    expect(await store.values()).toEqual([b]);
  });

  it('each store is its own', async () => {
    const one = openStore({} as Window);
    await one.set('a-0000001', formCall('a-0000001', '/x', {}));
    expect(await openStore({} as Window).values()).toEqual([]);
  });
});
