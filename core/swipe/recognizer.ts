// Swipe. Pointer events (mouse, touch, pen) read as a drag along one axis, a tap,
// or nothing (the page scrolls). One pointer at a time: a second finger ends the gesture.
import { isTap, lockAxis, type Axis, type Release } from './gesture.ts';
import { createVelocityTracker } from './velocity.ts';

export interface RecognizerHandlers {
  /** The pointer has moved 10 px along the axis: a drag begins. */
  start(): void;
  /** Movement along the axis since the pointer went down, in px. */
  move(delta: number): void;
  end(release: Release): void;
  /** A pointer that went up having moved no more than 1 px. */
  tap(event: PointerEvent): void;
  /** The drag ended without a release: pointercancel, or a second pointer. */
  cancel(): void;
}

interface Gesture {
  id: number;
  x: number;
  y: number;
  time: number;
  moved: number;
  dragging: boolean;
}

export function createRecognizer(element: HTMLElement, axis: Axis, handlers: RecognizerHandlers, now: () => number): { destroy(): void } {
  // One AbortController owns every listener, so teardown is a single call.
  const listening = new AbortController();
  const on = <E extends Event>(type: string, handler: (event: E) => void, options: AddEventListenerOptions = {}): void =>
    element.addEventListener(type, handler as EventListener, { ...options, signal: listening.signal });
  const velocity = createVelocityTracker();
  let gesture: Gesture | null = null;
  // After a drag, the click that follows is swallowed, so that a dragged link is not followed.
  let swallowClick = false;
  // The browser keeps scrolling along the other axis; this axis is ours.
  const previousTouchAction = element.style.touchAction;
  element.style.touchAction = axis === 'x' ? 'pan-y' : 'pan-x';

  const along = (event: PointerEvent, g: Gesture): number => (axis === 'x' ? event.clientX - g.x : event.clientY - g.y);

  const stop = (): void => {
    swallowClick = gesture?.dragging === true;
    gesture = null;
  };

  on('pointerdown', (event: PointerEvent) => {
    if (gesture) {
      // A second finger: end the gesture cleanly, and ignore this one.
      if (gesture.dragging) handlers.cancel();
      return stop();
    }
    swallowClick = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    gesture = { id: event.pointerId, x: event.clientX, y: event.clientY, time: now(), moved: 0, dragging: false };
  });

  on(
    'pointermove',
    (event: PointerEvent) => {
      const g = gesture;
      if (!g || event.pointerId !== g.id) return;
      const dx = event.clientX - g.x;
      const dy = event.clientY - g.y;
      g.moved = Math.max(g.moved, Math.hypot(dx, dy));
      if (!g.dragging) {
        const locked = lockAxis(dx, dy);
        if (locked === null) return;
        // Locked on the other axis: the page scrolls, the gesture is not ours.
        if (locked !== axis) {
          gesture = null;
          return;
        }
        g.dragging = true;
        element.setPointerCapture?.(event.pointerId);
        handlers.start();
      }
      velocity.add(now(), along(event, g));
      handlers.move(along(event, g));
    },
    { passive: true },
  );

  const release = (event: PointerEvent): void => {
    const g = gesture;
    if (!g || event.pointerId !== g.id) return;
    if (g.dragging) {
      const time = now();
      velocity.add(time, along(event, g));
      handlers.end({ delta: along(event, g), duration: time - g.time, velocity: velocity.velocity(time) });
    } else if (isTap(g.moved)) {
      handlers.tap(event);
    }
    stop();
  };
  on('pointerup', release, { passive: true });

  on('pointercancel', (event: PointerEvent) => {
    if (!gesture || event.pointerId !== gesture.id) return;
    if (gesture.dragging) handlers.cancel();
    stop();
  });

  // A dragged image or link must not start the browser's own drag, nor be followed on release.
  on('dragstart', (event: Event) => event.preventDefault());
  on(
    'click',
    (event: Event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );

  return {
    destroy() {
      listening.abort();
      element.style.touchAction = previousTouchAction;
      gesture = null;
    },
  };
}
