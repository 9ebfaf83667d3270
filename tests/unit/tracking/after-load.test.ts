// @vitest-environment happy-dom
// issue 15, section 4: data flows one way. after-load gets what start.ts hands it (no trackEvent),
// enqueues its own calls, the consent choice through rawEventCall, and returns the identity that
// start.ts's prepare adds to events as they go. start.test.ts drives the whole of it.
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, type AfterLoadDeps } from '../../../tracking/after-load.ts';
import { readTrackingContext } from '../../../tracking/context.ts';
import type { Call, Delivery } from '../../../tracking/delivery.ts';
import type { ErrorReporter } from '../../../tracking/errors.ts';
import { FakeImage } from './fakes.ts';

let opened: HappyWindow[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(opened.map((w) => w.happyDOM.close()));
  opened = [];
});

function start(cookies: string[] = []) {
  vi.stubGlobal('Image', FakeImage);
  const hw = new HappyWindow({ url: 'https://example.com/about' });
  opened.push(hw);
  const win = hw as unknown as Window;
  for (const cookie of cookies) win.document.cookie = `${cookie}; Path=/`;
  // No page speed here: its settings call fails at once.
  Object.assign(win, { fetch: vi.fn(async () => new Response(null, { status: 500 })) });
  const calls: Call[] = [];
  const deps: AfterLoadDeps = {
    win,
    ctx: readTrackingContext({ website: { id: 'site-1' }, pageType: 2 }),
    delivery: { drain: vi.fn(async () => {}) } as unknown as Delivery,
    enqueue: (call) => void calls.push(call),
    reporter: { report: vi.fn() } as unknown as ErrorReporter,
    longTasks: [],
  };
  return { win, calls, deps, after: afterLoad(deps), path: (call: Call) => new URL(call.url, 'https://example.com').pathname };
}

describe('afterLoad', () => {
  it('enqueues the page view itself and returns who is tracked', () => {
    const { calls, after, path } = start();
    expect(calls.map(path)).toEqual(expect.arrayContaining(['/api/census/RecordHit', '/api/events/RecordEvent']));
    const { analyticsId, session } = after.identity();
    expect(analyticsId).toEqual(expect.any(String));
    expect(session.id).toEqual(expect.any(String));
  });

  it.each([
    ['ss_cookieAllowed=true', 'accept'],
    ['ss_cookieAllowed=false', 'decline'],
  ])('a consent choice (%s) is enqueued raw, as a tracked event is: %s', (cookie, action) => {
    const { win, calls, path } = start();
    calls.length = 0;
    win.document.cookie = `${cookie}; Path=/`;
    win.document.dispatchEvent(new CustomEvent('cookieConsent', { detail: {} }));
    const events = calls.filter((call) => path(call) === '/api/v1/events');
    expect(events).toHaveLength(1);
    expect(events[0]!.raw).toBe(1);
    expect(JSON.parse(events[0]!.body!).fields).toEqual({ actor: 'visitor', action, event_owner_team: 'vitrine', event_source: 'web', object_type: 'cookie_banner' });
  });

  // Issue 30: the listener is the delivery's drain itself; it must still drain, once per event.
  it('the stored calls go out at start and again on each online event', () => {
    const { win, deps } = start();
    expect(deps.delivery.drain).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    expect(deps.delivery.drain).toHaveBeenCalledTimes(3);
  });
});
