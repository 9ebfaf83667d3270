import { sql, type Kysely } from 'kysely';
import { databaseVersionError } from './errors.ts';
import type { ColumnTypes, Migration } from './migrations.ts';

// Versions must run 1, 2, 3… so "schema version" and "migrations applied" mean the same.
export const checkMigrations = (migrations: readonly Migration[]): void => {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}.`);
    }
  });
};

/** What the runner needs of an engine: its column types, and how it runs a script of several statements. */
export interface MigrationTarget {
  types: ColumnTypes;
  /** Runs `script` (DDL, no parameters) on the transaction's connection. */
  runScript(trx: Kysely<unknown>, script: string): Promise<void>;
}

/** Applies pending migrations, each in its own transaction; returns the schema version. `where` names the database in errors. */
export async function migrate(db: Kysely<unknown>, where: string, migrations: readonly Migration[], target: MigrationTarget): Promise<number> {
  checkMigrations(migrations);
  await target.runScript(db, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at ${target.types.int})`);
  const row = await sql<{ version: number | null }>`SELECT MAX(version) AS version FROM schema_migrations`.execute(db);
  const current = Number(row.rows[0]?.version ?? 0);
  if (current > migrations.length) throw databaseVersionError(where, current, migrations.length);
  for (const migration of migrations.slice(current)) {
    try {
      await db.transaction().execute(async (trx) => {
        await target.runScript(trx, migration.up(target.types));
        await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${Date.now()})`.execute(trx);
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version} (${migration.name}) failed and was rolled back: ${reason}`, {
        cause: error,
      });
    }
  }
  return migrations.length;
}
