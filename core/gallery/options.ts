// The gallery's options, their defaults, and the block data that sets them.
import type { Design } from './design-name.ts';

export type Alignment = 'start' | 'middle' | 'end';
export type ClickBehavior = 'next' | 'previous' | 'side';
export type Transition = 'fade' | 'ken-burns';
export type ColumnWidthBehavior = 'min' | 'max';

export interface GalleryOptions {
  design: Design;
  // Gallery options and defaults.
  autoplay: boolean;
  autoplayTimeout: number;
  randomize: boolean;
  /** Elements whose hover pauses autoplay: none by default; the block gives a slideshow's own and its thumbnail strip's. */
  pauseOnMouseover: readonly EventTarget[];
  currentIndex: number;
  loop: boolean;
  keyboard: boolean;
  /** Only the current slide is loaded ahead; its neighbours as they arrive (no preload window). */
  lazyLoad: boolean;
  history: boolean;
  refreshOnResize: boolean;
  refreshOnOrientationChange: boolean;
  keys: { previous: number; next: number };
  // Gallery block data.
  aspectRatio: number | null;
  vSize: number;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  columnWidth: number;
  /** autocolumns: columns at least columnWidth wide ('min', the default) or at most ('max'). */
  columnWidthBehavior: ColumnWidthBehavior;
  gutter: number;
  rowHeight: number;
  perRow: number;
  padding: number;
  /** The list design's image width, a percentage (block data imageWidth, or listImageSize). */
  imageWidth: number;
  activeAlignment: Alignment;
  thumbnails: boolean;
  squareThumbs: boolean;
  autoCrop: boolean;
  thumbnailStripHeight: number;
  thumbnailStripMargin: number;
  clickBehavior: ClickBehavior;
  transition: Transition;
  speed: number;
  autoHeight: boolean;
}

/** The constants the designs share. */
export const GALLERY = {
  kenBurnsZoom: 1.075,
  stripSeconds: 0.5,
  preload: 1,
} as const;

// Per design where the design has its own.
export function defaults(design: Design): GalleryOptions {
  return {
    design,
    autoplay: false,
    autoplayTimeout: 5000,
    randomize: false,
    pauseOnMouseover: [],
    currentIndex: 0,
    loop: false,
    keyboard: true,
    lazyLoad: false,
    history: false,
    refreshOnResize: false,
    refreshOnOrientationChange: false,
    keys: { previous: 37, next: 39 },
    aspectRatio: null,
    vSize: 10,
    slidesPerRow: 3,
    lightbox: false,
    lightboxTheme: 'dark',
    columnWidth: 250,
    columnWidthBehavior: 'min',
    gutter: design === 'carousel' ? 1 : 20,
    rowHeight: 250,
    perRow: 4,
    padding: 20,
    imageWidth: 50,
    activeAlignment: 'middle',
    thumbnails: false,
    squareThumbs: false,
    autoCrop: true,
    thumbnailStripHeight: 60,
    thumbnailStripMargin: 10,
    clickBehavior: 'next',
    transition: 'fade',
    speed: 1,
    autoHeight: true,
  };
}

/** Strip alignment; left is start, center middle, right end, anything else middle. */
export const toAlignment = (value: unknown): Alignment => (value === 'left' ? 'start' : value === 'right' ? 'end' : 'middle');

/** 'Auto' means no ratio; a number, or 'W:H', is width over height. */
export function toAspectRatio(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 && Number.isFinite(value) ? value : null;
  const match = typeof value === 'string' ? /^\s*(\d*\.?\d+)\s*[:x/]\s*(\d*\.?\d+)\s*$/i.exec(value) : null;
  const ratio = match ? Number(match[1]) / Number(match[2]) : NaN;
  return ratio > 0 && Number.isFinite(ratio) ? ratio : null;
}

/** Autocolumns columnWidth is a number greater than 0; a numeric string is accepted. */
export function toColumnWidth(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
}
