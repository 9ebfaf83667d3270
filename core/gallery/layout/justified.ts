// autorows: justified rows. Each full row fills the width exactly and keeps every image's ratio;
// the row breaks are chosen together (dynamic programming) to keep rows as close to the target
// height as possible. The last row, if short, keeps the target height and is not stretched. Pure.
import type { Box, Layout } from './box.ts';

export interface JustifiedOptions {
  width: number;
  rowHeight: number;
  gutter: number;
}

/** A row shorter than this share of the target is never chosen: it would be a thin strip. */
const MIN_ROW = 0.3;

/** Where each row starts: the item indices, ending with the count. */
export function justifiedBreaks(ratios: number[], { width, rowHeight, gutter }: JustifiedOptions): number[] {
  const n = ratios.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let end = 1; end <= n; end++) {
    let sum = 0;
    for (let start = end - 1; start >= 0; start--) {
      sum += ratios[start] as number;
      const height = (width - gutter * (end - 1 - start)) / sum;
      if (height < rowHeight * MIN_ROW && start < end - 1) break;
      // The last row is drawn at the target height when it would be taller: no cost for that.
      const deviation = end === n && height >= rowHeight ? 0 : Math.abs(height - rowHeight);
      if ((cost[start] as number) + deviation < (cost[end] as number)) {
        cost[end] = (cost[start] as number) + deviation;
        from[end] = start;
      }
    }
  }
  const breaks = [n];
  for (let end = n; end > 0; end = from[end] as number) breaks.unshift(from[end] as number);
  return n === 0 ? [0] : breaks;
}

/** @internal The pixel boxes of the rows: the oracle test and bench/micro compare them with flickr's justified-layout; the page lays its rows out in CSS from justifiedBreaks. */
export function justifiedLayout(ratios: number[], options: JustifiedOptions): Layout {
  const { width, rowHeight, gutter } = options;
  const breaks = justifiedBreaks(ratios, options);
  const boxes: Box[] = [];
  let top = 0;
  for (let row = 0; row + 1 < breaks.length; row++) {
    const start = breaks[row] as number;
    const end = breaks[row + 1] as number;
    const slice = ratios.slice(start, end);
    const fill = (width - gutter * (slice.length - 1)) / slice.reduce((a, b) => a + b, 0);
    const last = end === ratios.length;
    const height = last ? Math.min(fill, rowHeight) : fill;
    let left = 0;
    for (const ratio of slice) {
      boxes.push({ left, top, width: ratio * height, height });
      left += ratio * height + gutter;
    }
    top += height + gutter;
  }
  return { boxes, height: Math.max(0, top - gutter) };
}
