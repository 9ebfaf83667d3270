// issue 21: the lightbox's first frame, drawn by core on the tap while the overlays chunk (and React)
// arrive: a layer like the lightbox's, with the tapped image where the lightbox will draw it (the
// slide's own, already decoded, then the lightbox's size once that has loaded). The lightbox takes
// over in one frame (`handOver`: it shows the same picture, so nothing flashes) and keeps the history
// entry this frame took. Until then Escape and the back button close it (`cancel`), and (issue 34)
// its controls, a chunk of their own fetched at the tap (frame-controls.ts), give it close, previous,
// next, the arrows, the clicks and the swipe by the lightbox's own rules; the lightbox starts where
// the frame was moved to.
import { fittedSource } from '../image-loader/maths.ts';
import { escapeStack } from '../keys/escape.ts';
import { imageBox, LIGHTBOX_PADDING } from './image-box.ts';
import type { FrameControls } from './frame-controls.ts';
import type { InstantFrameOptions, PlaceImage } from './instant-frame-options.ts';
import { imagePlace } from './image-place.ts';
import { LIGHTBOX_HISTORY_MARK, LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX } from './lightbox-look.ts';
import type { LightboxItem } from './port.ts';

export type { InstantFrameOptions };

export const INSTANT_FRAME_CLASS = 'vt-lightbox-instant';

export interface InstantFrame {
  /** What the frame shows now: the lightbox's placeholder until its own image has loaded. */
  picture(): string | undefined;
  /** The item it shows now, where the lightbox starts. */
  index(): number;
  /** The lightbox is on screen: the frame goes, the history entry stays the lightbox's. */
  handOver(): void;
  /** Closes it as Escape does. */
  cancel(): void;
}

const sizeOf = (item: LightboxItem): { width: number; height: number } | null => (item.width && item.height ? { width: item.width, height: item.height } : null);

/** Draws `item`'s image where the lightbox will, `shift` px to the right (a phone's track puts each item a screen further). */
const placeImage: PlaceImage = (image, item, viewport, mobile, shift = 0) => {
  const place = imagePlace(sizeOf(item), viewport, mobile);
  const padding = mobile ? 0 : LIGHTBOX_PADDING;
  image.style.cssText = place
    ? `position:absolute;left:${place.left + shift}px;top:${place.top}px;width:${place.width}px;height:${place.height}px`
    : `position:absolute;inset:${padding}px ${padding - shift}px ${padding}px ${padding + shift}px;max-width:100%;max-height:100%;margin:auto`;
  image.style.objectFit = 'contain';
};

export function showInstantFrame(options: InstantFrameOptions): InstantFrame {
  const { window: win, items, index, slide, mobile, theme, label = '', onCancel } = options;
  const item = items[index]!;
  const thumbnail = slide?.querySelector('img');
  const document = win.document;
  const viewport = { width: win.innerWidth, height: win.innerHeight };
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
  placeImage(image, item, viewport, mobile);
  // The slide's own image, decoded already (its controls swap in the lightbox's size once that has
  // loaded), else the lightbox's size.
  image.src =
    (thumbnail?.complete && thumbnail.naturalWidth > 0 && (thumbnail.currentSrc || thumbnail.src)) ||
    (item.src && fittedSource(item.src, sizeOf(item), imageBox(viewport, mobile), win.devicePixelRatio || 1, item.sizeFormat));
  layer.append(image);
  let gone = false;
  let controls: FrameControls | undefined;
  import('./frame-controls.ts').then(
    (module) => {
      if (!gone) controls = module.addFrameControls({ ...options, layer, image, place: placeImage, close: () => close(false) });
    },
    () => {},
  );

  const unstack = escapeStack(document).push(() => close(false));
  const popped = (): void => close(true);
  win.history.pushState({ ...(win.history.state ?? {}), [LIGHTBOX_HISTORY_MARK]: true }, '');
  win.addEventListener('popstate', popped);
  document.body.classList.add('lightbox-open');
  document.body.append(layer);

  function leave(): void {
    gone = true;
    controls?.destroy();
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
    index: () => controls?.index() ?? index,
    handOver: () => gone || leave(),
    cancel: () => close(false),
  };
}
