// The image loader's public surface: the page-wide service, and the pure maths the server shares.
export { createImageLoader, LAZY_MARGIN_PX, QUEUE_CONCURRENCY, RESIZE_DEBOUNCE_MS } from './loader.ts';
export type { ImageLoader, ImageLoaderEnvironment, ImageLoaderOptions, ImageRefusal } from './loader.ts';
export type { CropMode, LoadConfig, LoadMode, Point, Size, SizeFormat } from './attributes.ts';
export { placeImage } from './crop.ts';
export type { Placement } from './crop.ts';
export { pickWidth, neededWidth, clampDpr } from './width.ts';
