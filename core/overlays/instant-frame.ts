// issue 21: the lightbox's first frame, drawn by core on the tap while the overlays chunk (and React)
// arrive: a layer like the lightbox's, with the tapped image where the lightbox will draw it (the
// slide's own, already decoded, then the lightbox's size once that has loaded). The lightbox takes
// over in one frame (`handOver`: it shows the same picture, so nothing flashes) and keeps the history
// entry this frame took. Until then Escape and the back button close it (`cancel`).
import { fittedSource } from '../image-loader/maths.ts';
import { escapeStack } from '../keys/escape.ts';
import { imageBox } from './image-box.ts';
import { imagePlace } from './image-place.ts';
import { LIGHTBOX_HISTORY_MARK, LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX } from './lightbox-look.ts';
import type { LightboxItem } from './port.ts';

export const INSTANT_FRAME_CLASS = 'vt-lightbox-instant';

export interface InstantFrameOptions {
  window: Window;
  item: LightboxItem;
  /** The tapped slide: its image is shown at once when it has loaded. */
  slide: Element | undefined;
  mobile: boolean;
  theme: string | undefined;
  label: string | undefined;
  /** Escape or the back button closed it before the lightbox came. */
  onCancel(): void;
}

export interface InstantFrame {
  /** What the frame shows now: the lightbox's placeholder until its own image has loaded. */
  picture(): string | undefined;
  /** The lightbox is on screen: the frame goes, the history entry stays the lightbox's. */
  handOver(): void;
  /** Closes it as Escape does. */
  cancel(): void;
}

export function showInstantFrame({ window: win, item, slide, mobile, theme, label = '', onCancel }: InstantFrameOptions): InstantFrame {
  const thumbnail = slide?.querySelector('img');
  const document = win.document;
  const viewport = { width: win.innerWidth, height: win.innerHeight };
  const size = item.width && item.height ? { width: item.width, height: item.height } : null;
  const full = item.src ? fittedSource(item.src, size, imageBox(viewport, mobile), win.devicePixelRatio || 1, item.sizeFormat) : '';
  const layer = document.createElement('div');
  layer.className = INSTANT_FRAME_CLASS;
  layer.setAttribute('role', 'dialog');
  layer.setAttribute('aria-modal', 'true');
  layer.setAttribute('aria-label', label);
  const shade = theme === 'light' ? '255,255,255' : '0,0,0';
  layer.style.cssText = `position:fixed;inset:0;z-index:${LIGHTBOX_Z_INDEX};touch-action:none;background:rgba(${shade},${LIGHTBOX_OVERLAY_OPACITY})`;
  const image = document.createElement('img');
  image.alt = item.alt ?? '';
  image.decoding = 'sync';
  const place = imagePlace(size, viewport, mobile);
  image.style.cssText = place
    ? `position:absolute;left:${place.left}px;top:${place.top}px;width:${place.width}px;height:${place.height}px`
    : `position:absolute;inset:${mobile ? 0 : 100}px;width:auto;height:auto;max-width:100%;max-height:100%;margin:auto`;
  image.style.objectFit = 'contain';
  const ready = thumbnail?.complete && thumbnail.naturalWidth > 0 ? thumbnail.currentSrc || thumbnail.src : '';
  image.src = ready || full;
  layer.append(image);
  let gone = false;
  // The lightbox's own size, once it has loaded and decoded (the port asked for it already).
  if (ready && full && full !== ready) {
    const upgrade = new (win as Window & typeof globalThis).Image();
    upgrade.fetchPriority = 'high';
    upgrade.src = full;
    upgrade.decode().then(
      () => {
        if (!gone) image.src = full;
      },
      () => {},
    );
  }

  const unstack = escapeStack(document).push(() => close(false));
  const popped = (): void => close(true);
  win.history.pushState({ ...(win.history.state ?? {}), [LIGHTBOX_HISTORY_MARK]: true }, '');
  win.addEventListener('popstate', popped);
  document.body.classList.add('lightbox-open');
  document.body.append(layer);

  function leave(): void {
    gone = true;
    unstack();
    win.removeEventListener('popstate', popped);
    layer.remove();
  }
  function close(fromHistory: boolean): void {
    if (gone) return;
    leave();
    document.body.classList.remove('lightbox-open');
    if (!fromHistory && win.history.state?.[LIGHTBOX_HISTORY_MARK]) win.history.back();
    onCancel();
  }
  return {
    picture: () => image.getAttribute('src') || undefined,
    handOver: () => gone || leave(),
    cancel: () => close(false),
  };
}
