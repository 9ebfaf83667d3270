// issue 23: the one query layer (Kysely) over either engine: the embedded SQLite file by default, or
// PostgreSQL when VITRINE_DATABASE_URL names one. Every store takes a `Db` and writes each query once.
import type { Kysely } from 'kysely';
import type { Schema } from './schema.ts';

export type Db = Kysely<Schema>;
export type Engine = 'sqlite' | 'postgres';

export type OpenedDatabase = {
  db: Db;
  engine: Engine;
  /** The schema version after migrating. */
  version: number;
  /** Whether this open made the database (an empty SQLite file, or a PostgreSQL schema without tables). */
  created: boolean;
  close(): Promise<void>;
};
