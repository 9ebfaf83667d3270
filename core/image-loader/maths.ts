// The image loader's pure maths, the second public surface: the server renders the same crop
// and sizes the loader computes.
export { alignmentPoint, parseAlignment, positive } from './attributes.ts';
export type { CropMode, Point, Size } from './attributes.ts';
export { cropStyle, placeImage } from './crop.ts';
export { fittedSource } from './fit.ts';
