// The multilingual calls and the site's header and footer.
// The GETs are public and read no crumb; the PUTs change the site, so they carry the crumb in their
// query (as the data layer sends it), are counted by the `form` limiter, have a body limit, and
// answer only an account that may edit the site (owner-access.ts). Each write is one transaction;
// the next page shows it. docs/decisions.md "Multilingual and the site header and footer".
import * as z from 'zod';
import { DEFAULT_LOCALE } from '../../core/catalog/money.ts';
import type { SiteLanguage } from '../../site/model.ts';
import type { Accounts } from '../accounts/index.ts';
import { defaultLanguage, enabledLanguages, headerFooterSchema, languagesSchema, type SiteSettings } from '../multilingual/index.ts';
import { refuseNonEditor } from './owner-access.ts';
import { defineRoute, type ApiRoute } from './route.ts';

export const SITE_PATHS = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  headerFooter: '/api/site-header-footer',
} as const;

/** Twenty languages of short fields; a header and a footer of a dozen links each, with long addresses. */
export const LANGUAGES_BODY_LIMIT = 8 * 1024;
export const HEADER_FOOTER_BODY_LIMIT = 64 * 1024;

export interface MultilingualSettings {
  languages: SiteLanguage[];
  defaultLanguage: string;
  /** True when the site offers more than one language: the pages show the language switch. */
  enabled: boolean;
}

export const multilingualSettings = (languages: SiteLanguage[]): MultilingualSettings => ({
  languages,
  defaultLanguage: defaultLanguage(languages, DEFAULT_LOCALE),
  enabled: enabledLanguages(languages).length > 1,
});

/** GET status: whether the switch shows, and how many languages a visitor can choose from. */
export const multilingualStatus = (languages: SiteLanguage[]): { enabled: boolean; languageCount: number } => {
  const count = enabledLanguages(languages).length;
  return { enabled: count > 1, languageCount: count };
};

const read = { bodyLimit: null, rateLimit: null, crumb: 'none', schema: z.unknown() } as const;
const write = { method: 'PUT', rateLimit: 'form', crumb: 'query' } as const;

export function siteRoutes(settings: SiteSettings, accounts: Accounts): ApiRoute[] {
  return [
    defineRoute({ ...read, method: 'GET', path: SITE_PATHS.settings, handle: async () => ({ status: 200, body: multilingualSettings(await settings.languages()) }) }),
    defineRoute({ ...read, method: 'GET', path: SITE_PATHS.status, handle: async () => ({ status: 200, body: multilingualStatus(await settings.languages()) }) }),
    defineRoute({
      ...write,
      path: SITE_PATHS.languages,
      bodyLimit: LANGUAGES_BODY_LIMIT,
      schema: languagesSchema,
      async handle({ value, req }) {
        const refused = await refuseNonEditor(accounts, req);
        if (refused) return refused;
        await settings.setLanguages(value.languages);
        return { status: 200, body: multilingualSettings(await settings.languages()) };
      },
    }),
    defineRoute({ ...read, method: 'GET', path: SITE_PATHS.headerFooter, handle: async () => ({ status: 200, body: await settings.headerFooter() }) }),
    defineRoute({
      ...write,
      path: SITE_PATHS.headerFooter,
      bodyLimit: HEADER_FOOTER_BODY_LIMIT,
      schema: headerFooterSchema,
      async handle({ value, req }) {
        const refused = await refuseNonEditor(accounts, req);
        if (refused) return refused;
        await settings.setHeaderFooter(value);
        return { status: 200, body: await settings.headerFooter() };
      },
    }),
  ];
}
