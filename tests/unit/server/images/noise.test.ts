// The texture's maths: the fade, the normal table and value noise, checked as numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOctave, fade, normalTable } from '../../../../server/images/noise.ts';
import { createRandom } from '../../../../server/images/prng.ts';

const stats = (values: ArrayLike<number>): { mean: number; sd: number; min: number; max: number } => {
  let sum = 0;
  let squares = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    sum += v;
    squares += v * v;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const mean = sum / values.length;
  return { mean, sd: Math.sqrt(squares / values.length - mean * mean), min, max };
};

const rows = (width: number, height: number, cell: number, seed: number): Float32Array[] => {
  const octave = createOctave(createRandom(seed), width, height, cell);
  return Array.from({ length: height }, (_, y) => {
    const row = new Float32Array(width);
    octave.addRow(y, row, 1);
    return row;
  });
};

describe('fade', () => {
  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [0.25, 0.15625],
  ])('fade(%d) = %d', (t, expected) => {
    expect(fade(t)).toBeCloseTo(expected, 10);
  });
});

describe('normalTable', () => {
  it('has mean 0 and standard deviation 1, within [-6, 6]', () => {
    const { mean, sd, min, max } = stats(normalTable(createRandom(7), 1 << 16));
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(sd).toBeGreaterThan(0.98);
    expect(sd).toBeLessThan(1.02);
    expect(min).toBeGreaterThanOrEqual(-6);
    expect(max).toBeLessThanOrEqual(6);
  });

  it('is the same for the same seed, another for another', () => {
    const a = normalTable(createRandom(1), 64);
    expect(normalTable(createRandom(1), 64)).toEqual(a);
    expect(normalTable(createRandom(2), 64)).not.toEqual(a);
  });
});

describe('createOctave', () => {
  it('adds weight times the noise to what the row holds', () => {
    const octave = createOctave(createRandom(3), 40, 10, 8);
    const once = new Float32Array(40);
    octave.addRow(5, once, 1);
    const twice = new Float32Array(40).fill(1);
    octave.addRow(5, twice, 0.5);
    for (let x = 0; x < 40; x++) expect(twice[x]).toBeCloseTo(1 + 0.5 * (once[x] as number), 5);
  });

  it('is the same for the same seed, another for another', () => {
    expect(rows(30, 20, 6, 9)).toEqual(rows(30, 20, 6, 9));
    expect(rows(30, 20, 6, 10)).not.toEqual(rows(30, 20, 6, 9));
  });

  it('a cell under 1 px is a 1 px cell: every pixel its own lattice value', () => {
    expect(rows(12, 5, 0.2, 4)).toEqual(rows(12, 5, 1, 4));
  });

  it('any size, cell and seed: values within [-1, 1], smooth at the scale of a cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 40 }), fc.double({ min: 1, max: 30, noNaN: true }), fc.integer(), (width, height, cell, seed) => {
        const noise = rows(width, height, cell, seed);
        // A faded step moves at most 1.5 x (the lattice's range of 2) / the cell, per pixel.
        const step = 3 / cell + 1e-5;
        for (let y = 0; y < height; y++) {
          const row = noise[y] as Float32Array;
          for (let x = 0; x < width; x++) {
            const v = row[x] as number;
            expect(Math.abs(v)).toBeLessThanOrEqual(1);
            if (x > 0) expect(Math.abs(v - (row[x - 1] as number))).toBeLessThanOrEqual(step);
            if (y > 0) expect(Math.abs(v - ((noise[y - 1] as Float32Array)[x] as number))).toBeLessThanOrEqual(step);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
