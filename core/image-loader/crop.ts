// media.md 3: crop mode cover, contain or none; cover keeps the focal point in view. Pure maths.
import type { CropMode, Point, Size } from './attributes.ts';

/** Where the image is drawn inside its box, in CSS pixels; left and top may be negative (cropped). */
export interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
}

// Along one axis: a cropped image centres the focal point as far as its edges allow;
// an image smaller than its box sits at `align` (0 start, 0.5 middle, 1 end).
const offset = (box: number, drawn: number, focus: number, align: number): number =>
  drawn > box ? Math.min(0, Math.max(box - drawn, box / 2 - focus * drawn)) : (box - drawn) * align;

/**
 * cover: fills the box, cropping the overflow around the focal point.
 * contain: the whole image inside the box, placed by `alignment`.
 * none: the box's width, at the image's own ratio, no crop.
 * Without `stretch`, the image is never drawn larger than its original.
 */
export function placeImage(box: Size, image: Size, mode: CropMode, focal: Point, alignment: Point, stretch = true): Placement {
  const sx = box.width / image.width;
  const sy = box.height / image.height;
  const fit = mode === 'cover' ? Math.max(sx, sy) : mode === 'contain' ? Math.min(sx, sy) : sx;
  const scale = stretch ? fit : Math.min(fit, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  if (mode === 'none') return { width, height, left: 0, top: 0 };
  const centre = mode === 'cover' ? { x: 0.5, y: 0.5 } : alignment;
  return {
    width,
    height,
    left: offset(box.width, width, mode === 'cover' ? focal.x : 0.5, centre.x),
    top: offset(box.height, height, mode === 'cover' ? focal.y : 0.5, centre.y),
  };
}

const percent = (free: number, at: number): string => (Math.abs(free) < 0.5 ? '50%' : `${Math.round((at / free) * 10000) / 100}%`);

/** The placement as CSS object-position percentages, which stay close while the box resizes. */
export function objectPosition(box: Size, placement: Placement): string {
  return `${percent(box.width - placement.width, placement.left)} ${percent(box.height - placement.height, placement.top)}`;
}

/** The object-fit that draws `placement`: cover and contain, or their no-stretch forms. */
export function objectFit(mode: CropMode, stretch: boolean, box: Size, image: Size): string {
  if (mode === 'none') return '';
  if (mode === 'contain') return stretch ? 'contain' : 'scale-down';
  return stretch || Math.max(box.width / image.width, box.height / image.height) <= 1 ? 'cover' : 'none';
}
