// Public surface of the demo images service: generation, request parsing, resizing.
export { DEMO_IMAGES, PHOTOS, PHOTO_COUNT, demoImageSpec, demoOriginalMaker, ensureDemoImages, photoName, renderDemoImage } from './demo.ts';
export type { DemoImageSpec } from './demo.ts';
export { parseImageRequest } from './request.ts';
export type { ImageRequest } from './request.ts';
export { createImageService } from './service.ts';
export type { ImageFile, ImageService, ImageServiceOptions, SharpFactory } from './service.ts';
export { IMAGE_NAME, contentTypeOf, isImageName } from './name.ts';
export { snapWidth } from './widths.ts';
