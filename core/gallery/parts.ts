// What the engine hands every follower of a gallery: one object, made once.
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { IndexState } from './index-state.ts';
import type { Listen } from './listen.ts';
import type { GalleryOptions } from './options.ts';
import type { Slide } from './slides.ts';

export interface GalleryParts {
  /** The .gallery element. */
  root: HTMLElement;
  slides: Slide[];
  options: GalleryOptions;
  state: IndexState;
  scheduler: FrameScheduler;
  window: Window;
  /** Adds a listener that the gallery's destroy removes. */
  on: Listen;
}
