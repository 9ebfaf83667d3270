// tracking.md 3 and 7: events of the newer schema go to the events service in the envelope
// analyticsId, commonData, customData, customSchemaName, with the fields added automatically.
// Its own chunk, fetched with the first event.
import { EVENTS_PATH } from '../core/catalog/tracking.ts';
import type { TrackingContext } from './context.ts';
import type { Call } from './delivery.ts';
import type { Session } from './session.ts';
import { jsonCall } from './calls.ts';
import { checkEvent } from './event-schema.ts';

export interface Envelope {
  analyticsId: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string;
}

/** tracking.md 3 "Added automatically". */
export const automaticFields = (win: Window, ctx: TrackingContext, sess: Session, now: number) => ({
  browser_window_size: `${win.innerWidth}x${win.innerHeight}`,
  browser_language: win.navigator.language,
  page_host: win.location.host,
  page_path: win.location.pathname,
  page_query: win.location.search,
  page_referrer: win.document.referrer,
  // The page's language, or en-US.
  resolved_locale: win.document.documentElement.lang || 'en-US',
  client_timestamp: now,
  ...(sess.marketingId && { marketing_id: sess.marketingId }),
  session_id: sess.id,
  website_id: ctx.websiteId,
  template_id: ctx.templateId,
  member_account_id: ctx.memberAccountId,
});

export function eventCall(
  win: Window,
  ctx: TrackingContext,
  sess: Session,
  analyticsId: string,
  id: string,
  fields: Record<string, unknown>,
  customSchemaName = '',
  warn: (message: string) => void = console.warn,
): Call | undefined {
  const checked = checkEvent(fields, warn);
  if (!checked) return undefined;
  const body: Envelope = {
    analyticsId,
    commonData: { ...automaticFields(win, ctx, sess, Date.now()), ...checked.common },
    customData: checked.custom,
    customSchemaName,
  };
  return { ...jsonCall(id, EVENTS_PATH, body), ev: 1 };
}
