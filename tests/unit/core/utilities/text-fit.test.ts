import { describe, expect, it } from 'vitest';
import { fitFontSize, flagged } from '../../../../core/utilities/text-fit.ts';

// The 100 ms resize debounce is tested where it runs (text-shrink.test.ts).
describe('Text shrink minimum 11 px, flagged at 13 px or less', () => {
  it.each([
    // base, size, text width, box width, fitted for, fitted size
    ['fits at its own size', 28, 28, 200, 300, undefined, 28],
    ['too wide by half: two thirds of the size, floored', 30, 30, 450, 300, undefined, 20],
    ['a little too wide: floored, never rounded up', 28, 28, 301, 300, undefined, 27],
    ['far too wide: the 11 px floor', 28, 28, 2000, 300, undefined, 11],
    ['exactly at the floor', 22, 22, 600, 300, undefined, 11],
    ['a wider box again: grows back, but never past the base', 28, 14, 150, 600, 300, 28],
    ['a wider box: grows in proportion', 28, 14, 300, 450, 300, 21],
    ['same box, still too wide: one step down', 28, 20, 301, 300, 300, 19],
    ['same box, still too wide at the floor: stays at 11', 28, 11, 400, 300, 300, 11],
    ['same box and it fits: stays', 28, 20, 290, 300, 300, 20],
    ['not laid out (no box): stays', 28, 28, 500, 0, undefined, 28],
    ['not laid out (no text): stays', 28, 28, 0, 300, undefined, 28],
  ])('%s', (_case, base, size, textWidth, boxWidth, fittedFor, fitted) => {
    expect(fitFontSize({ base, size, textWidth, boxWidth, fittedFor })).toBe(fitted);
  });

  it.each([
    [11, true],
    [12.5, true],
    [13, true],
    [13.5, false],
    [14, false],
  ])('%d px flagged: %s', (size, expected) => {
    expect(flagged(size)).toBe(expected);
  });
});
