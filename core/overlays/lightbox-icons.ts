// The lightbox's controls as they look, for its first frame (core/overlays/frame-controls.ts) and
// the React lightbox (overlays/lightbox/) alike: the icons, the words, the round button, where each stands. Pure.
export const LIGHTBOX_ICONS = { close: 'M6 6l12 12M18 6L6 18', previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const;

/** A control's icon, drawn in the text's colour and hidden from assistive technology (the button has its label). */
export const lightboxIcon = (path: string): string =>
  `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="${path}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The lightbox's words (its position, its caption): white on the dark theme, near black on the light. */
export const LIGHTBOX_TEXT = 'color:#fff;font:15px/1.4 system-ui,sans-serif';
export const LIGHTBOX_TEXT_LIGHT = 'color:#111';

/** A control: a round button of 48 px, over the image. */
export const LIGHTBOX_BUTTON =
  'position:absolute;z-index:1;display:flex;align-items:center;justify-content:center;min-width:48px;height:48px;padding:0 12px;border:0;border-radius:24px;background:rgba(0,0,0,.4);color:#fff;font:inherit;cursor:pointer';
/** A control on the light theme. */
export const LIGHTBOX_BUTTON_LIGHT = 'background:rgba(255,255,255,.7);color:#111';
/** Where the close button, the arrows (on a desktop, and on a phone's narrower margin) and the count stand. */
export const LIGHTBOX_PLACES = {
  close: 'top:12px;right:12px',
  arrow: 'top:50%;margin-top:-24px',
  previous: 'left:24px',
  next: 'right:24px',
  previousMobile: 'left:8px',
  nextMobile: 'right:8px',
  count: 'position:absolute;top:24px;left:24px;margin:0',
} as const;
