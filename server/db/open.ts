import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import type { OpenedDatabase } from './engine.ts';
import { databaseOpenError } from './errors.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS, SQLITE_TYPES } from './migrations.ts';
import type { Migration } from './migrations.ts';
import type { Schema } from './schema.ts';

// The embedded database is created on first start under .data/.
export type OpenDatabaseOptions = {
  migrations?: readonly Migration[];
  log?: Pick<Console, 'info'>;
};

/** The most statements kept prepared at once; the server's queries are far fewer. */
export const STATEMENT_CACHE_MAX = 500;
/** How much of the file SQLite reads through a memory map (the whole file, up to 2 GiB). */
export const MMAP_BYTES = 2 ** 31 - 2 ** 16;

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

/**
 * The connection Kysely uses, with each statement prepared once and kept (Kysely prepares every
 * query it runs): the server's queries are a fixed set, so the cache is a map, emptied if it fills.
 */
const cachedStatements = (db: Database): SqliteDialectConfig['database'] => {
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  return {
    close: () => db.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_MAX) statements.clear();
        statement = db.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
};

// A write transaction takes the write lock at BEGIN (BEGIN IMMEDIATE), so two connections to one
// file (two processes) never both read stock and then both write: the second waits for the first
// (busy timeout, better-sqlite3's 5 s) instead of failing on a stale read.
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Opens (or makes) the SQLite file, checks it, migrates it, and gives the query layer over it. */
export async function openDatabase(file: string, { migrations = MIGRATIONS, log = console }: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  mkdirSync(dirname(file), { recursive: true });
  const created = isNew(file);
  let raw: Database | null = null;
  try {
    try {
      raw = new BetterSqlite3(file);
      raw.pragma('journal_mode = WAL');
      raw.pragma('foreign_keys = ON');
      // Reads through a memory map rather than a read call a page: the dashboard's scans of a year
      // of daily facts took a third less time (issue 33). SQLite caps it at its build's limit.
      raw.pragma(`mmap_size = ${MMAP_BYTES}`);
      const problem = quickCheck(raw);
      if (problem !== null) throw databaseOpenError(file, `quick_check: ${problem}`);
    } catch (error) {
      if (!isCorruption(error)) throw error;
      throw databaseOpenError(file, error instanceof Error ? error.message : String(error), error);
    }
  } catch (error) {
    (raw as Database | null)?.close();
    throw error;
  }
  const connection: Database = raw;
  const db = new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database: cachedStatements(connection) }) });
  try {
    // A script of several statements runs on the same connection as the transaction around it.
    const version = await migrate(db as Kysely<unknown>, file, migrations, { types: SQLITE_TYPES, runScript: async (_trx, script) => void connection.exec(script) });
    if (created) log.info(`Database created at ${file}`);
    return { db, engine: 'sqlite', version, created, close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
