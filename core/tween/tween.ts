// A frame-driven tween on the page-wide frame scheduler: each frame, one eased value, written in
// the scheduler's write phase. The clock is passed in, so tests drive it by hand.
import { tweenStrings } from '../catalog/strings.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import { toEasing, type Easing } from './easings.ts';

export interface TweenOptions {
  /** Milliseconds; 0 (or a negative number) sets the end value on the next frame. */
  duration: number;
  easing?: Easing | string;
  from?: number;
  to?: number;
}

export interface TweenDeps {
  scheduler: FrameScheduler;
  now: () => number;
  /** False under prefers-reduced-motion or nomotion=true: every tween ends on its first frame. */
  animate?: boolean;
}

export interface Tween {
  /** True when the tween reached its end, false when it was cancelled. */
  finished: Promise<boolean>;
  cancel(): void;
}

/** Calls `step` once a frame, in the write phase, with the eased value from `from` to `to`. */
export function tween(step: (value: number) => void, options: TweenOptions, { scheduler, now, animate = true }: TweenDeps): Tween {
  if (typeof step !== 'function') throw new TypeError(tweenStrings.firstParameterNotFunction);
  if (!Number.isFinite(options?.duration)) throw new TypeError(tweenStrings.durationNotFinite);
  const { from = 0, to = 1 } = options;
  const duration = animate ? Math.max(0, options.duration) : 0;
  const ease = toEasing(options.easing);
  const start = now();
  let done: (ended: boolean) => void = () => {};
  let running = true;
  const finished = new Promise<boolean>((resolve) => (done = resolve));

  const frame = (): void => {
    if (!running) return;
    const progress = duration === 0 ? 1 : Math.min(1, (now() - start) / duration);
    step(from + (to - from) * ease(progress));
    if (progress < 1) return void scheduler.write(frame);
    running = false;
    done(true);
  };
  scheduler.write(frame);

  return {
    finished,
    cancel() {
      if (!running) return;
      running = false;
      done(false);
    },
  };
}
