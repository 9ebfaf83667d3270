import type { Database } from 'better-sqlite3';
import { databaseVersionError } from './errors.ts';
import type { Migration } from './migrations.ts';

// Versions must run 1, 2, 3… so "schema version" and "migrations applied" mean the same.
export const checkMigrations = (migrations: readonly Migration[]): void => {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}.`);
    }
  });
};

/** Applies pending migrations, each in its own transaction; returns the schema version. */
export const migrate = (db: Database, file: string, migrations: readonly Migration[]): number => {
  checkMigrations(migrations);
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at INTEGER)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null } | undefined;
  const current = row?.version ?? 0;
  if (current > migrations.length) throw databaseVersionError(file, current, migrations.length);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations.slice(current)) {
    const apply = db.transaction(() => {
      db.exec(migration.up);
      record.run(migration.version, migration.name, Date.now());
    });
    try {
      apply();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version} (${migration.name}) failed and was rolled back: ${reason}`, {
        cause: error,
      });
    }
  }
  return migrations.length;
};
