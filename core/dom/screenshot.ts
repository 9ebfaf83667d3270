// Query flag sqsscreenshot=true marks a screenshot. The one rule
// for every build: no popup overlay or cookie banner shows (core/overlays, overlays/), tracking flags the hit.
export const isScreenshot = (search: string): boolean => new URLSearchParams(search).get('sqsscreenshot') === 'true';
