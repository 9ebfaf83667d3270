// RFC 9110 14.2: one byte range of a Range header, as the audio route reads it.
import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../../server/http/range.ts';

describe('parseRange (a body of 1000 bytes)', () => {
  it.each([
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [undefined, null],
    ['', null],
    ['bytes=-', null],
    ['bytes=5-1', null],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
  ])('%j is %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
