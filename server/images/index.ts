// Public surface of the demo images service: generation, request parsing, resizing.
export { DEMO_IMAGES, PHOTOS, demoOriginalMaker, ensureDemoImages } from './demo.ts';
export { serveImage } from './serve.ts';
export { createImageService } from './service.ts';
export type { ImageService } from './service.ts';
