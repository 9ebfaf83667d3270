// The meta overlay (title and description over a slide) gets its overflow state when
// taller than 0.9 of the container, and is then capped at 0.4 of it (the site's CSS caps it). Pure.
export const META_OVERFLOW_ABOVE = 0.9;
export const META_CAP = 0.4;

export function metaOverlay(metaHeight: number, containerHeight: number): { overflow: boolean; maxHeight: number | null } {
  const overflow = containerHeight > 0 && metaHeight > META_OVERFLOW_ABOVE * containerHeight;
  return { overflow, maxHeight: overflow ? META_CAP * containerHeight : null };
}
