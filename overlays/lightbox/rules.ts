// The lightbox's rules. Pure.
import { fittedSource } from '../../core/image-loader/maths.ts';
import type { LightboxItem } from '../../core/overlays/lightbox-item.ts';
import { LIGHTBOX_PADDING } from '../../core/overlays/image-box.ts';
import { LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX } from '../../core/overlays/lightbox-look.ts';

export const LIGHTBOX = {
  speedMs: 600,
  overlayOpacity: LIGHTBOX_OVERLAY_OPACITY,
  overlaySpeedMs: 300,
  zIndex: LIGHTBOX_Z_INDEX,
  padding: LIGHTBOX_PADDING,
  keyThrottleMs: 200,
  fadeMs: 500,
  deadZone: 0.02,
} as const;

/** Clicks in the middle 96% go next on the right half and previous on the left; the 2% edges do nothing. */
export function clickZone(x: number, width: number): 'next' | 'previous' | null {
  if (!(width > 0)) return null;
  const at = x / width;
  if (at < LIGHTBOX.deadZone || at > 1 - LIGHTBOX.deadZone) return null;
  return at >= 0.5 ? 'next' : 'previous';
}

/** The lightbox loops on desktop only. */
export function lightboxStep(index: number, delta: 1 | -1, count: number, mobile: boolean): number {
  const to = index + delta;
  if (!mobile) return ((to % count) + count) % count;
  return Math.min(count - 1, Math.max(0, to));
}

/** Arrow keys are throttled at 200 ms: true when a key may act now. */
export function createThrottle(now: () => number, ms: number = LIGHTBOX.keyThrottleMs): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** Zoom and pan: the image may move only as far as its zoomed edges reach the frame's. */
export function clampPan(offset: number, scale: number, size: number): number {
  const reach = Math.max(0, (size * scale - size) / 2);
  return Math.min(reach, Math.max(-reach, offset));
}

export const MAX_ZOOM = 3;
export const DOUBLE_TAP_ZOOM = 2;
export const clampZoom = (scale: number): number => Math.min(MAX_ZOOM, Math.max(1, scale));

export { imageBox } from '../../core/overlays/image-box.ts';

/** A slide's address for a box: the width step it needs, or, for an address that takes no width (a host page's own file), the address as it is. */
export const slideSource = (item: LightboxItem, box: { width: number; height: number }, dpr: number): string =>
  item.sizeFormat === 'none' ? item.src : fittedSource(item.src, item.width && item.height ? { width: item.width, height: item.height } : null, box, dpr, item.sizeFormat);
