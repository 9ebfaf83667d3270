// forms-commerce.md 7: Generic data layer. Every call carries a crumb query parameter, which must
// equal the visitor's crumb cookie; a failure replies crumbFail with a new crumb, set as the cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie } from '../http/cookies.ts';
import { sendJson } from '../http/send.ts';

export const CRUMB_COOKIE = 'crumb';

// 24 random bytes make 32 url-safe characters; anything shorter or with other characters is refused.
const WELL_FORMED = /^[A-Za-z0-9_-]{24,128}$/;

export const newCrumb = (): string => randomBytes(24).toString('base64url');

export const isWellFormedCrumb = (value: unknown): value is string => typeof value === 'string' && WELL_FORMED.test(value);

/** Not HttpOnly: the runtime reads the cookie to add it to each call's address. */
export const crumbCookie = (token: string): string => `${CRUMB_COOKIE}=${token}; Path=/; SameSite=Lax`;

/** The request's crumb cookie, when it is well formed. */
export function requestCrumb(req: IncomingMessage): string | undefined {
  const value = readCookie(req, CRUMB_COOKIE);
  return isWellFormedCrumb(value) ? value : undefined;
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

/** True when the call's `crumb` query parameter equals its well-formed crumb cookie. */
export const crumbMatches = (req: IncomingMessage, url: URL): boolean => crumbEquals(req, url.searchParams.get('crumb'));

/** The 403 reply's body: the client stores `crumb` and retries once (forms-commerce.md 4: Data call). */
export interface CrumbFailure {
  crumbFail: true;
  crumb: string;
}

/** Replies 403 crumbFail with a new crumb, also set as the cookie. */
export function sendCrumbFailure(req: IncomingMessage, res: ServerResponse): void {
  const crumb = newCrumb();
  res.setHeader('Set-Cookie', crumbCookie(crumb));
  sendJson(req, res, 403, { crumbFail: true, crumb } satisfies CrumbFailure);
}
