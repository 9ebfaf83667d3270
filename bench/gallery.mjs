// The gallery bench: each /gallery/{design} page on a throttled phone (CPU 4x), alternating.
// Start-up: main-thread long tasks from navigation until 3 s after load, and CLS. For the designs
// that slide, frame times during a 1 s finger swipe on the gallery.
import { DEVICE, medianTable, openTab } from './lib/setup.mjs';

const DESIGNS = ['base', 'strip', 'stacked', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'];
const SLIDING = new Set(['stacked', 'strip', 'carousel']);
const DROPPED_MS = 20;

const OBSERVE = () => {
  const m = (window.__bench = { longTasks: 0, blocking: 0, cls: 0, frames: [], recording: false });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => ((m.longTasks += e.duration), (m.blocking += Math.max(0, e.duration - 50))))).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => !e.hadRecentInput && (m.cls += e.value))).observe({ type: 'layout-shift', buffered: true });
  const tick = (time) => {
    if (m.recording) m.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function swipe(tab, cdp, design) {
  const box = await tab.locator(`#gallery-${design}-gallery .gallery-viewport`).boundingBox();
  const y = box.y + box.height / 2;
  await tab.evaluate(() => (window.__bench.recording = true));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width - 20, y }] });
  const start = Date.now();
  while (Date.now() - start < 1000) {
    const t = (Date.now() - start) / 1000;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width - 20 - t * (box.width - 40), y }] });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await tab.waitForTimeout(600);
  const frames = await tab.evaluate(() => ((window.__bench.recording = false), window.__bench.frames));
  const intervals = frames.slice(1).map((time, i) => time - frames[i]);
  const sorted = [...intervals].sort((a, b) => a - b);
  return { p95: sorted[Math.floor(0.95 * (sorted.length - 1))] ?? NaN, longest: sorted[sorted.length - 1] ?? NaN, dropped: intervals.filter((ms) => ms > DROPPED_MS).length };
}

async function measure(browser, origin, design) {
  const { context, tab, cdp } = await openTab(browser);
  await tab.addInitScript(OBSERVE);
  await tab.goto(`${origin}/gallery/${design}`, { waitUntil: 'load' });
  await tab.waitForTimeout(3000);
  const { longTasks, blocking, cls } = await tab.evaluate(() => window.__bench);
  const frames = SLIDING.has(design) ? await swipe(tab, cdp, design) : { p95: NaN, longest: NaN, dropped: NaN };
  await context.close();
  return { longTasks, blocking, cls, ...frames };
}

const FIELDS = [
  ['longTasks', 'start-up long tasks, ms'],
  ['blocking', 'start-up blocking time, ms'],
  ['cls', 'CLS', 3],
  ['p95', 'swipe: p95 frame, ms', 1],
  ['longest', 'swipe: longest frame, ms', 1],
  ['dropped', `swipe: dropped frames (over ${DROPPED_MS} ms)`],
];

export async function benchGallery({ browser, origin, runs }) {
  const samples = Object.fromEntries(DESIGNS.map((design) => [design, []]));
  for (const design of DESIGNS) await measure(browser, origin, design); // warm the image cache
  for (let run = 0; run < runs; run++) for (const design of DESIGNS) samples[design].push(await measure(browser, origin, design));
  // One column per figure, one row per design, reads better here: transpose the usual table.
  const { medians } = medianTable(DESIGNS, samples, FIELDS);
  const rows = [`| design | ${FIELDS.map(([, label]) => label).join(' | ')} |`, `|---|${FIELDS.map(() => '---|').join('')}`];
  for (const design of DESIGNS)
    rows.push(`| ${design} | ${FIELDS.map(([key, , digits = 0]) => (Number.isFinite(medians[design][key]) ? medians[design][key].toFixed(digits) : 'n/a')).join(' | ')} |`);
  return {
    medians,
    samples,
    table: `### Galleries: /gallery/{design} on a ${DEVICE.viewport.width}x${DEVICE.viewport.height} phone, CPU 4x\n\n${runs} alternating runs, medians. A 1 s finger swipe on the designs that slide.\n\n${rows.join('\n')}\n`,
  };
}
