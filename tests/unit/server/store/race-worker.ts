// One buyer in its own thread with its own SQLite connection (race.test.ts bundles this file with
// esbuild): it opens the shared file, says it is ready, waits for the go, then places its order.
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { createStore } from '../../../../server/store/index.ts';
import { ADDRESS, TEST_PRODUCTS, visitor } from './fixtures.ts';

interface Job {
  file: string;
  cookies: Record<string, string>;
  /** Int32Array over a SharedArrayBuffer: [buyers ready, go]. */
  signals: SharedArrayBuffer;
}

const { file, cookies, signals } = workerData as Job;
const db = new BetterSqlite3(file);
db.pragma('foreign_keys = ON');
const store = createStore(db, { products: TEST_PRODUCTS });
const buyer = visitor(cookies);
const res = buyer.res();
const shared = new Int32Array(signals);
Atomics.add(shared, 0, 1);
Atomics.wait(shared, 1, 0);
const result = store.placeOrder(buyer.req(), res, { kind: 'cart' }, ADDRESS);
db.close();
parentPort!.postMessage({ result, cookies: res.cookies });
