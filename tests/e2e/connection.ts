import type { Page } from '@playwright/test';

/**
 * The link the page sees in navigator.connection (installed before any page script). A gallery with
 * a lightbox fetches the overlays at idle on a fast link without Save-Data (core/gallery/lightbox-intent.ts):
 * `saveData` is a visitor whose page may fetch them only on intent, `fastLink` one whose page fetches them at idle.
 */
export const emulateConnection = (page: Page, connection: { saveData: boolean; effectiveType: string; downlink?: number }) =>
  page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);

export const saveData = (page: Page) => emulateConnection(page, { saveData: true, effectiveType: '4g' });
export const fastLink = (page: Page) => emulateConnection(page, { saveData: false, effectiveType: '4g', downlink: 20 });
