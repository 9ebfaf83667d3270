// The tracking that starts after load, at idle: the stored calls go out again, the visit and the
// ids as consent allows, the page view, census and page speed. A page restored from the
// back-forward cache counts its view on pageshow; a consent choice applies at once.
import { HIT_PATH, LEGACY_EVENT_PATH, TRACKING_APP } from '../core/catalog/tracking.ts';
import { analyticsAllowed, clearingCookies, CONSENT_EVENT, readConsent } from '../core/consent/index.ts';
import { readCookie, type VISITOR_COOKIE } from '../core/dom/cookies.ts';
import { cookie, setCookies } from '../core/dom/set-cookie.ts';
import { isScreenshot } from '../core/dom/screenshot.ts';
import { analyticsId } from './analytics-id.ts';
import { formCall, pixelCall } from './calls.ts';
import { CENSUS_BLOCKS, pageViewSuppressed, type TrackingContext } from './context.ts';
import type { Call, CRUMB_FIELD, Delivery } from './delivery.ts';
import type { ErrorReporter } from './errors.ts';
import type { Identity } from './events.ts';
import { uuid } from './ids.ts';
import { legacyData, PAGE_VIEW, pageViewData, pixelQuery } from './page-view.ts';
import { storageOf } from './storage.ts';
import type { Span } from './page-speed/index.ts';
import { rawEventCall } from './raw-event.ts';
import { session, type Session } from './session.ts';
import { visit, VISIT_COOKIE } from './visits.ts';

/** What the early part (start.ts) hands over; nothing here calls back into it. */
export interface AfterLoadDeps {
  win: Window;
  ctx: TrackingContext;
  delivery: Delivery;
  enqueue: (call: Call) => void;
  reporter: ErrorReporter;
  longTasks: Span[];
}

export function afterLoad({ win, ctx, delivery, enqueue, reporter, longTasks }: AfterLoadDeps): { identity: () => Identity } {
  const doc = win.document;
  const loc = win.location;
  const local = storageOf(win, 'localStorage');
  let allowed = false;
  let visitor = '';
  let id = '';
  let sess: Session = { id: '', landing: false, firstSession: false };

  // The visit, the analytics id and the session, as consent allows; when it does not, the listed
  // cookies are cleared and the stored analytics id removed.
  const identify = (): void => {
    const now = Date.now();
    const cookies = doc.cookie;
    allowed = analyticsAllowed(readConsent(cookies), ctx.policy) && !isScreenshot(loc.search);
    if (!allowed) setCookies(doc, clearingCookies());
    // The literal the compiler holds to VISITOR_COOKIE: the constant, imported across chunks, stays a variable and costs bytes.
    const hit = visit(readCookie(cookies, 'ss_cvr' satisfies typeof VISITOR_COOKIE), readCookie(cookies, VISIT_COOKIE), now, uuid(), !allowed);
    setCookies(
      doc,
      hit.cookies.map(([name, value, age]) => cookie(name, value, now, age)),
    );
    visitor = hit.visitor;
    id = analyticsId({ document: doc, storage: local, now, newId: uuid }, allowed);
    sess = session(doc, local, storageOf(win, 'sessionStorage'), uuid, allowed, now);
  };

  const pageView = (): void => {
    identify();
    if (pageViewSuppressed(ctx, loc.pathname)) return;
    enqueue(formCall(uuid(), HIT_PATH, { event: PAGE_VIEW, data: pageViewData(ctx, win, Date.now()), ss_cvr: visitor }));
    // The literal the compiler holds to the name: this chunk is apart from delivery.ts, where an import stays a variable.
    enqueue({ ...formCall(uuid(), LEGACY_EVENT_PATH, { crumb: '', event: PAGE_VIEW, data: legacyData(ctx, win) }), crumb: 2 satisfies typeof CRUMB_FIELD });
    // Without stored sessions (no consent), a landing is an arrival from another site.
    if (allowed ? sess.landing : !doc.referrer.startsWith(loc.origin)) enqueue(pixelCall(uuid(), pixelQuery(win, uuid())));
  };

  void delivery.drain();
  // drain reads no `this` and no argument: the listener is the method itself.
  win.addEventListener('online', delivery.drain);
  pageView();
  win.addEventListener('pageshow', (event) => event.persisted && pageView());
  doc.addEventListener(CONSENT_EVENT, () => {
    identify();
    // The choice is stored raw like any tracked event; start.ts's prepare checks it and adds the identity.
    enqueue(
      rawEventCall(win, ctx, { actor: 'visitor', action: allowed ? 'accept' : 'decline', event_owner_team: TRACKING_APP, event_source: 'web', object_type: 'cookie_banner' }),
    );
  });
  if (doc.querySelector(CENSUS_BLOCKS)) void import('./census.ts').then(({ startCensus }) => startCensus(doc, uuid, enqueue, () => visitor));
  void import('./page-speed/index.ts')
    .then(({ startPageSpeed }) => startPageSpeed({ window: win, longTasks, id: uuid, enqueue, report: reporter.report, context: ctx, analyticsId: id, session: sess }))
    .catch(() => {});
  /** Who is tracked now: start.ts's `prepare` adds it to each event of the newer schema as it goes. */
  return { identity: () => ({ analyticsId: id, session: sess }) };
}
