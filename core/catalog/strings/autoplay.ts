// WCAG 2.2.2: the gallery's autoplay control (the spec names the control, not its words). A group
// of its own, so that only the autoplay chunk and the server carry it.
export const autoplayStrings = {
  play: 'Play slideshow',
  pause: 'Pause slideshow',
} as const;
