// Pinch zoom and double-tap zoom, with pan, on touch (issue 7: what users of the best peer
// lightboxes expect). The image moves by transform only. The zoom listens on the swipe's own element,
// in the capture phase, so it hears first: a zoomed image's gestures, and every two-finger gesture
// after its second finger lands (which ends the swipe cleanly), never reach the swipe.
import { clampPan, clampZoom, DOUBLE_TAP_ZOOM } from './rules.ts';

export interface Zoom {
  reset(): void;
  destroy(): void;
}

const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;

export function attachZoom(stage: HTMLElement, current: () => HTMLElement | null, onZoomed: (zoomed: boolean) => void): Zoom {
  const points = new Map<number, { x: number; y: number }>();
  const window = stage.ownerDocument.defaultView!;
  let image: HTMLElement | null = null;
  let pinched = false;
  let scale = 1;
  let x = 0;
  let y = 0;
  let start = { scale: 1, distance: 0, x: 0, y: 0, px: 0, py: 0 };
  let lastTap = { time: -Infinity, x: 0, y: 0 };
  let down = { time: 0, x: 0, y: 0, moved: false };
  let frameRequest = 0;

  const draw = (): void => {
    frameRequest = 0;
    if (image) image.style.transform = scale === 1 ? '' : `translate3d(${x}px,${y}px,0) scale(${scale})`;
  };
  const set = (nextScale: number, nextX: number, nextY: number): void => {
    const wasZoomed = scale > 1;
    scale = clampZoom(nextScale);
    x = clampPan(nextX, scale, image?.offsetWidth ?? 0);
    y = clampPan(nextY, scale, image?.offsetHeight ?? 0);
    frameRequest ||= window.requestAnimationFrame(draw);
    if (wasZoomed !== scale > 1) onZoomed(scale > 1);
  };
  const list = (): { x: number; y: number }[] => [...points.values()];
  const spread = (): number => {
    const [a, b] = list();
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const begin = (): void => {
    const [a] = list();
    start = { scale, distance: spread(), x, y, px: a?.x ?? 0, py: a?.y ?? 0 };
  };
  const own = (event: PointerEvent): void => {
    if (scale > 1 || pinched) event.stopImmediatePropagation();
  };

  const onDown = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') return;
    points.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (points.size === 1) {
      down = { time: event.timeStamp, x: event.clientX, y: event.clientY, moved: false };
      pinched = false;
      image = current();
    }
    begin();
    // The second finger's pointerdown goes on to the swipe, which ends its gesture; then it is ours.
    if (scale > 1) event.stopImmediatePropagation();
    if (points.size > 1) pinched = true;
  };
  const onMove = (event: PointerEvent): void => {
    if (!points.has(event.pointerId)) return;
    points.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > 10) down.moved = true;
    if (points.size > 1 && start.distance > 0) set((start.scale * spread()) / start.distance, start.x, start.y);
    else if (scale > 1) {
      const [a] = list();
      set(scale, start.x + (a!.x - start.px), start.y + (a!.y - start.py));
    }
    own(event);
  };
  const onUp = (event: PointerEvent): void => {
    if (!points.delete(event.pointerId)) return;
    own(event);
    begin();
    if (points.size > 0 || down.moved || pinched || event.type === 'pointercancel') return;
    // A double tap: zoom to 2x at the tap, or back to 1x.
    const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
    if (tap.time - lastTap.time < DOUBLE_TAP_MS && Math.hypot(tap.x - lastTap.x, tap.y - lastTap.y) < DOUBLE_TAP_DISTANCE) {
      lastTap = { time: -Infinity, x: 0, y: 0 };
      if (scale > 1) return void set(1, 0, 0);
      if (!image) return;
      const box = image.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      set(DOUBLE_TAP_ZOOM, (cx - tap.x) * (DOUBLE_TAP_ZOOM - 1), (cy - tap.y) * (DOUBLE_TAP_ZOOM - 1));
    } else lastTap = tap;
  };

  const listening = new AbortController();
  const options = { signal: listening.signal, passive: true, capture: true };
  stage.addEventListener('pointerdown', onDown, options);
  stage.addEventListener('pointermove', onMove, options);
  stage.addEventListener('pointerup', onUp, options);
  stage.addEventListener('pointercancel', onUp, options);

  return {
    reset() {
      set(1, 0, 0);
      draw();
      image = null;
    },
    destroy() {
      listening.abort();
      window.cancelAnimationFrame(frameRequest);
    },
  };
}
