// grid and autogrid: equal cells in rows; perRow cells (grid) or as many as fit at a minimum cell
// width (autogrid). Pure.
import type { Box, Layout } from './box.ts';

export interface GridOptions {
  width: number;
  perRow: number;
  padding: number;
  /** Cell height over cell width (1 for square thumbnails). */
  cellRatio: number;
}

/** autogrid: as many cells per row as fit at minWidth or wider; at least one. */
export const cellsPerRow = (width: number, minWidth: number, padding: number): number => Math.max(1, Math.floor((width + padding) / (minWidth + padding)));

export function gridLayout(count: number, { width, perRow, padding, cellRatio }: GridOptions): Layout {
  const cell = (width - padding * (perRow - 1)) / perRow;
  const height = cell * cellRatio;
  const boxes: Box[] = Array.from({ length: count }, (_, i) => ({
    left: (i % perRow) * (cell + padding),
    top: Math.floor(i / perRow) * (height + padding),
    width: cell,
    height,
  }));
  const rows = Math.ceil(count / perRow);
  return { boxes, height: rows > 0 ? rows * height + (rows - 1) * padding : 0 };
}
