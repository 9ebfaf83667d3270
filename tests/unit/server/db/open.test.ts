import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../../../../server/db/index.ts';
import { MMAP_BYTES } from '../../../../server/db/open.ts';
import type { OpenedDatabase } from '../../../../server/db/index.ts';
import { MIGRATIONS, type Migration } from '../../../../server/db/migrations.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

const tables = async ({ db }: OpenedDatabase): Promise<string[]> => (await db.introspection.getTables()).map((table) => table.name).sort();

const appliedVersions = async ({ db }: OpenedDatabase): Promise<number[]> =>
  (await db.selectFrom('schema_migrations').select('version').orderBy('version').execute()).map((row) => Number(row.version));

const migration = (version: number, name: string, up: string): Migration => ({ version, name, up: () => up });

// The SQLite file itself: where it is made, its pragmas, and what a bad file gives.
describe('openDatabase (the SQLite file)', () => {
  let dir = '';
  let file = '';
  const opened: OpenedDatabase[] = [];
  const log = { info: vi.fn() };
  const open = async (options: { migrations?: readonly Migration[] } = {}): Promise<OpenedDatabase> => {
    const result = await openDatabase(file, { ...options, log });
    opened.push(result);
    return result;
  };
  /** The file as another program sees it, once the server's handle is closed. */
  const inspect = <T>(read: (raw: BetterSqlite3.Database) => T): T => {
    const raw = new BetterSqlite3(file);
    try {
      return read(raw);
    } finally {
      raw.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
    file = join(dir, 'nested', '.data', 'vitrine.db');
    log.info.mockClear();
  });
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  test('creates the folder and file, migrates, and logs one line', async () => {
    const result = await open();
    expect(existsSync(file)).toBe(true);
    expect(result.created).toBe(true);
    expect(result.engine).toBe('sqlite');
    expect(result.version).toBe(MIGRATIONS.length);
    expect(await tables(result)).toEqual(expect.arrayContaining(['events', 'form_keys', 'form_submissions', 'orders', 'rate_limits', 'schema_migrations']));
    expect(await appliedVersions(result)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(`Database created at ${file}`);
  });

  test('uses WAL, foreign keys and a memory map', async () => {
    const { db, close } = await open();
    expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
    expect((await sql<{ mmap_size: number }>`PRAGMA mmap_size`.execute(db)).rows[0]?.mmap_size).toBe(MMAP_BYTES);
    await close();
    expect(inspect((raw) => raw.pragma('journal_mode', { simple: true }))).toBe('wal');
  });

  test('keeps each statement prepared: the same query twice is prepared once', async () => {
    const { db } = await open();
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    await db.selectFrom('events').selectAll().where('kind', '=', 'a').execute();
    await db.selectFrom('events').selectAll().where('kind', '=', 'b').execute();
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockRestore();
  });

  test.each([
    ['random bytes', (): Buffer => Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 97 + 13) & 255))],
    ['text', (): Buffer => Buffer.from('hello, this is not a database\n'.repeat(200))],
  ])('a file of %s throws DatabaseOpenError with a clear message', async (_, bytes) => {
    await (await open()).close();
    writeFileSync(file, bytes());
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });
    const error = (await open().catch((thrown: unknown) => thrown)) as Error;
    expect(error.name).toBe('DatabaseOpenError');
    expect(error.message).toMatch(
      new RegExp(
        `^Database file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is corrupt or not an SQLite database \\(.+\\)\\. ` +
          'Move it aside or delete it, and a new one will be created at next start\\.$',
      ),
    );
  });

  test('a truncated database throws DatabaseOpenError', async () => {
    await (await open()).close();
    inspect((raw) => {
      const insert = raw.prepare('INSERT INTO events (kind, payload, created_at) VALUES (?, ?, ?)');
      for (let i = 0; i < 2000; i++) insert.run('visit', 'x'.repeat(200), i);
      raw.pragma('wal_checkpoint(TRUNCATE)');
    });
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length >> 1));
    expect(((await open().catch((thrown: unknown) => thrown)) as Error).name).toBe('DatabaseOpenError');
  });
});

// The migrations, on the engine under test (issue 23: they run on both).
describe(`migrations on ${ENGINE}`, () => {
  let database: TestDatabase | undefined;
  const extra: OpenedDatabase[] = [];
  afterEach(async () => {
    for (const opened of extra.splice(0)) await opened.close().catch(() => {});
    await database?.remove();
    database = undefined;
  });
  const reopen = async (migrations?: readonly Migration[]) => {
    const opened = await database!.reopen(migrations ? { migrations } : undefined);
    extra.push(opened);
    return opened;
  };

  test('reopening keeps the data and applies nothing twice', async () => {
    database = await openTestDatabase();
    await database.db.insertInto('form_submissions').values({ form_id: 'contact', payload: '{"name":"Ada"}', created_at: 1 }).execute();
    await database.close();
    const again = await reopen();
    expect(again.created).toBe(false);
    expect(again.version).toBe(MIGRATIONS.length);
    expect(await appliedVersions(again)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(
      await again.db
        .selectFrom('form_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 1 });
  });

  test('applies only the migrations added since the last start', async () => {
    database = await openTestDatabase();
    await database.close();
    const next = migration(MIGRATIONS.length + 1, 'notes', 'CREATE TABLE notes (id INTEGER PRIMARY KEY)');
    const result = await reopen([...MIGRATIONS, next]);
    expect(result.version).toBe(MIGRATIONS.length + 1);
    expect(await tables(result)).toContain('notes');
    expect(await appliedVersions(result)).toEqual([...MIGRATIONS.map((m) => m.version), next.version]);
  });

  test('a schema newer than the code throws a clear error', async () => {
    const future = migration(MIGRATIONS.length + 1, 'future', 'CREATE TABLE future (id INTEGER)');
    database = await openTestDatabase({ migrations: [...MIGRATIONS, future] });
    await database.close();
    const error = (await reopen(MIGRATIONS).catch((thrown: unknown) => thrown)) as Error;
    expect(error.name).toBe('DatabaseVersionError');
    expect(error.message).toContain(`has schema version ${MIGRATIONS.length + 1}, newer than this server knows (${MIGRATIONS.length})`);
  });

  test('a failing migration rolls back and keeps the earlier ones', async () => {
    const first = migration(1, 'first', 'CREATE TABLE a (id INTEGER PRIMARY KEY)');
    const broken = migration(2, 'broken', 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);');
    database = await openTestDatabase({ migrations: [first] });
    await database.close();
    const missing = ENGINE === 'sqlite' ? 'no such table: missing' : 'relation "missing" does not exist';
    await expect(reopen([first, broken])).rejects.toThrow(new RegExp(`^Migration 2 \\(broken\\) failed and was rolled back: ${missing}`));
    const result = await reopen([first]);
    expect(result.version).toBe(1);
    expect(await tables(result)).toContain('a');
    expect(await tables(result)).not.toContain('b');
    expect(await appliedVersions(result)).toEqual([1]);
  });

  test('rejects a migrations list that is not numbered 1, 2, 3…', async () => {
    await expect(openTestDatabase({ migrations: [migration(2, 'gap', 'SELECT 1')] })).rejects.toThrow(/has version 2; expected 1/);
  });

  test('MIGRATIONS are numbered from 1 without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
