// The seam for page features: one line each; each gets its own chunk, fetched only on pages
// that have an element it applies to.
import type { FeatureRegistry } from './feature.ts';

export const featureRegistry: FeatureRegistry = [
  ['[data-animation]', () => import('./animations/animations.ts')], // media.md 4: Block animations
  ['textarea[data-max-length]', () => import('./forms/textarea-counter.ts')], // forms-commerce.md 4
  // Not first-screen content: its chunk comes after load, so that it costs the largest paint nothing.
  [
    '[data-cart-indicator]',
    () =>
      new Promise((loaded) => (document.readyState == 'complete' ? loaded(0) : addEventListener('load', loaded, { once: true }))).then(
        () => import('./blocks/store/cart-indicator.ts'),
      ),
  ], // docs/store.md: the cart indicator; the cart page and the rest where present
];
