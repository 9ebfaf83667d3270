import { describe, expect, it } from 'vitest';
import { type CookieBannerConfig, DEFAULT_COOKIE_TEXT, normalizeCookieBanner } from '../../../../overlays/cookie-banner/settings.ts';

const defaults = {
  enabled: false,
  text: DEFAULT_COOKIE_TEXT,
  ctaText: 'Accept',
  optOutText: 'Decline',
  ctaVariant: 'ICON',
  variant: 'BAR',
  position: 'BOTTOM',
  theme: 'DARK',
  acceptType: 'OPT_IN',
  policy: { restrictive: false, absolute: false },
  visitorDataRestricted: false,
};

describe('normalizeCookieBanner: Cookie banner defaults', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'BAR'],
    ['a number', 42],
    [
      'fields of the wrong types',
      {
        cookieBannerVariant: 1,
        cookieBannerPosition: {},
        cookieBannerTheme: true,
        cookieBannerCtaVariant: [],
        cookieBannerCtaText: 7,
        cookieBannerOptOutCtaText: null,
        cookieBannerText: 0,
        cookieBannerAcceptType: false,
      },
    ],
  ])('%s gives every default', (_name, raw) => {
    expect(normalizeCookieBanner(raw as never)).toEqual(defaults);
  });

  it('keeps every valid field', () => {
    expect(
      normalizeCookieBanner({
        isCookieBannerEnabled: true,
        cookieBannerText: '<p>We use cookies.</p>',
        cookieBannerCtaText: 'Got it',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerVariant: 'POPUP',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isRestrictiveCookiePolicyEnabled: true,
        isVisitorDataRestricted: true,
        isRestrictiveCookiePolicyAbsolute: true,
      }),
    ).toEqual({
      enabled: true,
      text: '<p>We use cookies.</p>',
      ctaText: 'Got it',
      optOutText: 'No thanks',
      ctaVariant: 'BUTTON',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      theme: 'LIGHT',
      acceptType: 'OPT_IN_AND_OUT',
      policy: { restrictive: true, absolute: true },
      visitorDataRestricted: true,
    });
  });

  describe('Unknown or missing variant gives BAR.', () => {
    it.each([
      ['BAR', 'BAR'],
      ['POPUP', 'POPUP'],
      ['popup', 'BAR'],
      ['bar', 'BAR'],
      [' POPUP', 'BAR'],
      ['MODAL', 'BAR'],
      ['', 'BAR'],
      [null, 'BAR'],
      [undefined, 'BAR'],
      [1, 'BAR'],
    ])('%j -> %s', (cookieBannerVariant, expected) => {
      expect(normalizeCookieBanner({ cookieBannerVariant }).variant).toBe(expected);
    });
  });

  describe('A bar position must be TOP or BOTTOM. A popup TOP_LEFT or TOP_RIGHT maps to TOP, anything else to BOTTOM.', () => {
    it.each([
      ['TOP', 'TOP'],
      ['BOTTOM', 'BOTTOM'],
      ['TOP_LEFT', 'TOP'],
      ['TOP_RIGHT', 'TOP'],
      ['BOTTOM_LEFT', 'BOTTOM'],
      ['BOTTOM_RIGHT', 'BOTTOM'],
      ['CENTER', 'BOTTOM'],
      ['top', 'BOTTOM'],
      ['', 'BOTTOM'],
      [null, 'BOTTOM'],
      [undefined, 'BOTTOM'],
      [3, 'BOTTOM'],
    ])('a bar at %j -> %s', (cookieBannerPosition, expected) => {
      expect(normalizeCookieBanner({ cookieBannerVariant: 'BAR', cookieBannerPosition }).position).toBe(expected);
    });

    it('a missing variant is a bar, so its position is TOP or BOTTOM', () => {
      expect(normalizeCookieBanner({ cookieBannerPosition: 'TOP_LEFT' }).position).toBe('TOP');
      expect(normalizeCookieBanner({ cookieBannerPosition: 'BOTTOM_RIGHT' }).position).toBe('BOTTOM');
    });
  });

  describe('A popup position defaults to BOTTOM_LEFT. A bar TOP maps to TOP_LEFT and BOTTOM to BOTTOM_LEFT.', () => {
    it.each([
      ['TOP_LEFT', 'TOP_LEFT'],
      ['TOP_RIGHT', 'TOP_RIGHT'],
      ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
      ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
      ['TOP', 'TOP_LEFT'],
      ['BOTTOM', 'BOTTOM_LEFT'],
      ['CENTER', 'BOTTOM_LEFT'],
      ['top_right', 'BOTTOM_LEFT'],
      ['', 'BOTTOM_LEFT'],
      [null, 'BOTTOM_LEFT'],
      [undefined, 'BOTTOM_LEFT'],
      [{}, 'BOTTOM_LEFT'],
    ])('a popup at %j -> %s', (cookieBannerPosition, expected) => {
      expect(normalizeCookieBanner({ cookieBannerVariant: 'POPUP', cookieBannerPosition }).position).toBe(expected);
    });
  });

  describe('Unknown theme gives DARK.', () => {
    it.each([
      ['LIGHT', 'LIGHT'],
      ['DARK', 'DARK'],
      ['light', 'DARK'],
      ['BLUE', 'DARK'],
      ['', 'DARK'],
      [null, 'DARK'],
      [undefined, 'DARK'],
    ])('%j -> %s', (cookieBannerTheme, expected) => {
      expect(normalizeCookieBanner({ cookieBannerTheme }).theme).toBe(expected);
    });
  });

  describe('Unknown CTA variant gives ICON.', () => {
    it.each([
      ['TEXT', 'TEXT'],
      ['BUTTON', 'BUTTON'],
      ['ICON', 'ICON'],
      ['button', 'ICON'],
      ['LINK', 'ICON'],
      ['', 'ICON'],
      [null, 'ICON'],
      [undefined, 'ICON'],
    ])('%j -> %s', (cookieBannerCtaVariant, expected) => {
      expect(normalizeCookieBanner({ cookieBannerCtaVariant }).ctaVariant).toBe(expected);
    });
  });

  describe('Empty CTA text gives Accept. Opt-out text defaults to Decline.', () => {
    it.each([
      ['OK', 'OK'],
      ['I agree', 'I agree'],
      ['', 'Accept'],
      ['   ', 'Accept'],
      ['\n\t', 'Accept'],
      [null, 'Accept'],
      [undefined, 'Accept'],
      [0, 'Accept'],
    ])('CTA text %j -> %j', (cookieBannerCtaText, expected) => {
      expect(normalizeCookieBanner({ cookieBannerCtaText }).ctaText).toBe(expected);
    });

    it.each([
      ['Refuse', 'Refuse'],
      ['', 'Decline'],
      ['  ', 'Decline'],
      [null, 'Decline'],
      [undefined, 'Decline'],
      [false, 'Decline'],
    ])('opt-out text %j -> %j', (cookieBannerOptOutCtaText, expected) => {
      expect(normalizeCookieBanner({ cookieBannerOptOutCtaText }).optOutText).toBe(expected);
    });
  });

  describe('Accept type defaults to OPT_IN.', () => {
    it.each([
      ['OPT_IN', 'OPT_IN'],
      ['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'],
      ['OPT_OUT', 'OPT_IN'],
      ['opt_in_and_out', 'OPT_IN'],
      ['', 'OPT_IN'],
      [null, 'OPT_IN'],
      [undefined, 'OPT_IN'],
    ])('%j -> %s', (cookieBannerAcceptType, expected) => {
      expect(normalizeCookieBanner({ cookieBannerAcceptType }).acceptType).toBe(expected);
    });
  });

  describe('Empty paragraph text gives the default cookie text.', () => {
    it('the default text is a non-empty paragraph', () => {
      expect(DEFAULT_COOKIE_TEXT).toMatch(/^<p>.+<\/p>$/);
    });

    it.each([
      ['<p></p>'],
      ['<p><br></p>'],
      ['<p><br/></p>'],
      ['<p> </p>'],
      ['<p>&nbsp;</p>'],
      ['<p></p><p></p>'],
      ['<p class="x"><span></span></p>'],
      [''],
      ['   '],
      ['\n'],
      [null],
      [undefined],
      [12],
    ])('%j -> the default text', (cookieBannerText) => {
      expect(normalizeCookieBanner({ cookieBannerText }).text).toBe(DEFAULT_COOKIE_TEXT);
    });

    it.each([['<p>We use cookies.</p>'], ['<p><strong>Cookies</strong> help us.</p>'], ['Plain text, no paragraph'], ['<p>See our <a href="/privacy">privacy policy</a>.</p>']])(
      '%j is kept',
      (cookieBannerText) => {
        expect(normalizeCookieBanner({ cookieBannerText }).text).toBe(cookieBannerText);
      },
    );
  });

  describe('The enabled and policy flags are on only when true', () => {
    const flags = [
      ['isCookieBannerEnabled', 'enabled'],
      ['isRestrictiveCookiePolicyEnabled', 'restrictive'],
      ['isVisitorDataRestricted', 'visitorDataRestricted'],
      ['isRestrictiveCookiePolicyAbsolute', 'absolute'],
    ] as const;
    // The two policy flags are the one policy reader's (config.policy); the others are the config's own.
    const read = (config: CookieBannerConfig, key: (typeof flags)[number][1]): boolean => (key === 'restrictive' || key === 'absolute' ? config.policy[key] : config[key]);

    it.each(
      flags.flatMap(
        ([field, key]) =>
          [
            [field, true, key, true],
            [field, false, key, false],
            [field, undefined, key, false],
            [field, null, key, false],
            [field, 'true', key, false],
            [field, 1, key, false],
          ] as const,
      ),
    )('%s %j -> %s %j', (field, value, key, expected) => {
      expect(read(normalizeCookieBanner({ [field]: value }), key)).toBe(expected);
    });

    it('each flag sets only its own field', () => {
      for (const [field, key] of flags) {
        const config = normalizeCookieBanner({ [field]: true });
        for (const [, other] of flags) expect(read(config, other)).toBe(other === key);
      }
    });
  });
});

// The owner's settings interface shows two flags otherwise: isAnalyticsCookiesDisabled is the
// restrictive policy, isActivityLogEnabled the inverse of isVisitorDataRestricted.
describe('The interface names of the policy flags', () => {
  it.each([
    [{ isAnalyticsCookiesDisabled: true }, { restrictive: true, visitorDataRestricted: false }],
    [{ isAnalyticsCookiesDisabled: false }, { restrictive: false, visitorDataRestricted: false }],
    [{ isActivityLogEnabled: false }, { restrictive: false, visitorDataRestricted: true }],
    [{ isActivityLogEnabled: true }, { restrictive: false, visitorDataRestricted: false }],
    [{ isActivityLogEnabled: 'no' }, { restrictive: false, visitorDataRestricted: false }],
    // Both names given: the stored one wins.
    [
      { isVisitorDataRestricted: false, isActivityLogEnabled: false },
      { restrictive: false, visitorDataRestricted: false },
    ],
    [
      { isRestrictiveCookiePolicyEnabled: false, isAnalyticsCookiesDisabled: true },
      { restrictive: false, visitorDataRestricted: false },
    ],
  ])('%j -> %j', (settings, expected) => {
    const { policy, visitorDataRestricted } = normalizeCookieBanner(settings);
    expect({ restrictive: policy.restrictive, visitorDataRestricted }).toEqual(expected);
  });
});
