// How a call leaves the page: a keepalive fetch, which outlives the page as a beacon does and still
// reads the status (docs/decisions.md "Tracking"). The pixel is an image.
import type { Call, CallStore, Send } from './delivery.ts';
import { createStore, promisifyRequest } from 'idb-keyval';
import { readCookie } from './cookies.ts';

export const CSRF_HEADER = 'X-CSRF-Token';
// Browsers refuse keepalive bodies over 64 KiB in flight; larger ones go as plain requests.
const KEEPALIVE_LIMIT = 60_000;

export function createSend(win: Window): Send {
  return (call: Call) =>
    new Promise<number>((resolve) => {
      if (call.img) {
        const image = new Image();
        image.onload = () => resolve(200);
        image.onerror = () => resolve(0);
        image.src = call.url;
        return;
      }
      const headers: Record<string, string> = { 'Content-Type': call.type! };
      if (call.crumb) headers[CSRF_HEADER] = readCookie(win.document.cookie, 'crumb') ?? '';
      const body = call.body!;
      win
        .fetch(call.url, { method: 'POST', body, headers, keepalive: body.length < KEEPALIVE_LIMIT, signal: call.to ? AbortSignal.timeout(call.to) : null })
        .then((response) => resolve(response.status), () => resolve(0));
    });
}

/** The durable store in IndexedDB, through idb-keyval's store; a Map where IndexedDB cannot open. */
export function openStore(win: Window): CallStore {
  try {
    const db = createStore('vitrine-tracking', 'calls');
    // Committed at once: a write left pending at pagehide would hold the store while the page sits
    // in the back-forward cache, block the next page's writes, and get this page evicted.
    const write = (run: (store: IDBObjectStore) => void): Promise<void> =>
      db('readwrite', (store) => (run(store), store.transaction.commit?.(), promisifyRequest(store.transaction)));
    if (!win.indexedDB) throw 0;
    return {
      set: (id, call) => write((store) => store.put(call, id)),
      del: (id) => write((store) => store.delete(id)),
      values: () => db('readonly', (store) => promisifyRequest(store.getAll())),
    };
  } catch {
    const calls = new Map<string, Call>();
    return {
      set: async (id, call) => void calls.set(id, call),
      del: async (id) => void calls.delete(id),
      values: async () => [...calls.values()],
    };
  }
}
