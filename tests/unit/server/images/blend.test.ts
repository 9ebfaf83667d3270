// The label's strip laid over the textured pixels: straight alpha, from its row down, nothing above.
import { describe, expect, it } from 'vitest';
import { blendOver } from '../../../../server/images/blend.ts';

describe('blendOver', () => {
  it.each([
    ['transparent keeps the pixel', [255, 255, 255, 0], [10, 20, 30]],
    ['opaque replaces it', [255, 0, 128, 255], [255, 0, 128]],
    ['half blends halfway', [210, 220, 230, 128], [110, 120, 130]],
  ])('%s', (_, rgba, expected) => {
    const pixels = new Uint8Array([10, 20, 30]);
    blendOver(pixels, 1, 3, new Uint8Array(rgba), 0);
    expect([...pixels]).toEqual(expected);
  });

  it('starts at row `top`, leaves the rows above, and stops at the last pixel', () => {
    const pixels = new Uint8Array(2 * 3 * 3).fill(50);
    const strip = new Uint8Array(2 * 2 * 4).fill(255);
    blendOver(pixels, 2, 3, strip, 2);
    expect([...pixels.subarray(0, 12)]).toEqual(Array(12).fill(50));
    expect([...pixels.subarray(12)]).toEqual(Array(6).fill(255));
  });

  it('skips a fourth channel of the pixels', () => {
    const pixels = new Uint8Array([0, 0, 0, 7]);
    blendOver(pixels, 1, 4, new Uint8Array([200, 200, 200, 255]), 0);
    expect([...pixels]).toEqual([200, 200, 200, 7]);
  });
});
