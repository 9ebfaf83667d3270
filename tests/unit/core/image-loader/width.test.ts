import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_WIDTHS } from '../../../../core/catalog/constants.ts';
import { clampDpr, neededWidth, pickWidth } from '../../../../core/image-loader/width.ts';

describe('pickWidth: the smallest of 100, 300, 500, 750, 1000, 1500, 2500 that covers the pixels', () => {
  it.each([
    [1, 100],
    [100, 100],
    [100.5, 300],
    [300, 300],
    [301, 500],
    [744, 750],
    [751, 1000],
    [976.5, 1000],
    [1001, 1500],
    [1500, 1500],
    [1501, 2500],
    [2500, 2500],
    [9000, 2500],
    [0, 0],
    [-20, 0],
    [Number.NaN, 0],
  ])('%d px -> %i', (pixels, width) => {
    expect(pickWidth(pixels)).toBe(width);
  });

  it('is always the smallest covering step (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 2500, noNaN: true }), (pixels) => {
        const width = pickWidth(pixels);
        expect(width).toBeGreaterThanOrEqual(pixels);
        expect(IMAGE_WIDTHS.filter((step) => step >= pixels)[0]).toBe(width);
      }),
    );
  });
});

describe('clampDpr: the device pixel ratio within its limits', () => {
  it.each([
    [2, 1, 3, 2],
    [2.625, 1, 3, 2.625],
    [0.75, 1, 3, 1],
    [4, 1, 3, 3],
    [2, 1, 1.5, 1.5],
    [1, 2, 3, 2],
    [Number.NaN, 1, 3, 1],
    [0, 1, 3, 1],
    [Number.POSITIVE_INFINITY, 1, 3, 1],
  ])('%d within %d..%d -> %d', (dpr, min, max, expected) => {
    expect(clampDpr(dpr, min, max)).toBe(expected);
  });
});

const landscape = { width: 2500, height: 1667 };

describe('neededWidth: the drawn width times the pixel ratio, as a step', () => {
  it.each([
    ['full-width phone image, DPR 2', { width: 372, height: 248 }, landscape, 'none', 2, 750],
    ['full-width phone image, DPR 2.625', { width: 372, height: 248 }, landscape, 'none', 2.625, 1000],
    ['square cover crop draws wider than its box', { width: 180, height: 180 }, landscape, 'cover', 2, 750],
    ['square contain draws its box width', { width: 180, height: 180 }, landscape, 'contain', 2, 500],
    ['a third, DPR 1', { width: 116, height: 155 }, landscape, 'none', 1, 300],
    ['no box yet: nothing to load', { width: 0, height: 0 }, landscape, 'none', 2, 0],
    ['cover without a height falls back to the box width', { width: 300, height: 0 }, landscape, 'cover', 2, 750],
    ['never above the step holding the whole original', { width: 1000, height: 750 }, { width: 800, height: 600 }, 'none', 2, 1000],
    ['a huge box asks for the largest step', { width: 2000, height: 1333 }, landscape, 'none', 2, 2500],
  ] as const)('%s -> %i', (_name, box, dimensions, crop, dpr, expected) => {
    expect(neededWidth({ box, dimensions, crop, stretch: true, dpr })).toBe(expected);
  });

  it('without dimensions, the box width times the ratio', () => {
    expect(neededWidth({ box: { width: 300, height: 200 }, dimensions: null, crop: 'cover', stretch: true, dpr: 2 })).toBe(750);
  });

  it('without stretch, never wider than the original', () => {
    expect(neededWidth({ box: { width: 1000, height: 0 }, dimensions: { width: 400, height: 300 }, crop: 'none', stretch: false, dpr: 1 })).toBe(500);
  });
});
