// 5 and 9: the visitor-record and visit-timestamp cookies. Pure.

import type { VISITOR_COOKIE } from '../core/dom/cookies.ts';

/** The visit timestamp cookie (the visitor record's is core/dom/cookies.ts's VISITOR_COOKIE). */
export const VISIT_COOKIE = 'ss_cvt';
export const VISITOR_MAX_AGE_MS = 63_072_000_000;
export const VISIT_MAX_AGE_MS = 1_800_000;

const VISITOR = /^[\w-]+(\|[1-9]\d*){4}$/;
const TIMESTAMP = /^[1-9]\d*$/;

/** id, first visit, previous visit, last visit, visit count. */
export type Visitor = [id: string, first: number, previous: number, last: number, count: number];

/** An id of word characters or dashes, then four positive integers; else absent. */
export function parseVisitor(value: string | undefined): Visitor | undefined {
  if (!value || !VISITOR.test(value)) return undefined;
  const [id, ...times] = value.split('|');
  return [id!, ...(times.map(Number) as [number, number, number, number])];
}

export const validTimestamp = (value: string | undefined): value is string => !!value && TIMESTAMP.test(value);

export interface Visit {
  /** The visitor-record value, for census calls. */
  visitor: string;
  /** The cookies to write (name, value, lifetime in ms); none for a flagged hit. */
  cookies: [name: string, value: string, maxAge: number][];
  /** A new visit started with this hit. */
  isNew: boolean;
}

/**
 * The three transitions, and the flagged hit: no valid visitor cookie makes one with count 1; a
 * lapsed timestamp counts a new visit; both valid change nothing but re-set the cookies. A flagged
 * hit (analytics cookies not allowed, or a screenshot) gets a fresh value and writes nothing.
 */
export function visit(visitorCookie: string | undefined, timestampCookie: string | undefined, now: number, newId: string, flagged: boolean): Visit {
  const known = flagged ? undefined : parseVisitor(visitorCookie);
  const fresh = !validTimestamp(timestampCookie);
  const record: Visitor = !known ? [newId, now, now, now, 1] : fresh ? [known[0], known[1], known[3], now, known[4] + 1] : known;
  const visitor = record.join('|');
  const isNew = !known || fresh;
  return {
    visitor,
    cookies: flagged
      ? []
      : [
          // The literal the compiler holds to VISITOR_COOKIE (core/dom/cookies.ts, another chunk).
          ['ss_cvr' satisfies typeof VISITOR_COOKIE, visitor, VISITOR_MAX_AGE_MS],
          [VISIT_COOKIE, isNew ? String(now) : timestampCookie!, VISIT_MAX_AGE_MS],
        ],
    isNew,
  };
}
