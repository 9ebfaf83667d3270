// Issue 29: VITRINE_WORKERS, read once by the supervisor: a whole number from 1 to MAX_WORKERS, else
// the default (one a core; one with VITRINE_DEV=1, whose request log lives in one process) and a line
// that says why the value was not used.
import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, workerCount } from '../../../../server/supervisor/workers.ts';

describe('workerCount', () => {
  it.each([
    [undefined, 4, false, 4],
    ['', 4, false, 4],
    ['  ', 4, false, 4],
    [undefined, 4, true, 1],
    ['1', 4, false, 1],
    ['3', 4, true, 3],
    [' 2 ', 8, false, 2],
    [String(MAX_WORKERS), 2, false, MAX_WORKERS],
    [undefined, 0, false, 1],
    [undefined, 10_000, false, MAX_WORKERS],
  ])('VITRINE_WORKERS=%j on %i cores, dev %s: %i workers, nothing to say', (value, cores, dev, count) => {
    expect(workerCount(value, cores, dev)).toEqual({ count, problem: null });
  });

  it.each([['0'], ['-1'], ['1.5'], ['2e1'], ['0x4'], ['lots'], ['4 workers'], [String(MAX_WORKERS + 1)], ['99999999999999999999'], ['NaN'], ['Infinity']])(
    'VITRINE_WORKERS=%j: the default, and a line that names the value',
    (value) => {
      expect(workerCount(value, 2, false)).toEqual({
        count: 2,
        problem: `VITRINE_WORKERS=${JSON.stringify(value)} is not a whole number from 1 to ${MAX_WORKERS}; running 2 (the default, one a core)`,
      });
      expect(workerCount(value, 2, true).problem).toContain('running 1 (the default, one with VITRINE_DEV=1)');
    },
  );
});
