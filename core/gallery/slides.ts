// Slide attributes, read from the server's markup.
// The ratio lives in video-ratio.ts, which has no DOM, for the server; browser code imports it here.
export { VIDEO_RATIO } from './video-ratio.ts';

export interface Slide {
  element: HTMLElement;
  type: 'image' | 'video';
  id: string;
  url: string;
  clickThrough: string;
}

export const SLIDE = '.slide';
/** Where a slide's video sits (the video block's markup inside a slide). */
export const VIDEO_WRAPPER = '.video-wrapper';

export function readSlides(root: Element): Slide[] {
  return [...root.querySelectorAll<HTMLElement>(SLIDE)].map((element, i) => ({
    element,
    type: element.getAttribute('data-type') === 'video' ? 'video' : 'image',
    id: element.getAttribute('data-slide-id') || String(i + 1),
    url: element.getAttribute('data-slide-url') ?? '',
    clickThrough: element.getAttribute('data-click-through-url') ?? '',
  }));
}
