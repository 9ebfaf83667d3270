// The browser's cookie module, its writing half (cookies.ts reads): every cookie the page's code writes
// is built here, with one set of attributes, path / and SameSite=Lax, and set through setCookies.
// Pure, but for setCookies, which writes only to the page it is handed (so the server may import the rest).
import { wellFormed } from '../catalog/well-formed.ts';

/** The one shape of a cookie the page writes, its value as given: with `expires` (ms since the epoch) it lasts until then, else it ends with the browser. */
export const cookieText = (name: string, value: string | boolean, expires?: number): string =>
  `${name}=${value}${expires === undefined ? '' : `; Expires=${new Date(expires).toUTCString()}`}; Path=/; SameSite=Lax`;

/** A cookie that stores any text `value` for `maxAge` ms from `now` (without one, until the browser ends): readCookie reads it back as written. */
export const cookie = (name: string, value: string, now: number, maxAge?: number): string =>
  cookieText(name, encodeURIComponent(wellFormed(value)).replace(/%7C/g, '|'), maxAge ? now + maxAge : undefined);

/** The cookie that removes `name` (expired at the epoch). */
export const expiredCookie = (name: string): string => cookieText(name, '', 0);

/** Sets each cookie on the page. */
export const setCookies = (page: Pick<Document, 'cookie'>, cookies: readonly string[]): void => {
  for (const text of cookies) page.cookie = text;
};
