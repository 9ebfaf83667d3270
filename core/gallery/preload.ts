// The preload window: 1 slide either side of the current one (none with lazyLoad), or
// the carousel's groups one move either side; a thumbnail strip, its width over its height. The
// width is read in the scheduler's read phase. Issue 34: only once the gallery is within the lazy
// margin of the screen (as its images themselves are): a gallery far down the page, started at
// idle, loads nothing until the visitor comes near it.
import type { ImageLoader } from '../image-loader/index.ts';
import { preloadCount, preloadWindow } from './layout/window.ts';
import { GALLERY } from './options.ts';
import type { GalleryParts } from './parts.ts';

export interface Preload {
  /** Loads the window around the current slide again (after a refresh), once the gallery is near. */
  refresh(): void;
  destroy(): void;
}

/**
 * Preloads the window around the current slide once the gallery comes within the lazy margin of the
 * screen (at once where the browser has no IntersectionObserver), and after every move. A design
 * that moves by more than a slide (the carousel's groups) says which slides a move shows.
 */
export function followPreload(
  { root, slides, options, state, scheduler, window: win }: GalleryParts,
  images: () => Promise<ImageLoader>,
  byDesign?: (index: number, around: number) => number[],
): Preload {
  const strip = root.classList.contains('gallery-thumbnails');
  const loadAround = (index: number): void =>
    scheduler.read(() => {
      const around = preloadCount(root.clientWidth, strip ? options.thumbnailStripHeight : null, options.lazyLoad ? 0 : GALLERY.preload);
      const indices = byDesign?.(index, around) ?? preloadWindow(index, slides.length, around, options.loop);
      const wanted = indices.flatMap((i) => [...slides[i]!.element.querySelectorAll('img[data-src]')]);
      images().then(
        (loader) => {
          for (const image of wanted) if (!image.hasAttribute('src')) loader.load(image);
          loader.promote(wanted);
        },
        () => {},
      );
    });
  let near = false;
  let observer: IntersectionObserver | null = null;
  let destroyed = false;
  const now = (): void => {
    if (near) loadAround(state.index());
  };
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  if (!Observer) near = true;
  // The margin is the loader's own (it arrives with the loader, which the preload needs anyway).
  else
    images().then(
      (loader) => {
        if (destroyed) return;
        const watching = new Observer(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            watching.disconnect();
            near = true;
            now();
          },
          { rootMargin: `${loader.lazyMargin}px` },
        );
        watching.observe(root);
        observer = watching;
      },
      () => {},
    );
  now();
  state.on('select', now);
  return {
    refresh: now,
    destroy() {
      destroyed = true;
      observer?.disconnect();
    },
  };
}
