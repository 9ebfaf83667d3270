// The throttle averages the last 22 run times and waits twice
// the average. Each run is timed with the clock passed in; the next may start no sooner than twice the
// average after the previous one ended. Calls during the wait make one run at its end.
export const THROTTLE_RUNS = 22;
export const THROTTLE_WAIT_FACTOR = 2;

export interface ThrottleClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  performance: Pick<Performance, 'now'>;
}

export interface Throttled {
  (): void;
  destroy(): void;
}

/** The wait after a run: twice the average of the last 22 run times (none before the first). Pure. */
export function throttleWait(durations: readonly number[]): number {
  const runs = durations.slice(-THROTTLE_RUNS);
  let sum = 0;
  for (const ms of runs) sum += ms;
  return runs.length ? (THROTTLE_WAIT_FACTOR * sum) / runs.length : 0;
}

export function createThrottle(run: () => void, clock: ThrottleClock): Throttled {
  const durations: number[] = [];
  let readyAt = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  // busy: a run is waiting or running; called: a call came meanwhile (a call during a run waits its turn).
  let busy = false;
  let called = false;

  const fire = (): void => {
    busy = true;
    called = false;
    const start = clock.performance.now();
    try {
      run();
    } finally {
      const end = clock.performance.now();
      if (durations.push(end - start) > THROTTLE_RUNS) durations.shift();
      readyAt = end + throttleWait(durations);
      busy = false;
      if (called) throttled();
    }
  };
  const throttled = (): void => {
    if (busy) {
      called = true;
      return;
    }
    const wait = readyAt - clock.performance.now();
    if (wait <= 0) return void fire();
    busy = true;
    timer = clock.setTimeout(fire, wait);
  };
  throttled.destroy = (): void => {
    clock.clearTimeout(timer);
    busy = true;
    called = false;
  };
  return throttled;
}
