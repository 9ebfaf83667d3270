// media.md 4: Image loading. The page-wide image service: every image arrives at the right
// width, at the right time, through one queue, without moving anything on the page.
import { STRINGS } from '../catalog/strings.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import { isMobile, type MobileEnvironment } from '../dom/mobile.ts';
import { isValidSource, readLoadConfig, type LoadConfig, type Size } from './attributes.ts';
import { objectFit, objectPosition, placeImage } from './crop.ts';
import { createImageQueue, type ImageQueue } from './queue.ts';
import { sizedSource, widthOf } from './source.ts';
import { clampDpr, neededWidth } from './width.ts';

// media.md 9: lazy margin 200 px, queue concurrency 1 on mobile and 16 otherwise, resize debounce 100 ms.
export const LAZY_MARGIN_PX = 200;
export const QUEUE_CONCURRENCY = { mobile: 1, other: 16 } as const;
export const RESIZE_DEBOUNCE_MS = 100;
/** A load that has neither loaded nor failed by now gives its queue place to the next one. */
export const QUEUE_SLOT_TIMEOUT_MS = 10_000;

const PRIORITY = { near: 1, visible: 2, promoted: 3 } as const;
const CENTRE = { x: 0.5, y: 0.5 };

export type ImageRefusal = keyof typeof STRINGS.image;

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
  /** The queue; by default p-queue at the concurrency media.md 9 gives for this device. */
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
  unwatch(image: Element): void;
  destroy(): void;
}

interface ImageState {
  id: string;
  config: LoadConfig;
  overrides: Partial<LoadConfig>;
  /** The width shown now (Infinity: the unsized original), the width wanted, a width that failed. */
  loaded: number;
  target: number;
  failed: number;
  loading: boolean;
  measured: boolean;
}

export function createImageLoader({ window: win, scheduler, queue: givenQueue }: ImageLoaderOptions): ImageLoader {
  const queue = givenQueue ?? createImageQueue(isMobile(win) ? QUEUE_CONCURRENCY.mobile : QUEUE_CONCURRENCY.other);
  const states = new Map<HTMLImageElement, ImageState>();
  let ids = 0;
  let resizeTimer: unknown;

  const refuse = (reason: ImageRefusal): null => {
    console.warn(STRINGS.image[reason]);
    return null;
  };

  const setStyle = (image: HTMLImageElement, name: string, value: string): void => {
    if (image.style.getPropertyValue(name) !== value) image.style.setProperty(name, value);
  };

  // Cover and contain are drawn with object-fit; the position keeps the focal point in view.
  const place = (image: HTMLImageElement, { crop, dimensions, focalPoint, alignment, stretch }: LoadConfig, box: Size): void => {
    if (!dimensions || !(box.width > 0)) return;
    if (crop === 'none') {
      if (!stretch) setStyle(image, 'max-width', `${dimensions.width}px`);
      return;
    }
    if (!(box.height > 0)) return;
    const placement = placeImage(box, dimensions, crop, focalPoint, alignment ?? CENTRE, stretch);
    setStyle(image, 'object-fit', objectFit(crop, stretch, box, dimensions));
    setStyle(image, 'object-position', objectPosition(box, placement));
  };

  const fetchImage = (image: HTMLImageElement, state: ImageState): Promise<void> =>
    new Promise((release) => {
      const width = state.target;
      if (width <= state.loaded || !states.has(image)) return release();
      const slot = win.setTimeout(release, QUEUE_SLOT_TIMEOUT_MS);
      const settle = (ok: boolean): void => {
        image.removeEventListener('load', onLoad);
        image.removeEventListener('error', onError);
        win.clearTimeout(slot);
        state.loading = false;
        image.classList.remove('loading');
        if (ok) {
          state.loaded = Math.max(state.loaded, width);
          image.setAttribute('data-image-resolution', String(width));
        } else {
          state.failed = Math.max(state.failed, width);
        }
        release();
        // A larger size asked for while this one loaded goes next.
        if (ok) enqueue(image, state, PRIORITY.visible);
      };
      const onLoad = (): void => settle(true);
      const onError = (): void => settle(false);
      image.addEventListener('load', onLoad);
      image.addEventListener('error', onError);
      state.loading = true;
      image.classList.add('loading');
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
      image.src = sizedSource(state.config.source, width, state.config.sizeFormat);
    });

  const enqueue = (image: HTMLImageElement, state: ImageState, priority: number): void => {
    if (state.target <= state.loaded || state.target <= state.failed) return;
    if (state.loading && !state.config.allowConcurrentLoads) return;
    queue.add(state.id, () => fetchImage(image, state), priority);
  };

  // media.md 4: reload only when the needed size grows, or when an update is forced; never smaller.
  const request = (image: HTMLImageElement, state: ImageState, box: Size, priority: number, force = false): void => {
    state.measured = true;
    place(image, state.config, box);
    const { dimensions, crop, stretch, dprMin, dprMax } = state.config;
    const width = neededWidth({ box, dimensions, crop, stretch, dpr: clampDpr(win.devicePixelRatio, dprMin, dprMax) });
    if (force && width > 0) {
      state.loaded = 0;
      state.failed = 0;
    }
    state.target = Math.max(state.target, width);
    enqueue(image, state, priority);
  };

  // The server renders the first screen with a real src and srcset: keep what the browser chose.
  const adopt = (image: HTMLImageElement, state: ImageState): void => {
    if (!image.getAttribute('src')) return;
    const settle = (): void => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', settle);
      state.loading = false;
      const shown = image.naturalWidth > 0 ? image.currentSrc || image.src : '';
      state.loaded = shown ? widthOf(shown) || Infinity : 0;
      state.target = Math.max(state.target, state.loaded === Infinity ? 0 : state.loaded);
      // From now on the loader, not srcset, decides: the browser may not swap it on resize.
      if (shown && image.hasAttribute('srcset')) {
        image.removeAttribute('srcset');
        image.removeAttribute('sizes');
        image.src = shown;
      }
      enqueue(image, state, PRIORITY.visible);
    };
    if (image.complete) return settle();
    state.loading = true;
    image.addEventListener('load', settle);
    image.addEventListener('error', settle);
  };

  // media.md 5 and 8: the refusals, with the spec's warnings.
  const register = (element: Element, overrides?: Partial<LoadConfig>): ImageState | null => {
    if (element.tagName !== 'IMG') return refuse('notAnImageElement');
    const image = element as HTMLImageElement;
    const existing = states.get(image);
    const kept = overrides ?? existing?.overrides ?? {};
    const config = readLoadConfig((name) => image.getAttribute(name), kept);
    if (!isValidSource(config.source)) return refuse('invalidSource');
    if (config.crop === 'contain' && !config.alignment) return refuse('missingContentFitAlignment');
    if (!image.parentNode) return refuse('noParentNode');
    if (existing) {
      existing.config = config;
      existing.overrides = kept;
      return existing;
    }
    const state: ImageState = { id: String(++ids), config, overrides: kept, loaded: 0, target: 0, failed: 0, loading: false, measured: false };
    states.set(image, state);
    adopt(image, state);
    return state;
  };

  // Reads every box in one frame's read phase, then requests in its write phase.
  const measure = (images: HTMLImageElement[], force: boolean): void => {
    if (images.length === 0) return;
    let boxes: DOMRect[] = [];
    scheduler.read(() => {
      boxes = images.map((image) => image.getBoundingClientRect());
    });
    scheduler.write(() => {
      const height = win.innerHeight;
      images.forEach((image, i) => {
        const state = states.get(image);
        const box = boxes[i];
        if (!state || !box) return;
        const visible = box.bottom > 0 && box.top < height;
        request(image, state, box, visible ? PRIORITY.visible : PRIORITY.near, force);
      });
    });
  };

  const observer = win.IntersectionObserver
    ? new win.IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const image = entry.target as HTMLImageElement;
            observer?.unobserve(image);
            const state = states.get(image);
            if (!state) continue;
            const box = entry.boundingClientRect;
            const root = entry.rootBounds;
            const visible = !root || (box.bottom > root.top + LAZY_MARGIN_PX && box.top < root.bottom - LAZY_MARGIN_PX);
            request(image, state, box, visible ? PRIORITY.visible : PRIORITY.near);
          }
        },
        { rootMargin: `${LAZY_MARGIN_PX}px` },
      )
    : null;

  const started = (): HTMLImageElement[] => [...states].filter(([, state]) => state.measured).map(([image]) => image);

  const refresh = (images?: Iterable<Element>, force = false): void => {
    const list = images ? ([...images].filter((image) => states.has(image as HTMLImageElement)) as HTMLImageElement[]) : started();
    if (force) list.forEach((image) => register(image));
    measure(list, force);
  };

  // media.md 4: size or orientation changes trigger a refresh.
  const onResize = (): void => {
    win.clearTimeout(resizeTimer);
    resizeTimer = win.setTimeout(() => refresh(), RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize, { passive: true });
  win.addEventListener('orientationchange', onResize, { passive: true });

  const watch = (element: Element, overrides?: Partial<LoadConfig>): boolean => {
    const state = register(element, overrides);
    if (!state) return false;
    const image = element as HTMLImageElement;
    if (state.config.load === 'lazy' && observer) observer.observe(image);
    else if (state.config.load !== 'manual') measure([image], false);
    return true;
  };

  return {
    scan(root) {
      for (const image of root.querySelectorAll('img[data-src]')) watch(image);
    },
    watch,
    load(element, overrides) {
      const existing = states.get(element as HTMLImageElement);
      if (existing?.loading && !existing.config.allowConcurrentLoads) return false;
      const state = register(element, overrides);
      if (!state) return false;
      observer?.unobserve(element);
      measure([element as HTMLImageElement], false);
      return true;
    },
    refresh,
    promote(images) {
      for (const image of images) {
        const state = states.get(image as HTMLImageElement);
        if (state) queue.promote(state.id, PRIORITY.promoted);
      }
    },
    unwatch(image) {
      observer?.unobserve(image);
      states.delete(image as HTMLImageElement);
    },
    destroy() {
      observer?.disconnect();
      win.removeEventListener('resize', onResize);
      win.removeEventListener('orientationchange', onResize);
      win.clearTimeout(resizeTimer);
      queue.clear();
      states.clear();
    },
  };
}
