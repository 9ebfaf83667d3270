import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageSpeedRecord, UserTimingRecord } from '../../../../core/catalog/tracking.ts';
import type { Call } from '../../../../tracking/delivery.ts';
import { readTrackingContext } from '../../../../tracking/context.ts';
import type { Span } from '../../../../tracking/page-speed/tti.ts';

// web-vitals is replaced: each on* hands its callback to the test, which reports figures through it.
const vitals = vi.hoisted(() => ({}) as Record<string, (metric: { name: string; value: number }) => void>);
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: { name: string; value: number }) => void) => void (vitals[name] = callback);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});
const { METRIC_WAIT_MS, recordContext, SEND_DELAY_MS, startPageSpeed } = await import('../../../../tracking/page-speed/index.ts');

const T0 = Date.UTC(2026, 8, 1);
type Observed = (list: { getEntries: () => PerformanceEntry[] }) => void;
let observers: Record<string, Observed>;

class FakeObserver {
  constructor(private readonly callback: Observed) {}
  observe({ type }: { type: string }) {
    observers[type] = this.callback;
  }
}

const ctx = readTrackingContext({ website: { id: 'site-1' }, templateId: 'tpl-1', locale: 'en-GB', pageType: 2, memberAccount: { id: 'm-1' } });
const settings = (pageSpeed: boolean, userTiming: boolean) => ({
  pageLoadId: 'pl-1',
  abFlags: { rum: true, 'vitrine-app': true, 'track-page-speed': pageSpeed, 'track-user-timing-rollout': userTiming },
});

function setup(answer: unknown, navigation: Partial<PerformanceNavigationTiming> | null = null, longTasks: Span[] = []) {
  const calls: Call[] = [];
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), {
    document: doc,
    location: { pathname: '/shop' },
    fetch: vi.fn(async () => (answer instanceof Error ? Promise.reject(answer) : new Response(JSON.stringify(answer), { status: 200 }))),
    performance: { now: () => Date.now() - T0, getEntriesByType: () => (navigation ? [navigation] : []) },
    screen: { width: 1920, height: 1080 },
    devicePixelRatio: 2,
    navigator: { hardwareConcurrency: 8, deviceMemory: 4, connection: { effectiveType: '4g', rtt: 50, downlink: 10 } },
  }) as unknown as Window;
  let n = 0;
  const report = vi.fn();
  const started = startPageSpeed({
    window: win,
    longTasks,
    context: ctx,
    analyticsId: 'an-1',
    session: { id: 's-1', landing: true, firstSession: true, marketingId: 'mid-1' },
    id: () => `ps-0000000${++n}`,
    enqueue: (call) => calls.push(call),
    report,
  });
  const records = () => calls.map((c) => JSON.parse(c.body!) as (PageSpeedRecord | UserTimingRecord)[]);
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, calls, records, report, started, hide };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  observers = {};
  for (const key of Object.keys(vitals)) delete vitals[key];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gates: nothing is measured or sent unless the metric settings allow it', () => {
  it('no settings (the request failed): nothing observed, nothing sent, the failure reported', async () => {
    const s = setup(new TypeError('Failed to fetch'));
    await s.started;
    expect(s.report).toHaveBeenCalledTimes(1);
    expect(Object.keys(vitals)).toEqual([]);
    expect(Object.keys(observers)).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * METRIC_WAIT_MS);
    s.hide();
    expect(s.calls).toEqual([]);
  });

  it('both flags off: nothing observed, nothing sent', async () => {
    const s = setup(settings(false, false));
    await s.started;
    expect(Object.keys(vitals)).toEqual([]);
    expect(Object.keys(observers)).toEqual([]);
    s.hide();
    await vi.advanceTimersByTimeAsync(2 * METRIC_WAIT_MS);
    expect(s.calls).toEqual([]);
  });

  it('user timing only: measures are sent, web-vitals never asked, no page-speed record', async () => {
    const s = setup(settings(false, true));
    await s.started;
    expect(Object.keys(vitals)).toEqual([]);
    observers.measure!({ getEntries: () => [{ name: 'gallery:ready', duration: 12.6, startTime: 300.2 } as PerformanceEntry] });
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(s.records()).toEqual([[{ t: 'ut', pl: 'pl-1', p: '/shop', n: 'gallery:ready', d: 13, s: 300 }]]);
  });

  it('page speed only: measures are not observed', async () => {
    const s = setup(settings(true, false));
    await s.started;
    expect(Object.keys(vitals).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(observers.measure).toBeUndefined();
  });
});

describe('page-speed records', () => {
  it('figures are rounded (CLS to 4 places) and sent as one record, 10 s after the last, as text/plain to the records path', async () => {
    const s = setup(settings(true, false));
    await s.started;
    vitals.TTFB!({ name: 'TTFB', value: 120.4 });
    vitals.FCP!({ name: 'FCP', value: 900.6 });
    vitals.LCP!({ name: 'LCP', value: 1400.2 });
    vitals.CLS!({ name: 'CLS', value: 0.123456 });
    observers['first-input']!({ getEntries: () => [{ startTime: 2000, processingStart: 2016.7 } as unknown as PerformanceEntry] });
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS - 1);
    expect(s.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(1);
    const call = s.calls[0]!;
    expect(new URL(call.url, 'https://x').pathname).toBe('/api/1/performance/records');
    expect(new URL(call.url, 'https://x').searchParams.get('eid')).toBe(call.id);
    expect(call.type).toBe('text/plain');
    const [record] = s.records()[0]! as PageSpeedRecord[];
    expect(record).toMatchObject({ t: 'ps', pl: 'pl-1', p: '/shop', m: { ttfb: 120, fcp: 901, lcp: 1400, cls: 0.1235, fid: 17 } });
  });

  it('a new figure restarts the 10 s wait', async () => {
    const s = setup(settings(true, false));
    await s.started;
    vitals.FCP!({ name: 'FCP', value: 900 });
    await vi.advanceTimersByTimeAsync(9000);
    vitals.LCP!({ name: 'LCP', value: 1200 });
    await vi.advanceTimersByTimeAsync(9000);
    expect(s.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls).toHaveLength(1);
  });

  it('hidden and pagehide send at once; nothing new means nothing sent; each send has its own id', async () => {
    const s = setup(settings(true, false));
    await s.started;
    vitals.FCP!({ name: 'FCP', value: 900 });
    s.hide();
    expect(s.calls).toHaveLength(1);
    s.hide();
    s.win.dispatchEvent(new Event('pagehide'));
    expect(s.calls).toHaveLength(1);
    vitals.CLS!({ name: 'CLS', value: 0.02 });
    s.win.dispatchEvent(new Event('pagehide'));
    expect(s.calls).toHaveLength(2);
    expect(s.calls[0]!.id).not.toBe(s.calls[1]!.id);
    // The record is whole each time: the figures so far.
    expect((s.records()[1]![0] as PageSpeedRecord).m).toMatchObject({ fcp: 900, cls: 0.02 });
  });

  it('navigation timing: taken at once when the load event has ended', async () => {
    const s = setup(settings(true, false), {
      decodedBodySize: 10,
      encodedBodySize: 5,
      domainLookupStart: 1,
      domainLookupEnd: 3,
      connectStart: 3,
      connectEnd: 9,
      secureConnectionStart: 0,
      responseStart: 50,
      domContentLoadedEventStart: 100,
      domContentLoadedEventEnd: 110,
      loadEventStart: 200,
      loadEventEnd: 205,
    });
    await s.started;
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect((s.records()[0]![0] as PageSpeedRecord).m).toEqual({ dbs: 10, ebs: 5, dns: 2, tcp: 6, tls: 0, rs: 50, dcs: 100, dce: 110, les: 200, lee: 205 });
  });

  it('navigation timing before the load event ended: taken after load', async () => {
    const s = setup(settings(true, false), {
      decodedBodySize: 10,
      encodedBodySize: 5,
      domainLookupStart: 0,
      domainLookupEnd: 0,
      connectStart: 0,
      connectEnd: 0,
      secureConnectionStart: 0,
      responseStart: 50,
      domContentLoadedEventStart: 0,
      domContentLoadedEventEnd: 0,
      loadEventStart: 0,
      loadEventEnd: 0,
    });
    await s.started;
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(s.calls).toEqual([]);
    s.win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect((s.records()[0]![0] as PageSpeedRecord).m).toMatchObject({ dbs: 10, rs: 50 });
  });

  it('time to interactive is added once the 5 s quiet window after FCP has passed', async () => {
    const s = setup(settings(true, false), null, [{ start: 1500, end: 2000 }]);
    await s.started;
    vitals.FCP!({ name: 'FCP', value: 1000 });
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect((s.records()[0]![0] as PageSpeedRecord).m).toEqual({ fcp: 1000, tti: 2000 });
  });

  it('a time to interactive known only later is still sent (by the 60 s send)', async () => {
    const tasks: Span[] = [];
    const s = setup(settings(true, false), null, tasks);
    await s.started;
    vitals.FCP!({ name: 'FCP', value: 1000 });
    // Long tasks until 9 s: at the first send (10 s) the quiet window has not passed yet.
    tasks.push({ start: 2000, end: 9000 });
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect((s.records()[0]![0] as PageSpeedRecord).m).toEqual({ fcp: 1000 });
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS);
    expect(s.calls).toHaveLength(2);
    expect((s.records()[1]![0] as PageSpeedRecord).m).toEqual({ fcp: 1000, tti: 9000 });
  });

  it('after the 60 s wait, a new figure waits for the page to be hidden', async () => {
    const s = setup(settings(true, false));
    await s.started;
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS + 1);
    vitals.INP!({ name: 'INP', value: 80 });
    await vi.advanceTimersByTimeAsync(5 * SEND_DELAY_MS);
    expect(s.calls).toEqual([]);
    s.hide();
    expect((s.records()[0]![0] as PageSpeedRecord).m).toEqual({ inp: 80 });
  });

  it('user timing and page speed together: the page-speed record first, then the measures', async () => {
    const s = setup(settings(true, true));
    await s.started;
    vitals.FCP!({ name: 'FCP', value: 500 });
    observers.measure!({ getEntries: () => [{ name: 'm1', duration: 1, startTime: 2 } as PerformanceEntry] });
    s.hide();
    expect(s.records()[0]!.map((r) => r.t)).toEqual(['ps', 'ut']);
    observers.measure!({ getEntries: () => [{ name: 'm2', duration: 1, startTime: 2 } as PerformanceEntry] });
    s.win.dispatchEvent(new Event('pagehide'));
    // A measure is sent once.
    expect(
      s
        .records()[1]!
        .filter((r) => r.t === 'ut')
        .map((r) => (r as UserTimingRecord).n),
    ).toEqual(['m2']);
  });
});

describe('recordContext: connection, display, hardware and page context, analytics, marketing and member ids', () => {
  it('the fields', () => {
    const s = setup(settings(false, false));
    const c = recordContext(s.win, ctx, 'an-1', { id: 's', landing: false, firstSession: false, marketingId: 'mid-1' });
    expect(c).toMatchObject({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      pageType: 2,
      language: 'en-GB',
      analyticsId: 'an-1',
      marketingId: 'mid-1',
      memberId: 'm-1',
      effectiveType: '4g',
      rtt: 50,
      downlink: 10,
      screen: '1920x1080',
      dpr: 2,
      cores: 8,
      memory: 4,
    });
    // The time zone as its offset from UTC in minutes (east positive), as the clock reports it.
    expect(c.timeZone).toBe(-new Date().getTimezoneOffset());
  });

  // Issue 30: the context names the account, as the specification's page-speed context does.
  it("the account id: the signed-in account's, or empty for a visitor", () => {
    const s = setup(settings(false, false));
    const sess = { id: 's', landing: false, firstSession: false };
    const signedIn = readTrackingContext({ website: { id: 'site-1' }, authenticatedAccount: { id: '42' }, websiteRoles: [10] });
    expect(recordContext(s.win, signedIn, 'an-1', sess).accountId).toBe('42');
    expect(recordContext(s.win, ctx, 'an-1', sess).accountId).toBe('');
  });

  // issue 14, issue 30: the device, by the device breakpoints and the pointer: a desktop at any
  // width (a 1280 x 800 laptop was a tablet), with its step in the desktop split at 800 and 1024 px.
  it.each([
    [412, true, 'phone', undefined],
    [1100, true, 'tablet', undefined],
    [1440, true, 'desktop', 2],
    [1280, false, 'desktop', 2],
    [1024, false, 'desktop', 2],
    [900, false, 'desktop', 1],
    [412, false, 'desktop', 0],
  ])('a %d px window, coarse pointer %s, is recorded as a %s (desktop step %s)', (width, coarse, device, step) => {
    const s = setup(settings(false, false));
    Object.assign(s.win, { innerWidth: width, matchMedia: (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }) });
    const c = recordContext(s.win, ctx, 'an-1', { id: 's', landing: false, firstSession: false });
    expect([c.device, c.desktopStep]).toEqual([device, step]);
  });

  it('a window without matchMedia is a desktop', () => {
    const s = setup(settings(false, false));
    Object.assign(s.win, { innerWidth: 1280 });
    expect(recordContext(s.win, ctx, 'an-1', { id: 's', landing: false, firstSession: false }).device).toBe('desktop');
  });
});
