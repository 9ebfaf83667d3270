// issue 23: the shared store on PostgreSQL (VITRINE_DATABASE_URL=postgres://…), for several server
// processes behind one address. The same schema and queries as the SQLite file; see docs/postgres.md.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { OpenedDatabase } from './engine.ts';
import { DATABASE_VERSION_ERROR } from './errors.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS, POSTGRES_TYPES, type Migration } from './migrations.ts';
import type { Schema } from './schema.ts';

export type OpenPostgresOptions = {
  migrations?: readonly Migration[];
  log?: Pick<Console, 'info'>;
  /** A schema of its own (made when missing), as the tests use for one database each; `public` by default. */
  schema?: string;
  /** Connections per process; 10 by default. */
  poolSize?: number;
};

/** Any two processes migrating one database at once: the second waits for the first's lock. */
const MIGRATION_LOCK = 23_0001;

// BIGINT (20) and NUMERIC (1700, what SUM of a BIGINT gives) read back as numbers: the columns hold
// milliseconds, cents and counts, all far inside 2^53.
const NUMBER_TYPES = new Set<number>([20, 1700]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const POSTGRES_URL = /^postgres(ql)?:\/\/[^/]/;

/** Where the URL points, without its password, for messages. */
export const describeUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'an unreadable VITRINE_DATABASE_URL';
  }
};

export async function openPostgres(url: string, { migrations = MIGRATIONS, log = console, schema, poolSize = 10 }: OpenPostgresOptions = {}): Promise<OpenedDatabase> {
  if (!POSTGRES_URL.test(url)) throw new Error('VITRINE_DATABASE_URL must be a PostgreSQL address, postgres://user[:password]@host[:port]/database.');
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Schema name ${JSON.stringify(schema)} is not a plain lower-case identifier.`);
  const where = `PostgreSQL at ${describeUrl(url)}${schema ? ` (schema ${schema})` : ''}`;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // An idle connection the server drops (a restart) must not bring the process down: the pool replaces it.
  pool.on('error', (error) => console.error(`[db] ${where}: ${error.message}`));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
    const { version, created } = await db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
      try {
        const before = await sql<{ found: string | null }>`SELECT to_regclass('schema_migrations') AS found`.execute(connection);
        const version = await migrate(connection as Kysely<unknown>, where, migrations, {
          types: POSTGRES_TYPES,
          runScript: async (trx, script) => void (await sql.raw(script).execute(trx)),
        });
        return { version, created: before.rows[0]?.found == null };
      } finally {
        await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
      }
    });
    if (created) log.info(`Database created in ${where}`);
    return { db, engine: 'postgres', version, created, close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    // A schema newer than the code, or a migration that failed, says so itself; anything else (no
    // server there, a wrong password, no such database) is named with where it was looked for.
    if (error instanceof Error && (error.name === DATABASE_VERSION_ERROR || error.message.startsWith('Migration '))) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open ${where}: ${reason}`, { cause: error });
  }
}

/** Removes a schema made for one test database. @internal The tests and their fixtures call it to clean up; the server never drops a schema. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Schema name ${JSON.stringify(schema)} is not a plain lower-case identifier.`);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
  } finally {
    await db.destroy();
  }
}
