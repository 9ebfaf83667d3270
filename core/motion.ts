// The motion chunk: the swipe and the tweens, imported together on first use by the blocks that
// move (galleries) and by the overlays (the lightbox).
export { createSwipe } from './swipe/index.ts';
export type { Swipe, SwipeConfig, SwipeDeps, SwipeEvents, Boundary, Bounds } from './swipe/index.ts';
export { tween, scrollTween, easings, cubicBezier } from './tween/index.ts';
export type { Tween, TweenDeps, TweenOptions, Easing } from './tween/index.ts';
// Reduced motion is treated like nomotion=true; callers pass it as `animate`.
export { motionAllowed } from './dom/motion.ts';
