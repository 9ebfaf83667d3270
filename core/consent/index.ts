// The cookie consent: read by tracking, written by the cookie banner.
export * from './consent.ts';
