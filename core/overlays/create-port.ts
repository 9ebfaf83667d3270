// The overlay port that entries/runtime.ts hands to blocks. Each call imports the overlays entry on
// first use (through `load`); opening the lightbox first starts the fetch of the image it will show,
// so the image and React arrive side by side.
import { galleryEntryStrings } from '../catalog/strings/gallery-entry.ts';
import { fittedSource } from '../image-loader/maths.ts';
import { imageBox } from './image-box.ts';
import type { OverlayPort, OverlaysModule } from './port.ts';

export type { OverlaysModule } from './port.ts';

export function createOverlayPort(load: () => Promise<OverlaysModule>, window: Window, mobile: boolean): OverlayPort {
  return {
    load,
    openLightbox(items, index, options) {
      const item = items[index];
      if (item?.src) {
        const box = imageBox({ width: window.innerWidth, height: window.innerHeight }, mobile);
        const dimensions = item.width && item.height ? { width: item.width, height: item.height } : null;
        const image = new (window as Window & typeof globalThis).Image();
        image.fetchPriority = 'high';
        image.src = fittedSource(item.src, dimensions, box, window.devicePixelRatio || 1, item.sizeFormat);
      }
      return load().then(
        (overlays) => overlays.openLightbox(items, index, options),
        (error: unknown) => {
          console.warn(galleryEntryStrings.lightboxUnavailable);
          throw error;
        },
      );
    },
  };
}
