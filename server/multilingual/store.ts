// The site's languages and its header and footer in SQLite (migration 7), seeded once from the site's
// data (site/website.ts, site/header-footer.ts): a row the owner has changed keeps its change across
// restarts. Each write is one transaction.
import type { Database } from 'better-sqlite3';
import type { HeaderFooter, SiteLanguage } from '../../site/model.ts';

export interface SiteSettings {
  /** Every language in the owner's order, enabled or not. */
  languages(): SiteLanguage[];
  /** Replaces the list (checked by languagesSchema: one default, unique codes). */
  setLanguages(languages: readonly SiteLanguage[]): void;
  headerFooter(): HeaderFooter;
  setHeaderFooter(value: HeaderFooter): void;
}

export interface SiteSettingsSeed {
  languages: readonly SiteLanguage[];
  headerFooter: HeaderFooter;
}

interface LanguageRow {
  code: string;
  name: string;
  is_default: number;
  enabled: number;
}

export function createSiteSettings(db: Database, seed: SiteSettingsSeed, now: () => number = Date.now): SiteSettings {
  const count = db.prepare('SELECT COUNT(*) FROM languages').pluck();
  const all = db.prepare('SELECT code, name, is_default, enabled FROM languages ORDER BY position');
  const clear = db.prepare('DELETE FROM languages');
  const insert = db.prepare('INSERT INTO languages (code, name, is_default, enabled, position) VALUES (?, ?, ?, ?, ?)');
  const readChrome = db.prepare('SELECT header, footer FROM header_footer WHERE id = 1');
  const seedChrome = db.prepare('INSERT OR IGNORE INTO header_footer (id, header, footer, updated_at) VALUES (1, ?, ?, ?)');
  const writeChrome = db.prepare(
    'INSERT INTO header_footer (id, header, footer, updated_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET header = excluded.header, footer = excluded.footer, updated_at = excluded.updated_at',
  );

  const replace = (languages: readonly SiteLanguage[]): void => {
    clear.run();
    languages.forEach((language, position) => insert.run(language.code, language.name, language.isDefault ? 1 : 0, language.enabled ? 1 : 0, position));
  };
  db.transaction(() => {
    if (count.get() === 0) replace(seed.languages);
    seedChrome.run(JSON.stringify(seed.headerFooter.header), JSON.stringify(seed.headerFooter.footer), now());
  })();

  return {
    languages: () => (all.all() as LanguageRow[]).map((row) => ({ code: row.code, name: row.name, isDefault: row.is_default === 1, enabled: row.enabled === 1 })),
    setLanguages: db.transaction(replace),
    headerFooter() {
      const row = readChrome.get() as { header: string; footer: string } | undefined;
      return row ? { header: JSON.parse(row.header), footer: JSON.parse(row.footer) } : seed.headerFooter;
    },
    setHeaderFooter: db.transaction(({ header, footer }: HeaderFooter) => {
      writeChrome.run(JSON.stringify(header), JSON.stringify(footer), now());
    }),
  };
}
