// The lightbox's rules: its look and its zoom here; its moves in core (core/overlays/lightbox-rules.ts),
// which its first frame follows too. Pure.
import { LIGHTBOX_PADDING } from '../../core/overlays/image-box.ts';
import { LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX } from '../../core/overlays/lightbox-look.ts';
import { LIGHTBOX_DEAD_ZONE, LIGHTBOX_KEY_THROTTLE_MS, LIGHTBOX_SPEED_MS } from '../../core/overlays/lightbox-rules.ts';

export const LIGHTBOX = {
  speedMs: LIGHTBOX_SPEED_MS,
  overlayOpacity: LIGHTBOX_OVERLAY_OPACITY,
  overlaySpeedMs: 300,
  zIndex: LIGHTBOX_Z_INDEX,
  padding: LIGHTBOX_PADDING,
  keyThrottleMs: LIGHTBOX_KEY_THROTTLE_MS,
  fadeMs: 500,
  deadZone: LIGHTBOX_DEAD_ZONE,
} as const;

/** Zoom and pan: the image may move only as far as its zoomed edges reach the frame's. */
export function clampPan(offset: number, scale: number, size: number): number {
  const reach = Math.max(0, (size * scale - size) / 2);
  return Math.min(reach, Math.max(-reach, offset));
}

export const MAX_ZOOM = 3;
export const DOUBLE_TAP_ZOOM = 2;
export const clampZoom = (scale: number): number => Math.min(MAX_ZOOM, Math.max(1, scale));

export { imageBox } from '../../core/overlays/image-box.ts';
