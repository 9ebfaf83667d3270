import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dragOffset, FRICTION, rubberBand, settle, type Boundary, type SettleInput } from '../../../../core/swipe/physics.ts';
import { parseSwipeOptions } from '../../../../core/swipe/options.ts';

const bounds = { min: 0, max: 1600 };
const size = 400;
const still = { delta: 0, duration: 1000, velocity: 0 };

describe('rubberBand: the stretch past a bound', () => {
  it.each([
    [0, 0],
    [400, (1 - 1 / 1.55) * 400],
    [-400, -(1 - 1 / 1.55) * 400],
  ])('%d px over a 400 px area -> %d', (overshoot, stretch) => {
    expect(rubberBand(overshoot, size)).toBeCloseTo(stretch, 10);
  });

  it('resists more the further it goes, and never reaches the area size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(rubberBand(low, size)).toBeLessThanOrEqual(rubberBand(high, size) + 1e-9);
        expect(rubberBand(high, size)).toBeLessThan(size);
        expect(rubberBand(high, size)).toBeLessThanOrEqual(high + 1e-9);
      }),
    );
  });
});

describe('dragOffset: none is free, hard stops, inertial stretches', () => {
  it.each([
    [-100, 'none', -100],
    [-100, 'hard', 0],
    [-100, 'inertial', rubberBand(-100, size)],
    [500, 'hard', 500],
    [1700, 'hard', 1600],
    [1700, 'none', 1700],
    [1700, 'inertial', 1600 + rubberBand(100, size)],
  ] as const)('a drag to %d with %s -> %d', (raw, boundary, drawn) => {
    expect(dragOffset(raw, bounds, boundary, boundary, size)).toBeCloseTo(drawn, 10);
  });
});

const input = (overrides: Partial<SettleInput>): SettleInput => ({
  offset: 0,
  origin: 0,
  release: still,
  bounds,
  start: 'hard',
  end: 'hard',
  size,
  step: 400,
  ...overrides,
});

describe('settle with snap points every 100%', () => {
  it.each([
    ['a slow drag under half the width goes back', { offset: 150, origin: 0, release: { delta: -150, duration: 900, velocity: -0.1 } }, 0, null],
    ['past half the width moves on one', { offset: 250, origin: 0, release: { delta: -250, duration: 900, velocity: -0.1 } }, 400, null],
    ['a fast short swipe moves on one', { offset: 30, origin: 0, release: { delta: -30, duration: 100, velocity: -1.5 } }, 400, null],
    ['a flick backwards moves back one', { offset: 740, origin: 800, release: { delta: 60, duration: 200, velocity: 0.5 } }, 400, null],
    ['a drag past two points lands on the next one past it', { offset: 900, origin: 0, release: { delta: -900, duration: 900, velocity: -0.2 } }, 1200, null],
    ['at the last point, moving on reaches the end and stops there (hard)', { offset: 1650, origin: 1600, release: { delta: -50, duration: 100, velocity: -1.5 } }, 1600, 'end'],
    ['at the first point, moving back reaches the beginning', { offset: -5, origin: 0, release: { delta: 60, duration: 120, velocity: 1.2 } }, 0, 'beginning'],
  ] as const)('%s', (_name, overrides, target, reached) => {
    const result = settle(input(overrides));
    expect(result.target).toBe(target);
    expect(result.reached).toBe(reached);
    expect(result.overshoot).toBeNull();
  });

  it('an inertial end goes past the bound first, then rests on it', () => {
    const result = settle(input({ end: 'inertial', offset: 1600, origin: 1600, release: { delta: -60, duration: 100, velocity: -1.5 } }));
    expect(result.target).toBe(1600);
    expect(result.reached).toBe('end');
    expect(result.overshoot).toBeCloseTo(1600 + rubberBand(400, size), 10);
  });

  it('released while stretched past an inertial bound, slowly: straight back to the first point', () => {
    const result = settle(input({ start: 'inertial', offset: -40, origin: 0, release: { delta: 80, duration: 900, velocity: 0.05 } }));
    expect(result).toEqual({ target: 0, overshoot: null, reached: null });
  });

  it('released while stretched past an inertial bound, moving on: back to the bound, no further overshoot', () => {
    const result = settle(input({ start: 'inertial', offset: -40, origin: 0, release: { delta: 80, duration: 120, velocity: 1.3 } }));
    expect(result).toEqual({ target: 0, overshoot: null, reached: 'beginning' });
  });

  it('with no boundary at the end, it goes on past the last point', () => {
    const result = settle(input({ end: 'none', offset: 1650, origin: 1600, release: { delta: -50, duration: 100, velocity: -1.5 } }));
    expect(result).toEqual({ target: 2000, overshoot: null, reached: 'end' });
  });
});

describe('settle with no snap points: it glides on with friction', () => {
  it('a release at speed v goes on v² / 2·friction', () => {
    const result = settle(input({ step: null, offset: 500, origin: 400, release: { delta: -100, duration: 200, velocity: -0.7 } }));
    expect(result.target).toBeCloseTo(500 + (0.7 * 0.7) / (2 * FRICTION), 10);
  });

  it('a still release rests where it is', () => {
    expect(settle(input({ step: null, offset: 333, origin: 300 })).target).toBe(333);
  });

  it('a glide past a hard bound stops at it', () => {
    expect(settle(input({ step: null, offset: 1500, origin: 1400, release: { delta: -100, duration: 100, velocity: -3 } }))).toEqual({
      target: 1600,
      overshoot: null,
      reached: 'end',
    });
  });
});

describe('settle properties (fast-check)', () => {
  const boundary = fc.constantFrom<Boundary>('none', 'hard', 'inertial');
  const release = fc.record({
    delta: fc.double({ min: -3000, max: 3000, noNaN: true }),
    duration: fc.double({ min: 0, max: 2000, noNaN: true }),
    velocity: fc.double({ min: -5, max: 5, noNaN: true }),
  });
  const arbitrary = fc.record({
    max: fc.integer({ min: 0, max: 20 }),
    step: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    size: fc.integer({ min: 50, max: 1200 }),
    origin: fc.double({ min: -500, max: 5000, noNaN: true }),
    release,
    start: boundary,
    end: boundary,
  });

  it('a settled position lies on a snap point or within the bounds', () => {
    fc.assert(
      fc.property(arbitrary, ({ max, step, size: area, origin, release: r, start, end }) => {
        // With no snap points and no bound at an end, nothing constrains where it rests.
        fc.pre(step !== null || (start !== 'none' && end !== 'none'));
        const snapStep = step === null ? null : (step / 100) * area;
        const b = { min: 0, max: snapStep === null ? max * 100 : max * snapStep };
        const offset = dragOffset(origin - r.delta, b, start, end, area);
        const { target } = settle({ offset, origin, release: r, bounds: b, start, end, size: area, step: snapStep });
        const onSnap = snapStep !== null && Math.abs(target / snapStep - Math.round(target / snapStep)) < 1e-6;
        const within = target >= b.min - 1e-6 && target <= b.max + 1e-6;
        expect(onSnap || within).toBe(true);
        // With hard or inertial bounds at both ends, it always rests within them.
        if (start !== 'none' && end !== 'none') expect(within).toBe(true);
        // With snap points and bounds on the grid, it rests on a point.
        if (snapStep !== null) expect(onSnap).toBe(true);
      }),
    );
  });
});

describe('parseSwipeOptions: clear errors for bad options', () => {
  it('defaults: x, hard at both ends, no snap points', () => {
    expect(parseSwipeOptions()).toEqual({ axis: 'x', boundaries: { start: 'hard', end: 'hard' }, snap: null });
  });

  it.each([
    [{ boundaries: 'inertial' }, { start: 'inertial', end: 'inertial' }],
    [{ boundaries: { start: 'none', end: 'hard' } }, { start: 'none', end: 'hard' }],
  ])('boundaries %j', (input, expected) => {
    expect(parseSwipeOptions(input).boundaries).toEqual(expected);
  });

  it.each([
    [100, 100],
    ['100%', 100],
    [' 37.5% ', 37.5],
    ['none', null],
    [null, null],
  ])('snap %j -> %j', (snap, expected) => {
    expect(parseSwipeOptions({ snap }).snap).toBe(expected);
  });

  it.each([
    [{ axis: 'z' }, '[Swipe] The axis must be x or y, not "z".'],
    [{ boundaries: 'soft' }, '[Swipe] A boundary must be none, hard or inertial, not "soft".'],
    [{ boundaries: { start: 'hard', end: 'bouncy' } }, '[Swipe] A boundary must be none, hard or inertial, not "bouncy".'],
    [{ boundaries: { start: 'hard' } }, '[Swipe] A boundary must be none, hard or inertial, not undefined.'],
    [{ snap: 0 }, '[Swipe] Snap points must be a percentage from 0 to 100, or none, not 0.'],
    [{ snap: 150 }, '[Swipe] Snap points must be a percentage from 0 to 100, or none, not 150.'],
    [{ snap: '50px' }, '[Swipe] Snap points must be a percentage from 0 to 100, or none, not "50px".'],
    [{ snap: true }, '[Swipe] Snap points must be a percentage from 0 to 100, or none, not true.'],
  ])('%j -> %s', (input, message) => {
    expect(() => parseSwipeOptions(input)).toThrow(new TypeError(message));
  });
});
