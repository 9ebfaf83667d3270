// The maths of the demo images' texture: value noise and a table of normal samples. Pure: typed
// arrays in and out, no sharp, no I/O; the same seed always gives the same numbers.
import type { Random } from './prng.ts';

/** Value noise's smoothstep: 0 at 0, 1 at 1, flat at both ends, so no lattice line shows. */
export const fade = (t: number): number => t * t * (3 - 2 * t);

/**
 * `count` samples of a standard normal distribution. Twelve uniforms summed, less 6 (Irwin-Hall):
 * mean 0, standard deviation 1, plain arithmetic, so every machine gets the same table.
 */
export const normalTable = (random: Random, count: number): Float32Array => {
  const table = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let sum = -6;
    for (let k = 0; k < 12; k++) sum += random.next();
    table[i] = sum;
  }
  return table;
};

/** One octave of 2-D value noise over a `width` x `height` image, in [-1, 1]. */
export type Octave = {
  /** Adds `weight` times row `y`'s noise to `out`, one value per column. */
  addRow(y: number, out: Float32Array, weight: number): void;
};

/** Random values on a lattice of `cell` px, faded between neighbours; never less than a 1 px cell. */
export const createOctave = (random: Random, width: number, height: number, cell: number): Octave => {
  const size = Math.max(1, cell);
  const columns = Math.floor((width - 1) / size) + 2;
  const rows = Math.floor((height - 1) / size) + 2;
  const lattice = new Float32Array(columns * rows);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.next() * 2 - 1;
  // Each column's lattice cell and fade, once: a row then costs two reads and a multiply a pixel.
  const left = new Int32Array(width);
  const across = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const at = x / size;
    const cellX = Math.floor(at);
    left[x] = cellX;
    across[x] = fade(at - cellX);
  }
  const line = new Float32Array(columns);
  const addRow = (y: number, out: Float32Array, weight: number): void => {
    const at = Math.min(y, height - 1) / size;
    const top = Math.floor(at);
    const down = fade(at - top);
    const a = top * columns;
    const b = a + columns;
    for (let j = 0; j < columns; j++) {
      const upper = lattice[a + j] as number;
      line[j] = (upper + ((lattice[b + j] as number) - upper) * down) * weight;
    }
    for (let x = 0; x < width; x++) {
      const j = left[x] as number;
      const v = line[j] as number;
      out[x] = (out[x] as number) + v + ((line[j + 1] as number) - v) * (across[x] as number);
    }
  };
  return { addRow };
};
