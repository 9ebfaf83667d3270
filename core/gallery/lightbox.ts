// media.md 4 and 5: a gallery's lightbox, through the overlay port. Its own small chunk, fetched
// beside the gallery when the lightbox is on, so the gallery's first paint never waits for it.
// While it is open autoplay waits, and the lightbox and the slideshow follow each other.
import { galleryStrings } from '../catalog/strings/gallery.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { LightboxHandle, OverlayPort } from '../overlays/port.ts';
import { lightboxSet } from './lightbox-items.ts';
import type { SelectEvent } from './index-state.ts';
import type { Slide } from './slides.ts';

export interface GalleryLightboxDeps {
  slides: Slide[];
  overlays: Pick<OverlayPort, 'openLightbox'>;
  theme: string;
  label: string | undefined;
  collectionUrl: string;
  /** The page's frame scheduler, which the lightbox's swipe shares. */
  scheduler: FrameScheduler;
  /** The lightbox moved to this slide: the gallery follows. */
  onChange: (slide: number) => void;
  onOpen: () => void;
  onClose: () => void;
}

export interface GalleryLightbox {
  open(slide: number): void;
  /** The gallery moved: the open lightbox follows. */
  follow(slide: number): void;
}

export function createGalleryLightbox({ slides, overlays, theme, label, collectionUrl, scheduler, onChange, onOpen, onClose }: GalleryLightboxDeps): GalleryLightbox {
  const set = lightboxSet(slides);
  const item = (slide: number): number => Math.max(0, set.slides.indexOf(slide));
  let handle: LightboxHandle | null = null;
  // An open under way (the overlays chunk still loading): a second tap does not mount a second
  // lightbox or push a second history entry; the latest tapped slide is the one shown (as
  // PhotoSwipe drops a stale open by its counter).
  let opening: number | null = null;
  return {
    open(slide) {
      if (handle) return void handle.goTo(item(slide));
      if (opening !== null) return void (opening = slide);
      // The port logs the warning itself when the overlays cannot be had.
      if (set.items.length === 0) return void console.warn(galleryStrings.lightboxUnavailable);
      opening = slide;
      onOpen();
      overlays
        .openLightbox(set.items, item(slide), { theme, label, collectionUrl, scheduler, onChange: (index) => onChange(set.slides[index]!) })
        .then((opened) => {
          handle = opened;
          if (opening !== null && opening !== slide) opened.goTo(item(opening));
          opening = null;
          return opened.closed;
        })
        .catch(() => {})
        .finally(() => {
          handle = null;
          opening = null;
          onClose();
        });
    },
    follow: (slide) => handle?.goTo(item(slide)),
  };
}

/** media.md 4: the open lightbox follows every move of the gallery but the ones it made itself. */
export const lightboxFollows =
  (lightbox: GalleryLightbox) =>
  ({ index, source }: SelectEvent): void => {
    if (source !== 'lightbox') lightbox.follow(index);
  };
