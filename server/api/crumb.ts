// Generic data layer. A call's crumb must equal the visitor's crumb cookie; a
// failure replies crumbFail with a new crumb, set as the cookie. Each route says where it reads it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie, setCookies, type CookieSink, type CookieSpec } from '../http/cookies.ts';
import { sendJson } from '../http/send.ts';

export const CRUMB_COOKIE = 'crumb';

// 24 random bytes make 32 url-safe characters; anything shorter or with other characters is refused.
const WELL_FORMED = /^[A-Za-z0-9_-]{24,128}$/;

export const newCrumb = (): string => randomBytes(24).toString('base64url');

export const isWellFormedCrumb = (value: unknown): value is string => typeof value === 'string' && WELL_FORMED.test(value);

/** Not HttpOnly: the runtime reads the cookie to add it to each call's address. */
export const crumbCookie = (token: string): CookieSpec => ({ name: CRUMB_COOKIE, value: token, httpOnly: false });

/** The request's crumb cookie, when it is well formed. */
export function requestCrumb(req: IncomingMessage): string | undefined {
  const value = readCookie(req, CRUMB_COOKIE);
  return isWellFormedCrumb(value) ? value : undefined;
}

/**
 * The crumb a page hands the visitor for its forms and calls: the request's own, else (or when `fresh`,
 * after a refused one) a new one, set as the cookie.
 */
export function visitorCrumb(req: IncomingMessage, res: CookieSink, fresh = false): string {
  const existing = fresh ? undefined : requestCrumb(req);
  if (existing !== undefined) return existing;
  const crumb = newCrumb();
  setCookies(req, res, [crumbCookie(crumb)]);
  return crumb;
}

/** True when `value` equals the request's well-formed crumb cookie, compared in constant time. */
export function crumbEquals(req: IncomingMessage, value: unknown): boolean {
  const cookie = requestCrumb(req);
  if (cookie === undefined || typeof value !== 'string') return false;
  // Byte lengths, not string lengths: timingSafeEqual throws on buffers of different sizes.
  const given = Buffer.from(value);
  const expected = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Where a route reads its crumb: nowhere, the `crumb` query parameter (the data layer's calls), the
 * X-CSRF-Token header (error reports) or the body's `crumb` field (RecordEvent)..
 */
export type CrumbPlace = 'none' | 'query' | 'header' | 'field';

const fieldOf = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;

function tokenAt(place: Exclude<CrumbPlace, 'none'>, req: IncomingMessage, url: URL, body: unknown): unknown {
  if (place === 'query') return url.searchParams.get('crumb');
  if (place === 'header') return req.headers['x-csrf-token'];
  return fieldOf(body, 'crumb');
}

/** The one crumb check: true when the route reads none, or the token at its place equals the cookie. */
export const crumbPasses = (place: CrumbPlace, req: IncomingMessage, url: URL, body?: unknown): boolean => place === 'none' || crumbEquals(req, tokenAt(place, req, url, body));

/** The 403 reply's body: the client stores `crumb` and retries once (Data call). */
export interface CrumbFailure {
  crumbFail: true;
  crumb: string;
}

/** Replies 403 crumbFail with a new crumb, also set as the cookie. */
export function sendCrumbFailure(req: IncomingMessage, res: ServerResponse): void {
  const crumb = visitorCrumb(req, res, true);
  sendJson(req, res, 403, { crumbFail: true, crumb } satisfies CrumbFailure);
}
