import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import BezierEasing from 'bezier-easing';
import { cubicBezier, easings, toEasing } from '../../../../core/tween/easings.ts';

describe('cubicBezier, against bezier-easing as the oracle', () => {
  const unit = fc.double({ min: 0, max: 1, noNaN: true });
  const y = fc.double({ min: -1, max: 2, noNaN: true });

  // The exact curve, solved by 60 bisections: the referee where the two libraries disagree.
  const exact = (x1: number, y1: number, x2: number, y2: number) => (x: number) => {
    const b = (p1: number, p2: number, t: number) => 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3;
    let low = 0;
    let high = 1;
    for (let i = 0; i < 60; i++) {
      const mid = (low + high) / 2;
      if (b(x1, x2, mid) < x) low = mid;
      else high = mid;
    }
    return b(y1, y2, (low + high) / 2);
  };

  it('matches bezier-easing on 300 random curves at 50 points each, within 1e-3', () => {
    fc.assert(
      fc.property(unit, y, unit, y, (x1, y1, x2, y2) => {
        const ours = cubicBezier(x1, y1, x2, y2);
        const oracle = BezierEasing(x1, y1, x2, y2);
        for (let i = 0; i <= 50; i++) expect(Math.abs(ours(i / 50) - oracle(i / 50))).toBeLessThan(1e-3);
      }),
      { numRuns: 300 },
    );
  });

  it('matches the exact curve within 1e-4 (0.05 px of a 500 px move), including flat ones where bezier-easing drifts', () => {
    fc.assert(
      fc.property(unit, y, unit, y, (x1, y1, x2, y2) => {
        const ours = cubicBezier(x1, y1, x2, y2);
        const referee = exact(x1, y1, x2, y2);
        for (let i = 0; i <= 50; i++) expect(Math.abs(ours(i / 50) - referee(i / 50))).toBeLessThan(1e-4);
      }),
      { numRuns: 300, examples: [[0.9999997063078913, 0, 2.7025442050909735e-8, 0]] },
    );
  });

  it.each([
    ['ease', [0.25, 0.1, 0.25, 1]],
    ['easeIn', [0.42, 0, 1, 1]],
    ['easeOut', [0, 0, 0.58, 1]],
    ['easeInOut', [0.42, 0, 0.58, 1]],
  ] as const)('CSS %s is cubic-bezier(%j)', (name, [a, b, c, d]) => {
    const oracle = BezierEasing(a, b, c, d);
    for (let i = 0; i <= 20; i++) expect(easings[name]!(i / 20)).toBeCloseTo(oracle(i / 20), 4);
  });

  it.each([
    [-0.1, 0.5, 0.5, 1],
    [0.5, 0.5, 1.1, 1],
    [Number.NaN, 0, 1, 1],
  ])('refuses x outside 0..1: cubic-bezier(%d, %d, %d, %d)', (x1, y1, x2, y2) => {
    expect(() => cubicBezier(x1, y1, x2, y2)).toThrow('[Tween] cubic-bezier x values must be within 0 and 1');
  });
});

describe('the standard easings', () => {
  const names = Object.keys(easings);

  it('has linear and in, out and in-out forms of quad, cubic, quart, quint, sine, expo, circ and back', () => {
    for (const curve of ['Quad', 'Cubic', 'Quart', 'Quint', 'Sine', 'Expo', 'Circ', 'Back'])
      for (const form of ['easeIn', 'easeOut', 'easeInOut']) expect(names).toContain(`${form}${curve}`);
    expect(names).toContain('linear');
  });

  it.each(names)('%s starts at 0 and ends at 1', (name) => {
    expect(easings[name]!(0)).toBeCloseTo(0, 10);
    expect(easings[name]!(1)).toBeCloseTo(1, 10);
  });

  it.each([
    ['easeInQuad', 0.5, 0.25],
    ['easeOutQuad', 0.5, 0.75],
    ['easeInOutQuad', 0.25, 0.125],
    ['easeInOutQuad', 0.75, 0.875],
    ['easeInCubic', 0.5, 0.125],
    ['easeOutCubic', 0.5, 0.875],
    ['easeInSine', 0.5, 1 - Math.cos(Math.PI / 4)],
    ['easeInExpo', 0.5, 2 ** -5],
    ['linear', 0.3, 0.3],
  ])('%s(%d) is %d', (name, t, value) => {
    expect(easings[name]!(t)).toBeCloseTo(value, 10);
  });

  it('out is in mirrored, and in-out is symmetric about the middle', () => {
    for (const curve of ['Quad', 'Cubic', 'Sine', 'Circ', 'Expo'])
      for (let i = 0; i <= 10; i++) {
        const t = i / 10;
        expect(easings[`easeOut${curve}`]!(t)).toBeCloseTo(1 - easings[`easeIn${curve}`]!(1 - t), 10);
        expect(easings[`easeInOut${curve}`]!(t)).toBeCloseTo(1 - easings[`easeInOut${curve}`]!(1 - t), 10);
      }
  });
});

describe('toEasing', () => {
  it('takes a function or a name; ease by default', () => {
    const f = (t: number) => t * t;
    expect(toEasing(f)).toBe(f);
    expect(toEasing('easeInQuad')).toBe(easings.easeInQuad);
    expect(toEasing(undefined)).toBe(easings.ease);
  });

  it.each(['bounceOut', 'constructor', ''])('an unknown name %j warns and falls back to ease', (name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toEasing(name)).toBe(easings.ease);
    expect(warn).toHaveBeenCalledWith(`[Tween] Unknown easing "${name}"; using ease.`);
    warn.mockRestore();
  });
});
