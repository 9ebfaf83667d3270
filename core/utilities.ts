// forms-commerce.md 9 and tracking.md 9: the page utilities, one page feature for the runtime entry
// (core/features.ts, selector UTILITIES_SELECTOR), which fetches each utility's own chunk only when
// the page has its elements: tooltips, text shrink, relative time.
import type { FeatureDeps, FeatureRegistry } from './feature.ts';

export const UTILITIES: FeatureRegistry = [
  ['[data-tooltip]', () => import('./utilities/tooltip.ts')],
  ['[data-text-shrink]', () => import('./utilities/text-shrink.ts')],
  ['[data-relative-time]', () => import('./utilities/relative-time.ts')],
];

/** What the runtime entry's feature line matches: any element of any utility. */
export const UTILITIES_SELECTOR = '[data-tooltip],[data-text-shrink],[data-relative-time]';

export function start(deps: FeatureDeps): { destroy(): void } {
  const started: { destroy(): void }[] = [];
  let destroyed = false;
  for (const [selector, load] of UTILITIES)
    if (deps.document.querySelector(selector))
      load()
        .then((utility) => destroyed || started.push(utility.start(deps)))
        .catch((error: unknown) => console.error(error));
  return {
    destroy() {
      destroyed = true;
      for (const utility of started) utility.destroy();
    },
  };
}
