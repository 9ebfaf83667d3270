// Issue 21: the cookie banner as the server draws it, so that a page of ours needs no client React
// for it: the same view (view.tsx) and CSS (style.ts) as the React banner, rendered to static markup
// with react-dom/server. The server's one way into overlays/ (scripts/lint-folders.mjs SERVER_OVERLAYS):
// nothing here or in what it imports touches the DOM. core/consent/server-banner.ts handles the choice.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { normalizeCookieBanner } from './settings.ts';
import { COOKIE_BANNER_CSS } from './style.ts';
import { CookieBannerView, type CookieBannerForm } from './view.tsx';

/** How long the server's banner waits after the first paint before it enters: never the first screen's largest paint. */
export const SERVER_BANNER_DELAY_S = 1;

/**
 * The React banner's enter (banner.tsx: opacity, and a bar slides in from its edge, a popup 16 px, in
 * 0.3 s ease-out), in CSS, after the delay; hidden until then (visibility: no paint, no focus).
 * Reduced motion: it appears at once after the delay.
 */
export const SERVER_BANNER_CSS = `
.vt-cookie-banner[data-banner]{animation:vt-cb-in .3s ease-out ${SERVER_BANNER_DELAY_S}s both}
.vt-cb-bar[data-banner]{--vt-cb-from:100%}.vt-cb-bar.vt-cb-top[data-banner]{--vt-cb-from:-100%}
@keyframes vt-cb-in{from{opacity:0;visibility:hidden;transform:translateY(var(--vt-cb-from,16px))}}
@media (prefers-reduced-motion:reduce){.vt-cookie-banner[data-banner]{animation-duration:1ms}}
`;

/**
 * The banner for `settings`, its actions a form that posts to `form.action` (JavaScript off), and its
 * CSS. The text is the site's own, trusted as the server trusts an html block's (docs/decisions.md).
 */
export function renderStaticBanner(settings: Record<string, unknown>, form: CookieBannerForm): { html: string; css: string } {
  const config = normalizeCookieBanner(settings);
  return { html: renderToStaticMarkup(createElement(CookieBannerView, { config, html: config.text, form })), css: COOKIE_BANNER_CSS + SERVER_BANNER_CSS };
}
