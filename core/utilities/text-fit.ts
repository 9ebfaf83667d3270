// Text shrink. The font size that fits a text on one line in its box, never
// below 11 px; a fitted size of 13 px or less is flagged. Pure: widths are measured by the caller.
export const TEXT_SHRINK_MIN_PX = 11;
export const TEXT_SHRINK_FLAG_PX = 13;
export const TEXT_SHRINK_DEBOUNCE_MS = 100;

export interface TextFit {
  /** The size the page's CSS gives the text: shrink never grows past it. */
  base: number;
  /** The size now, at which `textWidth` was measured. */
  size: number;
  textWidth: number;
  boxWidth: number;
  /** The box width of the last fit: for the same box, a text still too wide steps down 1 px. */
  fittedFor?: number;
}

export function fitFontSize({ base, size, textWidth, boxWidth, fittedFor }: TextFit): number {
  // Not laid out (hidden, or not in the page): nothing to measure.
  if (!(textWidth > 0 && boxWidth > 0)) return size;
  const next = fittedFor === boxWidth ? (textWidth > boxWidth ? size - 1 : size) : Math.floor((size * boxWidth) / textWidth);
  return Math.max(TEXT_SHRINK_MIN_PX, Math.min(base, next));
}

export const flagged = (size: number): boolean => size <= TEXT_SHRINK_FLAG_PX;
