// The demo site's header and footer as data (docs/decisions.md "Multilingual and the site header and
// footer"): what the database is seeded with, and what a page shows when no database is at hand.
import type { HeaderFooter, SiteLanguage, Website } from './model.ts';

export const FOOTER_TAGLINE = 'a Vitrine demo site';

export const defaultHeaderFooter = (website: Website): HeaderFooter => ({
  header: { title: website.title, links: website.navigation.map(({ title, path }) => ({ title, url: path })) },
  footer: { text: `${website.title} · ${FOOTER_TAGLINE}`, links: [{ title: 'Write to us', url: '/forms' }] },
});

/** The site's languages; a site that names none has its locale alone. */
export const siteLanguages = (website: Website): SiteLanguage[] => website.languages ?? [{ code: website.locale, name: website.locale, isDefault: true, enabled: true }];

/** What the database is seeded with on first start: the site's languages, header and footer. */
export const siteSettingsSeed = (website: Website): { languages: SiteLanguage[]; headerFooter: HeaderFooter } => ({
  languages: siteLanguages(website),
  headerFooter: defaultHeaderFooter(website),
});
