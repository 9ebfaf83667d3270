// Public surface of the database: the embedded SQLite file, or PostgreSQL (issue 23), behind one query layer.
export { openDatabase } from './open.ts';
export { openPostgres, describeUrl } from './postgres.ts';
export type { Db, OpenedDatabase } from './engine.ts';
export type { Engine } from './engine.ts';
export { containsPattern, holds, jsonHolds, SEARCH_MAX, searchWords } from './text-search.ts';
