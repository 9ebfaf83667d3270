// Each tracking call that stores something: its path, how it is guarded, what it
// accepts, the rows it writes and its success reply. routes.ts puts them in the route table.
import type * as z from 'zod';
import { TRACKING_PATHS, type MetricCode } from '../../../core/catalog/tracking.ts';
import { DeviceViewType } from '../../../core/catalog/enums.ts';
import type { CrumbPlace } from '../crumb.ts';
import type { LimiterName } from '../route.ts';
import type { CallRows } from './store.ts';
import { visitorId } from './visitor.ts';
import { analyticsEvent, anyPayload, button, censusHit, errorEvents, formRender, legacyEvent, performanceRecords, pixelQuery, QUICK_VIEW_ID, trace } from './schemas.ts';

export interface TrackingCall<S extends z.ZodType = z.ZodType> {
  path: string;
  /** The path ends in an id: /api/census/RecordQuickView/{id}. */
  prefix?: boolean;
  /** A GET has no body: its query is the payload. */
  method: 'GET' | 'POST';
  /** The reply to a stored or repeated call: 200 { ok: true }, 202 { ok: true }, or the 1x1 GIF. */
  success: 200 | 202 | 'gif';
  /** Where the anti-forgery crumb is: the X-CSRF-Token header, the body's `crumb` field, or none. */
  crumb: CrumbPlace;
  /** The per-address limiter that counts it (error reports and page-speed records). */
  rateLimit: LimiterName | null;
  /** Checks the body, or the query of a GET. */
  schema: S;
  /** The rows to write, or the 400 reply's message. */
  rows(value: z.output<S>, url: URL): CallRows | string;
}

// The schema's type is erased in the list: the pipeline hands `rows` only what `schema` accepted.
const call = <S extends z.ZodType>(
  path: string,
  schema: S,
  rows: (value: z.output<S>, url: URL) => CallRows | string,
  options: Partial<Pick<TrackingCall, 'method' | 'success' | 'crumb' | 'rateLimit' | 'prefix'>> = {},
): TrackingCall => ({ path, method: 'POST', success: 200, crumb: 'none', rateLimit: null, ...options, schema, rows }) as unknown as TrackingCall;

const event = (kind: string, payload: unknown): CallRows => ({ events: [{ kind, payload }] });

// The device class the browser put in a page-speed record's context (phone, tablet or desktop), or ''.
const DEVICE_CLASSES: readonly unknown[] = Object.values(DeviceViewType);
const recordDevice = (device: unknown): string => (DEVICE_CLASSES.includes(device) ? (device as string) : '');

export const TRACKING_CALLS: readonly TrackingCall[] = [
  call(
    TRACKING_PATHS.errors,
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
    { crumb: 'header', rateLimit: 'errors' },
  ),
  call(
    TRACKING_PATHS.records,
    performanceRecords,
    (records) => {
      const rows: Required<Pick<CallRows, 'metrics' | 'events'>> = { metrics: [], events: [] };
      for (const record of records) {
        if (record.t === 'ut') {
          rows.events.push({ kind: 'user-timing', payload: record });
          continue;
        }
        rows.events.push({ kind: 'page-speed', payload: { pl: record.pl, p: record.p, c: record.c } });
        const device = recordDevice(record.c.device);
        for (const [code, value] of Object.entries(record.m) as [MetricCode, number | undefined][]) {
          if (value !== undefined) rows.metrics.push({ pageLoadId: record.pl, path: record.p, code, value, device });
        }
      }
      return rows;
    },
    { rateLimit: 'records' },
  ),
  call(TRACKING_PATHS.legacyEvent, legacyEvent, (value) => event('legacy-event', value), { crumb: 'field' }),
  call(TRACKING_PATHS.events, analyticsEvent, (value) => event('analytics-event', value), { success: 202 }),
  call(TRACKING_PATHS.hit, censusHit, ({ event: name, data, ss_cvr }) =>
    name === 'pageview'
      ? { pageViews: [{ path: data.path, visitorId: visitorId(ss_cvr), visitorCookie: ss_cvr ?? null, payload: data }] }
      : event('census-hit', { event: name, data, visitorId: visitorId(ss_cvr) }),
  ),
  call(TRACKING_PATHS.buttonClick, button, (value) => event('button-click', value)),
  call(TRACKING_PATHS.buttonRender, button, (value) => event('button-render', value)),
  call(TRACKING_PATHS.overlay, anyPayload, (value) => event('overlay', value ?? {})),
  call(TRACKING_PATHS.formRender, formRender, (value) => event('form-render', value)),
  call(
    TRACKING_PATHS.quickView,
    anyPayload,
    (value, url) => {
      const id = url.pathname.slice(TRACKING_PATHS.quickView.length);
      if (!QUICK_VIEW_ID.test(id)) return 'Bad payload at id: the address must end in an id of 1 to 64 letters, digits, _ or -';
      return event('quick-view', { id, ...value });
    },
    { prefix: true },
  ),
  call(TRACKING_PATHS.trace, trace, ({ data }) => ({ events: data.map((entry) => ({ kind: 'trace', payload: entry })) })),
  call(TRACKING_PATHS.pixel, pixelQuery, (value) => event('pixel', value), { method: 'GET', success: 'gif' }),
];
