// Photographic texture over a drawn scene (issue 21): detail at several scales, on the land far more
// than in the sky and uneven across it, then per-pixel grain, so that a demo image's JPEG weighs
// what a photograph of its size does. Pure: the pixels are passed in and changed in place.
import { createOctave, normalTable } from './noise.ts';
import { createRandom } from './prng.ts';

export type TextureOptions = {
  /** Detail octaves, coarse to fine: [cell as a fraction of the short side, weight relative to the others]. */
  detail: readonly (readonly [number, number])[];
  /** Gain of weak detail against strong (0: none): patches with edges, as leaves and rock have. */
  edge: number;
  /** The detail's strength, as a fraction of a channel's value, in the sky and on the land. */
  sky: number;
  land: number;
  /** How unevenly the strength spreads across the picture (0: evenly), and the cell of that spread. */
  spread: number;
  spreadCell: number;
  /** Levels added to a channel before the detail scales it, so that shadows keep some texture. */
  lift: number;
  /** Standard deviations, in levels of 255: luminance grain, and chroma grain (red against blue). */
  grain: number;
  chroma: number;
};

export const PHOTO_TEXTURE: TextureOptions = {
  detail: [
    [1 / 10, 0.25],
    [1 / 33, 0.25],
    [1 / 83, 0.3],
    [1 / 200, 0.2],
  ],
  edge: 2,
  sky: 0.04,
  land: 0.6,
  spread: 0.5,
  spreadCell: 1 / 3,
  lift: 40,
  grain: 3,
  chroma: 1.5,
};

// 4096 normal samples (16 KB, held in the fastest cache): each pixel's random number picks two,
// with its low and its high 12 bits, one for luminance, one for chroma.
const NORMALS = 1 << 12;
// The edge curve over [-1, 1] in steps of 1/512, read from a table rather than divided each pixel.
const SHAPE_STEPS = 512;

/** The edge curve: x (1 + edge) / (1 + edge |x|), which keeps -1, 0 and 1 and steepens around 0. */
export const shapeDetail = (x: number, edge: number): number => (x * (1 + edge)) / (1 + edge * Math.abs(x));

/**
 * Textures `pixels` (rows of `channels` bytes a pixel, red, green and blue first; alpha left as
 * it is) in place and returns them. `land` holds a byte a pixel: 0 where the sky is, 255 where
 * the land is. The same pixels, land and seed always give the same bytes.
 */
export const addTexture = (
  pixels: Uint8Array,
  land: Uint8Array,
  width: number,
  height: number,
  channels: number,
  seed: number,
  options: TextureOptions = PHOTO_TEXTURE,
): Uint8Array => {
  if (channels < 3 || pixels.length < width * height * channels) throw new Error('addTexture needs RGB pixels of the given size.');
  if (land.length < width * height) throw new Error('addTexture needs a land byte for every pixel.');
  const random = createRandom(seed);
  const short = Math.min(width, height);
  // Weights summed to 1 keep the detail within [-1, 1], the shape table's range.
  const total = options.detail.reduce((sum, [, weight]) => sum + Math.abs(weight), 0) || 1;
  const octaves = options.detail.map(([cell, weight]) => ({ octave: createOctave(random, width, height, cell * short), weight: weight / total }));
  const spread = createOctave(random, width, height, options.spreadCell * short);
  const normals = normalTable(random, NORMALS);
  // Uint8ClampedArray rounds and clamps each write, so the loop needs no branches.
  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, width * height * channels);
  const detail = new Float32Array(width);
  const uneven = new Float32Array(width);
  const shape = Float32Array.from({ length: 2 * SHAPE_STEPS + 1 }, (_, k) => shapeDetail(k / SHAPE_STEPS - 1, options.edge));
  const { sky, lift, grain, chroma } = options;
  const landGain = (options.land - sky) / 255;
  let state = (seed ^ 0x9e3779b9) | 1;
  for (let y = 0; y < height; y++) {
    detail.fill(0);
    uneven.fill(1);
    for (const { octave, weight } of octaves) octave.addRow(y, detail, weight);
    spread.addRow(y, uneven, options.spread);
    let i = y * width * channels;
    let p = y * width;
    for (let x = 0; x < width; x++, i += channels, p++) {
      // xorshift32: one number a pixel, its two halves pick the two grains.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const strength = (sky + landGain * (land[p] as number)) * (uneven[x] as number);
      const d = (shape[((detail[x] as number) * SHAPE_STEPS + SHAPE_STEPS + 0.5) | 0] as number) * strength;
      const scale = 1 + d;
      const shift = lift * d + (normals[state & 0xfff] as number) * grain;
      const tint = (normals[state >>> 20] as number) * chroma;
      out[i] = (out[i] as number) * scale + shift + tint;
      out[i + 1] = (out[i + 1] as number) * scale + shift;
      out[i + 2] = (out[i + 2] as number) * scale + shift - tint;
    }
  }
  return pixels;
};
