import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { databaseOpenError } from './errors.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';
import type { Migration } from './migrations.ts';

// contract.md: the embedded database is created on first start under .data/.
export type OpenDatabaseOptions = {
  migrations?: readonly Migration[];
  log?: Pick<Console, 'info'>;
};

export type OpenedDatabase = { db: Database; version: number; created: boolean };

const isNew = (file: string): boolean => {
  try {
    return statSync(file).size === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
};

// Only these codes mean "the bytes are bad"; others (permissions, disk full) surface as they are.
const isCorruption = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'));
};

const quickCheck = (db: Database): string | null => {
  const rows = db.pragma('quick_check') as { quick_check: string }[];
  const problems = rows.map((row) => row.quick_check).filter((result) => result !== 'ok');
  return problems.length === 0 ? null : problems.slice(0, 3).join('; ');
};

export const openDatabase = (file: string, { migrations = MIGRATIONS, log = console }: OpenDatabaseOptions = {}): OpenedDatabase => {
  mkdirSync(dirname(file), { recursive: true });
  const created = isNew(file);
  let db: Database | null = null;
  try {
    try {
      db = new BetterSqlite3(file);
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      const problem = quickCheck(db);
      if (problem !== null) throw databaseOpenError(file, `quick_check: ${problem}`);
    } catch (error) {
      if (!isCorruption(error)) throw error;
      throw databaseOpenError(file, error instanceof Error ? error.message : String(error), error);
    }
    const version = migrate(db, file, migrations);
    if (created) log.info(`Database created at ${file}`);
    return { db, version, created };
  } catch (error) {
    db?.close();
    throw error;
  }
};
