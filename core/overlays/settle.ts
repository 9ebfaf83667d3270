// The wait for a still first screen, after which the site overlays may show: the load event, no image
// still loading, no new largest paint for a while, then idle. A file apart from site.ts, so that the
// site chunk's module object (what the runtime fetches) holds only startSiteOverlays.
/** Has no word on it: how long the first screen must be still, how often it is asked, and the most it waits. */
export const SETTLE = { quietMs: 500, checkMs: 250, maxMs: 10_000 } as const;

export interface ScreenFacts {
  /** The load event has fired. */
  complete: boolean;
  /** A largest-contentful-paint entry has come (or the browser has none to give). */
  painted: boolean;
  /** Since the last such entry. */
  sincePaint: number;
  /** An image the loader is still loading (class `loading`). */
  loading: boolean;
  /** Since the wait began. */
  waited: number;
}

/** Pure: the first screen has settled, so what shows now cannot delay or become its largest paint. */
export const screenSettled = ({ complete, painted, sincePaint, loading, waited }: ScreenFacts): boolean =>
  waited >= SETTLE.maxMs || (complete && painted && sincePaint >= SETTLE.quietMs && !loading);

/**
 * Resolves once the first screen has settled, then at idle: after the load event, with no image
 * still loading (a gallery's hero comes through the loader after the load event), and no new
 * largest paint for 500 ms. At most 10 s, so a stalled image cannot hold it back for ever.
 */
export function afterLargestPaint(window: Window): Promise<void> {
  const w = window as Window & typeof globalThis;
  const start = w.performance.now();
  const supported = w.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint') === true;
  let lastPaint = supported ? -1 : start;
  const observer = supported ? new w.PerformanceObserver(() => (lastPaint = w.performance.now())) : null;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  return new Promise((resolve) => {
    const check = (): void => {
      const now = w.performance.now();
      const facts = {
        complete: w.document.readyState === 'complete',
        painted: lastPaint >= 0,
        sincePaint: now - lastPaint,
        loading: w.document.querySelector('img.loading') !== null,
        waited: now - start,
      };
      if (!screenSettled(facts)) return void w.setTimeout(check, SETTLE.checkMs);
      observer?.disconnect();
      if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else resolve();
    };
    check();
  });
}
