// The swipe bench: a 1-second finger drag over the 50-slide strip on a phone at 4x CPU throttling.
// Frame times come from requestAnimationFrame during the drag; a frame over 20 ms is dropped.
// The same drag on the same page with no swipe shows what the machine itself drops.
import { motionChunk, stripPage } from '../tests/fixtures/strip-page.mjs';
import { NO_THROTTLE, fingerDrag, medianTable, openTab } from './lib/setup.mjs';

const DROPPED_MS = 20;
const DRAG_MS = 1000;

async function measure(browser, origin, inert) {
  const { context, tab, cdp } = await openTab(browser, { network: NO_THROTTLE });
  const chunk = motionChunk();
  await tab.route('**/fixtures/strip', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: stripPage({ chunk, snap: null, boundaries: 'inertial', inert }) }));
  await tab.goto(`${origin}/fixtures/strip`);
  await tab.waitForFunction(() => window.__strip?.ready === true);
  const box = await tab.locator('#area').boundingBox();
  const y = box.y + 100;
  await tab.waitForTimeout(500);
  await tab.evaluate(() => (window.__frames.recording = true));
  // A finger moving steadily right to left across the screen, then back, for one second.
  await fingerDrag(cdp, box, y, DRAG_MS);
  const { times, offsets } = await tab.evaluate(() => {
    window.__frames.recording = false;
    return window.__frames;
  });
  await context.close();
  const intervals = times.slice(1).map((time, i) => time - times[i]);
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    frames: intervals.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] ?? NaN,
    dropped: intervals.filter((ms) => ms > DROPPED_MS).length,
    // How far the strip travelled, to show the drag really moved it.
    travel: Math.max(0, ...offsets) - Math.min(0, ...offsets),
  };
}

const FIELDS = [
  ['frames', 'frames in the 1 s drag'],
  ['median', 'median frame time, ms', 1],
  ['p95', 'p95 frame time, ms', 1],
  ['max', 'longest frame, ms', 1],
  ['dropped', `dropped frames (over ${DROPPED_MS} ms)`],
  ['travel', 'strip travel during the drag, px'],
];

export async function benchSwipe({ browser, origin, runs }) {
  const samples = { swipe: [], 'no swipe': [] };
  for (let run = 0; run < runs; run++) {
    samples.swipe.push(await measure(browser, origin, false));
    samples['no swipe'].push(await measure(browser, origin, true));
  }
  const { medians, table } = medianTable(Object.keys(samples), samples, FIELDS);
  return {
    medians,
    samples,
    table: `### Swipe: a 1 s finger drag over the 50-slide strip, CPU 4x\n\n${runs} alternating runs, medians. "no swipe" is the same page and drag with no script on the strip.\n\n${table}\n`,
  };
}
