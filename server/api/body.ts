// (Generic data layer) and the spec: the one reader of /api/ bodies. JSON
// (application/json, +json, text/plain from a beacon, or no type) or form-encoded fields become one
// value for the route's schema; an empty body is undefined. JSON nested deeper than any call's body
// is refused: JSON.parse reads 64 KB of brackets, but JSON.stringify, which stores a payload, would
// overflow the stack on them (issue 22, found by fuzzing).
import type { IncomingMessage } from 'node:http';

export const UNREADABLE_BODY = 'Send the call as JSON (application/json or text/plain) or form-encoded.';

/** A body of named fields, after the route's schema has checked it is an object. */
export type Fields = Record<string, unknown>;

export type ReadBody = { ok: true; value: unknown } | { ok: false; error: string };

/** The most levels of objects and lists a JSON body may nest; the calls' own bodies use a few. */
export const MAX_BODY_DEPTH = 100;
export const TOO_DEEP = `The body nests objects and lists more than ${MAX_BODY_DEPTH} levels deep.`;

/**
 * issue 23: no field may hold U+0000. PostgreSQL's text refuses it (SQLite kept it), and no form or
 * call has a use for it, so the one reader refuses it on both engines, in a value or a key, read from
 * JSON's \u0000 or a form's %00 (found by fuzzing on PostgreSQL: a cart call's SKU was a 500).
 */
export const NUL_CHARACTER = 'The call holds a NUL character (U+0000), which no field may hold.';

/** True when any string or key of `value` holds U+0000; walked without recursion. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const inner = stack.pop();
    if (typeof inner === 'string') {
      if (inner.includes('\0')) return true;
    } else if (inner !== null && typeof inner === 'object') {
      for (const [key, child] of Object.entries(inner)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** True when `value` nests objects or lists more than `limit` levels deep; walked without recursion. */
export function nestsDeeper(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [inner, level] = next;
    if (inner === null || typeof inner !== 'object') continue;
    if (level > limit) return true;
    for (const child of Object.values(inner)) stack.push([child, level + 1]);
  }
  return false;
}

export const FORM_ENCODED = 'application/x-www-form-urlencoded';

/** The request's media type: its Content-Type without parameters, in lower case; '' when none. */
export const mediaType = (req: IncomingMessage): string =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

export function parseBody(req: IncomingMessage, body: Buffer): ReadBody {
  const type = mediaType(req);
  const text = body.toString('utf8');
  if (type === FORM_ENCODED) {
    const fields = Object.fromEntries(new URLSearchParams(text));
    return holdsNul(fields) ? { ok: false, error: NUL_CHARACTER } : { ok: true, value: fields };
  }
  if (type !== '' && type !== 'text/plain' && type !== 'application/json' && !type.endsWith('+json')) {
    return { ok: false, error: UNREADABLE_BODY };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: `The body is not valid JSON. ${UNREADABLE_BODY}` };
  }
  if (nestsDeeper(value, MAX_BODY_DEPTH)) return { ok: false, error: TOO_DEEP };
  return holdsNul(value) ? { ok: false, error: NUL_CHARACTER } : { ok: true, value };
}
