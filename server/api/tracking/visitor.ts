// Who a tracking call is from: the visitor-record cookie (ss_cvr, sent in census calls and with every
// request) holds the visitor's id, then the first, previous and last visit times and the visit count.
// The record stays the same for the whole of a visit and changes when a new visit starts, so the id
// and the last-visit time name the visit. Pure.
import { randomUUID } from 'node:crypto';

const VISITOR_COOKIE = /^[\w-]+\|\d+\|\d+\|\d+\|\d+$/;

/** The visitor's id in a visitor-record cookie, or null when the value is not one. */
export const visitorId = (cookie: string | null | undefined): string | null => (cookie && VISITOR_COOKIE.test(cookie) ? cookie.slice(0, cookie.indexOf('|')) : null);

export interface VisitIdentity {
  visitorId: string;
  /** `<visitor id>:<the visit's start as the record has it>`. */
  sessionId: string;
}

/** The visitor and visit a visitor-record cookie names, or null when the value is not one. */
export function visitIdentity(cookie: string | null | undefined): VisitIdentity | null {
  if (!cookie || !VISITOR_COOKIE.test(cookie)) return null;
  const [id, , , last] = cookie.split('|') as [string, string, string, string, string];
  return { visitorId: id, sessionId: `${id}:${last}` };
}

/** A page view without a visitor record is a visit, and a visitor, of its own. */
export const anonymousVisit = (newId: () => string = randomUUID): VisitIdentity => {
  const id = `anon:${newId()}`;
  return { visitorId: id, sessionId: id };
};
