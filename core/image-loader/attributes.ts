// media.md 3: Image load config, read from the img's data attributes (contract.md "Blocks").
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
  /** data-image-alignment, where a contained image sits in its box; null when missing. */
  alignment: Point | null;
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

const DIMENSIONS = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i;

export function parseDimensions(value: string | null): Size | null {
  const match = value === null ? null : DIMENSIONS.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

const unit = (text: string | undefined): number | null => {
  const n = text === undefined || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : null;
};

/** 'x,y' with each axis clamped to 0..1; anything else is the default centre. */
export function parseFocalPoint(value: string | null): Point {
  const parts = (value ?? '').split(',');
  const x = unit(parts[0]);
  const y = unit(parts[1]);
  return parts.length === 2 && x !== null && y !== null ? { x, y } : DEFAULT_FOCAL_POINT;
}

const ALIGN = new Map<string, ['x' | 'y' | null, number]>([
  ['left', ['x', 0]],
  ['right', ['x', 1]],
  ['top', ['y', 0]],
  ['bottom', ['y', 1]],
  ['center', [null, 0.5]],
]);

/** 'center', 'top', 'bottom-left', 'left top'…: where a contained image sits; null when not one of these. */
export function parseAlignment(value: string | null): Point | null {
  const words = value?.trim().toLowerCase().split(/[\s-]+/) ?? [];
  if (words.length === 0 || words.length > 2) return null;
  const point = { x: 0.5, y: 0.5 };
  const axes = new Set<string>();
  for (const word of words) {
    const align = ALIGN.get(word);
    if (!align) return null;
    const [axis, at] = align;
    if (axis === null) continue;
    if (axes.has(axis)) return null;
    axes.add(axis);
    point[axis] = at;
  }
  return point;
}

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

const positive = (value: string | null, fallback: number): number => {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const LOAD_MODES = new Map<string, LoadMode>([
  ['false', 'manual'],
  ['manual', 'manual'],
  ['true', 'eager'],
  ['eager', 'eager'],
  ['lazy', 'lazy'],
  ['viewport', 'lazy'],
]);

/** Reads the load config from attributes (through `get`), then applies the caller's overrides. */
export function readLoadConfig(get: (name: string) => string | null, overrides: Partial<LoadConfig> = {}): LoadConfig {
  const dprMin = positive(get('data-dpr-min'), DEFAULT_DPR_LIMITS.min);
  const config: LoadConfig = {
    source: (get('data-src') ?? '').trim(),
    dimensions: parseDimensions(get('data-image-dimensions')),
    focalPoint: parseFocalPoint(get('data-image-focal-point')),
    load: LOAD_MODES.get(get('data-load') ?? '') ?? 'lazy',
    crop: oneOf(get('data-image-crop'), ['cover', 'contain', 'none'], 'none'),
    alignment: parseAlignment(get('data-image-alignment')),
    sizeFormat: oneOf(get('data-size-format'), ['querystring', 'filename'], 'querystring'),
    stretch: get('data-image-stretch') !== 'false',
    dprMin,
    dprMax: Math.max(dprMin, positive(get('data-dpr-max'), DEFAULT_DPR_LIMITS.max)),
    allowConcurrentLoads: get('data-allow-concurrent-loads') === 'true',
  };
  return { ...config, ...overrides };
}

/** A source the loader may request: a relative path, or an http(s) address. */
export function isValidSource(source: string): boolean {
  if (source === '' || /\s/.test(source)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(source);
  return scheme === null ? true : /^https?$/i.test(scheme[1] as string);
}
