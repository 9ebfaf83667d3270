// strip: slides side by side at one height; the active slide is aligned at the start, middle or
// end of the view, as far as the strip's ends allow. Pure.
import type { Alignment } from '../options.ts';

export interface StripGeometry {
  /** Each slide's left edge and width along the strip. */
  starts: number[];
  widths: number[];
  /** The visible width, and the strip's whole length. */
  view: number;
  length: number;
}

/** The strip's offset (how far it is moved left) that aligns slide `index`. */
export function stripOffset({ starts, widths, view, length }: StripGeometry, index: number, alignment: Alignment): number {
  const start = starts[index] ?? 0;
  const width = widths[index] ?? 0;
  const wanted = alignment === 'start' ? start : alignment === 'end' ? start + width - view : start + width / 2 - view / 2;
  return Math.min(Math.max(0, length - view), Math.max(0, wanted));
}
