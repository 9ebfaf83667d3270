import { describe, expect, it } from 'vitest';
import { uuid } from '../../../tracking/ids.ts';
import { EVENT_ID_PATTERN } from '../../../core/catalog/tracking.ts';

describe('uuid: the ids of the analytics id, the session and the events', () => {
  it('a UUID where crypto.randomUUID exists, and a valid event id', () => {
    const id = uuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(EVENT_ID_PATTERN.test(id)).toBe(true);
  });

  it('never the same twice', () => {
    expect(new Set(Array.from({ length: 1000 }, () => uuid())).size).toBe(1000);
  });

  it('without randomUUID (a page not served over https): 26 random characters of 0-9a-z, a valid event id', () => {
    const bare = { getRandomValues: (a: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(a) } as unknown as Crypto;
    const ids = Array.from({ length: 200 }, () => uuid(bare));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-z]{26}$/);
      expect(EVENT_ID_PATTERN.test(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(200);
  });
});
