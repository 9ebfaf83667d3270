// Fakes for the tracking tests: a cookie jar that honours Expires against an injected clock, and a
// Map-backed Storage that can be told to throw.

export interface CookieWrite {
  name: string;
  value: string;
  /** Attributes, lower-cased names: expires, path, samesite. */
  attrs: Record<string, string>;
}

/** A `document` whose cookie setter keeps what a browser would, and logs every write. */
export function cookieJar(now: () => number, initial: Record<string, string> = {}) {
  const jar = new Map<string, string>(Object.entries(initial));
  const writes: CookieWrite[] = [];
  const doc = {
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...rest] = text.split(/;\s*/);
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const attrs = Object.fromEntries(
        rest.map((a) => [a.slice(0, a.indexOf('=') < 0 ? a.length : a.indexOf('=')).toLowerCase(), a.includes('=') ? a.slice(a.indexOf('=') + 1) : '']),
      );
      writes.push({ name, value, attrs });
      if (attrs.expires !== undefined && Date.parse(attrs.expires) <= now()) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { doc, jar, writes };
}

/** A Storage over a Map; `fail` makes the named methods throw a SecurityError/QuotaExceededError. */
export function memoryStorage(initial: Record<string, string> = {}, fail: ('getItem' | 'setItem' | 'removeItem')[] = []) {
  const map = new Map(Object.entries(initial));
  const boom = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage = {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => (fail.includes('getItem') ? boom() : (map.get(key) ?? null)),
    setItem: (key: string, value: string) => (fail.includes('setItem') ? boom() : void map.set(key, String(value))),
    removeItem: (key: string) => (fail.includes('removeItem') ? boom() : void map.delete(key)),
    clear: () => map.clear(),
  } as Storage;
  return { storage, map };
}

/** Counting ids: id-1, id-2, ... (long enough for EVENT_ID_PATTERN). */
export function counter(prefix = 'id-00000') {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** An Image stand-in that records what was made, for the pixel; tests call onload or onerror. */
export class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}
