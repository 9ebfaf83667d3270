// The cookie banner's typed settings (what showCookieBanner takes): every documented default is what
// the banner does with the key left out, and every key the banner reads is documented.
import { describe, expect, it } from 'vitest';
import { documentedDefaults } from '../../../fixtures/default-values.ts';
import { normalizeCookieBanner } from '../../../../overlays/cookie-banner/settings.ts';
import { bannerWanted } from '../../../../core/overlays/wanted.ts';
import { storedBannerSettings } from '../../../../core/consent/index.ts';

const documented = documentedDefaults('core/consent/banner-settings.ts');
const none = normalizeCookieBanner({});

describe('CookieBannerSettings: the documented defaults', () => {
  it('documents the spec’s nine banner keys and the policy keys in both namings', () => {
    expect(Object.keys(documented).sort()).toEqual(
      [
        'isCookieBannerEnabled',
        'cookieBannerText',
        'cookieBannerCtaText',
        'cookieBannerOptOutCtaText',
        'cookieBannerCtaVariant',
        'cookieBannerPosition',
        'cookieBannerTheme',
        'cookieBannerVariant',
        'cookieBannerAcceptType',
        'isRestrictiveCookiePolicyEnabled',
        'isAnalyticsCookiesDisabled',
        'isRestrictiveCookiePolicyAbsolute',
        'isVisitorDataRestricted',
        'isActivityLogEnabled',
      ].sort(),
    );
  });

  it.each<[string, unknown]>([
    ['cookieBannerText', none.text],
    ['cookieBannerCtaText', none.ctaText],
    ['cookieBannerOptOutCtaText', none.optOutText],
    ['cookieBannerCtaVariant', none.ctaVariant],
    ['cookieBannerTheme', none.theme],
    ['cookieBannerVariant', none.variant],
    ['cookieBannerAcceptType', none.acceptType],
  ])('%s left out is %j', (key, value) => {
    expect(documented[key]).toBe(`'${value}'`);
  });

  it('cookieBannerPosition: BOTTOM for a bar, BOTTOM_LEFT for a popup', () => {
    expect(documented.cookieBannerPosition).toBe(`'${none.position}' for a bar, '${normalizeCookieBanner({ cookieBannerVariant: 'POPUP' }).position}' for a popup`);
  });

  it('the booleans: off when left out, and isActivityLogEnabled left out restricts nothing', () => {
    expect([documented.isCookieBannerEnabled, none.enabled]).toEqual(['false', false]);
    expect(bannerWanted({}, null, false)).toBe(false);
    expect([documented.isRestrictiveCookiePolicyEnabled, documented.isAnalyticsCookiesDisabled, none.policy.restrictive]).toEqual(['false', 'false', false]);
    expect([documented.isRestrictiveCookiePolicyAbsolute, none.policy.absolute]).toEqual(['false', false]);
    expect([documented.isVisitorDataRestricted, none.visitorDataRestricted]).toEqual(['false', false]);
    expect(documented.isActivityLogEnabled).toBe('true');
    expect(storedBannerSettings({ isActivityLogEnabled: true }).isVisitorDataRestricted).toBe(false);
  });
});
