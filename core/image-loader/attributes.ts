// Image load config, read from the img's data attributes.
export type CropMode = 'cover' | 'contain' | 'none';
export type LoadMode = 'lazy' | 'eager' | 'manual';
export type SizeFormat = 'querystring' | 'filename';

export interface Size {
  width: number;
  height: number;
}

/** A point inside the image, each axis from 0 (left, top) to 1 (right, bottom). */
export interface Point {
  x: number;
  y: number;
}

export interface LoadConfig {
  /** data-src: the image's address without a size. */
  source: string;
  /** data-image-dimensions 'WxH': the original's size, or null when missing or malformed. */
  dimensions: Size | null;
  /** data-image-focal-point 'x,y', default 0.5,0.5. */
  focalPoint: Point;
  /** data-load: lazy (default), eager (at once) or manual ('false': only when asked). */
  load: LoadMode;
  /** data-image-crop: cover, contain or none (default). */
  crop: CropMode;
  /** data-image-alignment, where a contained image sits in its box: one of the nine positions, or null. */
  alignment: Alignment | null;
  /** data-size-format: ?format=750w (querystring, default) or name-750w.jpg (filename). */
  sizeFormat: SizeFormat;
  /** data-image-stretch: may the image be drawn larger than its original? Default true. */
  stretch: boolean;
  /** data-dpr-min, data-dpr-max: limits on the device pixel ratio used for the width. */
  dprMin: number;
  dprMax: number;
  /** data-allow-concurrent-loads: a new load may start while one is running. */
  allowConcurrentLoads: boolean;
}

export const DEFAULT_FOCAL_POINT: Point = { x: 0.5, y: 0.5 };
export const DEFAULT_DPR_LIMITS = { min: 1, max: 3 } as const;

/** Two numbers split by `separator`, or null. */
const pair = (value: string | null, separator: string): [number, number] | null => {
  const parts = (value ?? '').toLowerCase().split(separator);
  const [a, b] = parts.map((part) => (part.trim() ? Number(part) : NaN));
  return parts.length === 2 && Number.isFinite(a) && Number.isFinite(b) ? [a as number, b as number] : null;
};

export function parseDimensions(value: string | null): Size | null {
  const [width, height] = pair(value, 'x') ?? [0, 0];
  return width > 0 && height > 0 ? { width, height } : null;
}

const unit = (n: number): number => Math.min(1, Math.max(0, n));

/** 'x,y' with each axis clamped to 0..1; anything else is the default centre. */
export function parseFocalPoint(value: string | null): Point {
  const point = pair(value, ',');
  return point ? { x: unit(point[0]), y: unit(point[1]) } : DEFAULT_FOCAL_POINT;
}

// The nine positions a site builder offers: center, top, bottom-left and so on.
export type Alignment = string;
const ALIGNMENT = /^(?:(?:top|bottom)(?:-(?:left|right))?|left|right|center)$/;

/** The alignment's name, lower case, or null when it is not one of the nine positions. */
export function parseAlignment(value: string | null): Alignment | null {
  const name = value?.trim().toLowerCase() ?? '';
  return ALIGNMENT.test(name) ? name : null;
}

/** Where an alignment puts the image: each axis 0 (start), 0.5 (middle) or 1 (end). */
export function alignmentPoint(alignment: Alignment): Point {
  const at = (start: string, end: string): number => (alignment.includes(start) ? 0 : alignment.includes(end) ? 1 : 0.5);
  return { x: at('left', 'right'), y: at('top', 'bottom') };
}

const cropMode = (value: string | null): CropMode => (value === 'cover' || value === 'contain' ? value : 'none');

/** An attribute's value as a finite number above 0, else `fallback` (a missing or empty attribute among them). */
export const positive = <T>(value: string | null | undefined, fallback: T): number | T => {
  const n = Number(value ?? NaN);
  return n > 0 && n < Infinity ? n : fallback;
};

// data-load: 'false' (or 'manual') waits to be asked, 'eager' (or 'true') loads at once, anything else is lazy.
const loadMode = (value: string | null): LoadMode => (value === 'false' || value === 'manual' ? 'manual' : value === 'eager' || value === 'true' ? 'eager' : 'lazy');

/** Reads the load config from attributes (through `get`), then applies the caller's overrides. */
export function readLoadConfig(get: (name: string) => string | null, overrides: Partial<LoadConfig> = {}): LoadConfig {
  const dprMin = positive(get('data-dpr-min'), DEFAULT_DPR_LIMITS.min);
  return {
    source: (get('data-src') ?? '').trim(),
    dimensions: parseDimensions(get('data-image-dimensions')),
    focalPoint: parseFocalPoint(get('data-image-focal-point')),
    load: loadMode(get('data-load')),
    crop: cropMode(get('data-image-crop')),
    alignment: parseAlignment(get('data-image-alignment')),
    sizeFormat: get('data-size-format') === 'filename' ? 'filename' : 'querystring',
    stretch: get('data-image-stretch') !== 'false',
    dprMin,
    dprMax: Math.max(dprMin, positive(get('data-dpr-max'), DEFAULT_DPR_LIMITS.max)),
    allowConcurrentLoads: get('data-allow-concurrent-loads') === 'true',
    ...overrides,
  };
}

// No spaces, and either no scheme (a relative path) or http(s).
const SOURCE = /^(?:https?:|(?![a-z][a-z\d+.-]*:))\S+$/i;

/** A source the loader may request: a relative path, or an http(s) address. */
export const isValidSource = (source: string): boolean => SOURCE.test(source);
