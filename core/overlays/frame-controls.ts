// Issue 34: the lightbox's first frame as a working lightbox, before React has come. Its own chunk,
// which the frame fetches as it is shown (with the motion chunk, for the swipe): close, previous,
// next and the position, the arrow keys, the clicks on the stage and the swipe, by the lightbox's
// own rules (lightbox-rules.ts, lightbox-keys.ts, lightbox-swipe.ts) and with its look
// (lightbox-icons.ts). The lightbox's size of the shown image is swapped in once it has loaded.
// Once the swipe listens the frame carries `data-lightbox-ready`, as the lightbox does; the React
// lightbox that takes over starts at the frame's item (InstantFrame.index()).
import { format } from '../catalog/strings.ts';
import { lightboxStrings as t } from '../catalog/strings/lightbox.ts';
import { motionAllowed } from '../dom/motion.ts';
import { imageBox } from './image-box.ts';
import type { InstantFrameOptions, PlaceImage } from './instant-frame-options.ts';
import { LIGHTBOX_BUTTON, LIGHTBOX_BUTTON_LIGHT, LIGHTBOX_ICONS, LIGHTBOX_PLACES as places, LIGHTBOX_TEXT, LIGHTBOX_TEXT_LIGHT, lightboxIcon } from './lightbox-icons.ts';
import { listenArrows } from './lightbox-keys.ts';
import { attachLightboxSwipe } from './lightbox-swipe.ts';
import { clickZone, LIGHTBOX_READY, lightboxStep, slideSource } from './lightbox-rules.ts';

export interface FrameControlsOptions extends InstantFrameOptions {
  layer: HTMLElement;
  /** The frame's image, which the controls move from item to item. */
  image: HTMLImageElement;
  /** The frame's own placing of its image (handed over, so this chunk imports nothing from the frame's). */
  place: PlaceImage;
  /** Closes the frame, as Escape does. */
  close(): void;
}

export interface FrameControls {
  /** The item shown now. */
  index(): number;
  /** The lightbox took over: every listener goes (the frame removes its layer itself). */
  destroy(): void;
}

export function addFrameControls({ window: win, items, index, mobile, theme, scheduler, motion, layer, image, place, onChange, close }: FrameControlsOptions): FrameControls {
  const document = win.document;
  const count = items.length;
  const width = win.innerWidth;
  const viewport = { width, height: win.innerHeight };
  const box = imageBox(viewport, mobile);
  const dpr = win.devicePixelRatio || 1;
  const light = theme === 'light';
  const listening = new AbortController();
  const signal = listening.signal;
  let at = index;

  // The stage takes the clicks and the swipe; on a phone its track scrolls a screen an item.
  const stage = document.createElement('div');
  stage.style.cssText = 'position:absolute;inset:0;overflow:hidden';
  const track = stage.appendChild(document.createElement('div'));
  track.style.cssText = `position:absolute;inset:0${mobile ? `;transform:translate3d(${-at * width}px,0,0)` : ''}`;
  place(image, items[at]!, viewport, mobile, mobile ? at * width : 0);
  track.append(image);

  const button = (label: string, icon: string, place: string, press: () => void): HTMLButtonElement => {
    const control = document.createElement('button');
    control.type = 'button';
    control.setAttribute('aria-label', label);
    control.innerHTML = lightboxIcon(icon);
    control.style.cssText = `${LIGHTBOX_BUTTON};${light ? `${LIGHTBOX_BUTTON_LIGHT};` : ''}${place}`;
    // A mouse's press leaves the focus where it was, so the lightbox that takes over gives it back there.
    control.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
    control.addEventListener('click', press, { signal });
    return control;
  };
  const position = document.createElement('p');
  position.setAttribute('aria-live', 'polite');
  position.style.cssText = `${places.count};${LIGHTBOX_TEXT}${light ? `;${LIGHTBOX_TEXT_LIGHT}` : ''}`;
  const previous = button(t.previous, LIGHTBOX_ICONS.previous, `${places.arrow};${mobile ? places.previousMobile : places.previous}`, () => step(-1));
  const next = button(t.next, LIGHTBOX_ICONS.next, `${places.arrow};${mobile ? places.nextMobile : places.next}`, () => step(1));
  layer.append(stage, position, button(t.close, LIGHTBOX_ICONS.close, places.close, close), previous, next);

  // On a phone the lightbox stops at its ends: the arrow there is dimmed, as the lightbox's is.
  const mark = (control: HTMLButtonElement, end: boolean): void => {
    control.style.opacity = end ? '.35' : '';
    if (end) control.setAttribute('aria-disabled', 'true');
    else control.removeAttribute('aria-disabled');
  };
  const draw = (): void => {
    position.textContent = format(t.position, { index: at + 1, count });
    mark(previous, mobile && at === 0);
    mark(next, mobile && at === count - 1);
  };
  // The lightbox's size of the item shown, in place of the slide's own once it has loaded and decoded.
  const upgrade = (): void => {
    const shown = at;
    const src = slideSource(items[shown]!, box, dpr);
    if (!src || src === image.getAttribute('src')) return;
    const loading = new (win as Window & typeof globalThis).Image();
    loading.fetchPriority = 'high';
    loading.src = src;
    loading.decode().then(
      () => {
        if (at === shown && !signal.aborted) image.src = src;
      },
      () => {},
    );
  };
  const go = (to: number): void => {
    if (to === at || to < 0 || to >= count) return;
    at = to;
    const item = items[to]!;
    image.alt = item.alt ?? '';
    place(image, item, viewport, mobile, mobile ? to * width : 0);
    // The image shown stays until the next has loaded (the browser swaps a changed source then).
    image.src = slideSource(item, box, dpr);
    draw();
    onChange(to);
    swipe.follow(to);
  };
  const step = (delta: 1 | -1): void => go(lightboxStep(at, delta, count, mobile));

  listenArrows(win, step, signal);
  // Clicks in the middle 96% step; a touch's taps do not (the lightbox keeps them for its zoom).
  stage.addEventListener(
    'click',
    (event) => {
      const zone = (event as PointerEvent).pointerType === 'touch' ? null : clickZone(event.clientX, width);
      if (zone) step(zone === 'next' ? 1 : -1);
    },
    { signal },
  );
  const swipe = attachLightboxSwipe({
    load: motion ?? (() => import('../motion.ts')),
    stage,
    track,
    mobile,
    count,
    width: () => width,
    index: () => at,
    go,
    step,
    scheduler,
    window: win,
    animate: motionAllowed(win),
  });
  void swipe.ready.then(() => signal.aborted || layer.setAttribute(LIGHTBOX_READY, ''));
  draw();
  upgrade();

  return {
    index: () => at,
    destroy() {
      listening.abort();
      swipe.destroy();
    },
  };
}
