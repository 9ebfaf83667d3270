// Shared by the benches: the device, the demo server, the variant proxy, a throttled tab, medians.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';

export const DEVICE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
export const CPU_THROTTLE = 4;
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const NO_THROTTLE = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

export function startServer(port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/start.js'], {
      // Every demo original drawn before the server listens: no run pays for drawing one.
      env: { ...process.env, PORT: String(port), VITRINE_DATA_DIR: '.data/bench', VITRINE_DEMO_IMAGES: 'all' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => String(chunk).includes('Vitrine demo site on') && resolve(child));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * A proxy in front of the demo server that rewrites its HTML (`transform`) and serves extra
 * files (`files`: path -> [content type, body]), so every version of a page crosses the same
 * throttled network from the same kind of server.
 */
export function startProxy(port, origin, { transform = (html) => html, files = {} } = {}) {
  const proxy = createServer(async (req, res) => {
    try {
      let type;
      let status = 200;
      let body;
      const passed = {};
      if (files[req.url]) {
        [type, body] = files[req.url];
      } else {
        // Accept travels, and Vary and Cache-Control come back: the image's format follows it.
        const upstream = await fetch(origin + req.url, { headers: { 'accept-encoding': 'identity', ...(req.headers.accept ? { accept: req.headers.accept } : {}) } });
        type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        status = upstream.status;
        for (const name of ['vary', 'cache-control']) if (upstream.headers.has(name)) passed[name] = upstream.headers.get(name);
        body = Buffer.from(await upstream.arrayBuffer());
        if (type.startsWith('text/html')) body = Buffer.from(transform(String(body)));
      }
      const compress = /^(text\/|application\/javascript)/.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding']));
      if (compress) body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      res.writeHead(status, { ...passed, 'content-type': type, 'content-length': body.length, ...(compress ? { 'content-encoding': 'br' } : {}) });
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

export const RUNTIME_SCRIPT = /<script type="module" src="\/assets\/runtime\.js"><\/script>/;
// issue 8: every page also loads the tracking entry; the floor and the peers' pages go without it.
export const TRACKING_SCRIPT = /\n?<script type="module" src="\/assets\/tracking\.js"[^>]*><\/script>/;

// The server writes each image after the first screen as <img data-src…><noscript><img …></noscript>.
export const LAZY_IMAGE = /<img data-src="[^"]*"[^>]*><noscript>(<img [^>]*>)<\/noscript>/g;

/** The floor: no script at all, so every image is its <noscript> copy (native lazy, srcset, sizes). */
export const toFloor = (html) => html.replace(RUNTIME_SCRIPT, '').replace(TRACKING_SCRIPT, '').replace(LAZY_IMAGE, '$1');

// Each image served in its original format while the server draws the lighter one the tab asked
// for, by URL: an image reply the browser may not keep for good (server/images/serve.ts sends every
// final one immutable).
const interim = (type, cacheControl) => /^image\//.test(type ?? '') && Boolean(cacheControl) && !/\bimmutable\b/.test(cacheControl);
const interimImages = new Set();
// What Chromium asks for an <img> with (the benches' only browser).
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Waits until every image a tab got as an interim copy is served for good, so the next tab
 * measures the lighter formats and shares no core with the server's drawing. The server draws
 * once no request has come for a moment, so this asks only every 2 s.
 */
async function settleImages(maxMs = 30 * 60_000) {
  const start = Date.now();
  while (interimImages.size > 0 && Date.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const url of interimImages) {
      const response = await fetch(url, { method: 'HEAD', headers: { accept: IMAGE_ACCEPT } }).catch(() => null);
      if (!response) continue;
      if (!interim(response.headers.get('content-type'), response.headers.get('cache-control'))) interimImages.delete(url);
      // Drawn in order: the first still interim means the rest are too.
      else break;
    }
    process.stderr.write(`images: ${interimImages.size} lighter copies still being drawn\n`);
  }
}

/** Each image's length as the server sends it to Chromium, once its lighter copy is drawn. */
export async function servedSizes(urls) {
  const head = (url) => fetch(url, { method: 'HEAD', headers: { accept: IMAGE_ACCEPT } });
  const first = await Promise.all(urls.map(head));
  const wasInterim = first.map((response) => interim(response.headers.get('content-type'), response.headers.get('cache-control')));
  wasInterim.forEach((yes, i) => yes && interimImages.add(urls[i]));
  await settleImages();
  const final = await Promise.all(urls.map((url, i) => (wasInterim[i] && !interimImages.has(url) ? head(url) : first[i])));
  return final.map((response) => Number(response.headers.get('content-length')));
}

/**
 * A fresh mobile tab with the cache off, CPU throttled, and the network throttled (or not). It
 * opens once the server has drawn every lighter copy an earlier tab was sent the JPEG for (the
 * lightbox's widths, asked for only by an interaction): a copy drawn during the load would take
 * the cores the page's own requests and the throttled browser need.
 */
export async function openTab(browser, { network = NETWORK, device = DEVICE, cookies = [] } = {}) {
  await settleImages();
  const context = await browser.newContext(device);
  context.on('response', (response) => {
    const headers = response.headers();
    if (interim(headers['content-type'], headers['cache-control'])) interimImages.add(response.url());
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return { context, tab, cdp };
}

/**
 * Watches the network through CDP; the function it returns waits until no request has started or
 * finished for `quietMs`, or until `maxMs` have passed.
 */
export function quietWatcher(cdp) {
  const inFlight = new Set();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => (inFlight.add(e.requestId), (last = Date.now())));
  const done = (e) => (inFlight.delete(e.requestId), (last = Date.now()));
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return async (tab, quietMs, maxMs) => {
    const start = Date.now();
    while (Date.now() - start < maxMs && (inFlight.size > 0 || Date.now() - last <= quietMs)) await tab.waitForTimeout(100);
  };
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A markdown table of medians: one row per field, one column per variant. */
export function medianTable(variants, samples, fields) {
  const medians = {};
  const rows = [`| figure | ${variants.join(' | ')} |`, `|---|${variants.map(() => '---|').join('')}`];
  for (const [key, label, digits = 0] of fields) {
    const values = variants.map((name) => median(samples[name].map((sample) => sample[key])));
    variants.forEach((name, i) => ((medians[name] ??= {})[key] = values[i]));
    rows.push(`| ${label} | ${values.map((v) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a')).join(' | ')} |`);
  }
  return { medians, table: rows.join('\n') };
}

/**
 * A finger on `box` (at height `y`) moving steadily from near its right edge to near its left and
 * back, for `ms`, a move every 16 ms, through CDP's touch events.
 */
export async function fingerDrag(cdp, box, y, ms = 1000) {
  const right = box.x + box.width - 20;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: right, y }] });
  const start = Date.now();
  while (Date.now() - start < ms) {
    const t = (Date.now() - start) / ms;
    const along = t < 0.5 ? t * 2 : 2 - t * 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: right - along * (box.width - 40), y }] });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
