// The image loader's pure maths, the second public surface: the server renders the same crop
// and sizes the loader computes.
export { alignmentPoint, parseAlignment, positive } from './attributes.ts';
export type { CropMode, Point, Size } from './attributes.ts';
export { cropStyle, placeImage } from './crop.ts';
export { fittedSource } from './fit.ts';

/**
 * The lazy margin (the media spec: lazy loading starts when the image enters the viewport with a
 * 200 px margin on all sides): the loader watches images with it, and a gallery waits for it before
 * it loads the slides beside the current one (core/gallery/preload.ts).
 */
export const LAZY_MARGIN_PX = 200;
