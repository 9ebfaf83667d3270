// forms-commerce.md 3 and 5: Cookie banner settings and their defaults. Pure.
import { cookieBannerStrings } from '../../core/catalog/strings.ts';

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
  restrictive: boolean;
  visitorDataRestricted: boolean;
  restrictiveAbsolute: boolean;
}

/** The spec gives no default text; this one says what the banner is for (docs/decisions.md). */
export const DEFAULT_COOKIE_TEXT = '<p>This site uses cookies to give you the best experience and to understand how it is used.</p>';

const one = <T extends string>(value: unknown, options: readonly T[], fallback: T): T => ((options as readonly unknown[]).includes(value) ? (value as T) : fallback);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** Rich text with nothing in it, such as <p></p> or <p><br></p>. */
const isEmpty = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

export function normalizeCookieBanner(raw: Record<string, unknown> | null | undefined): CookieBannerConfig {
  const settings = raw ?? {};
  const variant = one(settings.cookieBannerVariant, ['BAR', 'POPUP'] as const, 'BAR');
  const position = text(settings.cookieBannerPosition);
  return {
    enabled: settings.isCookieBannerEnabled === true,
    text: isEmpty(text(settings.cookieBannerText)) ? DEFAULT_COOKIE_TEXT : text(settings.cookieBannerText),
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
    restrictive: settings.isRestrictiveCookiePolicyEnabled === true,
    visitorDataRestricted: settings.isVisitorDataRestricted === true,
    restrictiveAbsolute: settings.isRestrictiveCookiePolicyAbsolute === true,
  };
}
