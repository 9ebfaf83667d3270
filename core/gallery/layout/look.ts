// How a design draws its track and its slides' frames from the options: the server writes it into
// the page, and the runtime writes it again when a re-render attribute changes, so a
// changed padding, aspect ratio, vSize or thumbnail strip is seen. Pure.
import type { Design } from '../design-name.ts';
import type { GalleryOptions } from '../options.ts';

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

/** The frame ratio (width over height) of the stacked design's box. */
export const stackedRatio = (options: GalleryOptions, firstRatio: number | undefined): number => options.aspectRatio ?? (options.autoHeight ? (firstRatio ?? 16 / 9) : 16 / 9);

/** The strip's height as a share of its width: 1 / aspectRatio, else vSize 3%-steps. */
export const stripShare = (options: GalleryOptions): number => (options.aspectRatio ? 1 / options.aspectRatio : (options.vSize * 3) / 100);

/** The grid's cell ratio: square thumbnails (autogrid always), else the aspect ratio, else 4:3. */
export const gridRatio = (design: Design, options: GalleryOptions): number => (options.squareThumbs || design === 'autogrid' ? 1 : (options.aspectRatio ?? 4 / 3));

/** The track's inline style for a design. `firstRatio` is the first slide's own ratio. */
export function trackStyle(design: Design, options: GalleryOptions, firstRatio: number | undefined): string {
  switch (design) {
    case 'stacked':
      return `aspect-ratio:${round(stackedRatio(options, firstRatio), 4)}`;
    case 'strip':
      return `--strip-height:${round(stripShare(options) * 100, 2)}cqw`;
    case 'carousel':
      return `--per-row:${options.slidesPerRow};--gutter:${options.gutter}px`;
    case 'grid':
      return `--per-row:${options.perRow};--padding:${options.padding}px`;
    case 'autogrid':
      return `--padding:${options.padding}px`;
    case 'autorows':
      return `--gutter:${options.gutter}px`;
    case 'list':
      return `--image-width:${options.imageWidth}%`;
    default:
      return '';
  }
}

/** The thumbnail strip's track: the block's strip height and margin, in px. */
export const thumbnailTrackStyle = (options: GalleryOptions): string => `--strip-height:${options.thumbnailStripHeight}px;margin-top:${options.thumbnailStripMargin}px`;

/** A slide's frame ratio in a design, from its own ratio. */
export function frameRatio(design: Design, options: GalleryOptions, own: number, firstRatio: number | undefined): number {
  if (design === 'stacked') return stackedRatio(options, firstRatio);
  if (design === 'carousel') return options.aspectRatio ?? 1;
  if (design === 'grid' || design === 'autogrid') return gridRatio(design, options);
  return own;
}
