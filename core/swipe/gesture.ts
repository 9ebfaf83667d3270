// Swipe. How a pointer's movement is read: axis lock, tap, swipe. Pure.
export const AXIS_LOCK_PX = 10;
export const TAP_MAX_PX = 1;
/** A release moves on when faster than this, in px per ms. */
export const SWIPE_VELOCITY = 1;
export const FLICK_PX = 50;
export const FLICK_MS = 250;
export const SWIPE_MIN_MS = 200;
export const SWIPE_MAX_MS = 500;

export type Axis = 'x' | 'y';

/** Once the pointer has moved 10 px, the axis it moved along most; null before that. */
export function lockAxis(dx: number, dy: number): Axis | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

export const isTap = (moved: number): boolean => moved <= TAP_MAX_PX;

export interface Release {
  /** Movement along the axis since the pointer went down, in px. */
  delta: number;
  /** Time since the pointer went down, in ms. */
  duration: number;
  /** Along the axis, over the last moments of the gesture, in px per ms. */
  velocity: number;
}

/** A swipe moves on when it passes half the width, is faster than 1 px/ms, or flicks 50 px in 250 ms. */
export function movesOn({ delta, duration, velocity }: Release, size: number): boolean {
  const distance = Math.abs(delta);
  return distance > size / 2 || Math.abs(velocity) > SWIPE_VELOCITY || (distance >= FLICK_PX && duration <= FLICK_MS);
}

/** How long the settle takes: the distance left at the release speed, from 0.2 to 0.5 s. */
export function swipeDuration(distance: number, velocity: number): number {
  const speed = Math.abs(velocity);
  const ms = speed > 0 ? Math.abs(distance) / speed : SWIPE_MAX_MS;
  return Math.min(SWIPE_MAX_MS, Math.max(SWIPE_MIN_MS, ms));
}
