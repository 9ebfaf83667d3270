import { describe, expect, it } from 'vitest';
import { RESTRICTED_COOKIES, analyticsAllowed, clearingCookies, consentCookie, consentPolicy, readConsent, type Consent } from '../../../../core/consent/consent.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const attributes = (cookie: string) =>
  Object.fromEntries(
    cookie
      .split('; ')
      .slice(1)
      .map((pair) => [pair.split('=')[0]!.toLowerCase(), pair.split('=')[1] ?? '']),
  );

// The choice cookie 'ss_cookieAllowed' lasts 30 days (2592000000 ms): checked on the cookie consentCookie writes.
describe('readConsent', () => {
  it.each([
    ['ss_cookieAllowed=true', 'accepted'],
    ['ss_cookieAllowed=false', 'declined'],
    ['ss_cid=abc; ss_cookieAllowed=true; user_segment=2', 'accepted'],
    ['ss_cid=abc; ss_cookieAllowed=false', 'declined'],
    ['ss_cid=abc;ss_cookieAllowed=true;x=1', 'accepted'],
    ['ss_cvr=a|1|2|3|4; SS_MID=m; ss_cookieAllowed=false; crumb=z', 'declined'],
    ['ss_cookieAllowed=true; ss_cookieAllowed=false', 'accepted'],
    ['', null],
    ['ss_cid=abc; user_segment=2', null],
    ['ss_cookieAllowed=', null],
    ['ss_cookieAllowed=yes', null],
    ['ss_cookieAllowed=TRUE', null],
    ['ss_cookieAllowed=1', null],
    ['ss_cookieAllowed', null],
    ['xss_cookieAllowed=true', null],
    ['ss_cookieAllowed2=true', null],
    ['SS_COOKIEALLOWED=true', null],
    ['other=ss_cookieAllowed=true', null],
  ])('%j -> %s', (cookies, expected) => {
    expect(readConsent(cookies)).toBe(expected);
  });
});

describe('consentCookie', () => {
  it.each([
    [true, 'true', 'accepted'],
    [false, 'false', 'declined'],
  ] as const)('%s writes %s, which reads back as %s', (accepted, value, consent) => {
    const cookie = consentCookie(accepted, NOW);
    expect(cookie.startsWith(`ss_cookieAllowed=${value}; `)).toBe(true);
    expect(readConsent(cookie.split('; ')[0]!)).toBe(consent);
  });

  it('expires in exactly 2592000000 ms, site-wide', () => {
    const cookie = consentCookie(true, NOW);
    const { expires, path } = attributes(cookie);
    expect(Date.parse(expires!) - NOW).toBe(2592000000);
    expect(expires).toBe('Sat, 31 Jan 2026 12:00:00 GMT');
    expect(path).toBe('/');
  });

  it.each([[Date.UTC(2024, 1, 29)], [Date.UTC(2026, 9, 25, 1, 30)], [0]])('30 days after %d, whatever the date', (now) => {
    expect(Date.parse(attributes(consentCookie(false, now)).expires!) - now).toBe(30 * 86_400_000);
  });
});

describe('clearingCookies: Cookies cleared under a restrictive policy', () => {
  const listed = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment'];

  it('covers exactly the 9 listed cookies', () => {
    const names = clearingCookies().map((cookie) => cookie.slice(0, cookie.indexOf('=')));
    expect(names).toHaveLength(9);
    expect([...names].sort()).toEqual([...listed].sort());
    expect([...RESTRICTED_COOKIES].sort()).toEqual([...listed].sort());
  });

  it('never clears the consent cookie itself', () => {
    expect(clearingCookies().some((cookie) => cookie.startsWith('ss_cookieAllowed='))).toBe(false);
  });

  it.each(listed)('%s is emptied, expired in the past, site-wide', (name) => {
    const cookie = clearingCookies().find((c) => c.startsWith(`${name}=`))!;
    expect(cookie.startsWith(`${name}=;`)).toBe(true);
    const { expires, path } = attributes(cookie);
    expect(Date.parse(expires!)).toBeLessThan(NOW);
    expect(path).toBe('/');
  });
});

describe('analyticsAllowed: always without a restrictive policy; with one, only after accept; never when absolute', () => {
  it.each([
    [null, false, false, true],
    ['accepted', false, false, true],
    ['declined', false, false, false],
    [null, true, false, false],
    ['accepted', true, false, true],
    ['declined', true, false, false],
    [null, true, true, false],
    ['accepted', true, true, false],
    ['declined', true, true, false],
  ] as const)('consent %s, restrictive %s, absolute %s -> %s', (consent, restrictive, absolute, expected) => {
    expect(analyticsAllowed(consent as Consent, { restrictive, absolute })).toBe(expected);
  });
});

// The owner's settings interface names the restrictive policy isAnalyticsCookiesDisabled: settings
// handed over in that naming read as the stored ones do; where both are given, the stored name wins.
describe('consentPolicy: the restrictive flag under its stored name or its interface name', () => {
  it.each([
    [{ isRestrictiveCookiePolicyEnabled: true }, true],
    [{ isAnalyticsCookiesDisabled: true }, true],
    [{ isAnalyticsCookiesDisabled: false }, false],
    [{ isAnalyticsCookiesDisabled: 'true' }, false],
    [{ isRestrictiveCookiePolicyEnabled: false, isAnalyticsCookiesDisabled: true }, false],
    [{ isRestrictiveCookiePolicyEnabled: true, isAnalyticsCookiesDisabled: false }, true],
    [{ isAnalyticsCookiesDisabled: true, isRestrictiveCookiePolicyAbsolute: true }, true],
  ])('%j: restrictive %s', (settings, restrictive) => {
    expect(consentPolicy(settings).restrictive).toBe(restrictive);
  });

  it.each([null, undefined, [], 'x', 7])('%j: no policy', (settings) => {
    expect(consentPolicy(settings as never)).toEqual({ restrictive: false, absolute: false });
  });
});
