// Public surface of the demo images service: generation, request parsing, resizing.
export { DEMO_IMAGES, PHOTOS, demoImageSpec, demoOriginalMaker, ensureDemoImages, renderDemoImage } from './demo.ts';
export type { DemoImageSpec } from './demo.ts';
export { parseImageRequest } from './request.ts';
export { serveImage } from './serve.ts';
export { createImageService } from './service.ts';
export type { ImageService } from './service.ts';
