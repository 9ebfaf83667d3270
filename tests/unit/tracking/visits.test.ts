import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVisitor, validTimestamp, visit } from '../../../tracking/visits.ts';

const NOW = Date.UTC(2026, 2, 1, 9, 30);
const EARLIER = NOW - 86_400_000;

// The lifetimes (about 2 years, and 30 minutes) and the names ss_cvr and ss_cvt are checked on the cookies visit() sets, below.
describe('Visitor cookie = an id of word characters or dashes, then four pipe-separated positive integers', () => {
  it.each([
    ['abc|1|2|3|4', ['abc', 1, 2, 3, 4]],
    ['a-b_C9|1700000000000|1700000000001|1700000000002|17', ['a-b_C9', 1700000000000, 1700000000001, 1700000000002, 17]],
    ['0f8fad5b-d9cb-469f-a165-70867728950e|1|1|1|1', ['0f8fad5b-d9cb-469f-a165-70867728950e', 1, 1, 1, 1]],
    ['-|9|9|9|9', ['-', 9, 9, 9, 9]],
    ['_|10|20|30|40', ['_', 10, 20, 30, 40]],
  ])('%s is valid', (value, parsed) => {
    expect(parseVisitor(value)).toEqual(parsed);
  });

  it.each([
    [undefined],
    [''],
    ['abc'],
    ['abc|1|2|3'],
    ['abc|1|2|3|4|5'],
    ['|1|2|3|4'],
    ['abc|0|2|3|4'],
    ['abc|1|2|3|0'],
    ['abc|-1|2|3|4'],
    ['abc|1.5|2|3|4'],
    ['abc|1|2|3|4 '],
    [' abc|1|2|3|4'],
    ['ab c|1|2|3|4'],
    ['ab.c|1|2|3|4'],
    ['ab%7Cc|1|2|3|4'],
    ['abc|1|2|3|x'],
    ['abc|1||3|4'],
    ['abc|1|2|3|4|'],
    ['abc,1,2,3,4'],
    ['abc|1e3|2|3|4'],
    ['abc|+1|2|3|4'],
    ['abc|1|2|3|4\n'],
  ])('%j is treated as absent', (value) => {
    expect(parseVisitor(value)).toBeUndefined();
  });

  it('any id of word characters or dashes with four positive integers parses back to its parts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w-]{1,40}$/), fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { minLength: 4, maxLength: 4 }), (id, times) => {
        expect(parseVisitor([id, ...times].join('|'))).toEqual([id, ...times]);
      }),
    );
  });

  it('an id with any other character is absent', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /[^\w-]/.test(s)),
        (id) => {
          expect(parseVisitor(`${id}|1|2|3|4`)).toBeUndefined();
        },
      ),
    );
  });
});

describe('Timestamp cookie = a positive integer without leading zero', () => {
  it.each(['1', '9', '10', '1800000', String(NOW)])('%s is valid', (value) => {
    expect(validTimestamp(value)).toBe(true);
  });

  it.each([undefined, '', '0', '01', '007', '-1', '1.5', '1e6', ' 1', '1 ', 'abc', '+1', '0x10'])('%j is not', (value) => {
    expect(validTimestamp(value)).toBe(false);
  });
});

describe('The three transitions and the flagged hit', () => {
  const record = (id: string, first: number, previous: number, last: number, count: number) => [id, first, previous, last, count].join('|');

  it('no valid visitor cookie: create one with count 1 and set a new timestamp cookie', () => {
    const hit = visit(undefined, undefined, NOW, 'new-id', false);
    expect(hit.visitor).toBe(`new-id|${NOW}|${NOW}|${NOW}|1`);
    expect(hit.cookies).toEqual([
      ['ss_cvr', `new-id|${NOW}|${NOW}|${NOW}|1`, 63072000000],
      ['ss_cvt', String(NOW), 1800000],
    ]);
    expect(hit.isNew).toBe(true);
  });

  it.each([['garbage'], ['abc|0|1|1|1'], ['abc|1|2|3']])('an invalid visitor cookie %j counts as none, even with a valid timestamp', (bad) => {
    const hit = visit(bad, String(NOW - 1000), NOW, 'new-id', false);
    expect(hit.visitor).toBe(`new-id|${NOW}|${NOW}|${NOW}|1`);
    expect(hit.cookies[1]).toEqual(['ss_cvt', String(NOW), 1800000]);
    expect(hit.isNew).toBe(true);
  });

  it.each([[undefined], [''], ['0'], ['0123'], ['soon']])(
    'visitor valid, timestamp %j expired or invalid: count up by one, refresh the last-visit time, new timestamp',
    (stamp) => {
      const hit = visit(record('v1', 1000, 2000, EARLIER, 4), stamp, NOW, 'unused', false);
      // The second time becomes the visit before this one.
      expect(hit.visitor).toBe(record('v1', 1000, EARLIER, NOW, 5));
      expect(hit.cookies).toEqual([
        ['ss_cvr', record('v1', 1000, EARLIER, NOW, 5), 63072000000],
        ['ss_cvt', String(NOW), 1800000],
      ]);
      expect(hit.isNew).toBe(true);
    },
  );

  it('both valid: nothing changes beyond re-setting the cookies', () => {
    const visitor = record('v1', 1000, 2000, NOW - 60_000, 4);
    const stamp = String(NOW - 60_000);
    const hit = visit(visitor, stamp, NOW, 'unused', false);
    expect(hit.visitor).toBe(visitor);
    expect(hit.cookies).toEqual([
      ['ss_cvr', visitor, 63072000000],
      ['ss_cvt', stamp, 1800000],
    ]);
    expect(hit.isNew).toBe(false);
  });

  it.each([
    ['no cookies', undefined, undefined],
    ['a valid visitor, lapsed timestamp', record('v1', 1000, 2000, 3000, 4), undefined],
    ['both valid', record('v1', 1000, 2000, 3000, 4), String(NOW - 1)],
  ])('flagged hit (%s): a fresh visitor value and no cookies written', (_name, visitor, stamp) => {
    const hit = visit(visitor, stamp, NOW, 'fresh', true);
    expect(hit.visitor).toBe(`fresh|${NOW}|${NOW}|${NOW}|1`);
    expect(hit.cookies).toEqual([]);
  });

  it('the visitor value written is always one the visitor regex accepts back', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.tuple(
            fc.stringMatching(/^[\w-]{1,20}$/),
            fc.integer({ min: 1, max: 2 ** 45 }),
            fc.integer({ min: 1, max: 2 ** 45 }),
            fc.integer({ min: 1, max: 2 ** 45 }),
            fc.integer({ min: 1, max: 10_000 }),
          ),
        ),
        fc.option(fc.integer({ min: 1, max: 2 ** 45 })),
        fc.integer({ min: 1, max: 2 ** 45 }),
        (known, stamp, now) => {
          const hit = visit(known?.join('|'), stamp === null ? undefined : String(stamp), now, 'fresh-id', false);
          expect(parseVisitor(hit.visitor)).toBeDefined();
          expect(validTimestamp(hit.cookies[1]![1])).toBe(true);
          const count = parseVisitor(hit.visitor)![4];
          expect(count).toBe(!known ? 1 : stamp === null ? known[4] + 1 : known[4]);
        },
      ),
    );
  });
});
