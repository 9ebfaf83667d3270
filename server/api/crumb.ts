// forms-commerce.md 7: Generic data layer. Every call carries a crumb query parameter, which must
// equal the visitor's crumb cookie; a failure replies crumbFail with a new crumb, set as the cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readCookie } from '../http/cookies.ts';

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

/** True when the call's `crumb` query parameter equals its well-formed crumb cookie. */
export function crumbMatches(req: IncomingMessage, url: URL): boolean {
  const cookie = requestCrumb(req);
  const param = url.searchParams.get('crumb');
  if (cookie === undefined || param === null || param.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(param), Buffer.from(cookie));
}

/** The 403 reply's body: the client stores `crumb` and retries once (forms-commerce.md 4: Data call). */
export interface CrumbFailure {
  crumbFail: true;
  crumb: string;
}
