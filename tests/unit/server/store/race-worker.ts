// One buyer in its own thread with its own connection (race.test.ts bundles this file with esbuild):
// it opens the shared database (the SQLite file, or the PostgreSQL schema with a pool of its own, as a
// second server process would), says it is ready, waits for the go, then places its order.
import { parentPort, workerData } from 'node:worker_threads';
import type { OpenedDatabase } from '../../../../server/db/engine.ts';
import { openDatabase } from '../../../../server/db/open.ts';
import { openPostgres } from '../../../../server/db/postgres.ts';
import { createStore } from '../../../../server/store/index.ts';
import { ADDRESS, TEST_PRODUCTS, visitor } from './fixtures.ts';

/** Where the shared database is: the SQLite file, or the PostgreSQL URL and the test's schema. */
export type RaceTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema: string };

interface Job {
  target: RaceTarget;
  cookies: Record<string, string>;
  /** Int32Array over a SharedArrayBuffer: [buyers ready, go]. */
  signals: SharedArrayBuffer;
}

const { target, cookies, signals } = workerData as Job;
const quiet = { info: () => {} };
const opened: OpenedDatabase =
  target.engine === 'sqlite' ? await openDatabase(target.file, { log: quiet }) : await openPostgres(target.url, { schema: target.schema, log: quiet, poolSize: 2 });
const store = createStore(opened.db, { products: TEST_PRODUCTS });
await store.ready();
const buyer = visitor(cookies);
const res = buyer.res();
const shared = new Int32Array(signals);
Atomics.add(shared, 0, 1);
Atomics.wait(shared, 1, 0);
try {
  const result = await store.placeOrder(buyer.req(), res, { kind: 'cart' }, ADDRESS);
  parentPort!.postMessage({ result, cookies: res.cookies });
} finally {
  await opened.close();
}
