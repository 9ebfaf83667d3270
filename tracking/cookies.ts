// Writes the tracking cookies: path /, SameSite=Lax (tracking.md 9). Reading is core/dom/cookies.ts.
import { wellFormed } from '../core/catalog/well-formed.ts';

/** The cookie string that stores `value` for `maxAge` ms (a session cookie without one). */
export const cookie = (name: string, value: string, now: number, maxAge?: number): string =>
  `${name}=${encodeURIComponent(wellFormed(value)).replace(/%7C/g, '|')}${maxAge ? `; Expires=${new Date(now + maxAge).toUTCString()}` : ''}; Path=/; SameSite=Lax`;
