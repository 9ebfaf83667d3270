// media.md 3: Slide attributes, read from the server's markup.
export interface Slide {
  element: HTMLElement;
  type: 'image' | 'video';
  id: string;
  url: string;
  clickThrough: string;
}

export const SLIDE = '.slide';

export function readSlides(root: Element): Slide[] {
  return [...root.querySelectorAll<HTMLElement>(SLIDE)].map((element, i) => ({
    element,
    type: element.getAttribute('data-type') === 'video' ? 'video' : 'image',
    id: element.getAttribute('data-slide-id') || String(i + 1),
    url: element.getAttribute('data-slide-url') ?? '',
    clickThrough: element.getAttribute('data-click-through-url') ?? '',
  }));
}

/** media.md 3: a video with no image is 16:9. */
export const VIDEO_RATIO = 16 / 9;
