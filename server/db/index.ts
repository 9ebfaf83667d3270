// Public surface of the database: the embedded SQLite file, or PostgreSQL (issue 23), behind one query layer.
export { openDatabase, STATEMENT_CACHE_MAX } from './open.ts';
export type { OpenDatabaseOptions } from './open.ts';
export { openPostgres, dropSchema, describeUrl } from './postgres.ts';
export type { OpenPostgresOptions } from './postgres.ts';
export type { Db, Engine, OpenedDatabase } from './engine.ts';
export type { Schema } from './schema.ts';
export { MIGRATIONS, SQLITE_TYPES, POSTGRES_TYPES } from './migrations.ts';
export type { Migration, ColumnTypes } from './migrations.ts';
export { DATABASE_OPEN_ERROR, DATABASE_VERSION_ERROR, isDatabaseOpenError } from './errors.ts';
