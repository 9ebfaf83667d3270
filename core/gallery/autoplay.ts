// media.md 4: Autoplay. It advances every timeout; it pauses while the pointer is over the gallery
// or a video shows, and resumes 1 s after (docs/decisions.md); random jumps land on another slide.
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
