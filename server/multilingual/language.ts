// Which language a page is shown in (docs/decisions.md "Multilingual and the site header and
// footer"): the address's ?lang= when it names an enabled language, else the language cookie's, else
// the site's default. Accept-Language is not read: one address shows one language to every crawler
// and visitor who has not chosen, and the switch's ?lang= addresses are the language versions.
import type { SiteLanguage } from '../../site/model.ts';
import { canonicalLanguage } from './schema.ts';
import type { CookieSpec } from '../http/cookies.ts';

export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'vitrine_lang';
/** A choice is remembered for a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const enabledLanguages = (languages: readonly SiteLanguage[]): SiteLanguage[] => languages.filter((language) => language.enabled);

/** The default language's code; the first enabled one's, or `fallback`, when the list has none. */
export const defaultLanguage = (languages: readonly SiteLanguage[], fallback: string): string =>
  (languages.find((language) => language.isDefault && language.enabled) ?? enabledLanguages(languages)[0])?.code ?? fallback;

export interface LanguageChoice {
  /** The language the page is shown in. */
  code: string;
  /** The code ?lang= chose, to remember in the cookie; null when the address chose none (or one the site does not offer). */
  chosen: string | null;
}

/** Pure: query, then cookie, then the default; only enabled languages count, matched in canonical form. */
export function resolveLanguage(languages: readonly SiteLanguage[], query: string | null, cookie: string | undefined, fallback: string): LanguageChoice {
  const offered = new Set(enabledLanguages(languages).map((language) => language.code));
  const match = (value: string | null | undefined): string | null => {
    const code = value ? canonicalLanguage(value) : null;
    return code !== null && offered.has(code) ? code : null;
  };
  const chosen = match(query);
  return { code: chosen ?? match(cookie) ?? defaultLanguage(languages, fallback), chosen };
}

/** The cookie that remembers a choice: not read by script, sent on same-site navigations and top-level links in (SameSite=Lax). */
export const languageCookie = (code: string): CookieSpec => ({ name: LANGUAGE_COOKIE, value: encodeURIComponent(code), httpOnly: true, maxAge: LANGUAGE_COOKIE_MAX_AGE });
