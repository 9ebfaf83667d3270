// The lightbox's previous and next controls, close, and a caption toggle on mobile.
// The spec names the controls but not their words; these are Vitrine's own.
export const lightboxStrings = {
  label: 'Image viewer',
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
  showCaption: 'Show caption',
  hideCaption: 'Hide caption',
  position: '{index} of {count}',
} as const;
