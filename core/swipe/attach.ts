// The set-up every swiping surface shares (the slider, the carousel, the slideshow and the
// lightbox): the motion chunk fetched on first use, the swipe on the page's frame scheduler, and a
// drag's rest told apart from a move the caller asked for, which already has its slide.
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { createSwipe, Swipe, SwipeConfig } from './swipe.ts';

export interface AttachSwipeOptions {
  /** The motion chunk (core/motion.ts). */
  load: () => Promise<{ createSwipe: typeof createSwipe }>;
  config: SwipeConfig;
  scheduler: FrameScheduler;
  window: Window;
  /** False under reduced motion or nomotion=true: the track jumps. */
  animate: boolean;
  /** A drag came to rest at this offset. */
  rested?(offset: number): void;
  /** A flick past the last (1) or the first (-1) position. */
  reached?(delta: 1 | -1): void;
}

export interface AttachedSwipe {
  /** Glides to `offset`; false when interrupted, or when the motion chunk cannot be had. */
  to(offset: number, duration?: number): Promise<boolean>;
  /** Settles once the swipe listens (true), or cannot (false: no motion chunk, or destroyed first). */
  ready: Promise<boolean>;
  destroy(): void;
}

export function attachSwipe({ load, config, scheduler, window: win, animate, rested, reached }: AttachSwipeOptions): AttachedSwipe {
  let swipe: Swipe | null = null;
  let destroyed = false;
  const ready = load().then(
    ({ createSwipe }) => {
      if (destroyed) return null;
      const s = createSwipe(config, { scheduler, now: () => win.performance.now(), animate });
      let dragged = false;
      s.on('start', () => (dragged = true));
      s.on('settle', (offset) => {
        if (!dragged) return;
        dragged = false;
        rested?.(offset);
      });
      if (reached) {
        s.on('reachedEnd', () => reached(1));
        s.on('reachedBeginning', () => reached(-1));
      }
      swipe = s;
      return s;
    },
    () => null,
  );
  return {
    to: (offset, duration) => ready.then((s) => (s ? s.to(offset, duration) : false)),
    ready: ready.then(
      (s) => s !== null,
      () => false,
    ),
    destroy() {
      destroyed = true;
      swipe?.destroy();
    },
  };
}
