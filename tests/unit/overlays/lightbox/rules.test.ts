import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIGHTBOX_CSS } from '../../../../overlays/lightbox/style.ts';
import { MAX_ZOOM, clampPan, clampZoom } from '../../../../overlays/lightbox/rules.ts';
import { clickZone, createThrottle, lightboxStep } from '../../../../core/overlays/lightbox-rules.ts';

describe('LIGHTBOX: Lightbox', () => {
  // issue 14: the CSS draws with the constants: a 500 ms navigation fade, padding 100, opacity 0.95.
  it.each([
    ['the navigation fade', '.vt-lb-fade .vt-lb-cell{padding:100px;opacity:0;transition:opacity 0.5s}'],
    ['the overlay opacity', '.vt-lb-overlay{position:absolute;inset:0;background:#000;opacity:0.95}'],
  ])('the lightbox CSS holds %s', (_what, rule) => {
    expect(LIGHTBOX_CSS).toContain(rule);
  });
});

describe('clickZone: Lightbox clicks in the middle 96 percent of the screen go next on the right half and previous on the left half.', () => {
  it.each([
    [0, 1000, null],
    [10, 1000, null],
    [19.99, 1000, null],
    [20, 1000, 'previous'],
    [21, 1000, 'previous'],
    [250, 1000, 'previous'],
    [499.99, 1000, 'previous'],
    [500, 1000, 'next'],
    [750, 1000, 'next'],
    [980, 1000, 'next'],
    [980.01, 1000, null],
    [990, 1000, null],
    [1000, 1000, null],
    [-1, 1000, null],
    [1001, 1000, null],
    [7.49, 375, null],
    [7.5, 375, 'previous'],
    [187.5, 375, 'next'],
    [367.5, 375, 'next'],
    [367.51, 375, null],
    [28.8, 1440, 'previous'],
    [1411.2, 1440, 'next'],
    [1411.3, 1440, null],
  ])('x %d of %d -> %s', (x, width, expected) => {
    expect(clickZone(x, width)).toBe(expected);
  });

  it.each([
    [0, 0],
    [10, 0],
    [-10, -100],
    [50, -100],
    [50, Number.NaN],
  ])('x %d of width %d -> nothing', (x, width) => {
    expect(clickZone(x, width)).toBe(null);
  });

  it('within the middle 96%, left of half is previous and from half on is next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), fc.double({ min: 0.02, max: 0.98, noNaN: true }), (width, at) => {
        const x = at * width;
        const zone = clickZone(x, width);
        if (x / width < 0.02 || x / width > 0.98) return;
        expect(zone).toBe(x / width < 0.5 ? 'previous' : 'next');
      }),
    );
  });

  it('the 2% at each edge does nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), fc.double({ min: 0, max: 0.0199, noNaN: true }), (width, edge) => {
        expect(clickZone(edge * width, width)).toBe(null);
        expect(clickZone(width - edge * width, width)).toBe(null);
      }),
    );
  });
});

describe('lightboxStep: loops on desktop only', () => {
  it.each([
    [0, 1, 5, 1],
    [3, 1, 5, 4],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [1, 1, 2, 0],
  ] as const)('desktop: %d by %d of %d -> %d', (index, delta, count, expected) => {
    expect(lightboxStep(index, delta, count, false)).toBe(expected);
  });

  it.each([
    [0, 1, 5, 1],
    [3, 1, 5, 4],
    [4, 1, 5, 4],
    [0, -1, 5, 0],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [1, 1, 2, 1],
  ] as const)('mobile: %d by %d of %d -> %d', (index, delta, count, expected) => {
    expect(lightboxStep(index, delta, count, true)).toBe(expected);
  });

  it('always lands on a slide, one step away or at an end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.constantFrom(1 as const, -1 as const),
        fc.boolean(),
        ([count, index], delta, mobile) => {
          const to = lightboxStep(index, delta, count, mobile);
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThan(count);
          expect(Number.isInteger(to)).toBe(true);
          if (index + delta >= 0 && index + delta < count) expect(to).toBe(index + delta);
        },
      ),
    );
  });
});

describe('createThrottle: arrow keys (37, 39) throttled at 200 ms', () => {
  const run = (times: number[], ms?: number) => {
    let now = 0;
    const allow = ms === undefined ? createThrottle(() => now) : createThrottle(() => now, ms);
    return times.map((time) => {
      now = time;
      return allow();
    });
  };

  it.each([
    [
      [0, 199, 200, 399, 401],
      [true, false, true, false, true],
    ],
    [
      [0, 0, 0],
      [true, false, false],
    ],
    [
      [0, 100, 150, 199, 200],
      [true, false, false, false, true],
    ],
    [
      [0, 150, 300, 350, 500],
      [true, false, true, false, true],
    ],
    [
      [1000, 1199, 1200],
      [true, false, true],
    ],
    [
      [0, 1000, 5000],
      [true, true, true],
    ],
  ])('keys at %j ms -> %j', (times, expected) => {
    expect(run(times)).toEqual(expected);
  });

  it('the first key acts, whatever the clock says', () => {
    expect(run([-5000])).toEqual([true]);
    expect(run([123456789])).toEqual([true]);
  });

  it('a blocked key does not restart the wait', () => {
    expect(run([0, 190, 200, 390, 400])).toEqual([true, false, true, false, true]);
  });

  it('takes its own interval', () => {
    expect(run([0, 49, 50, 99, 100], 50)).toEqual([true, false, true, false, true]);
  });

  it('never lets two keys act within 200 ms', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 60 }), (gaps) => {
        const times: number[] = [];
        for (const gap of gaps) times.push((times.at(-1) ?? 0) + gap);
        const allowed = run(times);
        const acted = times.filter((_, i) => allowed[i]);
        for (let i = 1; i < acted.length; i += 1) expect(acted[i]! - acted[i - 1]!).toBeGreaterThanOrEqual(200);
        times.forEach((time, i) => {
          if (!allowed[i]) expect(time - acted.filter((t) => t <= time).at(-1)!).toBeLessThan(200);
        });
      }),
    );
  });
});

const zero = (value: number) => Math.abs(value);

describe('clampPan: the image may move only as far as its zoomed edges reach the frame', () => {
  it.each([
    [0, 2, 1000, 0],
    [300, 2, 1000, 300],
    [500, 2, 1000, 500],
    [501, 2, 1000, 500],
    [-900, 2, 1000, -500],
    [2000, 3, 1000, 1000],
    [-2000, 3, 1000, -1000],
    [100, 1.5, 400, 100],
    [101, 1.5, 400, 100],
  ])('offset %d at scale %d in %d px -> %d', (offset, scale, size, expected) => {
    expect(clampPan(offset, scale, size)).toBe(expected);
  });

  it.each([
    [40, 1, 1000],
    [-40, 1, 1000],
    [0, 1, 1000],
    [40, 0.5, 1000],
    [-40, 0.5, 1000],
    [40, 2, 0],
  ])('offset %d at scale %d in %d px -> no pan', (offset, scale, size) => {
    expect(zero(clampPan(offset, scale, size))).toBe(0);
  });

  const offset = fc.double({ min: -1e6, max: 1e6, noNaN: true });
  const scale = fc.double({ min: 1, max: MAX_ZOOM, noNaN: true });
  const size = fc.double({ min: 0, max: 5000, noNaN: true });

  it('stays within the zoomed reach, (size × scale − size) / 2 either way', () => {
    fc.assert(
      fc.property(offset, scale, size, (o, s, n) => {
        const reach = (n * s - n) / 2;
        expect(Math.abs(clampPan(o, s, n))).toBeLessThanOrEqual(reach + 1e-9);
      }),
    );
  });

  it('leaves an offset within reach alone, and is idempotent', () => {
    fc.assert(
      fc.property(offset, scale, size, (o, s, n) => {
        const pan = clampPan(o, s, n);
        if (Math.abs(o) <= (n * s - n) / 2) expect(pan).toBe(o);
        expect(clampPan(pan, s, n)).toBe(pan);
      }),
    );
  });

  it('scale 1 allows no pan', () => {
    fc.assert(
      fc.property(offset, size, (o, n) => {
        expect(zero(clampPan(o, 1, n))).toBe(0);
      }),
    );
  });
});

describe('clampZoom: from 1 to 3', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [0.5, 1],
    [0, 1],
    [-2, 1],
    [3.01, 3],
    [100, 3],
    [Number.POSITIVE_INFINITY, 3],
    [Number.NEGATIVE_INFINITY, 1],
  ])('%d -> %d', (scale, expected) => {
    expect(clampZoom(scale)).toBe(expected);
  });

  it('always lies within 1 and 3, and keeps what does', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (s) => {
        const zoom = clampZoom(s);
        expect(zoom).toBeGreaterThanOrEqual(1);
        expect(zoom).toBeLessThanOrEqual(MAX_ZOOM);
        if (s >= 1 && s <= MAX_ZOOM) expect(zoom).toBe(s);
      }),
    );
  });
});
