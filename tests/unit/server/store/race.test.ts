// The last item, bought at once by two buyers on two connections to the same database, each in its
// own thread (as two server processes would): on SQLite two connections to one file, where BEGIN
// IMMEDIATE makes one order wait for the other's; on PostgreSQL two pools on one schema, where the
// conditional update of the stock row waits for the other order and then finds the row sold out
// (docs/store.md "Transactions on PostgreSQL"). Either way the stock ends at 0, one order is placed and
// the other buyer hears that the item sold out (docs/decisions.md "Store: the server").
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../../server/store/index.ts';
import { countRows, openTestDatabase, POSTGRES_URL, stockOf, TEST_PRODUCTS, type TestDatabase, visitor } from './fixtures.ts';
import type { RaceTarget } from './race-worker.ts';

const BUYERS = 2;
let bundle = '';
let dir = '';

// The worker runs the bundle, not the TypeScript: the database drivers stay outside it, imported from
// this checkout's node_modules by their full paths (the bundle is in a temporary folder).
const EXTERNAL = /^(better-sqlite3|pg)$/;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-race-'));
  bundle = join(dir, 'race-worker.mjs');
  const resolve = createRequire(import.meta.url).resolve;
  await build({
    entryPoints: [fileURLToPath(new URL('./race-worker.ts', import.meta.url))],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'silent',
    plugins: [{ name: 'native', setup: (esbuild) => void esbuild.onResolve({ filter: EXTERNAL }, (args) => ({ path: resolve(args.path), external: true })) }],
  });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  result: { orderToken?: string; status?: number; error?: string; sku?: string };
  cookies: string[];
}

/** Where the test database is, for a worker to open it again on a connection of its own. */
async function targetOf(data: TestDatabase): Promise<RaceTarget> {
  if (POSTGRES_URL) {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(data.db);
    return { engine: 'postgres', url: POSTGRES_URL, schema: rows[0]!.schema };
  }
  const { rows } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(data.db);
  return { engine: 'sqlite', file: rows.find((row) => row.name === 'main')!.file };
}

const buy = (target: RaceTarget, cookies: Record<string, string>, signals: SharedArrayBuffer): Promise<Outcome> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: { target, cookies, signals } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`worker exited ${code}`)));
  });

describe('the last item, two connections at once', () => {
  let data: TestDatabase;
  afterAll(() => data?.remove());

  it('stock ends at 0, exactly one order, the other buyer gets the 409 naming the item', async () => {
    data = await openTestDatabase();
    const store = createStore(data.db, { products: TEST_PRODUCTS });
    const buyers = Array.from({ length: BUYERS }, () => visitor());
    for (const buyer of buyers) await store.add(buyer.req(), buyer.res(), { productId: 'tee', sku: 'TEE-M', quantity: 1 });
    const target = await targetOf(data);
    // [buyers ready, go]. This connection holds the stock row (SQLite: the write lock, from BEGIN
    // IMMEDIATE; PostgreSQL: the row's lock, from an update that changes nothing) from before the go
    // for a moment, so both orders start at once and meet at the row: an order that read the stock
    // and then wrote without the lock or the conditional update would take the last item too.
    const signals = new Int32Array(new SharedArrayBuffer(8));
    const outcomes = Promise.all(buyers.map((buyer) => buy(target, Object.fromEntries(buyer.jar), signals.buffer as SharedArrayBuffer)));
    while (Atomics.load(signals, 0) < BUYERS) await new Promise((resolve) => setTimeout(resolve, 10));
    await data.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('stock')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('sku', '=', 'TEE-M')
        .execute();
      Atomics.store(signals, 1, 1);
      Atomics.notify(signals, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const settled = await outcomes;

    const placed = settled.filter((outcome) => outcome.result.orderToken !== undefined);
    const refused = settled.filter((outcome) => outcome.result.orderToken === undefined);
    expect(placed).toHaveLength(1);
    expect(refused.map((outcome) => outcome.result)).toEqual([{ status: 409, error: 'Sorry, Tee is sold out.', sku: 'TEE-M' }]);
    // The buyer whose order went through has its cart cookies cleared; the other keeps its cart.
    expect(placed[0]!.cookies).toHaveLength(2);
    expect(refused[0]!.cookies).toEqual([]);
    expect(await stockOf(data.db, 'TEE-M')).toBe(0);
    expect(await countRows(data.db, 'orders')).toBe(1);
    const cartsWith = async (purchased: number) => (await data.db.selectFrom('carts').select('id').where('purchased', '=', purchased).execute()).length;
    expect([await cartsWith(1), await cartsWith(0)]).toEqual([1, 1]);
    expect((await store.order(placed[0]!.result.orderToken!))!.lines.map((line) => [line.sku, line.quantity])).toEqual([['TEE-M', 1]]);
  }, 60_000);
});
