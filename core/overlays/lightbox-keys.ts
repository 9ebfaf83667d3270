// The lightbox's arrow keys, for its first frame and the React lightbox alike: while it is open it
// has them (the gallery below does not see them), one step at most every LIGHTBOX_KEY_THROTTLE_MS.
import { createThrottle } from './lightbox-rules.ts';

const KEY_LEFT = 37;
const KEY_RIGHT = 39;

/** Listens until `signal` aborts; `step` gets 1 for the right arrow and -1 for the left. */
export function listenArrows(win: Window, step: (delta: 1 | -1) => void, signal: AbortSignal): void {
  const mayStep = createThrottle(() => win.performance.now());
  win.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      const right = event.key === 'ArrowRight' || event.keyCode === KEY_RIGHT;
      if (!right && event.key !== 'ArrowLeft' && event.keyCode !== KEY_LEFT) return;
      event.preventDefault();
      event.stopPropagation();
      if (mayStep()) step(right ? 1 : -1);
    },
    { capture: true, signal },
  );
}
