// The cookie consent: read by tracking and the server, written by the cookie banners.
export * from './consent.ts';
export * from './record.ts';
export type { CookieBannerPosition, CookieBannerSettings } from './banner-settings.ts';
