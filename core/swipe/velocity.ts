// The pointer's speed over its last 100 ms, so that a pause before release means no fling. Pure.
export const VELOCITY_WINDOW_MS = 100;

export interface VelocityTracker {
  add(time: number, position: number): void;
  /** px per ms along the axis, from the samples of the 100 ms before `time`; 0 without two. */
  velocity(time: number): number;
}

export function createVelocityTracker(): VelocityTracker {
  let samples: [time: number, position: number][] = [];
  return {
    add(time, position) {
      samples = [...samples.filter(([t]) => time - t <= VELOCITY_WINDOW_MS), [time, position]];
    },
    velocity(time) {
      const recent = samples.filter(([t]) => time - t <= VELOCITY_WINDOW_MS);
      const first = recent[0];
      const last = recent[recent.length - 1];
      return first && last && last[0] > first[0] ? (last[1] - first[1]) / (last[0] - first[0]) : 0;
    },
  };
}
