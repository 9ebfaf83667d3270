import type { Sharp } from 'sharp';
import type { ImageContentType } from './name.ts';

// Resized copies keep the original's format, so the name's extension stays truthful.
export const encodeAs = (image: Sharp, contentType: ImageContentType): Sharp => {
  if (contentType === 'image/png') return image.png({ compressionLevel: 9 });
  if (contentType === 'image/webp') return image.webp({ quality: 75 });
  return image.jpeg({ quality: 75, progressive: true, mozjpeg: true });
};
