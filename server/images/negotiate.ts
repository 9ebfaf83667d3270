import type { ImageContentType } from './name.ts';

// Which lighter format a resized copy is drawn in, by the request's Accept header.
export type LighterType = 'image/avif' | 'image/webp';

// Best first: AVIF is the lighter of the two at the same quality (bench/formats.mjs).
const LIGHTER: readonly LighterType[] = ['image/avif', 'image/webp'];

/** Each media range's q-value (1 when unstated), by its lower-cased type. */
const qValues = (accept: string): Map<string, number> => {
  const found = new Map<string, number>();
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (!type) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param.replace(/\s+/g, ''));
      if (match) q = Math.min(1, Number(match[1]));
    }
    // A range named twice keeps its best q.
    found.set(type, Math.max(found.get(type) ?? 0, q));
  }
  return found;
};

/**
 * Whether a copy of an `original` type is drawn by Accept. PNG is kept: its images are drawings
 * and screenshots, where a lossy copy smears edges.
 */
export const isNegotiated = (original: ImageContentType): boolean => original !== 'image/png';

/**
 * The lighter type to draw for a copy of an `original` type, or null to keep the original's.
 * Only a type the browser names counts: `image/*` and `*\/*` are sent by browsers that decode
 * neither.
 */
export const servedType = (accept: string | undefined, original: ImageContentType): LighterType | null => {
  if (!accept || !isNegotiated(original)) return null;
  const q = qValues(accept);
  let best: LighterType | null = null;
  let bestQ = 0;
  for (const type of LIGHTER) {
    const value = q.get(type) ?? 0;
    if (type === original || value <= bestQ) continue;
    best = type;
    bestQ = value;
  }
  return best;
};
