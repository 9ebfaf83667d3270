// media.md 4: Gallery index. Pure arithmetic on slide positions.

/** Negative indices wrap from the end; an index at or past the count wraps by modulo. */
export function normalizeIndex(index: number, count: number): number {
  if (!(count > 0) || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index) % count;
  return i < 0 ? i + count : i;
}

export interface Step {
  index: number;
  /** The step asked to go past the last or first slide, without loop. */
  reached: 'end' | 'beginning' | null;
}

/** Next (+1) or previous (-1): loops with loop on; otherwise stays at the end and says so. */
export function stepIndex(current: number, delta: 1 | -1, count: number, loop: boolean): Step {
  const from = normalizeIndex(current, count);
  const to = from + delta;
  if (loop || (to >= 0 && to < count)) return { index: normalizeIndex(to, count), reached: null };
  return { index: from, reached: to < 0 ? 'beginning' : 'end' };
}

/** Without loop, the previous control is disabled on the first slide and next on the last. */
export function endsDisabled(index: number, count: number, loop: boolean): { previous: boolean; next: boolean } {
  return { previous: !loop && index <= 0, next: !loop && index >= count - 1 };
}
