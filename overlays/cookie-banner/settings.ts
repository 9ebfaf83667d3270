// Cookie banner settings and their defaults. Pure.
import { cookieBannerStrings } from '../../core/catalog/strings.ts';
import { consentPolicy, type Policy, storedBannerSettings } from '../../core/consent/consent.ts';

export type Variant = 'BAR' | 'POPUP';
export type Theme = 'LIGHT' | 'DARK';
export type CtaVariant = 'TEXT' | 'BUTTON' | 'ICON';
export type AcceptType = 'OPT_IN' | 'OPT_IN_AND_OUT';

export interface CookieBannerConfig {
  enabled: boolean;
  text: string;
  ctaText: string;
  optOutText: string;
  ctaVariant: CtaVariant;
  variant: Variant;
  /** A bar's TOP or BOTTOM; a popup's corner, such as BOTTOM_LEFT. */
  position: string;
  theme: Theme;
  acceptType: AcceptType;
  /** The one policy reader's result (core/consent/settings.ts), handed to recordConsent as it is. */
  policy: Policy;
  visitorDataRestricted: boolean;
}

/** The spec gives no default text; this one says what the banner is for (docs/decisions.md). */
export const DEFAULT_COOKIE_TEXT = '<p>This site uses cookies to give you the best experience and to understand how it is used.</p>';

const one = <T extends string>(value: unknown, options: readonly T[], fallback: T): T => ((options as readonly unknown[]).includes(value) ? (value as T) : fallback);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export function normalizeCookieBanner(raw: unknown): CookieBannerConfig {
  // The settings under their stored names, an empty paragraph as empty text (core/consent/settings.ts, through consent.ts).
  const settings = storedBannerSettings(raw);
  const variant = one(settings.cookieBannerVariant, ['BAR', 'POPUP'] as const, 'BAR');
  const position = text(settings.cookieBannerPosition);
  return {
    enabled: settings.isCookieBannerEnabled === true,
    text: text(settings.cookieBannerText) || DEFAULT_COOKIE_TEXT,
    ctaText: text(settings.cookieBannerCtaText) || cookieBannerStrings.accept,
    optOutText: text(settings.cookieBannerOptOutCtaText) || cookieBannerStrings.decline,
    ctaVariant: one(settings.cookieBannerCtaVariant, ['TEXT', 'BUTTON', 'ICON'] as const, 'ICON'),
    variant,
    position:
      variant === 'BAR'
        ? position === 'TOP' || position === 'TOP_LEFT' || position === 'TOP_RIGHT'
          ? 'TOP'
          : 'BOTTOM'
        : position === 'TOP'
          ? 'TOP_LEFT'
          : position === 'BOTTOM'
            ? 'BOTTOM_LEFT'
            : one(position, ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const, 'BOTTOM_LEFT'),
    theme: one(settings.cookieBannerTheme, ['LIGHT', 'DARK'] as const, 'DARK'),
    acceptType: one(settings.cookieBannerAcceptType, ['OPT_IN', 'OPT_IN_AND_OUT'] as const, 'OPT_IN'),
    policy: consentPolicy(settings),
    visitorDataRestricted: settings.isVisitorDataRestricted === true,
  };
}
