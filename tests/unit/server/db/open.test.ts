import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MIGRATIONS, isDatabaseOpenError, openDatabase } from '../../../../server/db/index.ts';
import type { Migration, OpenedDatabase } from '../../../../server/db/index.ts';

const tables = ({ db }: OpenedDatabase): string[] =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((row) => row.name);

const appliedVersions = ({ db }: OpenedDatabase): number[] =>
  (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((row) => row.version);

const catchError = (run: () => unknown): Error => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
};

describe('openDatabase', () => {
  let dir = '';
  let file = '';
  const opened: OpenedDatabase[] = [];
  const log = { info: vi.fn() };
  const open = (options: { migrations?: readonly Migration[] } = {}): OpenedDatabase => {
    const result = openDatabase(file, { ...options, log });
    opened.push(result);
    return result;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
    file = join(dir, 'nested', '.data', 'vitrine.db');
    log.info.mockClear();
  });
  afterEach(() => {
    for (const { db } of opened.splice(0)) if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('creates the folder and file, migrates, and logs one line', () => {
    const result = open();
    expect(existsSync(file)).toBe(true);
    expect(result.created).toBe(true);
    expect(result.version).toBe(MIGRATIONS.length);
    expect(tables(result)).toEqual(expect.arrayContaining(['events', 'form_keys', 'form_submissions', 'orders', 'schema_migrations']));
    expect(appliedVersions(result)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(`Database created at ${file}`);
  });

  test('uses WAL and foreign keys', () => {
    const { db } = open();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  test('reopening keeps the data and applies nothing twice', () => {
    const first = open();
    first.db.prepare('INSERT INTO form_submissions (form_id, payload, created_at) VALUES (?, ?, ?)').run('contact', '{"name":"Ada"}', 1);
    first.db.close();
    const again = open();
    expect(again.created).toBe(false);
    expect(again.version).toBe(MIGRATIONS.length);
    expect(appliedVersions(again)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(again.db.prepare('SELECT COUNT(*) AS n FROM form_submissions').get()).toEqual({ n: 1 });
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  test('applies only the migrations added since the last start', () => {
    open({ migrations: MIGRATIONS }).db.close();
    const next: Migration = { version: MIGRATIONS.length + 1, name: 'notes', up: 'CREATE TABLE notes (id INTEGER PRIMARY KEY)' };
    const result = open({ migrations: [...MIGRATIONS, next] });
    expect(result.version).toBe(MIGRATIONS.length + 1);
    expect(tables(result)).toContain('notes');
    expect(appliedVersions(result)).toEqual([...MIGRATIONS.map((m) => m.version), next.version]);
  });

  test.each([
    ['random bytes', (): Buffer => Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 97 + 13) & 255))],
    ['text', (): Buffer => Buffer.from('hello, this is not a database\n'.repeat(200))],
  ])('a file of %s throws DatabaseOpenError with a clear message', (_, bytes) => {
    open().db.close();
    writeFileSync(file, bytes());
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });
    const error = catchError(() => open());
    expect(error.name).toBe('DatabaseOpenError');
    expect(isDatabaseOpenError(error)).toBe(true);
    expect(error.message).toMatch(
      new RegExp(
        `^Database file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is corrupt or not an SQLite database \\(.+\\)\\. ` +
          'Move it aside or delete it, and a new one will be created at next start\\.$',
      ),
    );
  });

  test('a truncated database throws DatabaseOpenError', () => {
    const { db } = open();
    const insert = db.prepare('INSERT INTO events (kind, payload, created_at) VALUES (?, ?, ?)');
    for (let i = 0; i < 2000; i++) insert.run('visit', 'x'.repeat(200), i);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length >> 1));
    expect(catchError(() => open()).name).toBe('DatabaseOpenError');
  });

  test('a schema newer than the code throws a clear error', () => {
    const future: Migration = { version: MIGRATIONS.length + 1, name: 'future', up: 'CREATE TABLE future (id INTEGER)' };
    open({ migrations: [...MIGRATIONS, future] }).db.close();
    const error = catchError(() => open());
    expect(error.name).toBe('DatabaseVersionError');
    expect(error.message).toContain(`has schema version ${MIGRATIONS.length + 1}, newer than this server knows (${MIGRATIONS.length})`);
  });

  test('a failing migration rolls back and keeps the earlier ones', () => {
    const migrations: Migration[] = [
      { version: 1, name: 'first', up: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' },
      { version: 2, name: 'broken', up: 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);' },
    ];
    expect(() => open({ migrations })).toThrow(/^Migration 2 \(broken\) failed and was rolled back: no such table: missing/);
    const result = open({ migrations: migrations.slice(0, 1) });
    expect(result.version).toBe(1);
    expect(tables(result)).toContain('a');
    expect(tables(result)).not.toContain('b');
    expect(appliedVersions(result)).toEqual([1]);
  });

  test('rejects a migrations list that is not numbered 1, 2, 3…', () => {
    const migrations: Migration[] = [{ version: 2, name: 'gap', up: 'SELECT 1' }];
    expect(() => open({ migrations })).toThrow(/has version 2; expected 1/);
  });

  test('MIGRATIONS are numbered from 1 without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
