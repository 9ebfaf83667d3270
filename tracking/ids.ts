// Ids for the analytics id, the session and the events: an RFC 4122 version-4 UUID, from
// crypto.randomUUID or, where it is missing (pages not served over https), from getRandomValues.
// In the template each 0 or 1 becomes a random hex digit and the 8 one of 8, 9, a or b (variant 10xx).
export const uuid = (crypto: Crypto = globalThis.crypto): string =>
  crypto.randomUUID?.() ?? '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16));
