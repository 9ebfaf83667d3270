// The page utilities, and the other page features that need not
// run before load: one line of the runtime entry (core/features.ts, after load, on every page), the features' second level, which fetches each one's own chunk only when the page has
// its elements: the cart indicator (docs/store.md), tooltips, text shrink, relative time, the site's font stylesheet and the
// checkout's address lookup (the place lookups).
import type { FeatureDeps, FeatureRegistry } from './feature.ts';
import { missingCommerce } from './blocks/store/missing-commerce.ts';

export const UTILITIES: FeatureRegistry = [
  ['[data-cart-indicator]', () => import('./blocks/store/cart-indicator.ts'), missingCommerce], // docs/store.md: the cart indicator; the cart page and the rest where present
  ['[data-tooltip]', () => import('./utilities/tooltip.ts')],
  ['[data-text-shrink]', () => import('./utilities/text-shrink.ts')],
  ['[data-relative-time]', () => import('./utilities/relative-time.ts')],
  // Each module's own selector constant stays in it (importing it here would pull the module into this
  // chunk); tests/unit/core/utilities.test.ts holds them together.
  ['[data-font-stylesheet]', () => import('./fonts/fonts.ts')],
  ['[data-places-autocomplete]', () => import('./blocks/store/address-lookup.ts')],
  ['[data-banner]', () => import('./consent/server-banner.ts')], // issue 21: the cookie banner the server drew, without React
];

export function start(deps: FeatureDeps): { destroy(): void } {
  const started: { destroy(): void }[] = [];
  let destroyed = false;
  for (const [selector, load, unavailable] of UTILITIES)
    if (deps.document.querySelector(selector))
      load()
        .then((utility) => destroyed || started.push(utility.start({ ...deps, unavailable })), unavailable ?? console.error)
        .catch((error: unknown) => console.error(error));
  return {
    destroy() {
      destroyed = true;
      for (const utility of started) utility.destroy();
    },
  };
}
