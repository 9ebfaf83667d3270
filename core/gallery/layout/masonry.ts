// autocolumns: a masonry of columns at least columnWidth wide (behaviour min). Each item goes to
// the shortest column, so the columns end as even as they can. Pure.
import type { Box, Layout } from './box.ts';

export interface MasonryOptions {
  width: number;
  columnWidth: number;
  gutter: number;
}

/** As many columns as fit at columnWidth or wider; at least one. */
export const columnCount = (width: number, columnWidth: number, gutter: number): number =>
  Math.max(1, Math.floor((width + gutter) / (columnWidth + gutter)));

/** Which column each item goes to: the shortest so far, the leftmost among equals. */
export function masonryColumns(ratios: number[], columns: number): number[] {
  // Heights in units of the column width, so the choice holds at any width.
  const heights = new Array<number>(columns).fill(0);
  return ratios.map((ratio) => {
    const column = heights.indexOf(Math.min(...heights));
    heights[column] = (heights[column] as number) + 1 / ratio;
    return column;
  });
}

export function masonryLayout(ratios: number[], { width, columnWidth, gutter }: MasonryOptions): Layout {
  const columns = columnCount(width, columnWidth, gutter);
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
