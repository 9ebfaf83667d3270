import { describe, expect, it } from 'vitest';
import { readRecord, writeRecord } from '../../../../core/popup/storage.ts';
// The record lives in local storage under 'popup-overlay'; a visitor without one has the empty record.
const STORAGE_KEY = 'popup-overlay';
const EMPTY_RECORD = { 'date-closed': null, version: null, submitted: false };

/** A window whose localStorage is a Map. */
function mapWindow(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  };
  return { window: { localStorage } as unknown as Window, store };
}

const privateMode = () => new DOMException('The operation is insecure.', 'SecurityError');

describe('readRecord: the local-storage record', () => {
  it('nothing stored gives the empty record', () => {
    expect(readRecord(mapWindow().window)).toEqual(EMPTY_RECORD);
  });

  it('reads date-closed, version and submitted from the one key', () => {
    const { window } = mapWindow({ [STORAGE_KEY]: JSON.stringify({ 'date-closed': 1_700_000_000_000, version: 3, submitted: true }) });
    expect(readRecord(window)).toEqual({ 'date-closed': 1_700_000_000_000, version: 3, submitted: true });
  });

  it.each([['not json'], ['null'], ['42'], ['"text"'], ['{"date-closed":"yesterday","version":"3","submitted":"yes"}']])('%s stored gives the empty record', (text) => {
    expect(readRecord(mapWindow({ [STORAGE_KEY]: text }).window)).toEqual(EMPTY_RECORD);
  });

  it.each([
    [
      'getItem throws (private mode)',
      {
        getItem: () => {
          throw privateMode();
        },
      },
    ],
    ['localStorage itself throws on access', null],
  ])('%s: no throw, the empty record', (_name, storage) => {
    const window = (storage
      ? { localStorage: storage }
      : Object.defineProperty({}, 'localStorage', {
          get: () => {
            throw privateMode();
          },
        })) as unknown as Window;
    expect(() => readRecord(window)).not.toThrow();
    expect(readRecord(window)).toEqual(EMPTY_RECORD);
  });

  it('a fresh record each time: changing one read changes nothing stored', () => {
    const { window } = mapWindow();
    const record = readRecord(window);
    record.submitted = true;
    expect(readRecord(window).submitted).toBe(false);
  });
});

describe('writeRecord merges the change into the stored record', () => {
  it('writes a first record under the one key', () => {
    const { window, store } = mapWindow();
    writeRecord(window, { 'date-closed': 1000 });
    expect(JSON.parse(store.get(STORAGE_KEY)!)).toEqual({ 'date-closed': 1000, version: null, submitted: false });
    expect([...store.keys()]).toEqual([STORAGE_KEY]);
  });

  it('keeps the fields it does not change', () => {
    const { window } = mapWindow();
    writeRecord(window, { 'date-closed': 1000, version: 2 });
    writeRecord(window, { submitted: true });
    expect(readRecord(window)).toEqual({ 'date-closed': 1000, version: 2, submitted: true });
    writeRecord(window, { version: 3 });
    expect(readRecord(window)).toEqual({ 'date-closed': 1000, version: 3, submitted: true });
  });

  it('an empty change rewrites the record as it was', () => {
    const { window } = mapWindow({ [STORAGE_KEY]: JSON.stringify({ 'date-closed': 5, version: 1, submitted: false }) });
    writeRecord(window, {});
    expect(readRecord(window)).toEqual({ 'date-closed': 5, version: 1, submitted: false });
  });

  it('a broken stored record is replaced by the change over the empty record', () => {
    const { window } = mapWindow({ [STORAGE_KEY]: '{broken' });
    writeRecord(window, { submitted: true });
    expect(readRecord(window)).toEqual({ ...EMPTY_RECORD, submitted: true });
  });

  it.each([
    [
      'setItem throws (private mode, a full quota)',
      {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      },
    ],
    [
      'getItem and setItem both throw',
      {
        getItem: () => {
          throw privateMode();
        },
        setItem: () => {
          throw privateMode();
        },
      },
    ],
  ])('%s: no throw', (_name, storage) => {
    const window = { localStorage: storage } as unknown as Window;
    expect(() => writeRecord(window, { submitted: true })).not.toThrow();
    expect(readRecord(window)).toEqual(EMPTY_RECORD);
  });

  it('getItem that throws while setItem works: the change is written over the empty record', () => {
    const written: string[] = [];
    const window = {
      localStorage: {
        getItem: () => {
          throw privateMode();
        },
        setItem: (_key: string, value: string) => written.push(value),
      },
    } as unknown as Window;
    writeRecord(window, { version: 4 });
    expect(written.map((text) => JSON.parse(text))).toEqual([{ ...EMPTY_RECORD, version: 4 }]);
  });
});
