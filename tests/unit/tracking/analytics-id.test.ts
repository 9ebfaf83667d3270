import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COOKIE, analyticsId, forgetAnalyticsId } from '../../../tracking/analytics-id.ts';
import { RESTRICTED_COOKIES } from '../../../core/consent/index.ts';
import { cookieJar, memoryStorage } from './fakes.ts';

const NOW = Date.UTC(2026, 4, 1);
const DAY = 86_400_000;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  forgetAnalyticsId();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function place(cookies: Record<string, string> = {}, stored: Record<string, string> = {}, fail: ('getItem' | 'setItem' | 'removeItem')[] = []) {
  const jar = cookieJar(() => NOW, cookies);
  const { storage, map } = memoryStorage(stored, fail);
  let n = 0;
  const newId = vi.fn(() => `generated-${++n}`);
  return { jar, map, newId, at: (storageOverride: Storage | null = storage, now = NOW) => ({ document: jar.doc, storage: storageOverride, now, newId }) };
}

describe('Analytics cookie 390 days, path /', () => {
  it('the cookie is one of the cookies a restrictive policy clears', () => {
    expect(RESTRICTED_COOKIES).toContain(ANALYTICS_COOKIE);
  });

  it('stores the id in the cookie for 390 days at path /, and in local storage with its expiry', () => {
    const p = place();
    expect(analyticsId(p.at(), true)).toBe('generated-1');
    const write = p.jar.writes.find((w) => w.name === 'ss_cid')!;
    expect(write.value).toBe('generated-1');
    expect(Date.parse(write.attrs.expires!) - NOW).toBe(390 * DAY);
    expect(write.attrs.path).toBe('/');
    expect(p.map.get('SS_ANALYTICS_ID')).toBe('generated-1');
    expect(Number(p.map.get('SS_ANALYTICS_EXPIRATION'))).toBe(NOW + 390 * DAY);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('Cookie, then unexpired local storage, then memory, then a new UUID', () => {
  it('1. the cookie wins over local storage and memory', () => {
    const p = place({ ss_cid: 'from-cookie' }, { SS_ANALYTICS_ID: 'from-storage', SS_ANALYTICS_EXPIRATION: String(NOW + DAY) });
    analyticsId(place().at(), true); // puts generated-1 in memory
    expect(analyticsId(p.at(), true)).toBe('from-cookie');
    expect(p.newId).not.toHaveBeenCalled();
  });

  it('2. without a cookie, unexpired local storage, which is then written back to the cookie', () => {
    const p = place({}, { SS_ANALYTICS_ID: 'from-storage', SS_ANALYTICS_EXPIRATION: String(NOW + 1) });
    expect(analyticsId(p.at(), true)).toBe('from-storage');
    expect(p.jar.jar.get('ss_cid')).toBe('from-storage');
    expect(p.newId).not.toHaveBeenCalled();
  });

  it.each([
    ['expired a day ago', String(NOW - DAY)],
    ['expiring exactly now', String(NOW)],
    ['with no expiry', undefined],
    ['with an unreadable expiry', 'soon'],
  ])('local storage %s is removed and not used', (_name, expiration) => {
    const stored: Record<string, string> = { SS_ANALYTICS_ID: 'stale' };
    if (expiration !== undefined) stored.SS_ANALYTICS_EXPIRATION = expiration;
    const p = place({}, stored);
    const id = analyticsId(p.at(), true);
    expect(id).toBe('generated-1');
    // What is stored now is the new id, with a new expiry.
    expect(p.map.get('SS_ANALYTICS_ID')).toBe('generated-1');
    expect(p.map.get('SS_ANALYTICS_EXPIRATION')).toBe(String(NOW + 390 * DAY));
  });

  it('an expired value is removed even when nothing new may be stored', () => {
    const p = place({}, { SS_ANALYTICS_ID: 'stale', SS_ANALYTICS_EXPIRATION: String(NOW - 1) });
    expect(analyticsId(p.at(), false)).toBe('generated-1');
    expect(p.map.size).toBe(0);
  });

  it('3. without cookie or unexpired storage, the in-memory value', () => {
    const first = analyticsId(place().at(), true);
    const p = place({}, { SS_ANALYTICS_ID: 'stale', SS_ANALYTICS_EXPIRATION: String(NOW - 1) });
    expect(analyticsId(p.at(), true)).toBe(first);
    expect(p.newId).not.toHaveBeenCalled();
  });

  it('4. with nothing anywhere, a newly generated id', () => {
    const p = place();
    expect(analyticsId(p.at(null), false)).toBe('generated-1');
    expect(p.newId).toHaveBeenCalledTimes(1);
  });

  it('the same id on every lookup of a page, even with nothing stored', () => {
    const p = place();
    const id = analyticsId(p.at(null), false);
    expect(analyticsId(p.at(null), false)).toBe(id);
    expect(p.newId).toHaveBeenCalledTimes(1);
  });
});

describe('without consent to store (store = false)', () => {
  it('writes no cookie and nothing in local storage, and removes what local storage held', () => {
    const p = place({}, { SS_ANALYTICS_ID: 'kept', SS_ANALYTICS_EXPIRATION: String(NOW + DAY) });
    const id = analyticsId(p.at(), false);
    expect(id).toBe('generated-1');
    expect(p.jar.writes).toEqual([]);
    expect(p.map.size).toBe(0);
  });
});

describe("'Unable to store analyticsId' (warning) when storing fails", () => {
  it('local storage that throws on write: warned once, the id still returned and in the cookie', () => {
    const p = place({}, {}, ['setItem']);
    expect(analyticsId(p.at(), true)).toBe('generated-1');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
    expect(p.jar.jar.get('ss_cid')).toBe('generated-1');
  });

  it('a cookie setter that throws (a sandboxed page): warned', () => {
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(_: string) {
        throw new DOMException('insecure', 'SecurityError');
      },
    };
    const id = analyticsId({ document: doc, storage: memoryStorage().storage, now: NOW, newId: () => 'x-1' }, true);
    expect(id).toBe('x-1');
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
  });

  it('local storage that throws on read is storage we do not have: a new id, no throw', () => {
    const p = place({}, { SS_ANALYTICS_ID: 'unreachable', SS_ANALYTICS_EXPIRATION: String(NOW + DAY) }, ['getItem', 'removeItem']);
    expect(analyticsId(p.at(), false)).toBe('generated-1');
  });

  it('no warning when storing is not asked for', () => {
    analyticsId(place({}, {}, ['setItem']).at(), false);
    expect(warn).not.toHaveBeenCalled();
  });
});
