// The site's languages and its header and footer in the database (migration 7), seeded once from the
// site's data (site/website.ts, site/header-footer.ts): a row the owner has changed keeps its change
// across restarts. Each write is one transaction. Nothing is kept in memory: every read asks the
// database, so a change saved through one server process shows on the next page any other serves.
import type { Db } from '../db/index.ts';
import type { HeaderFooter, SiteLanguage } from '../../site/model.ts';

export interface SiteSettings {
  /** Every language in the owner's order, enabled or not. */
  languages(): Promise<SiteLanguage[]>;
  /** Replaces the list (checked by languagesSchema: one default, unique codes). */
  setLanguages(languages: readonly SiteLanguage[]): Promise<void>;
  headerFooter(): Promise<HeaderFooter>;
  setHeaderFooter(value: HeaderFooter): Promise<void>;
}

export interface SiteSettingsSeed {
  languages: readonly SiteLanguage[];
  headerFooter: HeaderFooter;
}

const languageRows = (languages: readonly SiteLanguage[]) =>
  languages.map((language, position) => ({ code: language.code, name: language.name, is_default: language.isDefault ? 1 : 0, enabled: language.enabled ? 1 : 0, position }));

/** The settings, seeded before the first read or write this process makes (the factory itself stays synchronous). */
export function createSiteSettings(db: Db, seed: SiteSettingsSeed, now: () => number = Date.now): SiteSettings {
  // The seed writes only into empty tables, so running it in every process, even at once, is safe:
  // a row another process seeded (or the owner saved) first makes this one's insert do nothing.
  const seedTables = (): Promise<void> =>
    db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('languages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) === 0 && seed.languages.length > 0)
        await trx
          .insertInto('languages')
          .values(languageRows(seed.languages))
          .onConflict((oc) => oc.doNothing())
          .execute();
      await trx
        .insertInto('header_footer')
        .values({ id: 1, header: JSON.stringify(seed.headerFooter.header), footer: JSON.stringify(seed.headerFooter.footer), updated_at: now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    });
  // Once per process; a seed that failed (a database briefly away) is tried again on the next call.
  let seeded: Promise<void> | null = null;
  const ready = (): Promise<void> =>
    (seeded ??= seedTables().catch((error: unknown) => {
      seeded = null;
      throw error;
    }));

  return {
    async languages() {
      await ready();
      const rows = await db.selectFrom('languages').select(['code', 'name', 'is_default', 'enabled']).orderBy('position').execute();
      return rows.map((row) => ({ code: row.code, name: row.name, isDefault: Number(row.is_default) === 1, enabled: Number(row.enabled) === 1 }));
    },
    async setLanguages(languages) {
      await ready();
      await db.transaction().execute(async (trx) => {
        // Two saves at once (two processes): the first statement locks the rows there are, so the
        // second save waits for the first to commit; its DELETE, a new statement, then sees the rows
        // the first inserted and removes them, and the list left is one save's whole, never a 500 on
        // the primary key (PostgreSQL at READ COMMITTED; SQLite's write lock already queues them).
        await trx
          .updateTable('languages')
          .set((eb) => ({ position: eb.ref('position') }))
          .execute();
        await trx.deleteFrom('languages').execute();
        if (languages.length > 0) await trx.insertInto('languages').values(languageRows(languages)).execute();
      });
    },
    async headerFooter() {
      await ready();
      const row = await db.selectFrom('header_footer').select(['header', 'footer']).where('id', '=', 1).executeTakeFirst();
      return row ? { header: JSON.parse(row.header), footer: JSON.parse(row.footer) } : seed.headerFooter;
    },
    async setHeaderFooter({ header, footer }) {
      await ready();
      await db
        .insertInto('header_footer')
        .values({ id: 1, header: JSON.stringify(header), footer: JSON.stringify(footer), updated_at: now() })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({ header: eb.ref('excluded.header'), footer: eb.ref('excluded.footer'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute();
    },
  };
}
