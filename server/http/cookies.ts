// The server's cookies: the one reader of a request's Cookie header, and the one writer of every
// Set-Cookie header. Every cookie is the whole site's and SameSite=Lax; it is Secure when the request
// came over https (the socket, or a trusted proxy's X-Forwarded-Proto: request-client.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHttps } from './request-client.ts';

const SET_COOKIE = 'Set-Cookie';
const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** One cookie to set: its name and value, whether script may read it, and its lifetime. */
export interface CookieSpec {
  name: string;
  value: string;
  /** False only for a cookie the page's script reads (the crumb, the cart flag, the consent choice). */
  httpOnly: boolean;
  /** Seconds to live; none: until the browser closes. 0 ends the cookie now. */
  maxAge?: number;
  /** An absolute end, for a cookie the runtime writes the same way (the consent choice). */
  expires?: number;
}

/** The cookie that ends `name` in the browser now. */
export const expiredCookie = (name: string, httpOnly = true): CookieSpec => ({ name, value: '', httpOnly, maxAge: 0 });

/** Where cookies go: a response, or a collector that hands them to the response sent later. */
export interface CookieSink {
  appendHeader(name: string, value: string | readonly string[]): unknown;
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  // The first of a repeated name wins.
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The Set-Cookie value for `spec` on the answer to `req`. */
export function cookieHeader(req: IncomingMessage, { name, value, httpOnly, maxAge, expires }: CookieSpec): string {
  const parts = [`${name}=${value}`, 'Path=/', ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (maxAge === 0) parts.push(`Expires=${EXPIRED}`);
  else if (expires !== undefined) parts.push(`Expires=${new Date(expires).toUTCString()}`);
  if (isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

/** Sets the cookies on the answer, keeping any set before (a page after a store call's cart cookies). */
export function setCookies(req: IncomingMessage, res: CookieSink, cookies: readonly CookieSpec[]): void {
  for (const cookie of cookies) res.appendHeader(SET_COOKIE, cookieHeader(req, cookie));
}

/** A sink that keeps the cookies a call sets, for the reply that sends them later. */
export function collectCookies(): CookieSink & { sendOn(res: ServerResponse): void } {
  const kept: string[] = [];
  return {
    appendHeader(_name, value) {
      kept.push(...(typeof value === 'string' ? [value] : value));
    },
    sendOn(res) {
      for (const value of kept) res.appendHeader(SET_COOKIE, value);
    },
  };
}

/** True when the answer sets a cookie (a shared cache must not keep it). */
export const setsCookie = (res: ServerResponse): boolean => res.hasHeader(SET_COOKIE);
