// Photographic texture (issue 21): the same seed gives the same bytes, the picture's tones stay
// where they were, the land carries more detail than the sky, and there is grain everywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTexture, PHOTO_TEXTURE, shapeDetail } from '../../../../server/images/texture.ts';
import type { TextureOptions } from '../../../../server/images/texture.ts';

const flat = (width: number, height: number, channels: number, value: number): Uint8Array => new Uint8Array(width * height * channels).fill(value);
const LAND = new Uint8Array(300 * 300).fill(255);
/** Sky above row `horizon`, land below it. */
const landBelow = (width: number, height: number, horizon: number): Uint8Array => new Uint8Array(width * height).fill(255, horizon * width);

/** Mean and standard deviation of channel `c` over rows [from, to). */
const region = (pixels: Uint8Array, width: number, channels: number, from: number, to: number, c = 1): { mean: number; sd: number } => {
  let sum = 0;
  let squares = 0;
  let n = 0;
  for (let i = from * width * channels + c; i < to * width * channels; i += channels, n++) {
    const v = pixels[i] as number;
    sum += v;
    squares += v * v;
  }
  const mean = sum / n;
  return { mean, sd: Math.sqrt(squares / n - mean * mean) };
};

const NO_DETAIL: TextureOptions = { ...PHOTO_TEXTURE, sky: 0, land: 0 };
const NO_GRAIN: TextureOptions = { ...PHOTO_TEXTURE, grain: 0, chroma: 0 };

describe('shapeDetail', () => {
  it.each([
    [-1, 2, -1],
    [0, 2, 0],
    [1, 2, 1],
    [0.25, 0, 0.25],
    [0.25, 2, 0.5],
    [-0.5, 3, -1 / 1.25],
  ])('shapeDetail(%d, edge %d) = %d', (x, edge, expected) => {
    expect(shapeDetail(x, edge)).toBeCloseTo(expected, 10);
  });
});

describe('addTexture', () => {
  it('changes the pixels in place and returns them', () => {
    const pixels = flat(16, 8, 3, 128);
    expect(addTexture(pixels, LAND, 16, 8, 3, 1)).toBe(pixels);
    expect(pixels.some((v) => v !== 128)).toBe(true);
  });

  it('the same pixels and seed give the same bytes; another seed, others', () => {
    const a = addTexture(flat(64, 48, 3, 100), LAND, 64, 48, 3, 42);
    expect(addTexture(flat(64, 48, 3, 100), LAND, 64, 48, 3, 42)).toEqual(a);
    expect(addTexture(flat(64, 48, 3, 100), LAND, 64, 48, 3, 43)).not.toEqual(a);
  });

  it('grain alone: the configured standard deviation, tones kept, in every row', () => {
    const pixels = addTexture(flat(200, 100, 3, 128), landBelow(200, 100, 50), 200, 100, 3, 5, NO_DETAIL);
    for (const [from, to] of [
      [0, 20],
      [80, 100],
    ] as const) {
      const { mean, sd } = region(pixels, 200, 3, from, to);
      expect(Math.abs(mean - 128)).toBeLessThan(1);
      expect(sd).toBeGreaterThan(PHOTO_TEXTURE.grain * 0.9);
      expect(sd).toBeLessThan(PHOTO_TEXTURE.grain * 1.1);
    }
  });

  it('chroma grain moves red and blue against each other, green not at all', () => {
    const options = { ...NO_DETAIL, grain: 0, chroma: 4 };
    const pixels = addTexture(flat(50, 50, 3, 128), LAND, 50, 50, 3, 8, options);
    let moved = 0;
    for (let i = 0; i < pixels.length; i += 3) {
      expect(pixels[i + 1]).toBe(128);
      expect((pixels[i] as number) - 128).toBeCloseTo(128 - (pixels[i + 2] as number), 0);
      if (pixels[i] !== 128) moved++;
    }
    expect(moved).toBeGreaterThan(1000);
  });

  it('detail alone: the land varies far more than the sky, and the mean tone holds', () => {
    const pixels = addTexture(flat(300, 300, 3, 110), landBelow(300, 300, 150), 300, 300, 3, 11, NO_GRAIN);
    const sky = region(pixels, 300, 3, 0, 150);
    const land = region(pixels, 300, 3, 150, 300);
    expect(land.sd).toBeGreaterThan(6 * sky.sd);
    expect(land.sd).toBeGreaterThan(10);
    expect(Math.abs(land.mean - 110)).toBeLessThan(15);
  });

  it('a fourth channel (alpha) is left as it is', () => {
    const pixels = flat(20, 20, 4, 200);
    addTexture(pixels, LAND, 20, 20, 4, 3);
    for (let i = 3; i < pixels.length; i += 4) expect(pixels[i]).toBe(200);
  });

  it.each([
    ['one channel', 1, 100, 100, /RGB pixels/],
    ['too few bytes', 3, 299, 100, /RGB pixels/],
    ['too few land bytes', 3, 300, 99, /land byte/],
  ] as const)('refuses %s', (_, channels, bytes, landBytes, message) => {
    expect(() => addTexture(new Uint8Array(bytes), new Uint8Array(landBytes), 10, 10, channels, 1)).toThrow(message);
  });

  it('any size and seed: deterministic, and black and white stay within bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.integer(), fc.constantFrom(0, 255), (width, height, seed, value) => {
        const a = addTexture(flat(width, height, 3, value), LAND, width, height, 3, seed);
        expect(addTexture(flat(width, height, 3, value), LAND, width, height, 3, seed)).toEqual(a);
        expect(a.length).toBe(width * height * 3);
      }),
      { numRuns: 50 },
    );
  });
});
