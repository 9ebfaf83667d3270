// @vitest-environment happy-dom
// unhandled.ts and index.ts: a data-layer failure no caller handled shows the system error overlay;
// one a caller handled, and any other page error, does not. The page's one layer and its hosts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError, pageDataLayer, watchUnhandled, type DataFailure } from '../../../../core/data/index.ts';

const failure = (): DataError => new DataError({ message: 'Unable to connect…', status: 0, body: null, network: true, loginRequired: false }, '/api/x', 'json');

/** What an unhandled rejection looks like to the page (happy-dom does not track rejections itself). */
const reject = (win: Window, reason: unknown): void => {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  win.dispatchEvent(event);
};

const fakeWindow = () => {
  const target = new EventTarget();
  return target as unknown as Window;
};

afterEach(() => vi.restoreAllMocks());

describe('watchUnhandled', () => {
  it('an unhandled DataError asks the overlays for the system error overlay, with the failure', async () => {
    const win = fakeWindow();
    const shown: DataFailure[] = [];
    const load = vi.fn(async () => ({ showSystemError: async (f: DataFailure) => void shown.push(f) }));
    watchUnhandled(win, { load });
    const error = failure();
    reject(win, error);
    await vi.waitFor(() => expect(shown).toEqual([error]));
  });

  it('any other rejection or page error does not', async () => {
    const win = fakeWindow();
    const load = vi.fn(async () => ({ showSystemError: async () => {} }));
    watchUnhandled(win, { load });
    reject(win, new Error('a block failed'));
    reject(win, { message: 'Unable to connect…', network: true });
    win.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('watches once per window: a second watcher adds no second overlay', async () => {
    const win = fakeWindow();
    const first = vi.fn(async () => ({ showSystemError: async () => {} }));
    const second = vi.fn(async () => ({ showSystemError: async () => {} }));
    watchUnhandled(win, { load: first });
    watchUnhandled(win, { load: second });
    reject(win, failure());
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(second).not.toHaveBeenCalled();
  });

  it('overlays that cannot be had are no further error', async () => {
    const win = fakeWindow();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    watchUnhandled(win, { load });
    reject(win, failure());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

describe("pageDataLayer: the page's one layer", () => {
  it('is the same object for the same window', () => {
    expect(pageDataLayer(window)).toBe(pageDataLayer(window));
  });

  it("calls go to the page's host and the context's baseUrl host over https; others are refused", async () => {
    const win = window as Window & typeof globalThis;
    document.body.innerHTML = '<script id="site-context" type="application/json">{"website":{"baseUrl":"https://www.site.example"}}</script>';
    const fetch = vi.spyOn(win, 'fetch').mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    // A fresh window's layer reads the context it has now.
    const { Window: HappyWindow } = await import('happy-dom');
    const other = new HappyWindow({ url: 'https://site.example/page' });
    other.document.body.innerHTML = document.body.innerHTML;
    const otherFetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    (other as unknown as { fetch: unknown }).fetch = otherFetch;
    const layer = pageDataLayer(other as unknown as Window);
    await expect(layer.call('https://www.site.example/api/x')).resolves.toEqual({ ok: true });
    await expect(layer.call('/api/y')).resolves.toEqual({ ok: true });
    await expect(layer.call('https://other.example/api/x')).rejects.toThrow(/^Refused a call/);
    expect(otherFetch).toHaveBeenCalledTimes(2);
    expect(fetch).not.toHaveBeenCalled();
    await other.happyDOM.close();
  });
});

describe('DataError: the network failure key', () => {
  it('is the encoded address; an address with a lone surrogate is encoded with U+FFFD, not a throw (found by the fuzz)', () => {
    const network = { message: 'Unable to connect…', status: 0, body: null, network: true, loginRequired: false };
    expect(new DataError(network, '/api/a b?x=1', 'json').key).toBe('%2Fapi%2Fa%20b%3Fx%3D1');
    expect(new DataError(network, '/api/\udfff', 'json').key).toBe('%2Fapi%2F%EF%BF%BD');
    expect(new DataError({ ...network, network: false, status: 500 }, '/api/x', 'json').key).toBeUndefined();
  });
});
