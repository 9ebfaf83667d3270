// tracking.md 7: tracking calls arrive as JSON (application/json, or text/plain from a beacon) or
// form-encoded. Either becomes one value for the call's schema to check.
import type { IncomingMessage } from 'node:http';

export const UNREADABLE_BODY = 'Send the call as JSON (application/json or text/plain) or form-encoded.';

export type ReadBody = { ok: true; value: unknown } | { ok: false; error: string };

/** The body as a value: form fields become an object of strings; an empty body is undefined. */
export function readTrackingBody(req: IncomingMessage, body: Buffer): ReadBody {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const text = body.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  if (type !== '' && type !== 'text/plain' && type !== 'application/json' && !type.endsWith('+json')) {
    return { ok: false, error: UNREADABLE_BODY };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: `The body is not valid JSON. ${UNREADABLE_BODY}` };
  }
}
