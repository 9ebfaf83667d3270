// The site's languages and its header and footer on the server: the public surface (docs/ARCHITECTURE.md 1).
export { createSiteSettings, type SiteSettings } from './store.ts';
export { headerFooterSchema, languagesSchema } from './schema.ts';
export {
  defaultLanguage,
  enabledLanguages,
  languageCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  resolveLanguage,
} from './language.ts';
export { multilingualStrings } from './strings.ts';
