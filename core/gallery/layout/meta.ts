// media.md 9: the meta overlay (title and description over a slide) gets its overflow state when
// taller than 0.9 of the container, and is then capped at 0.4 of it (the site's CSS caps it). Pure.
import { GALLERY } from '../options.ts';
export function metaOverlay(metaHeight: number, containerHeight: number): { overflow: boolean; maxHeight: number | null } {
  const overflow = containerHeight > 0 && metaHeight > GALLERY.metaOverflowAbove * containerHeight;
  return { overflow, maxHeight: overflow ? GALLERY.metaCap * containerHeight : null };
}
