// docs/decisions.md "Forms: the client": nothing lost. A submission that met no connection is kept
// in IndexedDB (idb-keyval, keys under one prefix) and sent once when the connection returns (the
// `online` event) or on a later page load, with the same key, so that the server stores it once.
// It leaves the store only after a 2xx or a definite refusal. The rules take their store, lock and
// sender as arguments (tests feed them); `pageOutbox` wires the page's.
import { del, get, keys, set } from 'idb-keyval';
import { pageDataLayer } from '../data/index.ts';
import { definiteRefusal } from './messages.ts';
import { type SendResult, type SubmissionBody, sendSubmission } from './submission.ts';

export const OUTBOX_PREFIX = 'vitrine-form:';
/** A localStorage hint that something waits, so that the runtime entry loads this chunk only then. */
export const OUTBOX_MARK = 'vitrine-form-outbox';
const LOCK = 'vitrine-form-outbox';

export interface KeptSubmission {
  id: string;
  /** Absent when no key could be had offline: one is fetched when it is sent, and kept at once. */
  key?: string;
  body: SubmissionBody;
  /** When it was kept (ms since the epoch). */
  kept: number;
}

export interface OutboxStore {
  get(id: string): Promise<KeptSubmission | undefined>;
  set(id: string, entry: KeptSubmission): Promise<void>;
  del(id: string): Promise<void>;
  ids(): Promise<string[]>;
}

export interface OutboxDeps {
  store: OutboxStore;
  send: (entry: KeptSubmission, onKey: (key: string) => Promise<void>) => Promise<SendResult>;
  /** Runs `task` while no other tab runs it (the Web Locks API where there is one). */
  exclusive: (task: () => Promise<void>) => Promise<void>;
  /** Whether something waits (the entry's hint); false clears it. */
  mark: (waiting: boolean) => void;
}

export interface Outbox {
  keep(entry: KeptSubmission): Promise<void>;
  /** Sends every kept submission once; resolves with the ids that were sent (or refused for good). */
  flush(): Promise<string[]>;
}

export function createOutbox({ store, send, exclusive, mark }: OutboxDeps): Outbox {
  let running: Promise<string[]> | undefined;
  const flushAll = async (): Promise<string[]> => {
    const done: string[] = [];
    await exclusive(async () => {
      for (const id of await store.ids()) {
        // Read again inside the lock: another tab may have sent it a moment ago.
        const entry = await store.get(id);
        if (!entry) continue;
        const result = await send(entry, (key) => store.set(id, { ...entry, key }));
        if (result.ok || (result.status !== 0 && definiteRefusal(result.status))) {
          await store.del(id);
          done.push(id);
        }
      }
      mark((await store.ids()).length > 0);
    });
    return done;
  };
  return {
    async keep(entry) {
      // Kept again (the visitor sent it again): a key already had is kept, so the server stores it once.
      const key = entry.key ?? (await store.get(entry.id))?.key;
      await store.set(entry.id, key === undefined ? entry : { ...entry, key });
      mark(true);
    },
    // One flush at a time in this tab: the `online` event and a page load may ask together.
    flush: () => (running ??= flushAll().finally(() => (running = undefined))),
  };
}

/** idb-keyval's default store, this feature's keys only. */
export const idbOutboxStore: OutboxStore = {
  get: (id) => get<KeptSubmission>(OUTBOX_PREFIX + id),
  set: (id, entry) => set(OUTBOX_PREFIX + id, entry),
  del: (id) => del(OUTBOX_PREFIX + id),
  ids: async () => (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(OUTBOX_PREFIX)).map((key) => key.slice(OUTBOX_PREFIX.length)),
};

const outboxes = new WeakMap<Window, { outbox: Outbox; sent: Map<string, () => void> }>();

export interface PageOutbox {
  /** Keeps it (resolves once stored); `onSent` runs if this page later sends it. */
  keep(entry: KeptSubmission, onSent?: () => void): Promise<void>;
  flush(): Promise<string[]>;
}

/** The page's outbox: sends through the page's data layer, and flushes on every `online` event. */
export function pageOutbox(window: Window): PageOutbox {
  let page = outboxes.get(window);
  if (!page) {
    const sent = new Map<string, () => void>();
    const locks = (window.navigator as Navigator & { locks?: LockManager }).locks;
    const outbox = createOutbox({
      store: idbOutboxStore,
      send: (entry, onKey) => sendSubmission(pageDataLayer(window), entry.body, entry.key, onKey),
      exclusive: (task) => (locks ? locks.request(LOCK, task) : task()),
      mark: (waiting) => {
        try {
          if (waiting) window.localStorage.setItem(OUTBOX_MARK, '1');
          else window.localStorage.removeItem(OUTBOX_MARK);
        } catch {
          // No localStorage: the entry cannot see the hint; the `online` event and a form still send.
        }
      },
    });
    const flush = async (): Promise<string[]> => {
      if (!window.navigator.onLine) return [];
      const done = await outbox.flush();
      for (const id of done) {
        sent.get(id)?.();
        sent.delete(id);
      }
      return done;
    };
    window.addEventListener('online', () => void flush());
    page = { outbox: { keep: outbox.keep, flush }, sent };
    outboxes.set(window, page);
  }
  const { outbox, sent } = page;
  return {
    keep: (entry, onSent) => {
      if (onSent) sent.set(entry.id, onSent);
      return outbox.keep(entry);
    },
    flush: outbox.flush,
  };
}

/** The runtime's after-load check (entries/runtime.ts, only when the hint says something waits). */
export const flushOutbox = (window: Window): Promise<string[]> => pageOutbox(window).flush();
