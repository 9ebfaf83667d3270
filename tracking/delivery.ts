// issue 8 "Delivery that loses nothing": every call waits in a durable store until the server
// accepts it. A call is stored and sent at once; an answer of 2xx removes it, and so does a
// refusal (4xx but 408 and 429), which no retry would change. A failure (no answer, an image
// error, 408, 429, 5xx) is retried once after 2 s, then on the next page load or `online` event.
// A call goes at most TRIES times, ever: each try is counted in the stored call before it leaves,
// so a reload does not start the count again, and a call that has had its tries is removed. A
// browser that says it is offline sends nothing and counts nothing. Each call carries its own id,
// so the server keeps a repeat only once.
// The store is capped (STORE_CAP calls, none older than CALL_HORIZON_MS); the oldest go first.
import { CALL_HORIZON_MS, STORE_CAP } from '../core/catalog/tracking.ts';

// A call is stored in IndexedDB and read back by later versions, so its keys and values stay short
// and stay as they are; these names say what the values mean and minify to the bare number.
/** Where the crumb goes (Call.crumb): the anti-forgery header, or the form body's `crumb` field. */
export const CRUMB_HEADER = 1;
export const CRUMB_FIELD = 2;
/** The flags' one value: Call.img, Call.ev and Call.raw. */
export const IS_PIXEL = 1;
export const IS_EVENTS_SERVICE = 1;
export const NOT_CHECKED = 1;

export interface Call {
  /** The event id, also in the address (EVENT_ID_PARAM). */
  id: string;
  url: string;
  body?: string;
  /** The body's content type. */
  type?: string;
  /** The crumb cookie, read as the call goes: CRUMB_HEADER in the anti-forgery header, CRUMB_FIELD in the `crumb` field. */
  crumb?: typeof CRUMB_HEADER | typeof CRUMB_FIELD;
  /** IS_PIXEL: request it as an image (the tracking pixel). */
  img?: typeof IS_PIXEL;
  /** IS_EVENTS_SERVICE: an events-service call, whose status but 200 or 202 is warned. */
  ev?: typeof IS_EVENTS_SERVICE;
  /** The timeout: give up an attempt after this many ms (the census calls' 2500). */
  to?: number;
  /** NOT_CHECKED: `prepare` turns it into the call to send (an event of the newer schema). */
  raw?: typeof NOT_CHECKED;
  /** When it was stored (ms since the epoch): the oldest go first past the cap and the horizon. */
  at?: number;
  /** How many times it has gone, counted before each try leaves (at most TRIES). */
  n?: number;
}

/** The durable store: idb-keyval in the browser, a Map where IndexedDB is missing. */
export interface CallStore {
  set(id: string, call: Call): Promise<void>;
  del(id: string): Promise<void>;
  values(): Promise<Call[]>;
}

/** Resolves with the status, or 0 for a lost network. */
export type Send = (call: Call) => Promise<number>;

export interface DeliveryOptions {
  store: CallStore;
  send: Send;
  setTimeout: (run: () => void, ms: number) => unknown;
  warn?: (message: string) => void;
  /**
   * Checks a raw call when it is about to go: the call to send, or undefined when it must not go.
   * Its code may be a chunk not fetched yet; while that fails the call stays stored.
   */
  prepare?: (call: Call) => Promise<Call | undefined>;
  now?: () => number;
  /** False while the browser says it is offline (navigator.onLine): nothing goes, nothing is counted. */
  online?: () => boolean;
  /** At most this many calls are kept (STORE_CAP), none older than the horizon (CALL_HORIZON_MS). */
  cap?: number;
  horizon?: number;
}

export const EVENT_STATUS_WARNING = 'Error tracking event: HTTP Status {code}';
export const DROPPED_WARNING = '[Tracking] {count} stored calls were dropped: more than {cap} waited, or they waited longer than {days} days.';
/** Every try a call gets, across page loads: the first and two retries. */
export const TRIES = 3;
/** A page retries a failure once; the last try waits for a later load, so a short outage cannot spend them all. */
const PAGE_RETRIES = 1;

export const retryable = (status: number): boolean => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * A stored number (when it was stored, how many tries it has had), or `or` where the store holds
 * something else (another version's call, a broken record): never a throw, NaN or below zero.
 */
const numberOr = (value: unknown, or: number): number => (typeof value === 'number' && value >= 0 ? value : or);

export function createDelivery({
  store,
  send,
  setTimeout,
  warn = console.warn,
  prepare = async (call) => call,
  now = Date.now,
  online = () => navigator.onLine,
  cap = STORE_CAP,
  horizon = CALL_HORIZON_MS,
}: DeliveryOptions) {
  const busy = new Set<string>();
  // How many calls the store holds, as far as this page knows: read once, then counted.
  let size: number | null = null;

  /** Drops what is past the horizon, then the oldest past the cap; returns what is left. */
  const trim = async (): Promise<Call[]> => {
    const calls = (await store.values().catch(() => [] as Call[])).filter(Boolean).sort((a, b) => numberOr(a.at, 0) - numberOr(b.at, 0));
    const stale = calls.filter((call) => now() - numberOr(call.at, now()) > horizon);
    const kept = calls.filter((call) => !stale.includes(call));
    // A count below zero removes nothing.
    const dropped = [...stale, ...kept.splice(0, kept.length - cap)].filter((call) => !busy.has(call.id));
    if (dropped.length) {
      await Promise.all(dropped.map((call) => store.del(call.id).catch(() => {})));
      warn(
        DROPPED_WARNING.replace('{count}', String(dropped.length))
          .replace('{cap}', String(cap))
          .replace('{days}', String(Math.round(horizon / 86_400_000))),
      );
    }
    size = calls.length - dropped.length;
    return kept.filter((call) => !dropped.includes(call));
  };

  /** One try; `counted`: enqueue stored the call with this try counted already. */
  const attempt = async (call: Call, saved: Promise<unknown>, tries: number, counted?: boolean): Promise<void> => {
    const n = counted ? 1 : numberOr(call.n, 0) + 1;
    // Offline nothing goes and nothing is counted. Online, the try is counted in the store before it
    // leaves, so that a page closed mid-try cannot send the call once more uncounted.
    const go = n <= TRIES && (counted || online());
    if (go && !counted) {
      call = { ...call, n };
      await store.set(call.id, call).catch(() => {});
    }
    // A raw call is checked first. One that must not go, or that has had its tries, is done with, as
    // a refusal would be; one whose checker's chunk cannot be fetched is kept, as for a lost network.
    const ready = go ? (call.raw ? await prepare(call).catch(() => null) : call) : n <= TRIES ? null : undefined;
    const status = ready ? await send(ready).catch(() => 0) : ready === null ? 0 : 400;
    if (ready?.ev && status > 0 && status !== 200 && status !== 202) warn(EVENT_STATUS_WARNING.replace('{code}', String(status)));
    if (!retryable(status) || (go && n >= TRIES)) {
      await saved;
      await store.del(call.id).catch(() => {});
      size &&= size - 1;
    } else if (tries < PAGE_RETRIES) return void setTimeout(() => void attempt(call, saved, tries + 1), 2000);
    busy.delete(call.id);
  };

  const start = (call: Call, saved: Promise<unknown>, counted?: boolean): Promise<void> => {
    busy.add(call.id);
    return attempt(call, saved, 0, counted);
  };

  return {
    /** Stores the call and sends it; resolves when it is stored and this attempt has settled. */
    enqueue(call: Call): Promise<void> {
      // Online, the call is stored with its first try counted, in the same write.
      const counted = online();
      const stamped: Call = { ...call, at: now(), n: +counted };
      const saved = store.set(call.id, stamped).then(
        () => (size === null || ++size > cap ? trim() : undefined),
        () => {},
      );
      return Promise.all([start(stamped, saved, counted), saved]).then(() => {});
    },
    /** Sends every stored call that is not on its way already (a page load, `online`). */
    async drain(): Promise<void> {
      const calls = await trim();
      await Promise.all(calls.filter((call) => !busy.has(call.id)).map((call) => start(call, Promise.resolve())));
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
