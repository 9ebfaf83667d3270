// A tween of the window's scroll position. Scroll tween durations are clamped to 50,
// read as a floor of 50 ms, so a scroll always moves visibly rather than jumping (docs/decisions.md).
import { tween, type Tween, type TweenDeps, type TweenOptions } from './tween.ts';

export const SCROLL_TWEEN_MIN_MS = 50;

export interface ScrollWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
}

export function scrollTween(win: ScrollWindow, y: number, options: Omit<TweenOptions, 'from' | 'to'>, deps: TweenDeps): Tween {
  const duration = Number.isFinite(options?.duration) ? Math.max(SCROLL_TWEEN_MIN_MS, options.duration) : options?.duration;
  return tween((top) => win.scrollTo(0, top), { ...options, duration, from: win.scrollY, to: y }, deps);
}
