// The seam for page features: one line each; each gets its own chunk, fetched only on pages
// that have an element it applies to.
import type { FeatureRegistry } from './feature.ts';

/** Not first-screen work: its chunk comes after load, so that it costs the largest paint nothing. */
const afterLoad = (load: FeatureRegistry[number][1]) => () =>
  new Promise((loaded) => (document.readyState == 'complete' ? loaded(0) : addEventListener('load', loaded, { once: true }))).then(load);

export const featureRegistry: FeatureRegistry = [
  ['[data-animation]', () => import('./animations/animations.ts')], // media.md 4: Block animations
  ['textarea[data-max-length]', () => import('./forms/textarea-counter.ts')], // forms-commerce.md 4
  // The features' second level (core/utilities.ts), after load: the cart indicator, the page utilities,
  // the font stylesheet, the checkout's address lookup, the server's cookie banner. The selector is its
  // UTILITIES_SELECTOR (a test holds the two together).
  [
    '[data-cart-indicator],[data-tooltip],[data-text-shrink],[data-relative-time],[data-font-stylesheet],[data-places-autocomplete],[data-banner]',
    afterLoad(() => import('./utilities.ts')),
  ],
];
