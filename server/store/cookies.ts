// docs/store.md "Cookies": the cart's cookie carries 32 random bytes (HttpOnly, SameSite=Lax, Secure
// over https, 30 days) and the cart row keeps only their sha256, as sessions do; `vitrine_has_cart=1`
// is the page-readable cart flag, no secret, with the same lifetime.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CART_COOKIE, CART_FLAG_COOKIE } from '../../core/catalog/store.ts';
import { expiredCookie, readCookie, setCookies, type CookieSink, type CookieSpec } from '../http/cookies.ts';

export type { CookieSink };

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

/** The cart cookie (HttpOnly) and the flag (the page reads it), both for CART_MS from now. */
export const cartCookies = (token: string): CookieSpec[] => [
  { name: CART_COOKIE, value: token, httpOnly: true, maxAge: CART_MS / 1000 },
  { name: CART_FLAG_COOKIE, value: '1', httpOnly: false, maxAge: CART_MS / 1000 },
];

/** The cookies that end the cart and its flag in the browser. */
export const expiredCartCookies = (): CookieSpec[] => [expiredCookie(CART_COOKIE), expiredCookie(CART_FLAG_COOKIE, false)];

/** Sets the cookies on a response, or on a call's collector that hands them to the response it sends later (api/store-routes.ts). */
export const appendCookies = (req: IncomingMessage, res: CookieSink, cookies: readonly CookieSpec[]): void => setCookies(req, res, cookies);
