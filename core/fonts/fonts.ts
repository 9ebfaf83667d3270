// The site's font stylesheet (its address in the site data, server/render/page.ts), a page
// feature: started for [data-font-stylesheet]. It comes in when it arrives within the timeout;
// else the text stays in its fallback font for this page view, and 'Unable to load fonts' (the
// owner's editor's words) goes to console.debug only. No inline script or handler: strict CSP.
import { FONT_STYLESHEET_TIMEOUT_MS } from '../catalog/constants.ts';
import { fontStrings } from '../catalog/strings/fonts.ts';
import { whenStylesheetLoads } from '../dom/load-stylesheet.ts';
import type { FeatureDeps } from '../feature.ts';

export const FONT_STYLESHEET_SELECTOR = '[data-font-stylesheet]';

export function start({ document, window, scheduler }: Pick<FeatureDeps, 'document' | 'window' | 'scheduler'>): { destroy(): void; ready: Promise<void> } {
  let destroyed = false;
  const links = [...document.querySelectorAll<HTMLLinkElement>(FONT_STYLESHEET_SELECTOR)];
  const ready = Promise.all(
    links.map((link) =>
      whenStylesheetLoads(link, FONT_STYLESHEET_TIMEOUT_MS, window).then(
        () =>
          scheduler.write(() => {
            if (!destroyed) link.media = 'all';
          }),
        (error: Error) => console.debug(fontStrings.unableToLoadFonts, error.message),
      ),
    ),
  ).then(() => {});
  return {
    destroy: () => {
      destroyed = true;
    },
    ready,
  };
}
