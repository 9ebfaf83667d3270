// Not in the specification: Vitrine's own console words for bindLightbox (the overlays entry), said
// when a host page binds markup that is not there. Nothing is bound, and nothing throws.
export const lightboxBindingStrings = {
  noContainer: '[Vitrine] bindLightbox: no container {container} on this page; nothing is bound.',
  badChildren: '[Vitrine] bindLightbox: {children} is not a valid selector; nothing is bound.',
} as const;
