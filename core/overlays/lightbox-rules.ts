// The lightbox's moves, which its first frame (core/overlays/frame-controls.ts) and the React
// lightbox (overlays/lightbox/) both follow: where next and previous go, which clicks step, how
// often an arrow key may, how fast a slide glides, and which width step a slide's image takes. Pure.
import { fittedSource } from '../image-loader/maths.ts';
import type { LightboxItem } from './lightbox-item.ts';

export const LIGHTBOX_SPEED_MS = 600;
/** Marks the lightbox (and its first frame) once close, the arrows, the keys and the swipe all answer. */
export const LIGHTBOX_READY = 'data-lightbox-ready';
export const LIGHTBOX_KEY_THROTTLE_MS = 200;
/** The screen's edges, a share of its width on each side, where a click does nothing. */
export const LIGHTBOX_DEAD_ZONE = 0.02;

/** Clicks in the middle 96% go next on the right half and previous on the left; the 2% edges do nothing. */
export function clickZone(x: number, width: number): 'next' | 'previous' | null {
  if (!(width > 0)) return null;
  const at = x / width;
  if (at < LIGHTBOX_DEAD_ZONE || at > 1 - LIGHTBOX_DEAD_ZONE) return null;
  return at >= 0.5 ? 'next' : 'previous';
}

/** The lightbox loops on desktop only. */
export function lightboxStep(index: number, delta: 1 | -1, count: number, mobile: boolean): number {
  const to = index + delta;
  if (!mobile) return ((to % count) + count) % count;
  return Math.min(count - 1, Math.max(0, to));
}

/** Arrow keys are throttled at 200 ms: true when a key may act now. */
export function createThrottle(now: () => number, ms: number = LIGHTBOX_KEY_THROTTLE_MS): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** A slide's address for a box: the width step it needs, or, for an address that takes no width (a host page's own file), the address as it is. */
export const slideSource = (item: LightboxItem, box: { width: number; height: number }, dpr: number): string =>
  item.sizeFormat === 'none' ? item.src : fittedSource(item.src, item.width && item.height ? { width: item.width, height: item.height } : null, box, dpr, item.sizeFormat);
