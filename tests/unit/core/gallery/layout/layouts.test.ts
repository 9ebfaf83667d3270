import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import justifiedLayoutOracle from 'justified-layout';
import type { Box } from '../../../../../core/gallery/layout/box.ts';
import { justifiedBreaks, justifiedLayout } from '../../../../../core/gallery/layout/justified.ts';
import { columnCount, masonryColumns, masonryLayout } from '../../../../../core/gallery/layout/masonry.ts';
import { clampGroup, controlsShown, firstOfGroup, groupCount, groupOf, groupWindow, slidesPerRowAt } from '../../../../../core/gallery/layout/carousel.ts';
import { stripOffset } from '../../../../../core/gallery/layout/strip.ts';
import { preloadCount, preloadWindow } from '../../../../../core/gallery/layout/window.ts';
import { metaOverlay } from '../../../../../core/gallery/layout/meta.ts';

const EPS = 1e-6;
const overlap = (a: Box, b: Box) => a.left < b.left + b.width - EPS && b.left < a.left + a.width - EPS && a.top < b.top + b.height - EPS && b.top < a.top + a.height - EPS;
const noOverlapsInside = (boxes: Box[], width: number, height: number) => {
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(-EPS);
    expect(box.top).toBeGreaterThanOrEqual(-EPS);
    expect(box.left + box.width).toBeLessThanOrEqual(width + 1e-3);
    expect(box.top + box.height).toBeLessThanOrEqual(height + 1e-3);
  }
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
};

const ratio = fc.double({ min: 0.3, max: 3, noNaN: true });
const width = fc.integer({ min: 240, max: 1400 });

describe("autorows: justified rows against flickr's justified-layout", () => {
  // 1,000 random sets of aspect ratios, widths and lengths, from a fixed seed.
  const sets = fc.sample(fc.record({ ratios: fc.array(ratio, { minLength: 1, maxLength: 60 }), width }), { numRuns: 1000, seed: 20261122 });
  const rowHeight = 250;
  const gutter = 20;

  it('fills every full row to the width within 1 px, and keeps every ratio within 1%', () => {
    for (const { ratios, width: w } of sets) {
      const { boxes } = justifiedLayout(ratios, { width: w, rowHeight, gutter });
      const rows = new Map<number, Box[]>();
      boxes.forEach((box) => rows.set(Math.round(box.top * 1000), [...(rows.get(Math.round(box.top * 1000)) ?? []), box]));
      const list = [...rows.values()];
      list.slice(0, -1).forEach((row) => {
        const last = row[row.length - 1]!;
        expect(Math.abs(last.left + last.width - w)).toBeLessThan(1);
      });
      boxes.forEach((box, i) => expect(Math.abs(box.width / box.height / ratios[i]! - 1)).toBeLessThan(0.01));
    }
  });

  it('deviates from the target row height no more, on average, than justified-layout', () => {
    let ours = 0;
    let theirs = 0;
    let ourRows = 0;
    let theirRows = 0;
    for (const { ratios, width: w } of sets) {
      const breaks = justifiedBreaks(ratios, { width: w, rowHeight, gutter });
      for (let r = 0; r + 1 < breaks.length; r++) {
        const slice = ratios.slice(breaks[r], breaks[r + 1]);
        const fill = (w - gutter * (slice.length - 1)) / slice.reduce((a, b) => a + b, 0);
        const height = breaks[r + 1] === ratios.length ? Math.min(fill, rowHeight) : fill;
        ours += Math.abs(height - rowHeight);
        ourRows += 1;
      }
      const oracle = justifiedLayoutOracle(ratios, { containerWidth: w, containerPadding: 0, boxSpacing: gutter, targetRowHeight: rowHeight });
      const heights = new Map<number, number>();
      for (const box of oracle.boxes) heights.set(Math.round(box.top), box.height);
      for (const height of heights.values()) {
        theirs += Math.abs(height - rowHeight);
        theirRows += 1;
      }
    }
    const ourMean = ours / ourRows;
    const theirMean = theirs / theirRows;
    expect(ourMean).toBeLessThanOrEqual(theirMean);
  });

  it('no overlaps, nothing outside the container (property)', () => {
    fc.assert(
      fc.property(fc.array(ratio, { minLength: 1, maxLength: 40 }), width, (ratios, w) => {
        const layout = justifiedLayout(ratios, { width: w, rowHeight: 250, gutter: 20 });
        noOverlapsInside(layout.boxes, w, layout.height);
      }),
    );
  });
});

describe('autocolumns: a masonry of columns at least columnWidth wide', () => {
  it.each([
    [249, 250, 20, 1],
    [250, 250, 20, 1],
    [519, 250, 20, 1],
    [520, 250, 20, 2],
    [920, 250, 20, 3],
    [100, 250, 20, 1],
  ])('width %d, columns of %d and gutter %d -> %d columns', (w, columnWidth, gutter, count) => {
    expect(columnCount(w, columnWidth, gutter)).toBe(count);
  });

  // ColumnWidthBehavior; min (the default) keeps columns at least columnWidth wide,
  // max keeps them at most columnWidth wide.
  it.each([
    [249, 'max', 1],
    [250, 'max', 1],
    [251, 'max', 2],
    [519, 'max', 2],
    [520, 'max', 2],
    [920, 'max', 4],
    [920, 'min', 3],
  ] as const)('width %d, behaviour %s -> %d columns', (w, behavior, count) => {
    expect(columnCount(w, 250, 20, behavior)).toBe(count);
    const columnWidth = (w - 20 * (count - 1)) / count;
    if (behavior === 'max') expect(columnWidth).toBeLessThanOrEqual(250);
    else expect(columnWidth).toBeGreaterThanOrEqual(250);
  });

  it('puts each item in the shortest column, the leftmost among equals', () => {
    expect(masonryColumns([1, 1, 0.5, 1, 1], 2)).toEqual([0, 1, 0, 1, 1]);
  });

  it('places exactly as the plain rule says: the shortest column so far, the leftmost among equals (property)', () => {
    const plain = (ratios: number[], columns: number): number[] => {
      const heights: number[] = new Array(columns).fill(0);
      return ratios.map((r) => {
        const column = heights.indexOf(Math.min(...heights));
        heights[column] = (heights[column] as number) + 1 / r;
        return column;
      });
    };
    fc.assert(
      fc.property(fc.array(ratio, { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (ratios, columns) => {
        expect(masonryColumns(ratios, columns)).toEqual(plain(ratios, columns));
      }),
    );
    // Equal ratios make equal heights: ties go left.
    expect(masonryColumns([1, 1, 1, 1, 1, 1], 3)).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('columns are at least columnWidth wide; no overlaps, nothing outside (property)', () => {
    fc.assert(
      fc.property(fc.array(ratio, { minLength: 1, maxLength: 40 }), width, (ratios, w) => {
        const layout = masonryLayout(ratios, { width: w, columnWidth: 250, gutter: 20 });
        if (w >= 250) for (const box of layout.boxes) expect(box.width).toBeGreaterThanOrEqual(250 - EPS);
        noOverlapsInside(layout.boxes, w, layout.height);
      }),
    );
  });
});

describe('carousel: and 9', () => {
  it.each([
    [300, 3, 2],
    [479, 3, 2],
    [480, 3, 3],
    [723, 3, 3],
    [724, 3, 3],
    [900, 5, 5],
    [700, 5, 3],
    [400, 1, 1],
  ])('%d px wide with slidesPerRow %d -> %d a row', (w, perRow, shown) => {
    expect(slidesPerRowAt(w, perRow)).toBe(shown);
  });

  it('groups: a jump goes to the group holding the slide; the last group is a full row', () => {
    expect(groupCount(8, 3)).toBe(3);
    expect(groupOf(7, 3)).toBe(2);
    expect(firstOfGroup(2, 3, 8)).toBe(5);
    expect(firstOfGroup(0, 3, 8)).toBe(0);
    expect(controlsShown(3, 3)).toBe(false);
    expect(controlsShown(4, 3)).toBe(true);
  });

  it.each([
    [0, 1, 3, 12, [0, 1, 2, 3, 4, 5]],
    [3, 1, 3, 12, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    [4, 1, 3, 12, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    [9, 1, 3, 12, [6, 7, 8, 9, 10, 11]],
    // The last group is a full row ending on the last slide.
    [6, 1, 3, 8, [3, 4, 5, 6, 7]],
    [0, 0, 3, 12, [0, 1, 2]],
    [0, 1, 3, 2, [0, 1]],
    [0, 1, 2, 0, []],
  ])('groupWindow: slide %d, %d move either side, %d a row of %d -> %j', (index, around, perRow, count, expected) => {
    expect(groupWindow(index, around, perRow, count)).toEqual(expected);
  });

  it('groupWindow holds every slide the next and previous moves show (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 }), fc.nat(), (count, perRow, at) => {
        const index = at % count;
        const window = groupWindow(index, 1, perRow, count);
        const groups = groupCount(count, perRow);
        for (const delta of [-1, 0, 1]) {
          const first = firstOfGroup(clampGroup(groupOf(index, perRow) + delta, groups), perRow, count);
          for (let i = first; i < Math.min(count, first + perRow); i++) expect(window).toContain(i);
        }
      }),
    );
  });
});

describe('strip: alignment', () => {
  const geometry = { starts: [0, 300, 500, 900], widths: [300, 200, 400, 300], view: 600, length: 1200 };
  it.each([
    [1, 'start', 300],
    [1, 'middle', 100],
    [1, 'end', 0],
    [2, 'middle', 400],
    [3, 'start', 600],
    [0, 'end', 0],
  ] as const)('slide %d aligned %s -> offset %d (within the ends)', (index, alignment, offset) => {
    expect(stripOffset(geometry, index, alignment)).toBe(offset);
  });
});

describe('the preload window and the meta overlay', () => {
  it.each([
    [920, null, 1],
    [920, 60, 16],
    [400, 100, 4],
  ])('width %d, thumbnail strip %s px high -> %d either side', (w, strip, count) => {
    expect(preloadCount(w, strip)).toBe(count);
  });

  it.each([
    [0, 5, 1, false, [0, 1]],
    [0, 5, 1, true, [0, 1, 4]],
    [2, 5, 1, false, [1, 2, 3]],
    [4, 5, 2, true, [0, 1, 2, 3, 4]],
  ])('around %d of %d (%d either side, loop %s) -> %j', (current, count, around, loop, indices) => {
    expect(preloadWindow(current, count, around, loop)).toEqual(indices);
  });

  it.each([
    [80, 100, { overflow: false, maxHeight: null }],
    [90, 100, { overflow: false, maxHeight: null }],
    [91, 100, { overflow: true, maxHeight: 40 }],
  ])('meta %d px in a %d px box -> %j', (meta, box, state) => {
    expect(metaOverlay(meta, box)).toEqual(state);
  });
});
