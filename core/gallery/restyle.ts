// A change to a re-render attribute draws the track and the slides' frames again from
// the new options (the same rules the server drew them with, layout/look.ts), so a changed padding,
// aspect ratio, vSize or thumbnail strip is seen. Reads first, then one write.
import type { FrameScheduler } from '../dom/scheduler.ts';
import { frameRatio, thumbnailTrackStyle, trackStyle } from './layout/look.ts';
import type { GalleryOptions } from './options.ts';
import { SLIDE, VIDEO_RATIO } from './slides.ts';

/** A slide's own ratio, from its image's data-image-dimensions ('WxH'); a video with no image is 16:9. */
function ownRatio(slide: Element): number {
  const [width, height] = (slide.querySelector('img[data-image-dimensions]')?.getAttribute('data-image-dimensions') ?? '').split('x').map(Number);
  return width && height && width > 0 && height > 0 ? width / height : VIDEO_RATIO;
}

/** Designs whose frames take a ratio of the gallery's, not the image's own. */
const CROPPED = new Set(['carousel', 'grid', 'autogrid']);

export function restyle(root: HTMLElement, options: GalleryOptions, scheduler: FrameScheduler): void {
  const track = root.querySelector<HTMLElement>('.gallery-track');
  if (!track) return;
  const slides = [...track.querySelectorAll<HTMLElement>(SLIDE)];
  const own = slides.map(ownRatio);
  const thumbnails = root.classList.contains('gallery-thumbnails');
  const style = thumbnails ? thumbnailTrackStyle(options) : trackStyle(options.design, options, own[0]);
  const frames =
    thumbnails || !CROPPED.has(options.design)
      ? []
      : slides.map((slide, i) => [slide.querySelector<HTMLElement>('.image-frame'), frameRatio(options.design, options, own[i] as number, own[0])] as const);
  scheduler.write(() => {
    if (track.getAttribute('style') !== style) track.setAttribute('style', style);
    for (const [frame, ratio] of frames) if (frame) frame.style.aspectRatio = String(Math.round(ratio * 10000) / 10000);
  });
}
