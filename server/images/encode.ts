import type { Sharp } from 'sharp';
import type { ImageContentType } from './name.ts';
import type { LighterType } from './negotiate.ts';

export type DrawnType = ImageContentType | LighterType;

export const JPEG_QUALITY = 75;

// The quality at which a lighter copy matches the JPEG's SSIM against the original at each width
// step (bench/formats.mjs measures it; tests/unit/server/images/formats.test.ts holds it): a
// small image needs a higher setting to keep its detail.
export const avifQuality = (width: number): number => (width <= 100 ? 54 : width <= 300 ? 56 : 59);
export const webpQuality = (width: number): number => (width <= 300 ? 70 : width <= 500 ? 75 : width <= 1000 ? 80 : 81);
// sharp's CPU effort for AVIF, 0 (fastest) to 9 (slowest), 4 by default: at 3 a 1000 px copy takes
// about 0.5 s (bench/formats.mjs).
export const AVIF_EFFORT = 3;

// A copy in the original's format keeps the name's extension truthful; a lighter one is chosen
// by Accept (negotiate.ts) and served with Vary: Accept.
export const encodeAs = (image: Sharp, type: DrawnType, width: number): Sharp => {
  if (type === 'image/png') return image.png({ compressionLevel: 9 });
  if (type === 'image/avif') return image.avif({ quality: avifQuality(width), effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' });
  if (type === 'image/webp') return image.webp({ quality: webpQuality(width) });
  return image.jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true });
};
