// What a reply means, decided without I/O. The layer (layer.ts) makes
// the request, asks this, and acts: stores a crumb and retries, waits and retries, or settles.
// The order where the spec's lists overlap (401 is in two), docs/decisions.md "Data layer":
//   1. a 403 crumbFail, when a crumb retry is allowed, is retried with the new crumb;
//   2. loginRequired fires the login-required event and fails;
//   3. 400, 401, 500 and 502 with a JSON body holding error, message or billingErrorCode report that body;
//   4. 401 and 403, 500 and 501, 503 fail with their status text;
//   5. anything else (another status, no reply at all) is retried while retries are left,
//   6. then fails as a network error, 'Unable to connect…'.
import { format } from '../catalog/strings.ts';
import { dataLayerStrings as t } from '../catalog/strings/data-layer.ts';

export type ReplyFormat = 'json' | 'raw';

/** The reply fields the layer reads (a JSON object body, kept whole). */
export interface ReplyFields {
  error?: unknown;
  errors?: unknown;
  loginRequired?: unknown;
  authorizationFail?: unknown;
  crumbFail?: unknown;
  crumb?: unknown;
  message?: unknown;
  billingErrorCode?: unknown;
  cleaned?: unknown;
  [field: string]: unknown;
}

export interface ReplyFacts {
  /** The HTTP status; 0 when no reply came. */
  status: number;
  /** The reply's text; null when no reply came (a lost network, a dropped connection). */
  text: string | null;
  format: ReplyFormat;
  /** The address as the caller gave it, for the unparseable-JSON message. */
  url: string;
  /** A crumb failure may be retried now: cookies are enabled (or this is the session's DELETE) and it has not been. */
  crumbRetry: boolean;
  /** What is left of the call's retry count. */
  retriesLeft: number;
}

/** How a call failed: the text the caller gets, the reply's JSON body when it had one, and whether it is a network error. */
export interface Failure {
  message: string;
  status: number;
  body: ReplyFields | null;
  network: boolean;
  loginRequired: boolean;
}

export type Decision = { kind: 'result'; value: unknown } | { kind: 'crumb-retry'; crumb: string | undefined } | { kind: 'retry' } | { kind: 'error'; failure: Failure };

/** The retry count's delay between attempts. */
export const RETRY_DELAY_MS = 200;

// The statuses whose JSON body is reported when it holds error, message or billingErrorCode.
const REPORTED = [400, 401, 500, 502];
const STATUS_TEXT: Readonly<Record<number, string>> = {
  401: t.unauthorized,
  403: t.unauthorized,
  500: t.internalServerError,
  501: t.internalServerError,
  503: t.serviceUnavailable,
};

/** The reply's body when it is a JSON object, else null. */
export function readFields(text: string | null): ReplyFields | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ReplyFields) : null;
  } catch {
    return null;
  }
}

/** The body's own words: its error, else its message, else its billing error code; undefined when it has none. */
export function bodyText(body: ReplyFields | null): string | undefined {
  const value = [body?.error, body?.message, body?.billingErrorCode].find((field) => field != null);
  return value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);
}

const fail = (message: string, status: number, body: ReplyFields | null, network = false, loginRequired = false): Decision => ({
  kind: 'error',
  failure: { message, status, body, network, loginRequired },
});

/** What a reply means. Pure. */
export function decide({ status, text, format: as, url, crumbRetry, retriesLeft }: ReplyFacts): Decision {
  const replied = text !== null;
  if (replied && ((status >= 200 && status < 300) || status === 1223)) {
    // Statuses 204 and 1223 (an old browser's 204) are empty.
    if (status === 204 || status === 1223) return { kind: 'result', value: as === 'raw' ? '' : null };
    if (as === 'raw') return { kind: 'result', value: text };
    try {
      return { kind: 'result', value: JSON.parse(text) };
    } catch (error) {
      return fail(format(t.unparseableJson, { url, message: (error as Error).message }), status, null);
    }
  }
  const body = replied ? readFields(text) : null;
  if (status === 403 && body?.crumbFail === true && crumbRetry) return { kind: 'crumb-retry', crumb: typeof body.crumb === 'string' ? body.crumb : undefined };
  const own = bodyText(body);
  if (body?.loginRequired === true) return fail(own ?? STATUS_TEXT[status] ?? t.unauthorized, status, body, false, true);
  if (own !== undefined && REPORTED.includes(status)) return fail(own, status, body);
  const statusText = replied ? STATUS_TEXT[status] : undefined;
  if (statusText) return fail(statusText, status, body);
  if (retriesLeft > 0) return { kind: 'retry' };
  return fail(t.unableToConnect, status, body, true);
}
