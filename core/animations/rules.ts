// When a block's entrance animation may run. Pure.
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
/** In view enough: a quarter of the element shows, or it fills a quarter of the viewport. */
export const IN_VIEW_ENOUGH = 0.25;
/** A loading image is waited for, but not forever. */
export const IMAGE_WAIT_MS = 3000;

export function inViewEnough(ratio: number, visibleHeight: number, viewportHeight: number): boolean {
  return ratio >= IN_VIEW_ENOUGH || (viewportHeight > 0 && visibleHeight >= IN_VIEW_ENOUGH * viewportHeight);
}
