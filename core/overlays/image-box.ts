// media.md 9: the lightbox's padding of 100. The box a lightbox image is drawn in: the screen less
// the padding on desktop, the whole screen on mobile. Shared by the lightbox and the overlay port,
// so that the image the port preloads is the one the lightbox asks for. Pure.
export const LIGHTBOX_PADDING = 100;

export function imageBox(viewport: { width: number; height: number }, mobile: boolean): { width: number; height: number } {
  const padding = mobile ? 0 : LIGHTBOX_PADDING;
  return { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) };
}

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
