// New-swipe boundaries are each none, hard or inertial; snap points are a percentage
// or none. Options are checked once, at the boundary, with a clear error for anything else.
import { format, motionStrings } from '../catalog/strings.ts';
import type { Axis } from './gesture.ts';
import type { Boundary } from './physics.ts';

export interface SwipeOptions {
  axis: Axis;
  /** At the beginning (offset below its minimum) and at the end. */
  boundaries: { start: Boundary; end: Boundary };
  /** The distance between snap points, as a percentage of the swipe area's size; null for none. */
  snap: number | null;
}

export interface SwipeOptionsInput {
  axis?: unknown;
  /** One boundary for both ends, or each end's own. */
  boundaries?: unknown;
  snap?: unknown;
}

const BOUNDARIES = ['none', 'hard', 'inertial'];

const boundary = (value: unknown): Boundary => {
  if (BOUNDARIES.includes(value as string)) return value as Boundary;
  throw new TypeError(format(motionStrings.swipeBoundary, { value: JSON.stringify(value) }));
};

/** 100, '100%' or '37.5%' are percentages; 'none' and null are none. */
const snap = (value: unknown): number | null => {
  if (value === null || value === 'none') return null;
  const percent = typeof value === 'string' && /^\s*\d*\.?\d+%\s*$/.test(value) ? Number.parseFloat(value) : value;
  if (typeof percent === 'number' && percent > 0 && percent <= 100) return percent;
  throw new TypeError(format(motionStrings.swipeSnap, { value: JSON.stringify(value) }));
};

export function parseSwipeOptions({ axis = 'x', boundaries = 'hard', snap: snapValue = null }: SwipeOptionsInput = {}): SwipeOptions {
  if (axis !== 'x' && axis !== 'y') throw new TypeError(format(motionStrings.swipeAxis, { value: JSON.stringify(axis) }));
  const both = typeof boundaries === 'object' && boundaries !== null ? (boundaries as Record<string, unknown>) : { start: boundaries, end: boundaries };
  return { axis, boundaries: { start: boundary(both.start), end: boundary(both.end) }, snap: snap(snapValue) };
}
