// Migration 7 and the settings store: seeded once from the site's data, each write whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openDatabase } from '../../../../server/db/index.ts';
import { createSiteSettings } from '../../../../server/multilingual/index.ts';
import { siteSettingsSeed } from '../../../../site/header-footer.ts';
import { website } from '../../../../site/website.ts';

const seed = siteSettingsSeed(website);
const FRENCH_DEFAULT = [
  { code: 'fr-FR', name: 'Français', isDefault: true, enabled: true },
  { code: 'de', name: 'Deutsch', isDefault: false, enabled: false },
];

describe('migration 7 and the site settings store', () => {
  let dir = '';
  let db: Database;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-site-'));
    db = openDatabase(join(dir, 'vitrine.db'), { log: { info: () => {} } }).db;
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migration 7 makes the languages and header_footer tables', () => {
    expect(MIGRATIONS[6]?.version).toBe(7);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['languages', 'header_footer']));
  });

  it('the table refuses a second default and a second header row', () => {
    createSiteSettings(db, seed, () => 1);
    expect(() => db.prepare("INSERT INTO languages (code, name, is_default, enabled, position) VALUES ('de', 'Deutsch', 1, 1, 9)").run()).toThrow(/UNIQUE/);
    expect(() => db.prepare("INSERT INTO header_footer (id, header, footer, updated_at) VALUES (2, '{}', '{}', 0)").run()).toThrow(/CHECK/);
  });

  it("is seeded from the demo site: English (default) and Français, the site's title, navigation and footer line", () => {
    const settings = createSiteSettings(db, seed, () => 1);
    expect(settings.languages()).toEqual([
      { code: 'en-US', name: 'English', isDefault: true, enabled: true },
      { code: 'fr-FR', name: 'Français', isDefault: false, enabled: true },
    ]);
    const { header, footer } = settings.headerFooter();
    expect(header.title).toBe('Vitrine Demo');
    expect(header.links).toEqual(website.navigation.map(({ title, path }) => ({ title, url: path })));
    expect(footer.text).toBe('Vitrine Demo · a Vitrine demo site');
  });

  it('a write outlives a restart: the seed fills only empty tables', () => {
    const settings = createSiteSettings(db, seed, () => 1);
    settings.setLanguages(FRENCH_DEFAULT);
    settings.setHeaderFooter({ header: { title: 'Atelier', links: [] }, footer: { text: 'Merci', links: [{ title: 'Contact', url: '/forms' }] } });
    const again = createSiteSettings(db, seed, () => 2);
    expect(again.languages()).toEqual(FRENCH_DEFAULT);
    expect(again.headerFooter()).toEqual({ header: { title: 'Atelier', links: [] }, footer: { text: 'Merci', links: [{ title: 'Contact', url: '/forms' }] } });
    expect(db.prepare('SELECT updated_at FROM header_footer').pluck().get()).toBe(1);
  });

  it('a list the table refuses changes nothing (one transaction)', () => {
    const settings = createSiteSettings(db, seed, () => 1);
    const twoDefaults = FRENCH_DEFAULT.map((language) => ({ ...language, isDefault: true }));
    expect(() => settings.setLanguages(twoDefaults)).toThrow();
    expect(settings.languages()).toEqual(seed.languages);
  });
});
