// tracking.md 7: each tracking call that stores something: how it is guarded, what it accepts,
// the rows it writes and its success reply.
import type * as z from 'zod';
import { TRACKING_PATHS, type MetricCode } from '../../../core/catalog/tracking.ts';
import type { CallRows } from './store.ts';
import {
  analyticsEvent,
  anyPayload,
  button,
  censusHit,
  describeError,
  errorEvents,
  formRender,
  legacyEvent,
  performanceRecords,
  pixelQuery,
  QUICK_VIEW_ID,
  trace,
} from './schemas.ts';

export interface TrackingCall {
  method: 'GET' | 'POST';
  /** The reply to a stored or repeated call: 200 { ok: true }, 202 { ok: true }, or the 1x1 GIF. */
  success: 200 | 202 | 'gif';
  /** Where the anti-forgery crumb is: the X-CSRF-Token header or the body's `crumb` field. */
  crumb?: 'header' | 'field';
  /** Counted by the per-address limit on error reports. */
  rateLimited?: boolean;
  /** The rows to write, or the 400 reply's message. `payload` is the body, or the query of a GET. */
  accept(payload: unknown, url: URL): CallRows | string;
}

// tracking.md 3: the visitor-record cookie; its first piece is the visitor's id.
const VISITOR_COOKIE = /^[\w-]+\|\d+\|\d+\|\d+\|\d+$/;
export const visitorId = (cookie: string | null | undefined): string | null =>
  cookie && VISITOR_COOKIE.test(cookie) ? cookie.slice(0, cookie.indexOf('|')) : null;

const call = <T extends z.ZodType>(
  schema: T,
  rows: (value: z.output<T>, url: URL) => CallRows | string,
  options: Partial<Omit<TrackingCall, 'accept'>> = {},
): TrackingCall => ({
  method: 'POST',
  success: 200,
  ...options,
  accept(payload, url) {
    const parsed = schema.safeParse(payload);
    return parsed.success ? rows(parsed.data, url) : describeError(parsed.error);
  },
});

const event = (kind: string, payload: unknown): CallRows => ({ events: [{ kind, payload }] });

export const TRACKING_CALLS = new Map<string, TrackingCall>([
  [
    TRACKING_PATHS.errors,
    call(
      errorEvents,
      (events) => ({
        errors: events.map((item) => ({
          app: item.data.app,
          message: item.data.message,
          stack: item.data.stack ?? null,
          url: item.data.url,
          payload: item,
        })),
      }),
      { crumb: 'header', rateLimited: true },
    ),
  ],
  [
    TRACKING_PATHS.records,
    call(performanceRecords, (records) => {
      const rows: Required<Pick<CallRows, 'metrics' | 'events'>> = { metrics: [], events: [] };
      for (const record of records) {
        if (record.t === 'ut') {
          rows.events.push({ kind: 'user-timing', payload: record });
          continue;
        }
        rows.events.push({ kind: 'page-speed', payload: { pl: record.pl, p: record.p, c: record.c } });
        for (const [code, value] of Object.entries(record.m) as [MetricCode, number | undefined][]) {
          if (value !== undefined) rows.metrics.push({ pageLoadId: record.pl, path: record.p, code, value });
        }
      }
      return rows;
    }),
  ],
  [TRACKING_PATHS.legacyEvent, call(legacyEvent, (value) => event('legacy-event', value), { crumb: 'field' })],
  [TRACKING_PATHS.events, call(analyticsEvent, (value) => event('analytics-event', value), { success: 202 })],
  [
    TRACKING_PATHS.hit,
    call(censusHit, ({ event: name, data, ss_cvr }) =>
      name === 'pageview'
        ? { pageViews: [{ path: data.path, visitorId: visitorId(ss_cvr), payload: data }] }
        : event('census-hit', { event: name, data, visitorId: visitorId(ss_cvr) }),
    ),
  ],
  [TRACKING_PATHS.buttonClick, call(button, (value) => event('button-click', value))],
  [TRACKING_PATHS.buttonRender, call(button, (value) => event('button-render', value))],
  [TRACKING_PATHS.overlay, call(anyPayload, (value) => event('overlay', value ?? {}))],
  [TRACKING_PATHS.formRender, call(formRender, (value) => event('form-render', value))],
  [
    TRACKING_PATHS.quickView,
    call(anyPayload, (value, url) => {
      const id = url.pathname.slice(TRACKING_PATHS.quickView.length);
      if (!QUICK_VIEW_ID.test(id)) return 'Bad payload at id: the address must end in an id of 1 to 64 letters, digits, _ or -';
      return event('quick-view', { id, ...value });
    }),
  ],
  [TRACKING_PATHS.trace, call(trace, ({ data }) => ({ events: data.map((entry) => ({ kind: 'trace', payload: entry })) }))],
  [TRACKING_PATHS.pixel, call(pixelQuery, (value) => event('pixel', value), { method: 'GET', success: 'gif' })],
]);

/** The call a path names; /api/census/RecordQuickView/{id} by its prefix. */
export const findTrackingCall = (path: string): TrackingCall | undefined =>
  TRACKING_CALLS.get(path) ?? (path.startsWith(TRACKING_PATHS.quickView) ? TRACKING_CALLS.get(TRACKING_PATHS.quickView) : undefined);
