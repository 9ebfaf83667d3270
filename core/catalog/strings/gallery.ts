// media.md 5 and 8: Gallery
export const galleryStrings = {
  decodeFailed: 'Error decoding gallery block data.',
  evaluateFailed: 'Error evaluating gallery block data.',
  unknownDesign: 'These are not the gallery designs you are looking for. (We could not find a design by the name {name})',
  // The spec writes the name as "..."; {name} stands in for it.
  unknownTransition: 'Could not find transition named {name}.',
  lightboxUnavailable: 'lightboxify is not available in this tier!',
} as const;
