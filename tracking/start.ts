// The tracking entry's wiring: who is tracked, the visit and ids, the page view, census, errors,
// the trace log and page speed, all through the durable delivery. Errors are caught from the first
// moment; the rest starts after load, at idle (DESIGN.md). No unload listener: pagehide and
// visibilitychange flush, and a page restored from the back-forward cache counts its view on pageshow.
import { TRACKING_APP, ERRORS_PATH, HIT_PATH, LEGACY_EVENT_PATH, TRACE_PATH } from '../core/catalog/tracking.ts';
import { analyticsAllowed, clearingCookies, CONSENT_EVENT, readConsent } from '../core/consent/index.ts';
import { analyticsId } from './analytics-id.ts';
import { formCall, jsonCall, pixelCall } from './calls.ts';
import { CENSUS_BLOCKS, isScreenshot, pageViewSuppressed, readTrackingContext } from './context.ts';
import { cookie, readCookie } from './cookies.ts';
import { createDelivery, type Call } from './delivery.ts';
import { captureErrors, createErrorReporter, type ReportDetails } from './errors.ts';
import { uuid } from './ids.ts';
import { legacyData, PAGE_VIEW, pageViewData, pixelQuery } from './page-view.ts';
import { session, type Session } from './session.ts';
import { createTrace, TRACE_FLUSH_MS } from './trace.ts';
import { createSend, openStore } from './transport.ts';
import { visit, VISIT_COOKIE, VISITOR_COOKIE } from './visits.ts';
import type { Span } from './page-speed/tti.ts';

const storage = (win: Window, name: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return win[name];
  } catch {
    return null;
  }
};

export function startTracking(win: Window) {
  const doc = win.document;
  const { location: loc, navigator: nav } = win;
  let raw: unknown = null;
  try {
    raw = JSON.parse(doc.getElementById('site-context')?.textContent || 'null');
  } catch {
    // A page without a readable context is tracked with what the page itself says.
  }
  const ctx = readTrackingContext(raw, doc.documentElement.getAttribute('data-page-type'));
  // tracking.md 6: nothing is recorded for anyone but a plain viewer.
  if (!ctx.plainViewer) return undefined;

  const delivery = createDelivery({ store: openStore(win), send: createSend(win), setTimeout: (run, ms) => win.setTimeout(run, ms) });
  const enqueue = (call: Call): void => void delivery.enqueue(call);
  const reporter = createErrorReporter({
    app: TRACKING_APP,
    send: (events) => enqueue({ ...jsonCall(uuid(), ERRORS_PATH, events), crumb: 1 }),
    page: () => ({ url: loc.href, userAgent: nav.userAgent, websiteId: ctx.websiteId, templateId: ctx.templateId }),
    now: Date.now,
    timers: win,
  });
  captureErrors(win, reporter);
  const trace = createTrace((entries) => enqueue(formCall(uuid(), TRACE_PATH, { data: entries })), () => loc.href);
  const longTasks: Span[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) longTasks.push({ start: task.startTime, end: task.startTime + task.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing: time to interactive is left out.
  }

  const local = storage(win, 'localStorage');
  let allowed = false;
  let visitor = '';
  let id = '';
  let sess: Session = { id: '', landing: false, firstSession: false };

  // The visit, the analytics id and the session, as consent allows; when it does not, the listed
  // cookies and the stored analytics id are cleared (forms-commerce.md 9).
  const identify = (): void => {
    const now = Date.now();
    const cookies = doc.cookie;
    allowed = analyticsAllowed(readConsent(cookies), ctx.policy) && !isScreenshot(loc.search);
    if (!allowed) for (const clear of clearingCookies()) doc.cookie = clear;
    const hit = visit(readCookie(cookies, VISITOR_COOKIE), readCookie(cookies, VISIT_COOKIE), now, uuid(), !allowed);
    for (const [name, value, age] of hit.cookies) doc.cookie = cookie(name, value, now, age);
    visitor = hit.visitor;
    id = analyticsId({ document: doc, storage: local, now, newId: uuid }, allowed);
    sess = session(doc, local, storage(win, 'sessionStorage'), uuid, allowed, now);
  };

  const pageView = (): void => {
    identify();
    if (pageViewSuppressed(ctx, loc.pathname)) return;
    enqueue(formCall(uuid(), HIT_PATH, { event: PAGE_VIEW, data: pageViewData(ctx, win, Date.now()), ss_cvr: visitor }));
    enqueue(formCall(uuid(), LEGACY_EVENT_PATH, { crumb: readCookie(doc.cookie, 'crumb') ?? '', event: PAGE_VIEW, data: legacyData(ctx, win) }));
    if (sess.landing) enqueue(pixelCall(uuid(), pixelQuery(win, uuid())));
  };

  /** tracking.md 3: an event of the newer schema; its chunk adds the automatic fields. */
  const trackEvent = async (fields: Record<string, unknown>, customSchemaName?: string): Promise<void> => {
    if (!id) identify();
    const { eventCall } = await import('./events.ts');
    const call = await eventCall(win, ctx, sess, id, uuid(), fields, customSchemaName);
    if (call) enqueue(call);
  };

  const flush = (): void => {
    reporter.flush();
    trace.flush();
  };

  const start = (): void => {
    void delivery.drain();
    win.addEventListener('online', () => void delivery.drain());
    pageView();
    if (doc.querySelector(CENSUS_BLOCKS)) void import('./census.ts').then(({ startCensus }) => startCensus(doc, uuid, enqueue, () => visitor));
    win.setInterval(trace.flush, TRACE_FLUSH_MS);
    void import('./page-speed/index.ts')
      .then(({ startPageSpeed }) =>
        startPageSpeed({
          window: win,
          longTasks,
          id: uuid,
          enqueue,
          report: (error) => reporter.report(error),
          context: ctx,
          analyticsId: id,
          session: sess,
        }),
      )
      .catch(() => {});
  };

  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);
  // A page restored from the back-forward cache is a new view of it.
  win.addEventListener('pageshow', (event) => event.persisted && pageView());
  doc.addEventListener(CONSENT_EVENT, () => {
    identify();
    void trackEvent({ actor: 'visitor', action: allowed ? 'accept' : 'decline', event_owner_team: TRACKING_APP, event_source: 'web', object_type: 'cookie_banner' });
  });
  const idle = (): void => void (win.requestIdleCallback ? win.requestIdleCallback(start, { timeout: 2000 }) : win.setTimeout(start, 1));
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });

  return {
    trackEvent,
    log: trace.log,
    report: (error: unknown, details?: ReportDetails) => reporter.report(error, details),
    guard: reporter.guard,
    /** User timing; a measure that fails goes to the error reporter. */
    measure(name: string, start?: string, end?: string): void {
      try {
        win.performance.measure(name, start, end);
      } catch (error) {
        reporter.report(error, { customData: { measure: name } });
      }
    },
  };
}

export type Tracking = NonNullable<ReturnType<typeof startTracking>>;
