// media.md 5 and 9: the resize emitter. It reports a window resize along one axis once the size
// has settled (debounced, 300 ms by default) and changed by more than the threshold.
import { format, motionStrings } from '../catalog/strings.ts';

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
  on<K extends keyof ResizeEvents>(type: K, handler: (size: number) => void): () => void;
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
  // Its own two handler sets rather than the typed emitter: the image loader's chunk carries this,
  // and a shared emitter chunk would be one more request before any image loads.
  const handlers = { resize: new Set<(size: number) => void>(), resizing: new Set<(size: number) => void>() };
  const emit = (type: keyof ResizeEvents, size: number): void => handlers[type].forEach((handler) => handler(size));
  const size = (): number => (axis === 'x' ? env.innerWidth : env.innerHeight);
  let last = size();
  let timer: unknown;

  const settled = (): void => {
    const now = size();
    if (Math.abs(now - last) <= threshold) return;
    last = now;
    emit('resize', now);
  };
  const onResize = (): void => {
    if (resizing) emit('resizing', size());
    env.clearTimeout(timer);
    timer = env.setTimeout(settled, debounce);
  };
  env.addEventListener('resize', onResize);

  return {
    on: (type, handler) => (handlers[type].add(handler), () => handlers[type].delete(handler)),
    destroy() {
      env.removeEventListener('resize', onResize);
      env.clearTimeout(timer);
      handlers.resize.clear();
      handlers.resizing.clear();
    },
  };
}

/** media.md 9: the page's own resizes settle after 100 ms (the emitter's default is 300). */
export const PAGE_RESIZE_DEBOUNCE_MS = 100;

export type PageResize = Pick<ResizeEmitter, 'on'>;

const pages = new WeakMap<ResizeEnvironment, PageResize>();

/**
 * The page's one resize source, a page-wide service like the frame scheduler: the image loader and
 * every gallery listen to the same emitter, which reports a change of the window's width once it
 * has settled. A height-only change (a phone's address bar coming and going) is not a resize here.
 */
export function pageResize(win: ResizeEnvironment): PageResize {
  let page = pages.get(win);
  if (!page) pages.set(win, (page = { on: createResizeEmitter(win, { debounce: PAGE_RESIZE_DEBOUNCE_MS }).on }));
  return page;
}
