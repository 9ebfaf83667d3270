// Swipe: pointer gestures, pure physics (boundaries, snap points, rubber-banding, friction), and
// the swipe that wires them to a track.
export { createSwipe } from './swipe.ts';
export type { Swipe, SwipeConfig, SwipeDeps, SwipeEvents } from './swipe.ts';
export type { Boundary, Bounds } from './physics.ts';
