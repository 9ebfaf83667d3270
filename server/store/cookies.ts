// docs/store.md "Cookies": the cart's cookie carries 32 random bytes (HttpOnly, SameSite=Lax, Secure
// over https, 30 days) and the cart row keeps only their sha256, as sessions do; `vitrine_has_cart=1`
// is the page-readable cart flag, no secret, with the same lifetime.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CART_COOKIE, CART_FLAG_COOKIE } from '../../core/catalog/store.ts';
import { isHttps } from '../accounts/index.ts';
import { readCookie } from '../http/cookies.ts';

export { CART_COOKIE, CART_FLAG_COOKIE };
/** How long a cart lives unchanged, and its cookies' Max-Age. */
export const CART_MS = 30 * 24 * 60 * 60 * 1000;

// 32 bytes in base64url are 43 characters; anything else is not one of ours and is never looked up.
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export const newCartToken = (): string => randomBytes(32).toString('base64url');

export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The request's cart cookie, when it is one of ours in form. */
export function requestCartToken(req: IncomingMessage): string | undefined {
  const value = readCookie(req, CART_COOKIE);
  return value !== undefined && WELL_FORMED.test(value) ? value : undefined;
}

/** True when the request carries either cart cookie, whatever its value. */
export const carriesCartCookie = (req: IncomingMessage): boolean => readCookie(req, CART_COOKIE) !== undefined || readCookie(req, CART_FLAG_COOKIE) !== undefined;

// The whole site, SameSite=Lax, then the lifetime; Secure over https, last, as the session cookie.
const cookie = (req: IncomingMessage, pair: string, httpOnly: boolean, lifetime: readonly string[]): string =>
  [pair, 'Path=/', ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax', ...lifetime, ...(isHttps(req) ? ['Secure'] : [])].join('; ');

/** The cart cookie and the flag, both for CART_MS from now. */
export function cartCookies(req: IncomingMessage, token: string): string[] {
  const maxAge = [`Max-Age=${CART_MS / 1000}`];
  return [cookie(req, `${CART_COOKIE}=${token}`, true, maxAge), cookie(req, `${CART_FLAG_COOKIE}=1`, false, maxAge)];
}

/** The cookies that end the cart and its flag in the browser. */
export function expiredCartCookies(req: IncomingMessage): string[] {
  const gone = ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  return [cookie(req, `${CART_COOKIE}=`, true, gone), cookie(req, `${CART_FLAG_COOKIE}=`, false, gone)];
}

/**
 * Where the store sets its cookies: a response (Set-Cookie appended, so a page may add its own), or a
 * call's collector that hands them to the response it sends later (api/store-routes.ts).
 */
export interface CookieSink {
  appendHeader(name: 'Set-Cookie', value: string): unknown;
}

/** Adds the cookies to the response's Set-Cookie, keeping any already set. */
export function appendCookies(res: CookieSink, cookies: readonly string[]): void {
  for (const value of cookies) res.appendHeader('Set-Cookie', value);
}
