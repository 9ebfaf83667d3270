// Tweens: frame-driven, eased, cancellable; the scroll tween; the deprecated JSTween stub.
export { tween } from './tween.ts';
export type { Tween, TweenDeps, TweenOptions } from './tween.ts';
export { easings, cubicBezier } from './easings.ts';
export type { Easing } from './easings.ts';
export { scrollTween } from './scroll.ts';
