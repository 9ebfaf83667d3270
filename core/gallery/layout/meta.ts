// media.md 9: the meta overlay (title and description over a slide) gets its overflow state when
// taller than 0.9 of the container, and is then capped at 0.4 of it. Pure.
export function metaOverlay(metaHeight: number, containerHeight: number): { overflow: boolean; maxHeight: number | null } {
  const overflow = containerHeight > 0 && metaHeight > 0.9 * containerHeight;
  return { overflow, maxHeight: overflow ? 0.4 * containerHeight : null };
}
