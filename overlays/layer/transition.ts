// Enter and leave transitions with motion's mini animate (WAAPI): opacity and transform only.
// Without motion (prefers-reduced-motion, nomotion=true) the end state is written at once.
import { animate } from 'motion/mini';
import { FADE_FALLBACK_MS } from '../../core/dom/fade-out.ts';
import { motionAllowed } from '../../core/dom/motion.ts';

type Keyframes = Record<string, (string | number)[]>;

/**
 * Resolves when the transition ends, or once `fallbackMs` have passed if the animation never
 * reports (the dialogs' hide fallback timer is 600 ms). An animation that cannot start
 * ends at once.
 */
export function transition(element: HTMLElement | null, keyframes: Keyframes, seconds: number, fallbackMs = seconds * 1000 + FADE_FALLBACK_MS): Promise<void> {
  if (!element) return Promise.resolve();
  const end = (): void => {
    for (const [name, frames] of Object.entries(keyframes)) element.style.setProperty(name, String(frames[frames.length - 1]));
  };
  const window = element.ownerDocument.defaultView;
  if (!window || !motionAllowed(window) || seconds <= 0) return Promise.resolve(end());
  let finished: Promise<unknown>;
  try {
    finished = animate(element, keyframes, { duration: seconds, ease: 'easeOut' }).finished;
  } catch {
    return Promise.resolve(end());
  }
  return Promise.race([finished, new Promise((resolve) => window.setTimeout(resolve, fallbackMs))]).then(end, end);
}
