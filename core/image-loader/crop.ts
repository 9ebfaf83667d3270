// Crop mode cover, contain or none. Pure maths, in the terms CSS draws them with
// (object-fit, and object-position as percentages), so the server can write the same crop.
import type { CropMode, Point, Size } from './attributes.ts';

/** Where the image is drawn inside its box, in CSS pixels; left and top may be negative (cropped). */
export interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * cover: fills the box; the point `at` (the focal point) lies at the same fraction of the box as
 * of the image, so it is always in view. contain: the whole image, placed by `at` (the alignment).
 * none: the box's width at the image's own ratio. Without `stretch`, contain and none never draw
 * the image larger than its original; cover always fills its box.
 */
export function placeImage(box: Size, image: Size, mode: CropMode, at: Point, stretch = true): Placement {
  const sx = box.width / image.width;
  const sy = box.height / image.height;
  const fit = mode === 'cover' ? Math.max(sx, sy) : mode === 'contain' ? Math.min(sx, sy) : sx;
  const scale = stretch || mode === 'cover' ? fit : Math.min(fit, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  return mode === 'none' ? { width, height, left: 0, top: 0 } : { width, height, left: (box.width - width) * at.x, top: (box.height - height) * at.y };
}

const percent = (n: number): string => `${Math.round(n * 10000) / 100}%`;

/** The CSS that draws `placeImage`: object-fit and object-position, or null for no crop. */
export function cropStyle(mode: CropMode, at: Point, stretch = true): { fit: string; position: string } | null {
  if (mode === 'none') return null;
  return { fit: mode === 'cover' ? 'cover' : stretch ? 'contain' : 'scale-down', position: `${percent(at.x)} ${percent(at.y)}` };
}
