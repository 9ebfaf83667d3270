// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorEvent as ErrorReport } from '../../../core/catalog/tracking.ts';
import { captureErrors, createErrorReporter, MISSING_APP } from '../../../tracking/errors.ts';

const T0 = Date.UTC(2026, 5, 1);
const PAGE = { url: 'https://example.com/shop', userAgent: 'UA/1', websiteId: 'site-1', templateId: 'tpl-1' };

let batches: ErrorReport[][];
let errorLog: ReturnType<typeof vi.spyOn>;

const reporterFor = (app: string | undefined) =>
  createErrorReporter({ app, send: (events) => batches.push(events), page: () => PAGE, now: () => Date.now(), timers: { setTimeout, clearTimeout } as unknown as Window });
const reporter = () => reporterFor('vitrine');

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  batches = [];
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The error limits (debounce 1000 ms; 20 sends or 10 queued; stack 5000 characters) are checked by what they do, below.

describe('Interface_error_{app}, data, timestamp', () => {
  it('an Error becomes one event with the page fields', () => {
    const r = reporter();
    const error = new Error('boom');
    r.report(error, { file: 'https://example.com/a.js', line: 3, column: 7, customData: { k: 1 } });
    vi.advanceTimersByTime(1000);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual([
      {
        eventName: 'interface_error_vitrine',
        data: {
          app: 'vitrine',
          message: 'boom',
          stack: error.stack,
          file: 'https://example.com/a.js',
          line: 3,
          column: 7,
          customData: { k: 1 },
          websiteId: 'site-1',
          templateId: 'tpl-1',
          url: 'https://example.com/shop',
          userAgent: 'UA/1',
        },
        timestamp: T0,
      },
    ]);
  });

  it.each([
    ['a string', 'went wrong', 'went wrong'],
    ['a number', 42, '42'],
    ['undefined', undefined, 'undefined'],
  ])('%s thrown: the message is its text, with no stack', (_name, thrown, message) => {
    const r = reporter();
    r.report(thrown);
    r.flush();
    expect(batches[0]![0]!.data.message).toBe(message);
    expect('stack' in batches[0]![0]!.data).toBe(false);
  });

  it('the timestamp is when the error happened, not when it was sent', () => {
    const r = reporter();
    r.report(new Error('a'));
    vi.advanceTimersByTime(600);
    r.report(new Error('b'));
    vi.advanceTimersByTime(1000);
    expect(batches[0]!.map((e) => e.timestamp)).toEqual([T0, T0 + 600]);
  });
});

describe('A missing app name logs a console error, and the app becomes unknown', () => {
  it.each([[undefined], ['']])('app %j', (app) => {
    const r = reporterFor(app);
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledWith(MISSING_APP);
    r.report(new Error('x'));
    r.flush();
    expect(batches[0]![0]!.eventName).toBe('interface_error_unknown');
    expect(batches[0]![0]!.data.app).toBe('unknown');
  });

  it('with an app name, no console error', () => {
    reporter();
    expect(errorLog).not.toHaveBeenCalled();
  });
});

describe('Sends are debounced by 1000 ms', () => {
  it('nothing before 1000 ms; one batch at 1000 ms', () => {
    const r = reporter();
    r.report(new Error('a'));
    vi.advanceTimersByTime(999);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
  });

  it('each new error restarts the wait; all go in one batch', () => {
    const r = reporter();
    for (let i = 0; i < 5; i++) {
      r.report(new Error(`e${i}`));
      vi.advanceTimersByTime(900);
    }
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((e) => e.data.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
  });

  it('flush sends at once (the page is hidden), and the timer then sends nothing more', () => {
    const r = reporter();
    r.report(new Error('a'));
    r.flush();
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(batches).toHaveLength(1);
  });

  it('flush with nothing queued sends nothing', () => {
    reporter().flush();
    expect(batches).toEqual([]);
  });
});

describe('Reporting stops once 20 batches have been sent or 10 events are queued', () => {
  it('at most 10 events wait: the 11th and later are dropped', () => {
    const r = reporter();
    for (let i = 1; i <= 15; i++) r.report(new Error(`e${i}`));
    vi.advanceTimersByTime(1000);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((e) => e.data.message)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'e10']);
  });

  it('after 20 batches, nothing more is queued or sent', () => {
    const r = reporter();
    for (let i = 1; i <= 25; i++) {
      r.report(new Error(`e${i}`));
      vi.advanceTimersByTime(1000);
    }
    expect(batches).toHaveLength(20);
    expect(batches.at(-1)![0]!.data.message).toBe('e20');
    r.report(new Error('late'));
    r.flush();
    expect(batches).toHaveLength(20);
  });
});

describe('Stack traces over 5000 characters are cut and marked truncated', () => {
  const withStack = (length: number) => Object.assign(new Error('deep'), { stack: 's'.repeat(length) });

  it.each([
    [4999, 4999, false],
    [5000, 5000, false],
    [5001, 5000, true],
    [20000, 5000, true],
  ])('a stack of %i characters is sent with %i, truncated %s', (length, sent, truncated) => {
    const r = reporter();
    r.report(withStack(length));
    r.flush();
    const data = batches[0]![0]!.data;
    expect(data.stack).toHaveLength(sent);
    expect(data.stack).toBe('s'.repeat(sent));
    if (truncated) expect(data.truncated).toBe(true);
    else expect('truncated' in data).toBe(false);
  });
});

describe('An error thrown in a custom callback is reported as errorInCallback', () => {
  it('guard returns what the callback returns, and reports nothing when it does not throw', () => {
    const r = reporter();
    expect(r.guard(() => 7)).toBe(7);
    r.flush();
    expect(batches).toEqual([]);
  });

  it('guard reports what the callback throws, with type errorInCallback, and does not rethrow', () => {
    const r = reporter();
    expect(
      r.guard(
        () => {
          throw new Error('in callback');
        },
        { block: 'b1' },
      ),
    ).toBeUndefined();
    r.flush();
    expect(batches[0]![0]!.data).toMatchObject({ message: 'in callback', customData: { block: 'b1', type: 'errorInCallback' } });
  });
});

describe('Uncaught page errors are captured and queued as interface errors', () => {
  it('an error event and an unhandled rejection are reported; removing the listeners stops it', () => {
    const r = reporter();
    const stop = captureErrors(window, r);
    const error = new Error('uncaught');
    window.dispatchEvent(new window.ErrorEvent('error', { error, message: 'uncaught', filename: 'https://example.com/app.js', lineno: 12, colno: 34 }));
    const rejection = new window.Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    r.flush();
    expect(batches[0]!.map((e) => e.data.message)).toEqual(['uncaught', 'rejected']);
    expect(batches[0]![0]!.data).toMatchObject({ file: 'https://example.com/app.js', line: 12, column: 34 });

    stop();
    window.dispatchEvent(new window.ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    r.flush();
    expect(batches).toHaveLength(1);
  });

  it('an error event without an error object reports its message', () => {
    const r = reporter();
    const stop = captureErrors(window, r);
    window.dispatchEvent(new window.ErrorEvent('error', { message: 'Script error.' }));
    r.flush();
    stop();
    expect(batches[0]![0]!.data.message).toBe('Script error.');
  });
});
