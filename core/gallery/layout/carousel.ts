// carousel: slides in rows of slidesPerRow (2 below 480 px, 3 below 724 px), moved a group at a
// time, clamped at the first and last group. Pure.
export const CAROUSEL_BREAKPOINTS = [
  [480, 2],
  [724, 3],
] as const;

export function slidesPerRowAt(width: number, slidesPerRow: number): number {
  for (const [below, most] of CAROUSEL_BREAKPOINTS) if (width < below) return Math.min(most, slidesPerRow);
  return slidesPerRow;
}

export const groupCount = (count: number, perRow: number): number => Math.max(1, Math.ceil(count / perRow));
export const groupOf = (index: number, perRow: number): number => Math.floor(Math.max(0, index) / perRow);
export const clampGroup = (group: number, groups: number): number => Math.min(groups - 1, Math.max(0, group));

/** The first slide a group shows: the last group is a full row, ending on the last slide. */
export const firstOfGroup = (group: number, perRow: number, count: number): number => Math.max(0, Math.min(group * perRow, count - perRow));

/** Controls hide when every slide fits in one row. */
export const controlsShown = (count: number, perRow: number): boolean => count > perRow;

/**
 * The slides to have loaded with `index` current: the group it shows and the groups `around` moves
 * either side show, since a move brings a whole group into view at once.
 */
export function groupWindow(index: number, around: number, perRow: number, count: number): number[] {
  const group = groupOf(index, perRow);
  const first = firstOfGroup(Math.max(0, group - around), perRow, count);
  const last = Math.min(count, firstOfGroup(clampGroup(group + around, groupCount(count, perRow)), perRow, count) + perRow);
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
}
