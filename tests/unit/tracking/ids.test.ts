import { describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../tracking/ids.ts';
import { EVENT_ID_PATTERN } from '../../../core/catalog/tracking.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuid: the ids of the analytics id, the session and the events', () => {
  it('a UUID where crypto.randomUUID exists, and a valid event id', () => {
    const id = uuid();
    expect(id).toMatch(V4);
    expect(EVENT_ID_PATTERN.test(id)).toBe(true);
  });

  it('never the same twice', () => {
    expect(new Set(Array.from({ length: 1000 }, () => uuid())).size).toBe(1000);
  });

  // Issue 30: an RFC 4122 version-4 UUID there too (it was 26 base-36 characters).
  it('without randomUUID (a page not served over https): an RFC 4122 version-4 UUID from getRandomValues, a valid event id', () => {
    const getRandomValues = vi.fn((a: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(a));
    const bare = { getRandomValues } as unknown as Crypto;
    const ids = Array.from({ length: 1000 }, () => uuid(bare));
    expect(getRandomValues).toHaveBeenCalled();
    for (const id of ids) {
      // Version nibble 4; variant bits 10xx (8, 9, a or b).
      expect(id).toMatch(V4);
      expect(EVENT_ID_PATTERN.test(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(1000);
    // Every random digit and every variant digit turns up: none is fixed by the template.
    const digits = (at: number) => new Set(ids.map((id) => id[at]));
    for (const at of [0, 7, 9, 15, 20, 35]) expect(digits(at).size).toBe(16);
    expect([...digits(19)].sort()).toEqual(['8', '9', 'a', 'b']);
  });

  it('the version and the variant hold whatever bytes come: all bits zero, all one, and each alone', () => {
    const fill = (byte: number) => ({ getRandomValues: (a: Uint8Array<ArrayBuffer>) => a.fill(byte) }) as unknown as Crypto;
    for (const byte of [0, 255, 1, 2, 4, 8, 16, 32, 64, 128]) expect(uuid(fill(byte))).toMatch(V4);
  });
});
