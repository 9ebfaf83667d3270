// The tracking entry's early part: who is tracked, errors caught from the first moment, long tasks
// observed from the start, the trace log and the durable delivery. The rest (the visit, the page
// view, census, page speed) is its own chunk, which starts after load at idle.
// No unload listener: pagehide and visibilitychange flush.
import { reportingStrings } from '../core/catalog/strings/reporting.ts';
import { BLOCK_ERROR_EVENT, ERRORS_PATH, LEGACY_EVENT_PATH, OVERLAY_PATH, OVERLAY_SHOWN_EVENT, QUICK_VIEW_PATH, TRACE_PATH, TRACKING_APP } from '../core/catalog/tracking.ts';
import { SYSTEM_NETWORK_ERROR, SYSTEM_NETWORK_ERROR_EVENT } from '../core/catalog/events.ts';
import { QUICK_VIEW_EVENT } from '../core/catalog/store.ts';
import { readSiteContextJsonQuietly } from '../core/context/read.ts';
import { CENSUS_TIMEOUT_MS, formCall, jsonCall } from './calls.ts';
import { readTrackingContext } from './context.ts';
import { CRUMB_FIELD, CRUMB_HEADER, createDelivery, type Call } from './delivery.ts';
import { captureErrors, createErrorReporter, type ReportDetails } from './errors.ts';
import { uuid } from './ids.ts';
import { rawEventCall } from './raw-event.ts';
import { createTrace, TRACE_FLUSH_MS } from './trace.ts';
import { createSend, openStore } from './transport.ts';
import type { Span } from './page-speed/index.ts';

export interface Tracking {
  /** An event of the newer analytics schema. */
  trackEvent(fields: Record<string, unknown>, customSchemaName?: string): Promise<void>;
  /** A trace-log entry, sent in the next batch. */
  log(type: string, data: unknown): void;
  /** Reports an error as interface_error_vitrine. */
  report(error: unknown, details?: ReportDetails): void;
  /** Runs a callback; what it throws is reported as errorInCallback. */
  guard<T>(callback: () => T): T | undefined;
  /** performance.measure; a measure that fails goes to the error reporter. */
  measure(name: string, start?: string, end?: string): void;
}

/** For owners and editors: nothing is recorded; what fails is logged to the console instead. */
const untracked: Tracking = {
  trackEvent: async () => {},
  log() {},
  report: console.error,
  guard(callback) {
    try {
      return callback();
    } catch (error) {
      console.error(error);
      return undefined;
    }
  },
  measure(name, start, end) {
    try {
      performance.measure(name, start, end);
    } catch (error) {
      console.error(error);
    }
  },
};

export function startTracking(win: Window): Tracking {
  const doc = win.document;
  const loc = win.location;
  // A page without a readable context is tracked with what the page itself says; the runtime logs it.
  const ctx = readTrackingContext(readSiteContextJsonQuietly(doc), doc.documentElement.getAttribute('data-page-type'));
  // Nothing is recorded for anyone but a plain viewer.
  if (!ctx.plainViewer) return untracked;

  const delivery = createDelivery({
    store: openStore(win),
    send: createSend(win),
    setTimeout: (run, ms) => win.setTimeout(run, ms),
    // A raw event goes once both chunks are here: the checker, and the identity after-load returns.
    // While either cannot be had, the call stays stored (delivery.ts); a bad event is dropped, never kept.
    prepare: (call) => Promise.all([import('./events.ts'), later]).then(([{ eventCall }, after]) => eventCall(call, after.identity())),
  });
  const enqueue = (call: Call): void => void delivery.enqueue(call);
  const reporter = createErrorReporter({
    app: TRACKING_APP,
    send: (events) => enqueue({ ...jsonCall(uuid(), ERRORS_PATH, events), crumb: CRUMB_HEADER }),
    page: () => ({ url: loc.href, userAgent: win.navigator.userAgent, websiteId: ctx.websiteId, templateId: ctx.templateId }),
    now: Date.now,
    timers: win,
  });
  captureErrors(win, reporter);
  // A block that throws is reported; the runtime says so with this event.
  win.addEventListener(BLOCK_ERROR_EVENT, (event) => {
    const { error, block } = (event as CustomEvent<{ error: unknown; block: string }>).detail;
    reporter.report(error, { customData: { block } });
  });
  // The overlay census call, when the overlays say the popup overlay showed.
  doc.addEventListener(OVERLAY_SHOWN_EVENT, (event) => {
    const detail = (event as CustomEvent<Record<string, unknown>>).detail;
    enqueue({ ...formCall(uuid(), OVERLAY_PATH, { ...(detail && typeof detail === 'object' ? detail : {}), url: loc.pathname }), to: CENSUS_TIMEOUT_MS });
  });
  // Quick View records its census call, when the shop's Quick View opens a product.
  doc.addEventListener(QUICK_VIEW_EVENT, (event) => {
    enqueue({ ...formCall(uuid(), QUICK_VIEW_PATH + encodeURIComponent(String((event as CustomEvent).detail?.id)), {}), to: CENSUS_TIMEOUT_MS });
  });
  // The system error overlay showed a network error; recorded as a RecordEvent, as the page view is.
  doc.addEventListener(SYSTEM_NETWORK_ERROR_EVENT, (event) => {
    enqueue({ ...formCall(uuid(), LEGACY_EVENT_PATH, { crumb: '', event: SYSTEM_NETWORK_ERROR, data: (event as CustomEvent).detail ?? {} }), crumb: CRUMB_FIELD });
  });
  const trace = createTrace(
    (entries) => enqueue(formCall(uuid(), TRACE_PATH, { data: entries })),
    () => loc.href,
  );
  const longTasks: Span[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) longTasks.push({ start: task.startTime, end: task.startTime + task.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing: time to interactive is left out.
  }
  const flush = (): void => {
    reporter.flush();
    trace.flush();
  };
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);
  win.setInterval(trace.flush, TRACE_FLUSH_MS);

  // The chunk is fetched at load, while the page surely has a network and after the first
  // screen's bytes, and runs at idle. Data flows one way: it enqueues its own calls, and what it
  // returns (who is tracked) is all that comes back, to `prepare` above.
  const later = new Promise<typeof import('./after-load.ts')>((resolve) => {
    const atLoad = (): void => {
      const chunk = import('./after-load.ts');
      const run = (): void => resolve(chunk);
      win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 2000 }) : win.setTimeout(run, 1);
    };
    if (doc.readyState === 'complete') atLoad();
    else win.addEventListener('load', atLoad, { once: true });
  }).then(({ afterLoad }) => afterLoad({ win, ctx, delivery, enqueue, reporter, longTasks }));
  later.catch((error: unknown) => reporter.report(error));

  /**
   * An event of the newer schema, stored at once with its automatic fields and
   * checked with zod when it goes (events.ts), so that it waits in the store even offline.
   */
  async function trackEvent(fields: Record<string, unknown>, customSchemaName = ''): Promise<void> {
    // The 'no payload' rejection; nothing is stored.
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new Error(reportingStrings.noPayload);
    enqueue(rawEventCall(win, ctx, fields, customSchemaName));
  }

  return {
    trackEvent,
    log: trace.log,
    report: reporter.report,
    guard: reporter.guard,
    measure(name, start, end) {
      try {
        win.performance.measure(name, start, end);
      } catch (error) {
        reporter.report(error, { customData: { measure: name } });
      }
    },
  };
}
