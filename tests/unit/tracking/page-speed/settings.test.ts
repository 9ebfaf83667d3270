import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchGates, gates } from '../../../../tracking/page-speed/settings.ts';

const flags = (rum: boolean, app: boolean, pageSpeed: boolean, userTiming: boolean) => ({
  rum,
  'vitrine-app': app,
  'track-page-speed': pageSpeed,
  'track-user-timing-rollout': userTiming,
});

describe('The keys rum, {app}-app, track-page-speed and track-user-timing-rollout gate the tracking', () => {
  const all = [false, true].flatMap((rum) => [false, true].flatMap((app) => [false, true].flatMap((ps) => [false, true].map((ut) => [rum, app, ps, ut] as const))));
  it.each(all)('rum %s, vitrine-app %s, track-page-speed %s, track-user-timing-rollout %s', (rum, app, ps, ut) => {
    expect(gates({ pageLoadId: 'pl-1', abFlags: flags(rum, app, ps, ut) })).toEqual({ pageLoadId: 'pl-1', pageSpeed: rum && app && ps, userTiming: rum && app && ut });
  });

  it('only true is on: "true", 1 and missing flags are off', () => {
    expect(gates({ pageLoadId: 'pl', abFlags: { rum: 'true', 'vitrine-app': 1, 'track-page-speed': true, 'track-user-timing-rollout': true } })).toEqual({
      pageLoadId: 'pl',
      pageSpeed: false,
      userTiming: false,
    });
    expect(gates({ pageLoadId: 'pl' })).toEqual({ pageLoadId: 'pl', pageSpeed: false, userTiming: false });
  });

  it("another app's flag does not open ours", () => {
    expect(gates({ pageLoadId: 'pl', abFlags: { rum: true, 'other-app': true, 'track-page-speed': true } })!.pageSpeed).toBe(false);
  });

  it.each([[null], [undefined], [{}], [{ pageLoadId: '' }], [{ pageLoadId: 42 }], ['text']])('no pageLoadId (%j): no gates', (settings) => {
    expect(gates(settings)).toBeUndefined();
  });
});

describe('fetchGates: GET the metric settings', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const win = (fetch: (url: string, init: RequestInit) => Promise<Response>) => {
    const spy = vi.fn(fetch);
    return { win: { fetch: spy, location: { pathname: '/shop/item' } } as unknown as Window, fetch: spy };
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('asks /api/1/performance/settings with the client version, the app and the path, same-origin; gives the gates; reports nothing', async () => {
    const { win: w, fetch } = win(async () => json({ pageLoadId: 'pl-9', abFlags: flags(true, true, true, false) }));
    const report = vi.fn();
    await expect(fetchGates(w, report)).resolves.toEqual({ pageLoadId: 'pl-9', pageSpeed: true, userTiming: false });
    const [address, init] = fetch.mock.calls[0]!;
    const url = new URL(address, 'https://x');
    expect(url.pathname).toBe('/api/1/performance/settings');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientVersion: '4.0.7', app: 'vitrine', path: '/shop/item' });
    expect(init.credentials).toBe('same-origin');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(report).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a timeout given, the request is abandoned after 30000 ms', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { win: w } = win(async () => json({ pageLoadId: 'pl' }));
    await fetchGates(w, vi.fn());
    expect(timeout).toHaveBeenCalledExactlyOnceWith(30000);
  });

  it.each([
    ['a 500', () => Promise.resolve(json({ pageLoadId: 'pl' }, 500))],
    ['a 404', () => Promise.resolve(new Response('nope', { status: 404 }))],
    ['no pageLoadId', () => Promise.resolve(json({ abFlags: flags(true, true, true, true) }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a lost network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("%s: 'Unable to resolve pageLoadId' goes to the error reporter; no timeout warning", async (_name, answer) => {
    const { win: w } = win(answer);
    const report = vi.fn();
    await expect(fetchGates(w, report)).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(report.mock.calls[0]![0].message).toBe('Unable to resolve pageLoadId');
    expect(warn).not.toHaveBeenCalled();
  });

  it("a request that outlasts the timeout: 'Metric settings request timeout' warned, and the pageLoadId failure reported", async () => {
    const { win: w } = win((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const report = vi.fn();
    await expect(fetchGates(w, report, 20)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Metric settings request timeout');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0].message).toBe('Unable to resolve pageLoadId');
  });
});
