// Tweens: frame-driven, eased, cancellable; the scroll tween; the deprecated JSTween stub.
export { tween } from './tween.ts';
export type { Tween, TweenDeps, TweenOptions } from './tween.ts';
export { easings, cubicBezier, toEasing } from './easings.ts';
export type { Easing } from './easings.ts';
export { scrollTween, SCROLL_TWEEN_MIN_MS } from './scroll.ts';
export type { ScrollWindow } from './scroll.ts';
