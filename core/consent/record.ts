// The visitor's choice, recorded as both banners do it (the React one and
// the server's with its vanilla script): the ss_cookieAllowed cookie for 30 days, the listed cookies
// cleared where analytics may not run, and the cookieConsent event on document.
import { setCookies } from '../dom/set-cookie.ts';
import { analyticsAllowed, CONSENT_EVENT, clearingCookies, consentCookie, type Consent, type Policy } from './consent.ts';

export function recordConsent(document: Document, policy: Policy, accepted: boolean, now: number): Consent {
  const consent: Consent = accepted ? 'accepted' : 'declined';
  setCookies(document, [consentCookie(accepted, now)]);
  if (!analyticsAllowed(consent, policy)) setCookies(document, clearingCookies());
  document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { consent } }));
  return consent;
}
