// The seam between the gallery and its designs: each design is one file, and its own chunk.
import type { AttachedSwipe, AttachSwipeOptions } from '../swipe/attach.ts';
import type { GalleryParts } from './parts.ts';

/** What every follower has (parts.ts), and what only a design needs. */
export interface DesignContext extends GalleryParts {
  /** False under reduced motion or nomotion=true. */
  animate: boolean;
  /** The shared swipe set-up, on the motion chunk and the page's scheduler (core/swipe/attach.ts). */
  swipe(options: Pick<AttachSwipeOptions, 'config' | 'rested' | 'reached'>): AttachedSwipe;
  /** A swipe or flick asked for the next (1) or previous (-1) slide. */
  step(delta: 1 | -1): void;
  /** A free drag came to rest showing this slide. */
  rested(index: number): void;
}

export interface DesignInstance {
  /** Every slide is in view (grids, lists): clicks open or select, they never step. */
  readonly allInView: boolean;
  /** Shows slide `index`, gliding when `animate`; resolves when the move ends. */
  show(index: number, animate: boolean): Promise<void>;
  /** The viewport changed size: drop cached measurements, measured again when next needed. */
  resized(): void;
  /** Designs that move by more than a slide (the carousel's groups) say where next and previous go. */
  step?(current: number, delta: 1 | -1): { index: number; reached: 'end' | 'beginning' | null };
  /** ...and when the previous and next controls are disabled. */
  ends?(current: number): { previous: boolean; next: boolean };
  /** ...and which slides to have loaded, `around` moves either side (asked in the read phase). */
  preload?(current: number, around: number): number[];
  destroy(): void;
}

export interface DesignModule {
  create(context: DesignContext): DesignInstance;
}
