// forms-commerce.md 7 (Generic data layer) and tracking.md 7: the one reader of /api/ bodies. JSON
// (application/json, +json, text/plain from a beacon, or no type) or form-encoded fields become one
// value for the route's schema; an empty body is undefined.
import type { IncomingMessage } from 'node:http';

export const UNREADABLE_BODY = 'Send the call as JSON (application/json or text/plain) or form-encoded.';

/** A body of named fields, after the route's schema has checked it is an object. */
export type Fields = Record<string, unknown>;

export type ReadBody = { ok: true; value: unknown } | { ok: false; error: string };

export function parseBody(req: IncomingMessage, body: Buffer): ReadBody {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
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
