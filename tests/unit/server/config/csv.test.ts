// The owner area's CSV (docs/decisions.md "Owner access: the owner area"): RFC 4180 and the formula guard.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../../server/config/csv.ts';
import { pageSlice } from '../../../../server/config/paging.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
    ["'quoted", "'quoted"],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('toCsv ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2,3'],
      ]),
    ).toBe('a,b\r\n1,"2,3"\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('pageSlice', () => {
  it.each([
    [null, 0, { page: 1, pages: 1, offset: 0 }],
    [null, 120, { page: 1, pages: 3, offset: 0 }],
    ['2', 120, { page: 2, pages: 3, offset: 50 }],
    ['3', 120, { page: 3, pages: 3, offset: 100 }],
    ['4', 120, { page: 3, pages: 3, offset: 100 }],
    ['0', 120, { page: 1, pages: 3, offset: 0 }],
    ['-2', 120, { page: 1, pages: 3, offset: 0 }],
    ['1.5', 120, { page: 1, pages: 3, offset: 0 }],
    ['02', 120, { page: 1, pages: 3, offset: 0 }],
    ['99999999999', 120, { page: 1, pages: 3, offset: 0 }],
    ['1', 50, { page: 1, pages: 1, offset: 0 }],
    ['2', 51, { page: 2, pages: 2, offset: 50 }],
  ] as const)('page %j of %d rows', (asked, total, expected) => {
    expect(pageSlice(asked, total)).toEqual({ ...expected, limit: 50 });
  });
});
