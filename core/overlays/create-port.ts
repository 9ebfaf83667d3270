// The overlay port that entries/runtime.ts hands to blocks. Each call imports the overlays entry on
// first use (through `load`); opening the lightbox first starts the fetch of the image it will show,
// so the image and React arrive side by side.
import { galleryStrings } from '../catalog/strings/gallery.ts';
import { fittedSource } from '../image-loader/maths.ts';
import { imageBox } from './image-box.ts';
import type { ConfirmOptions, ConfirmResult, OverlayPort } from './port.ts';

/** What the overlays entry offers beyond the port: the dialogs, and the site-wide overlays. */
export interface OverlaysModule extends OverlayPort {
  confirm(options: ConfirmOptions): Promise<ConfirmResult>;
  alert(message: string): Promise<void>;
  info(title: string, message: string): Promise<void>;
  showCookieBanner(settings: Record<string, unknown>): Promise<unknown>;
  showPopupOverlay(settings: Record<string, unknown>): Promise<unknown>;
  showMobileInfoBar(settings: Record<string, unknown>): Promise<unknown>;
}

export function createOverlayPort(load: () => Promise<OverlaysModule>, window: Window, mobile: boolean): OverlayPort {
  return {
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
          console.warn(galleryStrings.lightboxUnavailable);
          throw error;
        },
      );
    },
  };
}
