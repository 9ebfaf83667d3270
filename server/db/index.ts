// Public surface of the database: the embedded SQLite file, or PostgreSQL (issue 23), behind one query layer.
export { openDatabase } from './open.ts';
export { openPostgres, dropSchema, describeUrl } from './postgres.ts';
export type { Db, OpenedDatabase } from './engine.ts';
export type { Schema } from './schema.ts';
export { MIGRATIONS } from './migrations.ts';
export type { Migration } from './migrations.ts';
export { isDatabaseOpenError } from './errors.ts';
