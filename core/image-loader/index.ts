// The image loader's public surface for the page: the service and its types. The pure maths the
// server shares (crop, alignment) has its own surface, maths.ts, so this chunk exports one name.
export { createImageLoader } from './loader.ts';
export type { ImageLoader } from './loader.ts';
