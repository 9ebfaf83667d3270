// The browser's one cookie module: every cookie the page's code reads (the consent record, the crumb,
// the cart flag, the tracking cookies) is read here, and every one it writes is built and set here,
// with one set of attributes: path /, SameSite=Lax. Another script's cookie may hold a bare '%'; it
// reads as written rather than throwing. Pure, but for setCookies.
import { wellFormed } from '../catalog/well-formed.ts';

/** The crumb cookie: the server sets it, the data layer and tracking send it back as the crumb (and the data layer takes a new one from a crumbFail reply). */
export const CRUMB_COOKIE = 'crumb';

export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(/;\s*/)) if (pair.startsWith(`${name}=`)) return decode(pair.slice(name.length + 1));
  return undefined;
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The one shape of a cookie the page writes, its value as given: with `expires` (ms since the epoch) it lasts until then, else it ends with the browser. */
export const cookieText = (name: string, value: string | boolean, expires?: number): string =>
  `${name}=${value}${expires === undefined ? '' : `; Expires=${new Date(expires).toUTCString()}`}; Path=/; SameSite=Lax`;

/** A cookie that stores any text `value` for `maxAge` ms from `now` (without one, until the browser ends): readCookie reads it back as written. */
export const cookie = (name: string, value: string, now: number, maxAge?: number): string =>
  cookieText(name, encodeURIComponent(wellFormed(value)).replace(/%7C/g, '|'), maxAge ? now + maxAge : undefined);

/** The cookie that removes `name` (expired at the epoch). */
export const expiredCookie = (name: string): string => cookieText(name, '', 0);

/** Sets each cookie on the page. */
export const setCookies = (document: Pick<Document, 'cookie'>, cookies: readonly string[]): void => {
  for (const text of cookies) document.cookie = text;
};
