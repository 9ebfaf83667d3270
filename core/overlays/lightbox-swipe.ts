// The lightbox's swipe, for its first frame (frame-controls.ts) and the React lightbox
// (overlays/lightbox/) alike, on the core's attachSwipe: on a phone its track scrolls a screen an
// item and stops at the ends; on a desktop nothing slides, a drag steps, and a drag past either end
// goes round. Every move tells the swipe where the lightbox is, so the next drag starts from there.
import type { FrameScheduler } from '../dom/scheduler.ts';
import { type AttachSwipeOptions, attachSwipe } from '../swipe/attach.ts';
import { LIGHTBOX_SPEED_MS } from './lightbox-rules.ts';

export interface LightboxSwipeOptions {
  load: AttachSwipeOptions['load'];
  /** What the finger drags on. */
  stage: HTMLElement;
  /** What slides on a phone. */
  track: HTMLElement | null;
  mobile: boolean;
  count: number;
  /** The screen's width now: one item's offset. */
  width(): number;
  /** The item shown now. */
  index(): number;
  /** A drag came to rest on another item. */
  go(to: number): void;
  /** A drag past the last (1) or the first (-1) item, on a desktop. */
  step(delta: 1 | -1): void;
  scheduler: FrameScheduler;
  window: Window;
  animate: boolean;
}

export interface LightboxSwipe {
  /** The lightbox moved to `to`: a phone's track glides there; a desktop's swipe only keeps count. */
  follow(to: number): void;
  ready: Promise<boolean>;
  destroy(): void;
}

export function attachLightboxSwipe({ load, stage, track, mobile, count, width, index, go, step, scheduler, window: win, animate }: LightboxSwipeOptions): LightboxSwipe {
  const swipe = attachSwipe({
    load,
    config: {
      element: stage,
      track: mobile ? track : null,
      snap: 100,
      boundaries: mobile ? 'inertial' : 'hard',
      offset: index() * width(),
      measure: () => ({ size: width(), bounds: { min: 0, max: (count - 1) * width() } }),
    },
    scheduler,
    window: win,
    animate,
    rested(offset) {
      const to = Math.round(offset / width());
      if (to !== index()) go(to);
      else if (!mobile) void swipe.to(to * width(), 0);
    },
    reached: mobile ? undefined : step,
  });
  return {
    follow: (to) => void swipe.to(to * width(), mobile ? LIGHTBOX_SPEED_MS : 0),
    ready: swipe.ready,
    destroy: swipe.destroy,
  };
}
