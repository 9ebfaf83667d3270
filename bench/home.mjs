// The demo home page against the same HTML with no script (the floor), on a throttled phone.
import { openTab, medianTable, startProxy, toFloor, TRACKING_SCRIPT } from './lib/setup.mjs';

// Observers installed before any page script: LCP, CLS, long tasks, and when a block is ready.
const OBSERVE = () => {
  const m = (window.__bench = { lcp: 0, cls: 0, longTasks: 0, fcp: 0, blockReady: 0 });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (m.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => !e.hadRecentInput && (m.cls += e.value))).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (m.longTasks += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (m.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (!m.blockReady && document.querySelector('[data-block-state="ready"]')) m.blockReady = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-block-state'] });
};

const FIELDS = [
  ['jsBytes', 'JS bytes (compressed)'],
  ['imageBytes', 'image bytes before scroll'],
  ['totalBytes', 'total bytes'],
  ['requests', 'requests'],
  ['fcp', 'FCP ms'],
  ['lcp', 'LCP ms'],
  ['cls', 'CLS', 3],
  ['longTasks', 'blocking time ms (long tasks over 50 ms)'],
  ['blockReady', 'first block ready ms'],
  ['load', 'load event ms'],
];

async function measure(browser, origin, withRuntime) {
  const { context, tab, cdp } = await openTab(browser);
  const bytes = { js: 0, image: 0, total: 0, requests: 0 };
  const types = new Map();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    bytes.total += e.encodedDataLength;
    bytes.requests += 1;
    if (types.get(e.requestId) === 'Script') bytes.js += e.encodedDataLength;
    if (types.get(e.requestId) === 'Image') bytes.image += e.encodedDataLength;
  });
  await tab.addInitScript(OBSERVE);
  await tab.goto(`${origin}/`, { waitUntil: 'load' });
  await tab.waitForTimeout(1500);
  const metrics = await tab.evaluate(() => window.__bench);
  if (!withRuntime) metrics.blockReady = NaN;
  const load = await tab.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN).catch(() => NaN);
  await context.close();
  return { ...metrics, load, jsBytes: bytes.js, imageBytes: bytes.image, totalBytes: bytes.total, requests: bytes.requests };
}

export async function benchHome({ browser, origin, port, runs }) {
  const floor = await startProxy(port, origin, { transform: toFloor });
  // issue 8: the same page without the tracking entry, so that tracking's own cost is in view.
  const untracked = await startProxy(port + 1, origin, { transform: (html) => html.replace(TRACKING_SCRIPT, '') });
  const variants = { vitrine: origin, 'without tracking': `http://127.0.0.1:${port + 1}`, floor: `http://127.0.0.1:${port}` };
  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  try {
    await measure(browser, origin, true); // warm the server's image cache
    for (let run = 0; run < runs; run++) for (const [name, url] of Object.entries(variants)) samples[name].push(await measure(browser, url, name !== 'floor'));
  } finally {
    floor.close();
    untracked.close();
  }
  const { medians, table } = medianTable(Object.keys(variants), samples, FIELDS);
  return { medians, samples, table: `### Home page: Vitrine against the no-script floor\n\n${runs} alternating runs, medians.\n\n${table}\n` };
}
