// The last item, bought at once by two buyers on two connections to the same database file, each in
// its own thread: BEGIN IMMEDIATE makes one order wait for the other's, so the stock ends at 0, one
// order is placed and the other buyer hears that the item sold out (docs/decisions.md "Store: the server").
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../../server/store/index.ts';
import { TEST_PRODUCTS, tempDatabase, visitor, type TempDatabase } from './fixtures.ts';

const BUYERS = 2;
let bundle = '';
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-race-'));
  bundle = join(dir, 'race-worker.mjs');
  const native = createRequire(import.meta.url).resolve('better-sqlite3');
  await build({
    entryPoints: [fileURLToPath(new URL('./race-worker.ts', import.meta.url))],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [{ name: 'native', setup: (esbuild) => void esbuild.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: native, external: true })) }],
  });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  result: { orderToken?: string; status?: number; error?: string; sku?: string };
  cookies: string[];
}

const buy = (file: string, cookies: Record<string, string>, signals: SharedArrayBuffer): Promise<Outcome> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: { file, cookies, signals } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`worker exited ${code}`)));
  });

describe('the last item, two connections at once', () => {
  let data: TempDatabase;
  afterAll(() => data?.close());

  it('stock ends at 0, exactly one order, the other buyer gets the 409 naming the item', async () => {
    data = tempDatabase();
    const store = createStore(data.db, { products: TEST_PRODUCTS });
    const buyers = Array.from({ length: BUYERS }, () => visitor());
    for (const buyer of buyers) store.add(buyer.req(), buyer.res(), { productId: 'tee', sku: 'TEE-M', quantity: 1 });
    // [buyers ready, go]. This connection takes the write lock before the go and holds it a moment,
    // so both orders start at once: one that read the stock before taking the lock would see the
    // last item too (and fail SQLITE_BUSY when it came to write).
    const signals = new Int32Array(new SharedArrayBuffer(8));
    const outcomes = Promise.all(buyers.map((buyer) => buy(data.file, Object.fromEntries(buyer.jar), signals.buffer as SharedArrayBuffer)));
    while (Atomics.load(signals, 0) < BUYERS) await new Promise((resolve) => setTimeout(resolve, 10));
    data.db.exec('BEGIN IMMEDIATE');
    Atomics.store(signals, 1, 1);
    Atomics.notify(signals, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    data.db.exec('COMMIT');
    const settled = await outcomes;

    const placed = settled.filter((outcome) => outcome.result.orderToken !== undefined);
    const refused = settled.filter((outcome) => outcome.result.orderToken === undefined);
    expect(placed).toHaveLength(1);
    expect(refused.map((outcome) => outcome.result)).toEqual([{ status: 409, error: 'Sorry, Tee is sold out.', sku: 'TEE-M' }]);
    // The buyer whose order went through has its cart cookies cleared; the other keeps its cart.
    expect(placed[0]!.cookies).toHaveLength(2);
    expect(refused[0]!.cookies).toEqual([]);
    expect(data.db.prepare('SELECT qty FROM stock WHERE sku = ?').pluck().get('TEE-M')).toBe(0);
    expect(data.db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(1);
    expect(data.db.prepare('SELECT COUNT(*) FROM carts WHERE purchased = 1').pluck().get()).toBe(1);
    expect(store.order(placed[0]!.result.orderToken!)!.lines.map((line) => [line.sku, line.quantity])).toEqual([['TEE-M', 1]]);
  }, 60_000);
});
