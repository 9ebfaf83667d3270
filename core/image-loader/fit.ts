// The address of an image drawn whole (contain) inside a box: the lightbox's image, and what the
// overlay port preloads before the lightbox's chunk arrives. Pure.
import type { Size, SizeFormat } from './attributes.ts';
import { sizedSource } from './source.ts';
import { clampDpr, neededWidth } from './width.ts';

export function fittedSource(src: string, dimensions: Size | null, box: Size, dpr: number, format: SizeFormat = 'querystring'): string {
  const width = neededWidth({ box, dimensions, crop: 'contain', stretch: false, dpr: clampDpr(dpr, 1, 3) });
  return width > 0 ? sizedSource(src, width, format) : src;
}
