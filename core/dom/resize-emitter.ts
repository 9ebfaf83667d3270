// media.md 5 and 9: the resize emitter. It reports a window resize along one axis once the size
// has settled (debounced, 300 ms by default) and changed by more than the threshold.
import { format, motionStrings } from '../catalog/strings.ts';
import { createEmitter, type Emitter } from './emitter.ts';

export const RESIZE_EMITTER_DEBOUNCE_MS = 300;

export interface ResizeEmitterOptions {
  /** x: width (default), y: height. */
  axis?: 'x' | 'y';
  /** A change of this many px or fewer is not reported. Default 0. */
  threshold?: number;
  /** Also report every raw resize, as `resizing`, while the window is still being resized. */
  resizing?: boolean;
  debounce?: number;
}

export interface ResizeEnvironment {
  innerWidth: number;
  innerHeight: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ResizeEvents extends Record<string, unknown> {
  resize: number;
  resizing: number;
}

export interface ResizeEmitter {
  on: Emitter<ResizeEvents>['on'];
  destroy(): void;
}

const check = (ok: boolean, template: string, value: unknown): void => {
  if (!ok) throw new TypeError(format(template, { value: JSON.stringify(value) ?? String(value) }));
};

export function createResizeEmitter(env: ResizeEnvironment, options: ResizeEmitterOptions = {}): ResizeEmitter {
  const { axis = 'x', threshold = 0, resizing = false, debounce = RESIZE_EMITTER_DEBOUNCE_MS } = options;
  check(axis === 'x' || axis === 'y', motionStrings.resizeAxis, axis);
  check(typeof threshold === 'number' && Number.isFinite(threshold), motionStrings.resizeThreshold, threshold);
  check(typeof resizing === 'boolean', motionStrings.resizeResizing, resizing);
  check(typeof debounce === 'number' && debounce >= 0, motionStrings.resizeDebounce, debounce);
  const events = createEmitter<ResizeEvents>();
  const size = (): number => (axis === 'x' ? env.innerWidth : env.innerHeight);
  let last = size();
  let timer: unknown;

  const settled = (): void => {
    const now = size();
    if (Math.abs(now - last) <= threshold) return;
    last = now;
    events.emit('resize', now);
  };
  const onResize = (): void => {
    if (resizing) events.emit('resizing', size());
    env.clearTimeout(timer);
    timer = env.setTimeout(settled, debounce);
  };
  env.addEventListener('resize', onResize);

  return {
    on: events.on,
    destroy() {
      env.removeEventListener('resize', onResize);
      env.clearTimeout(timer);
      events.clear();
    },
  };
}
