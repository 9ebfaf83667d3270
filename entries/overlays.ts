// The overlays entry: React overlays for pages with or without the Vitrine core.
// It has no import side effects; its public API (openLightbox, confirm, alert, …) lands with issue 7.
export const overlaysVersion = '0.1.0';
