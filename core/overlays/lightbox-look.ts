// What the lightbox looks like behind its image: the overlay's opacity and the layer's
// z-index. Shared by the lightbox (overlays/lightbox/rules.ts) and its first frame, which core draws
// on the tap (core/overlays/instant-frame.ts), so the two are one picture; and the mark of the history
// entry an open lightbox takes, so the frame's entry becomes the lightbox's. Pure.
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
export const LIGHTBOX_Z_INDEX = 10_000_000;
export const LIGHTBOX_HISTORY_MARK = 'vitrineLightbox';
