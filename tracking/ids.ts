// Ids for the analytics id, the session and the events: a UUID, or where crypto.randomUUID is
// missing (pages not served over https) 26 random characters of the same alphabet.
export const uuid = (crypto: Crypto = globalThis.crypto): string =>
  crypto.randomUUID?.() ?? [...crypto.getRandomValues(new Uint8Array(26))].map((x) => (x % 36).toString(36)).join('');
