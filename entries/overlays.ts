// The overlays entry: React overlays for pages with or without the Vitrine core. No side effects on
// import: a page calls what it needs (openLightbox, confirm, alert, info, showCookieBanner,
// showPopupOverlay, showMobileInfoBar).
export * from '../overlays/index.ts';
