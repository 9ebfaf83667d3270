import type { Page } from '@playwright/test';

/** One layout shift not caused by input: its score, and what moved (the element and its rects before and after). */
export interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Records every layout shift not caused by input, from navigation on (installed before any page
 * script). Each shift keeps the elements that moved, so a failing "shifts nothing" check names
 * them instead of giving a bare score.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    const nodeName = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const classes = node.getAttribute('class');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes.trim().split(/\s+/).join('.')}` : ''}`;
    };
    const rect = (r: DOMRectReadOnly): string => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      type Entry = { value: number; startTime: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      for (const entry of list.getEntries() as unknown as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => `${nodeName(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
        w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far; "shifts nothing" is `expect(await layoutShifts(page)).toEqual([])`. */
export const layoutShifts = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
