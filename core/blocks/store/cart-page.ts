import type { FeatureDeps } from '../../feature.ts';
export function start(_deps: FeatureDeps): { destroy(): void } {
  return { destroy() {} };
}
