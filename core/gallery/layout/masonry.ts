// autocolumns: a masonry of columns at least columnWidth wide (behaviour min), or at most (max). Each item goes to
// the shortest column, so the columns end as even as they can. Pure.
import type { Box, Layout } from './box.ts';
import type { ColumnWidthBehavior } from '../options.ts';

export interface MasonryOptions {
  width: number;
  columnWidth: number;
  gutter: number;
  behavior?: ColumnWidthBehavior;
}

/** As many columns as fit at columnWidth or wider (min), or the fewest at columnWidth or narrower (max); at least one. */
export const columnCount = (width: number, columnWidth: number, gutter: number, behavior: ColumnWidthBehavior = 'min'): number =>
  Math.max(1, (behavior === 'max' ? Math.ceil : Math.floor)((width + gutter) / (columnWidth + gutter)));

/** Which column each item goes to: the shortest so far, the leftmost among equals. */
export function masonryColumns(ratios: number[], columns: number): number[] {
  // Heights in units of the column width, so the choice holds at any width. One pass, no spread:
  // a gallery of thousands lays out in a fraction of a millisecond (bench/micro.mjs).
  const heights = new Float64Array(Math.max(1, columns));
  const placed = new Array<number>(ratios.length);
  for (let i = 0; i < ratios.length; i++) {
    let column = 0;
    for (let c = 1; c < heights.length; c++) if ((heights[c] as number) < (heights[column] as number)) column = c;
    heights[column] = (heights[column] as number) + 1 / (ratios[i] as number);
    placed[i] = column;
  }
  return placed;
}

/** @internal The pixel boxes of the columns: the tests and bench/micro measure them; the page places its columns in CSS from masonryColumns. */
export function masonryLayout(ratios: number[], { width, columnWidth, gutter, behavior }: MasonryOptions): Layout {
  const columns = columnCount(width, columnWidth, gutter, behavior);
  const itemWidth = (width - gutter * (columns - 1)) / columns;
  const tops = new Array<number>(columns).fill(0);
  const boxes: Box[] = masonryColumns(ratios, columns).map((column, i) => {
    const height = itemWidth / (ratios[i] as number);
    const box = { left: column * (itemWidth + gutter), top: tops[column] as number, width: itemWidth, height };
    tops[column] = (tops[column] as number) + height + gutter;
    return box;
  });
  return { boxes, height: Math.max(0, Math.max(...tops) - gutter) };
}
