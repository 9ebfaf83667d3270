// The two gallery messages the runtime entry says itself (a bad gallery JSON, the port's
// lightbox). A file of their own, so that the entry carries only these and not every gallery string.
export const galleryEntryStrings = {
  decodeFailed: 'Error decoding gallery block data.',
  lightboxUnavailable: 'lightboxify is not available in this tier!',
} as const;
