// Page features that are not blocks: started when the page has an element they apply to.
import type { FrameScheduler } from './dom/scheduler.ts';
import type { PageFacts } from './page.ts';
import type { OverlayPort } from './overlays/port.ts';

export interface FeatureDeps {
  document: Document;
  window: Window;
  scheduler: FrameScheduler;
  page: PageFacts;
  /** The dialogs (the store's confirm and alert), imported on first use. */
  overlays: OverlayPort;
  /** What a feature's own parts say when their chunk does not load, as its registry line says (an error unless given). */
  unavailable?: (error: unknown) => { destroy(): void };
}

export interface FeatureModule {
  start(deps: FeatureDeps): { destroy(): void };
}

/** A selector, a lazy import of the feature that applies to what it matches, and what a failed import says (an error unless given). */
export type FeatureRegistry = ReadonlyArray<readonly [selector: string, load: () => Promise<FeatureModule>, unavailable?: (error: unknown) => { destroy(): void }]>;
