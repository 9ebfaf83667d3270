// How a call leaves the page: a fetch that reads the status, which the durable queue needs.
// While the page is being left (pagehide, or hidden) it is a keepalive fetch, which outlives the
// page as a beacon does (docs/decisions.md "Tracking"). The pixel is an image. The crumb is read
// as the call goes, and a 403 after which the cookie holds a new crumb is sent once more.
import { type Call, type CallStore, CRUMB_FIELD, type Send } from './delivery.ts';
import { createStore, promisifyRequest } from 'idb-keyval';
import { readCookie, type CRUMB_COOKIE } from '../core/dom/cookies.ts';

export const CSRF_HEADER = 'X-CSRF-Token';
// Browsers refuse keepalive bodies over 64 KiB in flight; larger ones go as plain requests.
const KEEPALIVE_LIMIT = 60_000;

export function createSend(win: Window): Send {
  const doc = win.document;
  let leaving = false;
  const watch = (event: Event): void => {
    leaving = event.type === 'pagehide' || doc.visibilityState === 'hidden';
  };
  for (const type of ['pagehide', 'pageshow']) win.addEventListener(type, watch);
  doc.addEventListener('visibilitychange', watch);

  // The crumb cookie's name as a literal the compiler holds to CRUMB_COOKIE: the constant, read twice,
  // stays a variable after minifying and costs the tracking entry 10 bytes, past its budget.
  const post = (call: Call, again: boolean): Promise<number> => {
    const crumb = readCookie(doc.cookie, 'crumb' satisfies typeof CRUMB_COOKIE) ?? '';
    const headers: Record<string, string> = { 'Content-Type': call.type! };
    let body = call.body!;
    if (call.crumb === CRUMB_FIELD) {
      const fields = new URLSearchParams(body);
      fields.set('crumb', crumb);
      body = String(fields);
    } else if (call.crumb) headers[CSRF_HEADER] = crumb;
    return win.fetch(call.url, { method: 'POST', body, headers, keepalive: leaving && body.length < KEEPALIVE_LIMIT, signal: call.to ? AbortSignal.timeout(call.to) : null }).then(
      (response) => {
        // Read to the end, so the request is over for the browser (and for tools that wait on it).
        response.arrayBuffer().catch(() => {});
        return response.status === 403 && call.crumb && again && readCookie(doc.cookie, 'crumb' satisfies typeof CRUMB_COOKIE) !== crumb ? post(call, false) : response.status;
      },
      () => 0,
    );
  };

  return (call: Call) =>
    call.img
      ? new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(200);
          image.onerror = () => resolve(0);
          image.src = call.url;
        })
      : post(call, true);
}

/** The durable store in IndexedDB, through idb-keyval's store; a Map where IndexedDB cannot open. */
export function openStore(win: Window): CallStore {
  try {
    const db = createStore('vitrine-tracking', 'calls');
    // Committed at once: a write left pending at pagehide would hold the store while the page sits
    // in the back-forward cache, block the next page's writes, and get this page evicted.
    const write = (run: (store: IDBObjectStore) => void): Promise<void> =>
      db('readwrite', (store) => {
        run(store);
        store.transaction.commit?.();
        return promisifyRequest(store.transaction);
      });
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
