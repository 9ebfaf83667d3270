// The cookie-banner choice, stored in ss_cookieAllowed for 30 days, and
// what it allows. Tracking reads it; the banner writes it. Pure.
import { readCookie } from '../dom/cookies.ts';
import { cookieText, expiredCookie } from '../dom/set-cookie.ts';
import type { Policy } from './settings.ts';

export const CONSENT_COOKIE = 'ss_cookieAllowed';
export const CONSENT_MAX_AGE_MS = 2_592_000_000;
/** The cookies cleared under a restrictive policy. */
export const RESTRICTED_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment'] as const;
/** Dispatched on document when the visitor chooses, with detail { consent }. */
export const CONSENT_EVENT = 'cookieConsent';

export type Consent = 'accepted' | 'declined' | null;

/** Where the server-rendered banner's form posts the choice with JavaScript off (server/api/consent-route.ts). */
export const CONSENT_ACTION = '/consent';

export function readConsent(cookies: string): Consent {
  const value = readCookie(cookies, CONSENT_COOKIE);
  return value === 'true' ? 'accepted' : value === 'false' ? 'declined' : null;
}

export function consentCookie(accepted: boolean, now: number): string {
  return cookieText(CONSENT_COOKIE, accepted, now + CONSENT_MAX_AGE_MS);
}

/** The cookie strings that clear the restricted cookies. */
export const clearingCookies = (): string[] => RESTRICTED_COOKIES.map(expiredCookie);

// The settings' readers, the policy among them, beside the settings' other names (settings.ts).
export { consentPolicy, storedBannerSettings, type Policy } from './settings.ts';

/** May analytics cookies be written? Always without a restrictive policy; with one, only after accept. */
export function analyticsAllowed(consent: Consent, { restrictive, absolute }: Policy): boolean {
  if (!restrictive) return consent !== 'declined';
  return !absolute && consent === 'accepted';
}
