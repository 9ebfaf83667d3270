// The seam for page features: one line each; each gets its own chunk, fetched only on pages
// that have an element it applies to.
import type { FeatureRegistry } from './feature.ts';

/** Not first-screen work: its chunk comes after load, so that it costs the largest paint nothing. */
const afterLoad = (load: FeatureRegistry[number][1]) => () =>
  // biome-ignore lint/suspicious/noDoubleEquals: a string against a string; the runtime entry sits bytes under its 3 KB budget.
  new Promise((loaded) => (document.readyState == 'complete' ? loaded(0) : addEventListener('load', loaded, { once: true }))).then(load);

export const featureRegistry: FeatureRegistry = [
  ['[data-animation]', () => import('./animations/animations.ts')], // Block animations
  ['textarea[data-max-length]', () => import('./forms/textarea-counter.ts')],
  // The features' second level (core/utilities.ts), after load, on every page: every page the server
  // draws has one of its elements (the header's cart indicator, the font stylesheet), so the entry
  // names none of them (bytes it does not have); the chunk starts what the page has.
  ['html', afterLoad(() => import('./utilities.ts'))],
];
