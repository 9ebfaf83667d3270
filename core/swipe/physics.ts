// New-swipe boundaries (none, hard, inertial) and snap points. Pure: positions are
// offsets along the track, 0 at its beginning, growing toward its end.
import type { Release } from './gesture.ts';
import { movesOn } from './gesture.ts';

export type Boundary = 'none' | 'hard' | 'inertial';

export interface Bounds {
  min: number;
  max: number;
}

/** How far past a bound a drag may stretch: it resists more the further it goes (iOS's curve). */
export const RUBBER_BAND = 0.55;
/** Deceleration of a fling with no snap points, in px per ms². */
export const FRICTION = 0.0035;

/** `overshoot` px past a bound, drawn as a stretch that never reaches `size`. */
export function rubberBand(overshoot: number, size: number): number {
  if (!(size > 0)) return 0;
  const stretch = (1 - 1 / ((Math.abs(overshoot) * RUBBER_BAND) / size + 1)) * size;
  return Math.sign(overshoot) * stretch;
}

/** Where a drag to `raw` is drawn: free with none, stopped with hard, stretched with inertial. */
export function dragOffset(raw: number, bounds: Bounds, start: Boundary, end: Boundary, size: number): number {
  if (raw < bounds.min) return start === 'none' ? raw : start === 'hard' ? bounds.min : bounds.min + rubberBand(raw - bounds.min, size);
  if (raw > bounds.max) return end === 'none' ? raw : end === 'hard' ? bounds.max : bounds.max + rubberBand(raw - bounds.max, size);
  return raw;
}

export interface SettleInput {
  /** Where the drag is now, and where it began. */
  offset: number;
  origin: number;
  release: Release;
  bounds: Bounds;
  start: Boundary;
  end: Boundary;
  /** The swipe area's size along the axis (the "width" of the spec). */
  size: number;
  /** The distance between snap points, or null for none. */
  step: number | null;
  friction?: number;
}

export interface Settle {
  /** Where the track comes to rest. */
  target: number;
  /** Past a bound first, for an inertial bounce; null for none. */
  overshoot: number | null;
  /** The release asked to go past the first or last position. */
  reached: 'beginning' | 'end' | null;
}

/**
 * Where a released drag comes to rest. With snap points: one step on (or the next point past
 * the drag) when the swipe moves on, else the nearest point. Without: it glides on with
 * friction. Past a bound: none goes on, hard stops at it, inertial goes past and comes back.
 */
export function settle({ offset, origin, release, bounds, start, end, size, step, friction = FRICTION }: SettleInput): Settle {
  // The release's direction along the offset axis: a drag toward the end has a negative delta.
  const direction = Math.sign(-release.delta) || Math.sign(-release.velocity);
  let target: number;
  if (step && step > 0) {
    const base = Math.round(origin / step) * step;
    if (movesOn(release, size) && direction !== 0) {
      target = direction > 0 ? Math.max(base + step, Math.ceil(offset / step - 1e-9) * step) : Math.min(base - step, Math.floor(offset / step + 1e-9) * step);
    } else {
      target = Math.round(offset / step) * step || 0;
    }
  } else {
    const speed = -release.velocity;
    target = offset + (Math.sign(speed) * speed * speed) / (2 * friction);
  }
  const reached = target < bounds.min ? 'beginning' : target > bounds.max ? 'end' : null;
  const boundary = reached === 'beginning' ? start : reached === 'end' ? end : 'none';
  if (boundary === 'none') return { target, overshoot: null, reached };
  const bound = reached === 'beginning' ? bounds.min : bounds.max;
  const overshoot = boundary === 'inertial' && offset >= bounds.min && offset <= bounds.max ? bound + rubberBand(target - bound, size) : null;
  return { target: bound, overshoot, reached };
}
