// Image widths; issue 3: the smallest step covering the drawn width times the pixel ratio. Pure.
import { IMAGE_WIDTHS } from '../catalog/image-widths.ts';
import type { CropMode, Size } from './attributes.ts';
import { placeImage } from './crop.ts';

/** The device pixel ratio within the config's limits; a missing or broken ratio counts as 1. */
export function clampDpr(dpr: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, dpr > 0 && dpr < Infinity ? dpr : 1));
}

/** The smallest width step at or above `pixels`, the largest step above them all, 0 for no pixels. */
export function pickWidth(pixels: number): number {
  return pixels > 0 ? (IMAGE_WIDTHS.find((step) => step >= pixels) ?? (IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number)) : 0;
}

export interface WidthInput {
  box: Size;
  dimensions: Size | null;
  crop: CropMode;
  stretch: boolean;
  dpr: number;
}

/**
 * The width step an image needs: its drawn width (a cover crop draws wider than its box) times
 * the pixel ratio. Never above the step that holds the whole original. 0 while it has no box.
 */
export function neededWidth({ box, dimensions, crop, stretch, dpr }: WidthInput): number {
  if (!(box.width > 0)) return 0;
  if (!dimensions) return pickWidth(box.width * dpr);
  const drawn = box.height > 0 || crop === 'none' ? placeImage(box, dimensions, crop, { x: 0, y: 0 }, stretch).width : box.width;
  return Math.min(pickWidth(drawn * dpr), pickWidth(dimensions.width));
}
