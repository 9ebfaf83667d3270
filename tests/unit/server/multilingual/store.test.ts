// Migration 7 and the settings store: seeded once from the site's data, each write whole, and
// (issue 23) every read from the database, so a change through one server process shows in another.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/index.ts';
import { MIGRATIONS } from '../../../../server/db/migrations.ts';
import { createSiteSettings } from '../../../../server/multilingual/index.ts';
import { siteSettingsSeed } from '../../../../site/header-footer.ts';
import { website } from '../../../../site/website.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const seed = siteSettingsSeed(website);
const FRENCH_DEFAULT = [
  { code: 'fr-FR', name: 'Français', isDefault: true, enabled: true },
  { code: 'de', name: 'Deutsch', isDefault: false, enabled: false },
];
const ATELIER = { header: { title: 'Atelier', links: [] }, footer: { text: 'Merci', links: [{ title: 'Contact', url: '/forms' }] } };

describe(`migration 7 and the site settings store (${ENGINE})`, () => {
  let opened: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    opened = await openTestDatabase();
    db = opened.db;
  });
  afterEach(() => opened.remove());

  it('migration 7 makes the languages and header_footer tables', async () => {
    expect(MIGRATIONS[6]?.version).toBe(7);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['languages', 'header_footer']));
  });

  it('the table refuses a second default and a second header row', async () => {
    await createSiteSettings(db, seed, () => 1).languages();
    await expect(db.insertInto('languages').values({ code: 'de', name: 'Deutsch', is_default: 1, enabled: 1, position: 9 }).execute()).rejects.toThrow(/UNIQUE|unique/);
    await expect(db.insertInto('header_footer').values({ id: 2, header: '{}', footer: '{}', updated_at: 0 }).execute()).rejects.toThrow(/CHECK|check/);
  });

  it("is seeded from the demo site: English (default) and Français, the site's title, navigation and footer line", async () => {
    const settings = createSiteSettings(db, seed, () => 1);
    expect(await settings.languages()).toEqual([
      { code: 'en-US', name: 'English', isDefault: true, enabled: true },
      { code: 'fr-FR', name: 'Français', isDefault: false, enabled: true },
    ]);
    const { header, footer } = await settings.headerFooter();
    expect(header.title).toBe('Vitrine Demo');
    expect(header.links).toEqual(website.navigation.map(({ title, path }) => ({ title, url: path })));
    expect(footer.text).toBe('Vitrine Demo · a Vitrine demo site');
  });

  it('a write outlives a restart: the seed fills only empty tables', async () => {
    const settings = createSiteSettings(db, seed, () => 1);
    await settings.setLanguages(FRENCH_DEFAULT);
    await settings.setHeaderFooter(ATELIER);
    const again = createSiteSettings(db, seed, () => 2);
    expect(await again.languages()).toEqual(FRENCH_DEFAULT);
    expect(await again.headerFooter()).toEqual(ATELIER);
    expect((await db.selectFrom('header_footer').select('updated_at').executeTakeFirstOrThrow()).updated_at).toBe(1);
  });

  it('a list the table refuses changes nothing (one transaction)', async () => {
    const settings = createSiteSettings(db, seed, () => 1);
    const twoDefaults = FRENCH_DEFAULT.map((language) => ({ ...language, isDefault: true }));
    await expect(settings.setLanguages(twoDefaults)).rejects.toThrow();
    expect(await settings.languages()).toEqual(seed.languages);
  });

  it('a change saved through one server process is read by another: nothing is kept in memory', async () => {
    const second = await opened.reopen();
    try {
      const here = createSiteSettings(db, seed, () => 1);
      const there = createSiteSettings(second.db, seed, () => 2);
      expect(await there.languages()).toEqual(seed.languages);
      expect((await there.headerFooter()).header.title).toBe('Vitrine Demo');
      await here.setLanguages(FRENCH_DEFAULT);
      await here.setHeaderFooter(ATELIER);
      expect(await there.languages()).toEqual(FRENCH_DEFAULT);
      expect(await there.headerFooter()).toEqual(ATELIER);
    } finally {
      await second.close();
    }
  });

  it('two processes seeding an empty database store the seed once', async () => {
    const second = await opened.reopen();
    try {
      // At once on PostgreSQL; on SQLite two connections in one process cannot overlap a transaction
      // (the second's BEGIN IMMEDIATE waits synchronously), so one after the other.
      const first = () => createSiteSettings(db, seed, () => 1).languages();
      const other = () => createSiteSettings(second.db, seed, () => 2).languages();
      const [a, b] = ENGINE === 'postgres' ? await Promise.all([first(), other()]) : [await first(), await other()];
      expect(a).toEqual(seed.languages);
      expect(b).toEqual(seed.languages);
      expect(await db.selectFrom('header_footer').select('id').execute()).toEqual([{ id: 1 }]);
    } finally {
      await second.close();
    }
  });

  it('two owners saving the language list at once through two processes: both answered, the list one of theirs whole', async () => {
    const second = await opened.reopen();
    try {
      const here = createSiteSettings(db, seed, () => 1);
      const there = createSiteSettings(second.db, seed, () => 2);
      await here.languages();
      await there.languages();
      // At once on PostgreSQL (without the lock, one save failed on the primary key); one after the other on SQLite, as above.
      const saves = [() => here.setLanguages(FRENCH_DEFAULT), () => there.setLanguages(seed.languages)];
      for (let round = 0; round < 5; round++) {
        if (ENGINE === 'postgres') await Promise.all(saves.map((save) => save()));
        else for (const save of saves) await save();
        expect([FRENCH_DEFAULT, seed.languages]).toContainEqual(await here.languages());
      }
    } finally {
      await second.close();
    }
  });
});
