// The image loader's public surface: the page-wide service, and the crop maths the server shares.
export { createImageLoader } from './loader.ts';
export type { ImageLoader, ImageLoaderEnvironment, ImageLoaderOptions, ImageRefusal } from './loader.ts';
export type { CropMode, LoadConfig, LoadMode, Point, Size, SizeFormat } from './attributes.ts';
export { parseAlignment } from './attributes.ts';
export { cropStyle, placeImage } from './crop.ts';
export type { Placement } from './crop.ts';
