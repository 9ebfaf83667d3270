// Public surface of the embedded SQLite database.
export { openDatabase } from './open.ts';
export type { OpenDatabaseOptions, OpenedDatabase } from './open.ts';
export { MIGRATIONS } from './migrations.ts';
export type { Migration } from './migrations.ts';
export { DATABASE_OPEN_ERROR, DATABASE_VERSION_ERROR, isDatabaseOpenError } from './errors.ts';
