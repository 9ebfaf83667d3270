// The lightbox's padding of 100. The box a lightbox image is drawn in: the screen less
// the padding on desktop, the whole screen on mobile. Shared by the lightbox and the overlay port,
// so that the image the port preloads is the one the lightbox asks for. Pure.
export const LIGHTBOX_PADDING = 100;

export function imageBox(viewport: { width: number; height: number }, mobile: boolean): { width: number; height: number } {
  const padding = mobile ? 0 : LIGHTBOX_PADDING;
  return { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) };
}
