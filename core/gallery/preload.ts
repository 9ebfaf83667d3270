// The preload window: 1 slide either side of the current one (none with lazyLoad), or
// the carousel's groups one move either side; a thumbnail strip, its width over its height. The
// width is read in the scheduler's read phase.
import type { ImageLoader } from '../image-loader/index.ts';
import { preloadCount, preloadWindow } from './layout/window.ts';
import { GALLERY } from './options.ts';
import type { GalleryParts } from './parts.ts';

/**
 * Preloads the window around the current slide now and after every move; returns a refresh. A design
 * that moves by more than a slide (the carousel's groups) says which slides a move shows.
 */
export function followPreload(
  { root, slides, options, state, scheduler }: GalleryParts,
  images: () => Promise<ImageLoader>,
  byDesign?: (index: number, around: number) => number[],
): () => void {
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
  loadAround(state.index());
  state.on('select', ({ index }) => loadAround(index));
  return () => loadAround(state.index());
}
