// issue 23: the schema migrates on the engine under test, and the query layer reads and writes it.
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { openPostgres } from '../../../../server/db/index.ts';
import { MIGRATIONS } from '../../../../server/db/migrations.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';

describe(`the database on ${ENGINE}`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.remove();
    database = undefined;
  });

  test('migrates to the newest version, once, and a second open finds it done', async () => {
    database = await openTestDatabase();
    expect(database.engine).toBe(ENGINE);
    expect(database.version).toBe(MIGRATIONS.length);
    expect(database.created).toBe(true);
    const applied = await database.db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
    expect(applied.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
    const again = await database.reopen();
    expect(again.created).toBe(false);
    expect(again.version).toBe(MIGRATIONS.length);
    await again.close();
  });

  test('milliseconds, counts and sums read back as numbers', async () => {
    database = await openTestDatabase();
    const time = Date.UTC(2026, 10, 25, 21, 0, 0);
    await database.db
      .insertInto('events')
      .values([
        { kind: 'a', payload: '{}', created_at: time },
        { kind: 'a', payload: '{}', created_at: time + 1 },
      ])
      .execute();
    const row = await database.db
      .selectFrom('events')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('created_at').as('sum'), eb.fn.max('created_at').as('latest')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 2, sum: 2 * time + 1, latest: time + 1 });
    const ids = await database.db.selectFrom('events').select('id').orderBy('id').execute();
    expect(ids.map((r) => typeof r.id)).toEqual(['number', 'number']);
  });

  test('a write transaction that fails leaves nothing behind', async () => {
    database = await openTestDatabase();
    const db = database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('stock').values({ sku: 's', product_id: 'p', qty: 1, updated_at: 0 }).execute();
        await trx.insertInto('stock').values({ sku: 't', product_id: 'p', qty: -1, updated_at: 0 }).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('stock').selectAll().execute()).toEqual([]);
    expect(await sql<{ one: number }>`SELECT 1 AS one`.execute(db).then((r) => Number(r.rows[0]!.one))).toBe(1);
  });
});

describe('opening PostgreSQL: what a wrong address says', () => {
  test('an address that is not postgres:// is refused before any connection', async () => {
    await expect(openPostgres('not-a-url')).rejects.toThrow('VITRINE_DATABASE_URL must be a PostgreSQL address, postgres://user[:password]@host[:port]/database.');
    await expect(openPostgres('mysql://root@127.0.0.1/db')).rejects.toThrow(/must be a PostgreSQL address/);
  });

  test('no server at the address: the message names where it looked, without the password', async () => {
    const error = (await openPostgres('postgres://someone:secret@127.0.0.1:1/shop', { log: { info() {} } }).catch((thrown: unknown) => thrown)) as Error;
    expect(error.message).toMatch(/^Could not open PostgreSQL at 127\.0\.0\.1:1\/shop: /);
    expect(error.message).not.toContain('secret');
  });
});
