// Every block module has init(el, deps) -> { destroy() }.
import type { FrameScheduler } from './dom/scheduler.ts';
import type { SiteContext } from './context/schema.ts';
import type { ImageLoader } from './image-loader/index.ts';
import type { PageFacts } from './page.ts';
import type { OverlayPort } from './overlays/port.ts';
import type { GalleryRegistry } from './gallery/links.ts';

export type Motion = typeof import('./motion.ts');

export interface BlockInstance {
  destroy(): void;
  /** For a block that finishes starting later (a gallery awaits its design): boot marks it ready then. */
  ready?: Promise<unknown>;
}

export interface BlockDeps {
  /** The block's parsed data-block-json, or null when the block has none. */
  data: unknown;
  context: SiteContext;
  scheduler: FrameScheduler;
  window: Window;
  /** The page-wide image loader, imported on first use. */
  images: () => Promise<ImageLoader>;
  /** The motion chunk (swipe and tweens), imported on first use. */
  motion: () => Promise<Motion>;
  page: PageFacts;
  /** The overlays (lightbox, dialogs), imported on first use; core never imports overlays/. */
  overlays: OverlayPort;
  /** The galleries started on the page, page-wide, so that linked ones find each other. */
  galleries: GalleryRegistry;
}

export interface BlockModule {
  init(element: HTMLElement, deps: BlockDeps): BlockInstance;
}

/**
 * Block type number -> a lazy import of its module (one chunk per block kind),
 * or null for a kind whose server markup needs no script.
 */
export type BlockRegistry = Readonly<Record<number, (() => Promise<BlockModule>) | null>>;
