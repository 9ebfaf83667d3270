// autorows and autocolumns depend on the gallery's width, which the server cannot know. So it lays
// them out for every width from 240 to 1400 px (10 px apart), groups the widths that share a
// layout, and writes each group as a CSS container query. The browser draws the final layout
// from the first paint: no script, and nothing moves (docs/decisions.md: Gallery layouts).
import { justifiedBreaks } from '../../../core/gallery/layout/justified.ts';
import { columnCount, masonryColumns } from '../../../core/gallery/layout/masonry.ts';
import type { ColumnWidthBehavior } from '../../../core/gallery/options.ts';

export const WIDTH_SAMPLES = { from: 240, to: 1400, step: 10 } as const;

interface Group<T> {
  min: number;
  max: number | null;
  value: T;
}

/** Consecutive sample widths with the same layout (`key`), as width ranges. */
export function widthGroups<T>(layoutAt: (width: number) => T, key: (value: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  for (let width = WIDTH_SAMPLES.from; width <= WIDTH_SAMPLES.to; width += WIDTH_SAMPLES.step) {
    const value = layoutAt(width);
    const last = groups[groups.length - 1];
    if (last && key(last.value) === key(value)) continue;
    if (last) last.max = width - 0.02;
    groups.push({ min: width, max: null, value });
  }
  if (groups[0]) groups[0].min = 0;
  return groups;
}

const query = (name: string, { min, max }: { min: number; max: number | null }): string =>
  `@container ${name} ${[min > 0 ? `(min-width:${min}px)` : '', max !== null ? `(max-width:${max}px)` : ''].filter(Boolean).join(' and ')}`;

const round = (n: number): number => Math.round(n * 10000) / 10000;
/** a·W + b px, with W the gallery's width (100cqw). */
const affine = (a: number, b: number): string => `calc(${round(a * 100)}cqw + ${round(b)}px)`;

export interface RowsMarkup {
  css: string;
  /** For each item: the groups whose row breaks after it (the break element's classes). */
  breaksAfter: number[][];
  /** For each item: the groups in whose last row it is. */
  lastRow: number[][];
}

/**
 * autorows: each group's row breaks, as break elements shown in that group's width range; the last
 * row's items keep the target height (`--h`), shrinking together only if they would overflow.
 */
export function autorowsCss(scope: string, ratios: number[], rowHeight: number, gutter: number): RowsMarkup {
  const groups = widthGroups(
    (width) => justifiedBreaks(ratios, { width, rowHeight, gutter }),
    (breaks) => breaks.join(','),
  );
  const breaksAfter: number[][] = ratios.map(() => []);
  const lastRow: number[][] = ratios.map(() => []);
  const rules = groups.map((group, g) => {
    const breaks = group.value;
    for (const at of breaks.slice(1, -1)) breaksAfter[at - 1]!.push(g);
    for (let i = breaks[breaks.length - 2] ?? 0; i < ratios.length; i++) lastRow[i]!.push(g);
    return `${query(scope, group)}{#${scope} .b${g}{display:block}#${scope} .l${g}{flex:0 1 calc(var(--a) * ${rowHeight}px)}}`;
  });
  return { css: rules.join(''), breaksAfter, lastRow };
}

/**
 * autocolumns: for each column count, every item's place in its column, as affine functions of
 * the width (an item's width is (W - gutter·(k-1))/k, so tops and lefts are affine in W too).
 */
export function autocolumnsCss(scope: string, ratios: number[], columnWidth: number, gutter: number, behavior: ColumnWidthBehavior = 'min'): string {
  const groups = widthGroups(
    (width) => columnCount(width, columnWidth, gutter, behavior),
    (k) => String(k),
  );
  return groups
    .map(({ value: k, ...range }) => {
      const columns = masonryColumns(ratios, k);
      const sums = new Array<number>(k).fill(0);
      const counts = new Array<number>(k).fill(0);
      // itemWidth = W/k - shrink
      const shrink = (gutter * (k - 1)) / k;
      const items = ratios.map((ratio, i) => {
        const c = columns[i] as number;
        const top = affine((sums[c] as number) / k, -(sums[c] as number) * shrink + gutter * (counts[c] as number));
        sums[c] = (sums[c] as number) + 1 / ratio;
        counts[c] = (counts[c] as number) + 1;
        return `#${scope} .s${i}{left:${affine(c / k, (c * gutter) / k)};top:${top};width:${affine(1 / k, -shrink)}}`;
      });
      const heights = sums.map((sum, c) => affine(sum / k, -sum * shrink + gutter * Math.max(0, (counts[c] as number) - 1)));
      return `${query(scope, range)}{${items.join('')}#${scope} .gallery-track{height:max(${heights.join(',')})}}`;
    })
    .join('');
}
