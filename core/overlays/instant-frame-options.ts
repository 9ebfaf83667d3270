// What the lightbox's first frame (instant-frame.ts) is given, and what it hands its controls
// (frame-controls.ts), in a module of their own so that the two import each other's types through it.
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { LightboxItem, LightboxOptions } from './port.ts';

export interface InstantFrameOptions {
  window: Window;
  items: LightboxItem[];
  /** The tapped item's. */
  index: number;
  /** The tapped slide: its image is shown at once when it has loaded. */
  slide: Element | undefined;
  mobile: boolean;
  theme: string | undefined;
  label: string | undefined;
  /** The page's frame scheduler and its motion chunk, which the frame's swipe uses. */
  scheduler: FrameScheduler;
  motion?: LightboxOptions['motion'];
  /** The frame moved to this item. */
  onChange(index: number): void;
  /** Escape or the back button closed it before the lightbox came. */
  onCancel(): void;
}

/** Draws `item`'s image where the lightbox will, `shift` px to the right (a phone's track puts each item a screen further). */
export type PlaceImage = (image: HTMLImageElement, item: LightboxItem, viewport: { width: number; height: number }, mobile: boolean, shift?: number) => void;
