// Autoplay. It advances every timeout; it pauses while the pointer is over the gallery
// or its controls (options.pauseOnMouseover) or a video shows, and resumes 1 s after
// (docs/decisions.md); random jumps land on another slide.
// Its own chunk, fetched beside the design only for a gallery that autoplays.
import { autoplayStrings } from '../catalog/strings/autoplay.ts';
import type { Source } from './index-state.ts';
import type { GalleryParts } from './parts.ts';
export const RESUME_DELAY_MS = 1000;

export interface AutoplayClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AutoplayOptions {
  timeout: number;
  random: boolean;
  count: () => number;
  current: () => number;
  /** Moves the gallery on; the autoplay's own advances are silent for the live region. */
  advance: (index: number) => void;
  clock: AutoplayClock;
  random01?: () => number;
}

export type PauseReason = 'hover' | 'video' | 'visitor' | 'hidden' | 'lightbox';

export interface Autoplay {
  /** Paused for any reason; running otherwise. */
  running(): boolean;
  pause(reason: PauseReason): void;
  /** Lifts one reason; the gallery advances again, after 1 s, once no reason is left. */
  resume(reason: PauseReason, delay?: number): void;
  /** The visitor moved the gallery: the next advance is a whole timeout from now. */
  restart(): void;
  destroy(): void;
}

/** The next slide in order, or a random other one. */
export function nextAutoplayIndex(current: number, count: number, random: boolean, random01: () => number): number {
  if (count < 2) return current;
  if (!random) return (current + 1) % count;
  const pick = Math.floor(random01() * (count - 1));
  return pick >= current ? pick + 1 : pick;
}

export function createAutoplay({ timeout, random, count, current, advance, clock, random01 = Math.random }: AutoplayOptions): Autoplay {
  const reasons = new Set<PauseReason>();
  let timer: unknown;
  let destroyed = false;

  const schedule = (ms: number): void => {
    clock.clearTimeout(timer);
    if (destroyed || reasons.size > 0) return;
    timer = clock.setTimeout(() => {
      advance(nextAutoplayIndex(current(), count(), random, random01));
      schedule(timeout);
    }, ms);
  };
  schedule(timeout);

  return {
    running: () => reasons.size === 0 && !destroyed,
    pause(reason) {
      reasons.add(reason);
      clock.clearTimeout(timer);
    },
    resume(reason, delay = RESUME_DELAY_MS) {
      if (!reasons.delete(reason) || reasons.size > 0) return;
      schedule(delay);
    },
    restart: () => schedule(timeout),
    destroy() {
      destroyed = true;
      clock.clearTimeout(timer);
    },
  };
}

/** A visitor's move, or the lightbox's, starts the wait again; autoplay's own and a linked gallery's do not. */
export const restartsAutoplay = (source: Source): boolean => source === 'visitor' || source === 'lightbox';

/** Autoplay on a gallery: it follows the index, pauses under the pointer, and answers its control. */
export function startAutoplay({ root, options, state, scheduler, window: win, on }: GalleryParts, mobile: boolean): Autoplay {
  const autoplay = createAutoplay({
    timeout: options.autoplayTimeout,
    random: options.randomize,
    count: () => state.count,
    current: state.index,
    advance: (index) => void state.select(index, 'autoplay'),
    clock: win,
  });
  state.on('select', ({ source }) => restartsAutoplay(source) && autoplay.restart());
  // Moving from one hovered element to the next leaves the first before entering the second.
  if (!mobile)
    for (const element of options.pauseOnMouseover) {
      on(element, 'pointerenter', () => autoplay.pause('hover'), { passive: true });
      on(element, 'pointerleave', () => autoplay.resume('hover'), { passive: true });
    }
  // WCAG 2.2.2: a visible control pauses and plays the moving content, shown while autoplay lives; a
  // visitor's pause outlasts a re-render, which starts autoplay again on the same button.
  const button = root.querySelector('.gallery-autoplay');
  if (!button) return autoplay;
  if (button.getAttribute('aria-pressed') === 'true') autoplay.pause('visitor');
  scheduler.write(() => button.removeAttribute('data-off'));
  on(button, 'click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    scheduler.write(() => {
      button.setAttribute('aria-pressed', String(paused));
      button.setAttribute('aria-label', paused ? autoplayStrings.play : autoplayStrings.pause);
    });
    if (paused) autoplay.pause('visitor');
    else autoplay.resume('visitor', 0);
  });
  return {
    ...autoplay,
    destroy() {
      autoplay.destroy();
      scheduler.write(() => button.setAttribute('data-off', ''));
    },
  };
}
