// npm run bench: the demo home page in Chromium on a throttled phone, Vitrine against the no-script floor.
// Prints a table of medians and writes bench/results/latest.json. Figures only: nothing here passes or fails.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium, CHROMIUM } from '../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4188);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = [
  { name: 'vitrine', path: '/', withRuntime: true },
  // The same HTML with the runtime's script tag removed: what the page costs with no script at all.
  { name: 'floor', path: '/', withRuntime: false },
];
const DEVICE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CPU_THROTTLE = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

// The floor: the same pages through a small proxy that removes the runtime's script tag, so both
// versions cross the same throttled network from the same kind of server.
const FLOOR_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
function startFloorProxy() {
  const proxy = createServer(async (req, res) => {
    const upstream = await fetch(ORIGIN + req.url, { headers: { 'accept-encoding': 'identity' } });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.startsWith('text/html')) body = Buffer.from(String(body).replace(/<script type="module" src="\/assets\/runtime\.js"><\/script>/, ''));
    const compress = type.startsWith('text/') && /\bbr\b/.test(String(req.headers['accept-encoding']));
    if (compress) body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.writeHead(upstream.status, { 'content-type': type, 'content-length': body.length, ...(compress ? { 'content-encoding': 'br' } : {}) });
    res.end(body);
  });
  return new Promise((resolve) => proxy.listen(PORT + 1, '127.0.0.1', () => resolve(proxy)));
}

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/start.js'], {
      env: { ...process.env, PORT: String(PORT), VITRINE_DATA_DIR: '.data/bench' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => String(chunk).includes('Vitrine demo site on') && resolve(child));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

// Observers installed before any page script: LCP, CLS, long tasks, and when the accordion is ready.
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

async function measure(browser, page) {
  const context = await browser.newContext(DEVICE);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
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
  await tab.goto((page.withRuntime ? ORIGIN : FLOOR_ORIGIN) + page.path, { waitUntil: 'load' });
  await tab.waitForTimeout(1500);
  const metrics = await tab.evaluate(() => window.__bench);
  if (!page.withRuntime) metrics.blockReady = NaN;
  const load = await tab.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN).catch(() => NaN);
  await context.close();
  return { ...metrics, load, jsBytes: bytes.js, imageBytes: bytes.image, totalBytes: bytes.total, requests: bytes.requests };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

ensureChromium();
const server = await startServer();
const floorProxy = await startFloorProxy();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const samples = Object.fromEntries(PAGES.map((page) => [page.name, []]));
try {
  // Warm the image cache once, so runs measure the page rather than the first resize.
  await measure(browser, PAGES[0]);
  for (let run = 0; run < RUNS; run++) for (const page of PAGES) samples[page.name].push(await measure(browser, page));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  floorProxy.close();
}

const FIELDS = [
  ['jsBytes', 'JS bytes (compressed)'],
  ['imageBytes', 'image bytes before scroll'],
  ['totalBytes', 'total bytes'],
  ['requests', 'requests'],
  ['fcp', 'FCP ms'],
  ['lcp', 'LCP ms'],
  ['cls', 'CLS'],
  ['longTasks', 'blocking time ms (long tasks over 50 ms)'],
  ['blockReady', 'first block ready ms'],
  ['load', 'load event ms'],
];
const result = { date: new Date().toISOString(), runs: RUNS, device: { ...DEVICE, cpuThrottle: CPU_THROTTLE, network: NETWORK }, medians: {} };
const rows = ['| figure | vitrine | floor (no script) |', '|---|---|---|'];
for (const [key, label] of FIELDS) {
  const values = PAGES.map((page) => median(samples[page.name].map((sample) => sample[key])));
  PAGES.forEach((page, i) => ((result.medians[page.name] ??= {})[key] = values[i]));
  const show = (v) => (Number.isFinite(v) ? (key === 'cls' ? v.toFixed(3) : Math.round(v).toString()) : 'n/a');
  rows.push(`| ${label} | ${values.map(show).join(' | ')} |`);
}
const table = `Home page, ${RUNS} alternating runs, medians; 412x915 @2x, CPU ${CPU_THROTTLE}x, 1.6 Mbit/s, 150 ms RTT\n\n${rows.join('\n')}\n`;
console.log(table);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify({ ...result, table }, null, 2)}\n`);
