// The calls the tracking entry makes and the server answers. Both sides read this
// file, so that the paths, the page-speed codes and the flag keys agree. Pure data.

import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH, FORM_RENDER_PATH } from './census-calls.ts';
import { RECORDS_PATH, SETTINGS_PATH } from './page-speed-calls.ts';

// One constant each, so that a browser bundle carries only the paths it calls.
export const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
export const LEGACY_EVENT_PATH = '/api/events/RecordEvent';
export const EVENTS_PATH = '/api/v1/events';
export const HIT_PATH = '/api/census/RecordHit';
export const OVERLAY_PATH = '/api/census/overlay';
export const QUICK_VIEW_PATH = '/api/census/RecordQuickView/';
export const TRACE_PATH = '/api/events/Trace';
export const PIXEL_PATH = '/api/track/Track';

export const TRACKING_PATHS = {
  errors: ERRORS_PATH,
  settings: SETTINGS_PATH,
  records: RECORDS_PATH,
  legacyEvent: LEGACY_EVENT_PATH,
  events: EVENTS_PATH,
  hit: HIT_PATH,
  buttonClick: BUTTON_CLICK_PATH,
  buttonRender: BUTTON_RENDER_PATH,
  overlay: OVERLAY_PATH,
  formRender: FORM_RENDER_PATH,
  quickView: QUICK_VIEW_PATH,
  trace: TRACE_PATH,
  pixel: PIXEL_PATH,
} as const;

/**
 * Every call that waits in the durable queue carries its own id in this query parameter; the
 * server keeps the first call with an id and answers a repeat with 200 without storing it.
 */
export const EVENT_ID_PARAM = 'eid';
/**
 * The retry horizon: a call waits in the browser's durable store at most this long (older ones are
 * dropped when the store is read), so the server need remember an event id no longer than this,
 * counted from the first time it received the call.
 */
export const CALL_HORIZON_MS = 30 * 86_400_000;
/** The browser's durable store holds at most this many calls; past it the oldest go, with a warning. */
export const STORE_CAP = 500;

/** The server refuses a pixel parameter longer than this (400); the browser cuts each value to it. */
export const PIXEL_PARAM_LIMIT = 2048;
/**
 * The browser cuts a pixel address (path and query, percent-encoded) to at most this many
 * characters: within the 8 KB request line that nginx and Apache accept by default, and leaving
 * room for the cookies and referrer within Node's 16 KB for the request line and headers.
 */
export const PIXEL_URL_LIMIT = 8000;

/** An event id: 8 to 64 url-safe characters (a UUID fits). */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Dispatched on document by the overlays when the popup overlay shows, with detail { overlay,
 * formId, version }: the tracking entry turns it into the overlay census call,
 * since the builds do not import each other.
 */
export const OVERLAY_SHOWN_EVENT = 'vitrine:overlayshown';

/** Dispatched on window by the runtime when a block fails, with detail { error, block }. */
export const BLOCK_ERROR_EVENT = 'vitrine:blockerror';

/** The app name of this runtime, in interface_error_{app} and the {app}-app flag. */
export const TRACKING_APP = 'vitrine';
/** The A/B flag keys that gate page-speed tracking. */
export const PERFORMANCE_FLAGS = ['rum', `${TRACKING_APP}-app`, 'track-page-speed', 'track-user-timing-rollout'] as const;

/**
 * "Field names in performance records are shortened to codes (the codes are not
 * shown)". These are ours. Times are milliseconds from navigation start; sizes are bytes.
 */
export const METRIC_CODES = {
  cls: 'cumulativeLayoutShift',
  dbs: 'decodedBodySize',
  ebs: 'encodedBodySize',
  dcs: 'domContentLoadedStart',
  dce: 'domContentLoadedEnd',
  dns: 'domainLookup',
  fcp: 'firstContentfulPaint',
  fid: 'firstInputDelay',
  inp: 'interactionToNextPaint',
  lcp: 'largestContentfulPaint',
  les: 'loadEventStart',
  lee: 'loadEventEnd',
  rs: 'responseStart',
  tcp: 'tcpConnection',
  tti: 'timeToInteractive',
  tls: 'tlsNegotiation',
  ttfb: 'timeToFirstByte',
} as const;
export type MetricCode = keyof typeof METRIC_CODES;

/** One page-speed record: the metrics measured so far on one page load, and its context. */
export interface PageSpeedRecord {
  t: 'ps';
  /** pageLoadId from the metric settings. */
  pl: string;
  /** The page's path. */
  p: string;
  m: Partial<Record<MetricCode, number>>;
  /** Context: account id, website id, template id, page type, language, time zone, connection, device. */
  c: Record<string, string | number | boolean>;
}

/** One user-timing record: a measure's name and duration. */
export interface UserTimingRecord {
  t: 'ut';
  pl: string;
  p: string;
  n: string;
  d: number;
  s: number;
}

/** One error report event. */
export interface ErrorEvent {
  eventName: string;
  data: {
    app: string;
    message: string;
    stack?: string;
    truncated?: boolean;
    file?: string;
    line?: number;
    column?: number;
    customData?: Record<string, unknown>;
    websiteId?: string;
    templateId?: string;
    url: string;
    userAgent: string;
  };
  timestamp: number;
}
