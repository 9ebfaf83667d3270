// media.md 4 and 5: a gallery's lightbox, through the overlay port. Its own small chunk, fetched
// beside the gallery when the lightbox is on, so the gallery's first paint never waits for it.
// While it is open autoplay waits, and the lightbox and the slideshow follow each other.
// issue 21: the tap shows the lightbox's first frame at once (core/overlays/instant-frame.ts, its own
// chunk, fetched beside this one), and
// the overlays chunk is fetched on intent: a press on a slide, a pointer over the gallery, or at
// idle on a fast link without Save-Data.
import { galleryStrings } from '../catalog/strings/gallery.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { InstantFrame } from '../overlays/instant-frame.ts';
import type { LightboxHandle, OverlayPort } from '../overlays/port.ts';
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

/** navigator.connection, where the browser has it: a fast link without Save-Data may fetch at idle. */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the overlays may be fetched at idle, before any intent: only on a fast link, without Save-Data. */
export const fetchAtIdle = (connection: Connection | undefined): boolean => connection !== undefined && connection.saveData !== true && connection.effectiveType === '4g';

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
  onChange,
  onOpen,
  onClose,
}: GalleryLightboxDeps): GalleryLightbox {
  const set = lightboxSet(slides);
  const item = (slide: number): number => Math.max(0, set.slides.indexOf(slide));
  let handle: LightboxHandle | null = null;
  // An open under way (the overlays chunk still loading): a second tap does not mount a second
  // lightbox or push a second history entry; the latest tapped slide is the one shown (as
  // PhotoSwipe drops a stale open by its counter).
  let opening: number | null = null;
  let frame: InstantFrame | null = null;
  // The first frame's own chunk, asked for now beside this one, so it is there by the first tap (a
  // tap before it arrives opens the lightbox as before, without a first frame).
  let frames: typeof import('../overlays/instant-frame.ts') | null = null;
  import('../overlays/instant-frame.ts').then(
    (module) => (frames = module),
    () => {},
  );

  // Intent: a press on the gallery (before its click), a mouse over it; at idle only on a fast link.
  const intent = new AbortController();
  const warm = (): void => {
    intent.abort();
    overlays.load().catch(() => {});
  };
  root.addEventListener('pointerdown', warm, { passive: true, signal: intent.signal });
  root.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && warm(), { passive: true, signal: intent.signal });
  if (fetchAtIdle((win.navigator as Navigator & { connection?: Connection }).connection)) win.requestIdleCallback?.(warm, { timeout: 5000 });

  return {
    open(slide) {
      if (handle) return void handle.goTo(item(slide));
      if (opening !== null) return void (opening = slide);
      // The port logs the warning itself when the overlays cannot be had.
      if (set.items.length === 0) return void console.warn(galleryStrings.lightboxUnavailable);
      opening = slide;
      onOpen();
      const at = item(slide);
      let cancelled = false;
      const shown =
        frames?.showInstantFrame({
          window: win,
          item: set.items[at]!,
          thumbnail: slides[slide]?.element.querySelector('img') ?? null,
          mobile,
          theme,
          label: label ?? '',
          onCancel: () => (cancelled = true),
        }) ?? null;
      frame = shown;
      const firstFrame = shown ? { picture: shown.picture(), shown: () => shown.handOver() } : undefined;
      overlays
        .load()
        .then(() => {
          if (cancelled) throw new Error('closed before the lightbox came');
          if (firstFrame && shown) firstFrame.picture = shown.picture();
          return overlays.openLightbox(set.items, at, { theme, label, collectionUrl, scheduler, firstFrame, onChange: (index) => onChange(set.slides[index]!) });
        })
        .then((opened) => {
          // The frame goes when the lightbox is painted (firstFrame.shown), not now: React renders later.
          handle = opened;
          if (opening !== null && opening !== slide) opened.goTo(item(opening));
          opening = null;
          return opened.closed;
        })
        .catch(() => {
          // The overlays could not be had (the port has said so), or the frame was closed first.
          if (!cancelled) console.warn(galleryStrings.lightboxUnavailable);
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
      intent.abort();
      frame?.cancel();
      handle?.close();
    },
  };
}

/** media.md 4: the open lightbox follows every move of the gallery but the ones it made itself. */
export const lightboxFollows =
  (lightbox: GalleryLightbox) =>
  ({ index, source }: SelectEvent): void => {
    if (source !== 'lightbox') lightbox.follow(index);
  };
