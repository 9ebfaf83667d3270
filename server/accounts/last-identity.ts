// Logout clears a shared last-identity cookie. Sign-in sets it (the
// account's id, nothing secret); every logout (the session calls, /config/logout) expires it.
// docs/decisions.md "Owner access: the owner area".
import { expiredCookie, type CookieSpec } from '../http/cookies.ts';

export const LAST_IDENTITY_COOKIE = 'vitrine_last_identity';
/** It outlives a session: it names the last account signed in here, for 30 days. */
export const LAST_IDENTITY_MAX_AGE = 30 * 24 * 60 * 60;

/** The cookie a sign-in sets: the account's id, HttpOnly. */
export const lastIdentityCookie = (accountId: number): CookieSpec => ({ name: LAST_IDENTITY_COOKIE, value: String(accountId), httpOnly: true, maxAge: LAST_IDENTITY_MAX_AGE });

/** The cookie a logout sets: gone at once. */
export const expiredLastIdentityCookie = (): CookieSpec => expiredCookie(LAST_IDENTITY_COOKIE);
