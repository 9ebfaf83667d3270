// Where the lightbox draws an image: centred in its box (image-box.ts), as large as fits
// but never past the original. Its own module, apart from image-box.ts (which the runtime entry
// carries for the port), so that only the lightbox's first frame and the lightbox carry it. Pure.
import { imageBox, LIGHTBOX_PADDING } from './image-box.ts';
/**
 * Where the lightbox draws an image of `size` (its original's; null when unknown) in a `viewport`:
 * centred in the box, as large as fits but never past the original (the lightbox never enlarges).
 * Null when the size is unknown. The lightbox's first frame and its placeholder stand exactly there.
 */
export function imagePlace(
  size: { width: number; height: number } | null,
  viewport: { width: number; height: number },
  mobile: boolean,
): { left: number; top: number; width: number; height: number } | null {
  if (!size || !(size.width > 0 && size.height > 0)) return null;
  const box = imageBox(viewport, mobile);
  const scale = Math.min(box.width / size.width, box.height / size.height, 1);
  const width = size.width * scale;
  const height = size.height * scale;
  const padding = mobile ? 0 : LIGHTBOX_PADDING;
  return { left: padding + (box.width - width) / 2, top: padding + (box.height - height) / 2, width, height };
}
