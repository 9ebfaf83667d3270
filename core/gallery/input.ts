// The visitor's input on a gallery: a click on a slide (the rules in click.ts), Enter
// and Space on a focused slide as a click, and the arrow keys while the gallery is in view.
import { clickAction } from './click.ts';
import { arrowAction, isActivation, isEditable } from './keys.ts';
import type { GalleryParts } from './parts.ts';
import { VIDEO_WRAPPER } from './slides.ts';

export interface InputActions {
  /** Every slide is in view (the design's): a click selects or opens, never steps. */
  allInView: boolean;
  inView(): boolean;
  step(delta: 1 | -1): void;
  openLightbox(index: number): void;
  playVideo(index: number): void;
}

export function followInput({ root, slides, options, state, window: win, on }: GalleryParts, { allInView, inView, step, openLightbox, playVideo }: InputActions): void {
  const doc = root.ownerDocument;

  const activate = (slideElement: HTMLElement, clientX: number): void => {
    const index = slides.findIndex((slide) => slide.element === slideElement);
    const slide = slides[index]!;
    const box = slideElement.getBoundingClientRect();
    const action = clickAction({
      index,
      current: state.index(),
      video: slide.type === 'video',
      clickThrough: slide.clickThrough,
      behavior: options.clickBehavior,
      side: clientX < box.left + box.width / 2 ? 'left' : 'right',
      lightbox: options.lightbox,
      editor: win.top !== win.self,
      allInView,
    });
    if (action.kind === 'navigate') win.location.assign(action.url);
    else if (action.kind === 'bypass') root.dispatchEvent(new CustomEvent('bypassClickThrough', { bubbles: true, detail: { url: action.url } }));
    else if (action.kind === 'refuse') console.warn(`[Gallery] Refused a click-through address that fails the link checks: ${action.url}`);
    else if (action.kind === 'lightbox') openLightbox(action.index);
    else if (action.kind === 'next') step(1);
    else if (action.kind === 'previous') step(-1);
    else if (action.kind === 'select') state.select(action.index, 'visitor');
    else if (action.kind === 'play') playVideo(action.index);
  };

  on(root, 'click', (event: MouseEvent) => {
    const target = event.target as Element;
    const slide = target.closest<HTMLElement>('.slide');
    if (!slide || !root.contains(slide) || target.closest('a, button:not(.video-play)')) return;
    // The current slide's video takes its own clicks; another slide's becomes current and plays.
    if (target.closest(VIDEO_WRAPPER) && slide.classList.contains('active')) return;
    activate(slide, event.clientX);
  });

  // Enter and Space act as a click on slides.
  on(root, 'keydown', (event: KeyboardEvent) => {
    const slide = (event.target as Element).closest<HTMLElement>('.slide');
    if (!slide || !isActivation(event.key) || (event.target as Element) !== slide) return;
    event.preventDefault();
    const box = slide.getBoundingClientRect();
    activate(slide, box.left + box.width);
  });

  // Arrows navigate when allowed, and not while focus is in another gallery.
  on(doc, 'keydown', (event: KeyboardEvent) => {
    const focused = doc.activeElement;
    const focusedElsewhere = focused?.closest('.gallery') && !root.contains(focused);
    const action = arrowAction({
      keyCode: event.keyCode,
      inView: inView(),
      moving: state.target() !== null,
      editable: isEditable(focused),
      enabled: options.keyboard && !focusedElsewhere,
      keys: options.keys,
    });
    if (!action) return;
    event.preventDefault();
    step(action === 'next' ? 1 : -1);
  });
}
