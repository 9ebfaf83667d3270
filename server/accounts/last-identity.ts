// forms-commerce.md 4 "Logout": logout clears a shared last-identity cookie. Sign-in sets it (the
// account's id, nothing secret); every logout (the session calls, /config/logout) expires it.
// docs/decisions.md "Owner access: the owner area".
import type { IncomingMessage } from 'node:http';
import { isHttps } from './sessions.ts';

export const LAST_IDENTITY_COOKIE = 'vitrine_last_identity';
/** It outlives a session: it names the last account signed in here, for 30 days. */
export const LAST_IDENTITY_MAX_AGE = 30 * 24 * 60 * 60;

const flags = (req: IncomingMessage): string[] => ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(isHttps(req) ? ['Secure'] : [])];

/** The cookie a sign-in sets: the account's id. */
export const lastIdentityCookie = (req: IncomingMessage, accountId: number): string =>
  [`${LAST_IDENTITY_COOKIE}=${accountId}`, ...flags(req), `Max-Age=${LAST_IDENTITY_MAX_AGE}`].join('; ');

/** The cookie a logout sets: gone at once. */
export const expiredLastIdentityCookie = (req: IncomingMessage): string =>
  [`${LAST_IDENTITY_COOKIE}=`, ...flags(req), 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'].join('; ');
