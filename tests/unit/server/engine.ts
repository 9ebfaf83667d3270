// issue 23: the server's tests run against both engines. Without VITRINE_DATABASE_URL a test database
// is an SQLite file in a temporary folder; with it (npm run test:postgres), a schema of its own in that
// PostgreSQL, dropped afterwards, so test files running at once never share rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, openPostgres, type Db, type OpenedDatabase } from '../../../server/db/index.ts';
import type { Migration } from '../../../server/db/migrations.ts';
import { dropSchema } from '../../../server/db/postgres.ts';
import type { Schema } from '../../../server/db/schema.ts';

export const POSTGRES_URL = process.env.VITRINE_DATABASE_URL || undefined;
export const ENGINE = POSTGRES_URL ? 'postgres' : 'sqlite';

export interface TestDatabase extends OpenedDatabase {
  /** Closes the database and removes it. */
  remove(): Promise<void>;
  /** Opens the same database again (a second process's view of it), with these migrations or the same. */
  reopen(options?: { migrations?: readonly Migration[] }): Promise<OpenedDatabase>;
}

const quiet = { info: () => {} };

/** Where one test database lives on the engine under test: how to open it, and how to discard it. */
function place(): { open: (options: { migrations?: readonly Migration[] }) => Promise<OpenedDatabase>; discard: () => Promise<void> } {
  if (POSTGRES_URL) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    return {
      open: (options) => openPostgres(POSTGRES_URL, { ...options, log: quiet, schema, poolSize: 4 }),
      discard: () => dropSchema(POSTGRES_URL, schema),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
  return {
    open: (options) => openDatabase(join(dir, 'vitrine.db'), { ...options, log: quiet }),
    discard: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function openTestDatabase(options: { migrations?: readonly Migration[] } = {}): Promise<TestDatabase> {
  const { open, discard } = place();
  const opened = await open(options).catch(async (error) => {
    await discard();
    throw error;
  });
  return {
    ...opened,
    reopen: (again = options) => open(again),
    async remove() {
      // A test may have closed it already (a database gone under a call).
      await opened.close().catch(() => {});
      await discard();
    },
  };
}

/** How many rows the table holds, as a number on both engines. */
export const countRows = async (db: Db, table: keyof Schema): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
