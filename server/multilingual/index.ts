// The site's languages and its header and footer on the server: the public surface (docs/ARCHITECTURE.md 1).
export { createSiteSettings, type SiteSettings, type SiteSettingsSeed } from './store.ts';
export { canonicalLanguage, headerFooterSchema, HEADER_FOOTER_LIMITS, LANGUAGE_LIMITS, languagesSchema } from './schema.ts';
export {
  defaultLanguage,
  enabledLanguages,
  languageCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  resolveLanguage,
  type LanguageChoice,
} from './language.ts';
export { multilingualStrings } from './strings.ts';
