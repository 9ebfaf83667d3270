// Image loading. The page-wide image service: every image arrives at the right
// width, at the right time, through one queue, without moving anything on the page.
import { imageStrings } from '../catalog/strings.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { MobileEnvironment } from '../dom/mobile.ts';
import { isValidSource, readLoadConfig, type LoadConfig, type Size } from './attributes.ts';
import { createImageQueue, type ImageQueue } from './queue.ts';
import { sizedSource, widthOf } from './source.ts';
import { clampDpr, neededWidth } from './width.ts';

// Lazy margin 200 px, queue concurrency 1 on mobile and 16 otherwise, resize debounce 100 ms.
/** The media spec's lazy margin; a gallery waits for it too before it preloads (ImageLoader.lazyMargin). */
export const LAZY_MARGIN_PX = 200;
export const QUEUE_CONCURRENCY = { mobile: 1, other: 16 } as const;
export const RESIZE_DEBOUNCE_MS = 100;

const PRIORITY = { near: 1, visible: 2, promoted: 3 } as const;

export type ImageRefusal = keyof typeof imageStrings;

export interface ImageLoaderEnvironment extends MobileEnvironment {
  devicePixelRatio: number;
  innerHeight: number;
  IntersectionObserver?: typeof IntersectionObserver;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface ImageLoaderOptions {
  window: ImageLoaderEnvironment;
  scheduler: FrameScheduler;
  /** The spec's "mobile" (core/page.ts): the queue loads one at a time. */
  mobile?: boolean;
  /** The queue; by default p-queue at the concurrency the spec gives for this device. */
  queue?: ImageQueue;
}

export interface ImageLoader {
  /** Watches every `img[data-src]` under `root`. */
  scan(root: ParentNode): void;
  /** Starts an image by its load mode: lazy (near the viewport), eager (now) or manual (never). */
  watch(image: Element, overrides?: Partial<LoadConfig>): boolean;
  /** Loads an image now, whatever its load mode. False, with the spec's warning, when refused. */
  load(image: Element, overrides?: Partial<LoadConfig>): boolean;
  /** Measures the images again (all started ones by default) and loads larger ones where needed. */
  refresh(images?: Iterable<Element>, force?: boolean): void;
  /** Moves these images' waiting loads to the front of the queue (a gallery refresh). */
  promote(images: Iterable<Element>): void;
  /** The page's one resize source (settled 100 ms): galleries listen here too. Returns the remover. */
  onResize(handler: () => void): () => void;
  /** The lazy margin in px: a gallery's preload window waits, as its images do, until it is this near the screen. */
  readonly lazyMargin: number;
  destroy(): void;
}

type Measured = [image: HTMLImageElement, box: DOMRectReadOnly, priority: number];

/** One image's load state, kept in a closure. */
interface Slot {
  config: LoadConfig;
  overrides: Partial<LoadConfig> | undefined;
  measured: boolean;
  busy(): boolean;
  /** Asks for the width `box` needs; a forced request may load again what is already shown. */
  request(box: Size, priority: number, force: boolean): void;
  promote(): void;
}

/** From now on the loader picks the size, not srcset. */
const dropSrcset = (image: HTMLImageElement): void => {
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
};

/** Calls `done` once, on the image's next load (true) or error (false). */
const onSettle = (image: HTMLImageElement, done: (loaded: boolean) => void): void => {
  const listening = new AbortController();
  const settle = (event: Event): void => {
    listening.abort();
    done(event.type === 'load');
  };
  image.addEventListener('load', settle, listening);
  image.addEventListener('error', settle, listening);
};

export function createImageLoader({
  window: win,
  scheduler,
  mobile = false,
  queue = createImageQueue(mobile ? QUEUE_CONCURRENCY.mobile : QUEUE_CONCURRENCY.other),
}: ImageLoaderOptions): ImageLoader {
  const slots = new Map<Element, Slot>();
  let ids = 0;
  let resizeTimer: unknown;

  const createSlot = (image: HTMLImageElement, config: LoadConfig, overrides?: Partial<LoadConfig>): Slot => {
    const id = String(++ids);
    // Widths: shown now (Infinity for the unsized original), wanted, and the largest that failed.
    let loaded = 0;
    let target = 0;
    let failed = 0;
    let queued = 0;
    let loading = false;

    // Runs in the queue: sets the src, and gives up its place on load or error (or the queue's timeout).
    const run = (): Promise<void> =>
      new Promise((release) => {
        queued = 0;
        const width = target;
        if (width <= loaded || slots.get(image) !== slot) return release();
        onSettle(image, (ok) => {
          loading = false;
          image.classList.remove('loading');
          if (ok) loaded = Math.max(loaded, width);
          else failed = Math.max(failed, width);
          release();
          // A larger size asked for while this one loaded goes next.
          enqueue(PRIORITY.visible);
        });
        loading = true;
        image.classList.add('loading');
        dropSrcset(image);
        image.src = sizedSource(slot.config.source, width, slot.config.sizeFormat);
      });

    const enqueue = (priority: number): void => {
      if (target <= loaded || target <= failed) return;
      if (queued) {
        if (priority > queued) {
          queued = priority;
          queue.promote(id, queued);
        }
      } else if (!slot.busy()) {
        queued = priority;
        queue.add(id, run, queued);
      }
    };

    const slot: Slot = {
      config,
      overrides,
      measured: false,
      busy: () => loading && !slot.config.allowConcurrentLoads,
      // Reload only when the needed size grows, or when an update is forced; never smaller.
      request(box, priority, force) {
        slot.measured = true;
        const { dimensions, crop, stretch, dprMin, dprMax } = slot.config;
        const width = neededWidth({ box, dimensions, crop, stretch, dpr: clampDpr(win.devicePixelRatio, dprMin, dprMax) });
        if (force && width) loaded = failed = 0;
        target = Math.max(target, width);
        enqueue(priority);
      },
      promote: () => queued && enqueue(PRIORITY.promoted),
    };

    // The server renders the first screen with a real src and srcset: keep what the browser chose.
    const adopt = (): void => {
      loading = false;
      const shown = image.naturalWidth > 0 ? image.currentSrc : '';
      loaded = shown ? widthOf(shown) || Infinity : 0;
      // From now on the loader decides, not srcset: the browser must not swap it on a resize.
      if (shown && image.hasAttribute('srcset')) {
        dropSrcset(image);
        image.src = shown;
      }
      enqueue(PRIORITY.visible);
    };
    if (image.getAttribute('src')) {
      if (image.complete) adopt();
      else {
        loading = true;
        onSettle(image, adopt);
      }
    }
    return slot;
  };

  // The refusals, each with the spec's warning.
  const register = (element: Element, overrides?: Partial<LoadConfig>): Slot | undefined => {
    let slot = slots.get(element);
    const kept = overrides ?? slot?.overrides;
    const config = readLoadConfig((name) => element.getAttribute(name), kept);
    const refusal: ImageRefusal | null =
      element.tagName !== 'IMG'
        ? 'notAnImageElement'
        : !isValidSource(config.source)
          ? 'invalidSource'
          : config.crop === 'contain' && !config.alignment
            ? 'missingContentFitAlignment'
            : !element.parentNode
              ? 'noParentNode'
              : null;
    if (refusal) {
      console.warn(imageStrings[refusal]);
      return undefined;
    }
    if (slot) return Object.assign(slot, { config, overrides: kept });
    slot = createSlot(element as HTMLImageElement, config, kept);
    slots.set(element, slot);
    return slot;
  };

  // Images in the viewport are queued before those only near it.
  const requestAll = (measured: Measured[], force = false): void => {
    for (const [image, box, priority] of measured.sort((a, b) => b[2] - a[2])) slots.get(image)?.request(box, priority, force);
  };
  const priority = (inView: boolean): number => (inView ? PRIORITY.visible : PRIORITY.near);

  // Reads every box in one frame's read phase, then requests in its write phase.
  const measure = (images: Element[], force = false): void => {
    let boxes: DOMRect[] = [];
    scheduler.read(() => {
      boxes = images.map((image) => image.getBoundingClientRect());
    });
    scheduler.write(() =>
      requestAll(
        images.map((image, i): Measured => {
          const box = boxes[i] as DOMRect;
          return [image as HTMLImageElement, box, priority(box.bottom > 0 && box.top < win.innerHeight)];
        }),
        force,
      ),
    );
  };

  const observer = win.IntersectionObserver
    ? new win.IntersectionObserver(
        (entries) =>
          requestAll(
            entries
              .filter((entry) => entry.isIntersecting)
              .map(({ target, boundingClientRect: box, rootBounds: root }): Measured => {
                observer?.unobserve(target);
                // rootBounds include the margin: in view means inside it by the margin's width.
                return [target as HTMLImageElement, box, priority(!root || (box.bottom > root.top + LAZY_MARGIN_PX && box.top < root.bottom - LAZY_MARGIN_PX))];
              }),
          ),
        { rootMargin: `${LAZY_MARGIN_PX}px` },
      )
    : null;

  const refresh = (images?: Iterable<Element>, force = false): void => {
    const list = [...(images ?? slots.keys())].filter((image) => slots.get(image)?.measured);
    if (force) for (const image of list) register(image);
    measure(list, force);
  };

  // Size or orientation changes trigger a refresh. The page's one resize source: every
  // gallery listens here too (onResize), so a page has one listener and one debounce.
  const resized = new Set<() => void>([() => refresh()]);
  const onResize = (): void => {
    win.clearTimeout(resizeTimer);
    resizeTimer = win.setTimeout(() => {
      for (const handler of resized) handler();
    }, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);

  const watch = (element: Element, overrides?: Partial<LoadConfig>): boolean => {
    const mode = register(element, overrides)?.config.load;
    // Lazy waits for the observer (or loads at once without one); manual waits to be asked.
    if (mode === 'lazy' && observer) observer.observe(element);
    else if (mode && mode !== 'manual') measure([element]);
    return !!mode;
  };

  return {
    scan: (root) => {
      for (const image of root.querySelectorAll('img[data-src]')) watch(image);
    },
    watch,
    load(element, overrides) {
      if (slots.get(element)?.busy()) return false;
      const slot = register(element, overrides);
      observer?.unobserve(element);
      if (slot) measure([element]);
      return !!slot;
    },
    refresh,
    lazyMargin: LAZY_MARGIN_PX,
    onResize: (handler) => {
      resized.add(handler);
      return () => resized.delete(handler);
    },
    promote(images) {
      for (const image of images) slots.get(image)?.promote();
    },
    destroy() {
      observer?.disconnect();
      win.removeEventListener('resize', onResize);
      win.removeEventListener('orientationchange', onResize);
      win.clearTimeout(resizeTimer);
      resized.clear();
      queue.clear();
      slots.clear();
    },
  };
}
