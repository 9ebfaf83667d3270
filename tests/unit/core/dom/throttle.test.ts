import { describe, expect, it } from 'vitest';
import { createThrottle, throttleWait } from '../../../../core/dom/throttle.ts';

describe('The throttle averages the last 22 run times and waits twice the average', () => {
  it.each([
    ['no run yet', [], 0],
    ['one run of 10 ms', [10], 20],
    ['runs of 10 and 30 ms', [10, 30], 40],
    ['22 runs of 5 ms', Array(22).fill(5), 10],
    ['a 100 ms run, then 22 of 5 ms: the first has left the window', [100, ...Array(22).fill(5)], 10],
    ['a 100 ms run, then 21 of 1 ms: still inside', [100, ...Array(21).fill(1)], (2 * 121) / 22],
  ])('%s -> waits %d ms', (_case, durations, wait) => {
    expect(throttleWait(durations)).toBeCloseTo(wait as number);
  });
});

/** A clock the test moves: each run takes `cost` ms of it; timers fire when the test advances. */
function fakeClock() {
  let time = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let next = 1;
  return {
    cost: 0,
    performance: { now: () => time },
    setTimeout(callback: () => void, ms: number) {
      timers.push({ at: time + ms, callback, id: next });
      return next++;
    },
    clearTimeout(id: unknown) {
      timers = timers.filter((timer) => timer.id !== id);
    },
    spend(ms: number) {
      time += ms;
    },
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        time = due.at;
        due.callback();
      }
      time = end;
    },
    get now() {
      return time;
    },
  };
}

describe('createThrottle', () => {
  it('runs the first call at once, then holds the next for twice the run time after the run ended', () => {
    const clock = fakeClock();
    const starts: number[] = [];
    const throttled = createThrottle(() => {
      starts.push(clock.now);
      clock.spend(10);
    }, clock);
    throttled();
    expect(starts).toEqual([0]);
    throttled(); // at 10 ms: the wait is 20 ms after the run ended
    throttled(); // calls during the wait make one run
    clock.advance(19);
    expect(starts).toEqual([0]);
    clock.advance(1);
    expect(starts).toEqual([0, 30]);
  });

  it('adapts: a cheaper run shortens the wait to twice the new average', () => {
    const clock = fakeClock();
    const starts: number[] = [];
    let cost = 30;
    const throttled = createThrottle(() => {
      starts.push(clock.now);
      clock.spend(cost);
    }, clock);
    throttled(); // 0..30, then the wait is 60
    cost = 10;
    clock.advance(100);
    throttled(); // at 130: ready since 90, runs at once, 130..140; average 20, wait 40
    throttled();
    clock.advance(100);
    expect(starts).toEqual([0, 130, 180]);
  });

  it('a call made during a run waits its turn instead of running inside it', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttled = createThrottle(() => {
      runs += 1;
      clock.spend(5);
      if (runs === 1) throttled();
    }, clock);
    throttled();
    expect(runs).toBe(1);
    clock.advance(9);
    expect(runs).toBe(1);
    clock.advance(1);
    expect(runs).toBe(2);
  });

  it('destroy drops a waiting run', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttled = createThrottle(() => {
      runs += 1;
      clock.spend(10);
    }, clock);
    throttled();
    throttled();
    throttled.destroy();
    clock.advance(1000);
    throttled();
    expect(runs).toBe(1);
  });
});
