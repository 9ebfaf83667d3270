import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUIET_MS, timeToInteractive } from '../../../../tracking/page-speed/tti.ts';

const FCP = 1000;

describe('time to interactive: the end of the last long task before a 5 s window with none, after first contentful paint', () => {
  it.each([
    ['no long tasks: FCP itself', [], 6000, FCP],
    ['no long tasks, the window not yet passed', [], 5999, undefined],
    ['one task after FCP: its end', [{ start: 1500, end: 1800 }], 6800, 1800],
    ['one task, window not yet passed since its end', [{ start: 1500, end: 1800 }], 6799, undefined],
    ['a task before FCP is ignored', [{ start: 200, end: 900 }], 6000, FCP],
    ['a task spanning FCP: its end', [{ start: 800, end: 1300 }], 6300, 1300],
    [
      'a chain of tasks each within 5 s of the last',
      [
        { start: 2000, end: 2100 },
        { start: 6000, end: 6200 },
        { start: 11000, end: 11050 },
      ],
      16050,
      11050,
    ],
    [
      'a task 5 s or more after the quiet window began is after TTI',
      [
        { start: 1200, end: 1300 },
        { start: 6300, end: 6400 },
      ],
      20000,
      1300,
    ],
    ['a task starting exactly 5 s after FCP is outside the quiet window', [{ start: 6000, end: 6500 }], 6000, FCP],
    [
      'tasks given out of order are sorted',
      [
        { start: 6000, end: 6200 },
        { start: 2000, end: 2100 },
      ],
      11200,
      6200,
    ],
    [
      'overlapping tasks: the latest end',
      [
        { start: 1500, end: 3000 },
        { start: 2000, end: 2500 },
      ],
      8000,
      3000,
    ],
  ])('%s', (_name, tasks, now, expected) => {
    expect(timeToInteractive(FCP, tasks, now)).toBe(expected);
  });

  it('a custom quiet window', () => {
    expect(timeToInteractive(FCP, [{ start: 1500, end: 1600 }], 2600, 1000)).toBe(1600);
    expect(timeToInteractive(FCP, [{ start: 1500, end: 1600 }], 2599, 1000)).toBeUndefined();
  });

  it('does not change the list it is given', () => {
    const tasks = [
      { start: 6000, end: 6200 },
      { start: 2000, end: 2100 },
    ];
    timeToInteractive(FCP, tasks, 20000);
    expect(tasks).toEqual([
      { start: 6000, end: 6200 },
      { start: 2000, end: 2100 },
    ]);
  });

  it('properties: TTI is at least FCP, is FCP or some task end, and no task starts in the 5 s after it', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 50, max: 3000 })).map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.array(span, { maxLength: 30 }), fc.integer({ min: 0, max: 100_000 }), (fcp, tasks, now) => {
        const tti = timeToInteractive(fcp, tasks, now);
        if (tti === undefined) return;
        expect(tti).toBeGreaterThanOrEqual(fcp);
        expect(tti === fcp || tasks.some((t) => t.end === tti)).toBe(true);
        expect(now).toBeGreaterThanOrEqual(tti + QUIET_MS);
        // The window after TTI is quiet: no task runs in it.
        expect(tasks.some((t) => t.end > tti && t.start < tti + QUIET_MS)).toBe(false);
      }),
    );
  });

  it('property: once known, TTI does not change as time passes', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 50, max: 2000 })).map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 20 }), fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (tasks, now, later) => {
        const tti = timeToInteractive(FCP, tasks, now);
        if (tti !== undefined) expect(timeToInteractive(FCP, tasks, now + later)).toBe(tti);
      }),
    );
  });
});
