// A gallery's lightbox, through the overlay port. Its own small chunk, fetched
// beside the gallery when the lightbox is on, so the gallery's first paint never waits for it.
// While it is open autoplay waits, and the lightbox and the slideshow follow each other.
// issue 21: the tap shows the lightbox's first frame at once, and the overlays are fetched on intent
// (first-frame.ts: one chunk, fetched beside this one).
import { galleryStrings } from '../catalog/strings/gallery.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { InstantFrame } from '../overlays/instant-frame.ts';
import type { LightboxHandle, LightboxOptions, OverlayPort } from '../overlays/port.ts';
import { lightboxSet } from './lightbox-items.ts';
import type { SelectEvent } from './index-state.ts';
import type { Slide } from './slides.ts';

export interface GalleryLightboxDeps {
  slides: Slide[];
  overlays: Pick<OverlayPort, 'openLightbox' | 'load'>;
  /** The gallery: a press on it, or a mouse over it, fetches the overlays. */
  root: HTMLElement;
  window: Window;
  mobile: boolean;
  theme: string;
  label: string | undefined;
  collectionUrl: string;
  /** The page's frame scheduler, which the lightbox's swipe shares. */
  scheduler: FrameScheduler;
  /** The page's motion chunk: the lightbox's swipe uses it rather than fetch its own copy. */
  motion?: LightboxOptions['motion'];
  /** The lightbox moved to this slide: the gallery follows. */
  onChange: (slide: number) => void;
  onOpen: () => void;
  onClose: () => void;
}

export interface GalleryLightbox {
  open(slide: number): void;
  /** The gallery moved: the open lightbox follows. */
  follow(slide: number): void;
  destroy(): void;
}

export function createGalleryLightbox({
  slides,
  overlays,
  root,
  window: win,
  mobile,
  theme,
  label,
  collectionUrl,
  scheduler,
  motion,
  onChange,
  onOpen,
  onClose,
}: GalleryLightboxDeps): GalleryLightbox {
  const set = lightboxSet(slides);
  const item = (slide: number): number => Math.max(0, set.slides.indexOf(slide));
  const follow = (index: number): void => onChange(set.slides[index]!);
  let handle: LightboxHandle | null = null;
  // An open under way (the overlays chunk still loading): a second tap does not mount a second
  // lightbox or push a second history entry; the latest tapped slide is the one shown (as
  // PhotoSwipe drops a stale open by its counter).
  let opening: number | null = null;
  let frame: InstantFrame | null = null;
  // The first frame's own chunk, asked for now beside this one, so it is there by the first tap (a
  // tap before it arrives opens the lightbox as before, without a first frame).
  let showFrame: typeof import('./first-frame.ts')['showInstantFrame'] | null = null;
  let stopIntent: (() => void) | undefined;
  import('./first-frame.ts').then(
    (module) => {
      showFrame = module.showInstantFrame;
      stopIntent = module.watchIntent(root, win, () => {
        // The lightbox's swipe needs the motion chunk too (a grid has not fetched it).
        motion?.().catch(() => {});
        return overlays.load().then((loaded) => loaded.prepareLightbox());
      });
    },
    () => {},
  );

  const unavailable = (): void => console.warn(galleryStrings.lightboxUnavailable);

  return {
    open(slide) {
      if (handle) return void handle.goTo(item(slide));
      if (opening !== null) {
        opening = slide;
        return;
      }
      // The port logs the warning itself when the overlays cannot be had.
      if (set.items.length === 0) return unavailable();
      opening = slide;
      onOpen();
      const at = item(slide);
      let cancelled = false;
      const shown =
        showFrame?.({
          window: win,
          items: set.items,
          index: at,
          slide: slides[slide]?.element,
          mobile,
          theme,
          label,
          scheduler,
          motion,
          onChange: follow,
          onCancel: () => (cancelled = true),
        }) ?? null;
      frame = shown;
      // What the frame shows when the lightbox comes; the frame goes when the lightbox is painted.
      const firstFrame = shown
        ? {
            get picture() {
              return shown.picture();
            },
            shown: shown.handOver,
          }
        : undefined;
      overlays
        .load()
        .then(() => {
          // Closed before the lightbox came: it is not mounted.
          if (cancelled) throw cancelled;
          // It starts where the frame was moved to.
          return overlays.openLightbox(set.items, shown ? shown.index() : at, { theme, label, collectionUrl, scheduler, motion, firstFrame, onChange: follow });
        })
        .then((opened) => {
          // Closed while React was still coming (the overlays entry was in, its React chunk not):
          // the visitor closed it, so the lightbox that arrives late goes at once.
          if (cancelled) opened.close();
          // The frame goes when the lightbox is painted (firstFrame.shown), not now: React renders later.
          handle = opened;
          if (opening !== null && opening !== slide) opened.goTo(item(opening));
          opening = null;
          return opened.closed;
        })
        .catch(() => {
          // The overlays could not be had (the port has said so), or the frame was closed first.
          if (!cancelled) unavailable();
          shown?.cancel();
        })
        .finally(() => {
          // A lightbox that closed without ever saying it was shown leaves no frame behind.
          shown?.handOver();
          handle = null;
          opening = null;
          frame = null;
          onClose();
        });
    },
    follow: (slide) => handle?.goTo(item(slide)),
    destroy() {
      stopIntent?.();
      frame?.cancel();
      handle?.close();
    },
  };
}

/** The open lightbox follows every move of the gallery but the ones it made itself. */
export const lightboxFollows =
  (lightbox: GalleryLightbox) =>
  ({ index, source }: SelectEvent): void => {
    if (source !== 'lightbox') lightbox.follow(index);
  };
