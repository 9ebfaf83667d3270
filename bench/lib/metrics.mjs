// The load figures' arithmetic, pure: CLS by session windows, total blocking time, and the physical
// limit of LCP on the emulated link (issue 9).
import { NETWORK } from './setup.mjs';

/** CLS as web-vitals counts it: the largest session window (gaps under 1 s, at most 5 s long). */
export function clsOf(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const [time, value] of shifts) {
    if (time - last < 1000 && time - first < 5000) sum += value;
    else [sum, first] = [value, time];
    last = time;
    best = Math.max(best, sum);
  }
  return best;
}

/** Total blocking time: each long task's time over 50 ms, from FCP on. */
export const tbtOf = (longTasks, fcp) => longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

/**
 * The physical limit of LCP on the emulated link: two round trips (connection, request), then the
 * document, the render-blocking CSS and the LCP image at the full bandwidth, nothing else sharing it.
 */
export const lcpLimit = ({ documentBytes, blockingCssBytes, lcpImageBytes }, network = NETWORK) =>
  2 * network.latency + ((documentBytes + blockingCssBytes + lcpImageBytes) / network.downloadThroughput) * 1000;
