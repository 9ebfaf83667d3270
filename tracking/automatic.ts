// The fields every event of the newer schema carries. The
// page's are read when the event is tracked; who is tracked (the session) when it is sent, since an
// event is stored before the after-load chunk knows the visitor.
import type { TrackingContext } from './context.ts';
import type { Session } from './session.ts';

export const automaticFields = (win: Window, ctx: TrackingContext, now: number) => ({
  browser_window_size: `${win.innerWidth}x${win.innerHeight}`,
  browser_language: win.navigator.language,
  page_host: win.location.host,
  page_path: win.location.pathname,
  page_query: win.location.search,
  page_referrer: win.document.referrer,
  // The page's language, or en-US.
  resolved_locale: win.document.documentElement.lang || 'en-US',
  client_timestamp: now,
  website_id: ctx.websiteId,
  template_id: ctx.templateId,
  member_account_id: ctx.memberAccountId,
});

/** The session's fields, added when the event goes. */
export const sessionFields = (sess: Session) => ({
  ...(sess.marketingId && { marketing_id: sess.marketingId }),
  session_id: sess.id,
});
