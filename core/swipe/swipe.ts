// The swipe: a recognizer, the physics and a tween, wired into one track that follows the
// pointer and settles. The track moves by transform only, written in the frame's write phase.
import { createEmitter, type Emitter } from '../dom/emitter.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import { tween, type Tween } from '../tween/index.ts';
import { swipeDuration, SWIPE_MAX_MS, type Release } from './gesture.ts';
import { parseSwipeOptions, type SwipeOptionsInput } from './options.ts';
import { dragOffset, settle, type Bounds } from './physics.ts';
import { createRecognizer } from './recognizer.ts';

export interface SwipeConfig extends SwipeOptionsInput {
  /** The element that takes the pointer. */
  element: HTMLElement;
  /** The element moved along the axis, or null to only report moves. */
  track?: HTMLElement | null;
  /** The swipe area's size along the axis, and the offsets the track may rest at; read once a gesture. */
  measure: () => { size: number; bounds: Bounds };
  offset?: number;
}

export interface SwipeDeps {
  scheduler: FrameScheduler;
  now: () => number;
  /** False under reduced motion or nomotion=true: the track jumps instead of gliding. */
  animate?: boolean;
}

export interface SwipeEvents extends Record<string, unknown> {
  start: undefined;
  move: number;
  /** The track came to rest at this offset. */
  settle: number;
  tap: PointerEvent;
  reachedEnd: undefined;
  reachedBeginning: undefined;
}

export interface Swipe {
  offset(): number;
  /** Glides (or jumps, without motion) to `offset`; true once there, false if interrupted. */
  to(offset: number, duration?: number): Promise<boolean>;
  on: Emitter<SwipeEvents>['on'];
  destroy(): void;
}

const STILL: Release = { delta: 0, duration: 0, velocity: 0 };

export function createSwipe(config: SwipeConfig, { scheduler, now, animate = true }: SwipeDeps): Swipe {
  const { axis, boundaries, snap } = parseSwipeOptions(config);
  const { element, track = null, measure } = config;
  const events = createEmitter<SwipeEvents>();
  let offset = config.offset ?? 0;
  let origin = offset;
  let drawn = NaN;
  let queued = false;
  let motion: Tween | null = null;
  let area = { size: 0, bounds: { min: 0, max: 0 } };

  // Writes only when the rounded offset changes (skip writes that change nothing).
  const draw = (): void => {
    queued = false;
    const value = Math.round(offset * 100) / 100;
    if (value === drawn) return;
    drawn = value;
    if (track) track.style.transform = axis === 'x' ? `translate3d(${-value}px,0,0)` : `translate3d(0,${-value}px,0)`;
    events.emit('move', value);
  };
  const queueDraw = (): void => {
    if (queued) return;
    queued = true;
    scheduler.write(draw);
  };

  const glide = (target: number, duration: number): Promise<boolean> => {
    motion?.cancel();
    const current = tween(
      (value) => {
        offset = value;
        draw();
      },
      { from: offset, to: target, duration, easing: 'easeOutCubic' },
      { scheduler, now, animate },
    );
    motion = current;
    return current.finished;
  };

  const rest = async (release: Release): Promise<void> => {
    const { size, bounds } = area;
    const step = snap === null ? null : (snap / 100) * size;
    const result = settle({ offset, origin, release, bounds, start: boundaries.start, end: boundaries.end, size, step });
    if (result.reached === 'end') events.emit('reachedEnd', undefined);
    if (result.reached === 'beginning') events.emit('reachedBeginning', undefined);
    const duration = swipeDuration((result.overshoot ?? result.target) - offset, release.velocity);
    // An inertial bound: past it first, then back, within the same 0.2 to 0.5 s.
    if (result.overshoot !== null && !(await glide(result.overshoot, duration / 2))) return;
    if (await glide(result.target, result.overshoot === null ? duration : duration / 2)) events.emit('settle', result.target);
  };

  const recognizer = createRecognizer(
    element,
    axis,
    {
      start() {
        motion?.cancel();
        origin = offset;
        area = measure();
        events.emit('start', undefined);
      },
      move(delta) {
        offset = dragOffset(origin - delta, area.bounds, boundaries.start, boundaries.end, area.size);
        queueDraw();
      },
      end: (release) => void rest(release),
      tap: (event) => events.emit('tap', event),
      cancel: () => void rest(STILL),
    },
    now,
  );
  queueDraw();

  return {
    offset: () => offset,
    async to(target, duration = SWIPE_MAX_MS) {
      const done = await glide(target, duration);
      if (done) events.emit('settle', target);
      return done;
    },
    on: events.on,
    destroy() {
      motion?.cancel();
      recognizer.destroy();
      events.clear();
    },
  };
}
