// The image bench: /bench/images (200 photos) on a throttled phone, three ways, alternating:
//   vitrine    the page as served, with the image loader;
//   lazysizes  the same page with lazysizes and data-sizes="auto" instead of the runtime;
//   floor      no script: native loading="lazy" with srcset and sizes (the <noscript> copies).
// Before scrolling the network is throttled; the scroll to the end runs unthrottled (bytes only).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NO_THROTTLE, DEVICE, LAZY_IMAGE, RUNTIME_SCRIPT, TRACKING_SCRIPT, medianTable, openTab, quietWatcher, servedSizes, startProxy, toFloor } from './lib/setup.mjs';

const PATH = '/bench/images';
const LAZY_MARGIN = 200;
// lazysizes loads more after the load event, when idle: wait for 3 s of quiet before calling it done.
const QUIET_MS = 3000;
const LAZYSIZES = readFileSync(createRequire(import.meta.url).resolve('lazysizes/lazysizes.min.js'));

// lazysizes as its README recommends: class lazyload, data-srcset, data-sizes="auto", async script.
const toLazysizes = (html) =>
  html
    .replace(RUNTIME_SCRIPT, '<script src="/bench-assets/lazysizes.min.js" async></script>')
    .replace(TRACKING_SCRIPT, '')
    .replace(LAZY_IMAGE, (_, img) =>
      img
        .replace(/ src="[^"]*"/, '')
        .replace(' srcset=', ' data-srcset=')
        .replace(/ sizes="[^"]*"/, ' data-sizes="auto"')
        .replace(' loading="lazy"', ' class="lazyload"'),
    );

const OBSERVE = () => {
  performance.setResourceTimingBufferSize(2000);
  const m = (window.__bench = { cls: 0, longTasks: 0 });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => !e.hadRecentInput && (m.cls += e.value))).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (m.longTasks += e.duration))).observe({ type: 'longtask', buffered: true });
};

// When every image in the viewport shows, the latest responseEnd among them; null until then.
const VIEWPORT_LOADED = () => {
  const images = [...document.querySelectorAll('main img')].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  if (!images.every((img) => img.complete && img.naturalWidth > 0)) return null;
  const ends = images.map((img) => Math.max(0, ...performance.getEntriesByName(img.currentSrc).map((entry) => entry.responseEnd)));
  return Math.max(0, ...ends);
};

/** Image requests and bytes (served sizes, so headers add no noise) seen through CDP. */
// The tracking pixel (issue 8) is requested as an image, but it is not one of the page's images.
const PIXEL = '/api/track/Track';

function watchNetwork(cdp) {
  const seen = { imageBytes: 0, imageRequests: 0, jsBytes: 0 };
  const types = new Map();
  const lengths = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Image' && !e.request.url.includes(PIXEL)) seen.imageRequests += 1;
  });
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.response.url.includes(PIXEL) ? 'Pixel' : e.type);
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    lengths.set(e.requestId, Number(headers['content-length'] ?? 0));
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (types.get(e.requestId) === 'Image') seen.imageBytes += lengths.get(e.requestId) || e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') seen.jsBytes += e.encodedDataLength;
  });
  return seen;
}

async function measure(browser, url) {
  const { context, tab, cdp } = await openTab(browser);
  const seen = watchNetwork(cdp);
  const quiet = quietWatcher(cdp);
  await tab.addInitScript(OBSERVE);
  await tab.goto(url + PATH, { waitUntil: 'load' });
  const viewportMs = await tab
    .waitForFunction(VIEWPORT_LOADED, null, { polling: 100, timeout: 30_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => NaN);
  await quiet(tab, QUIET_MS, 30_000);
  const before = { imageBytesBefore: seen.imageBytes, imageRequestsBefore: seen.imageRequests };
  const { cls, longTasks } = await tab.evaluate(() => window.__bench);
  // The scroll to the end counts bytes, so it runs unthrottled.
  await cdp.send('Network.emulateNetworkConditions', NO_THROTTLE);
  for (let i = 0; i < 200; i++) {
    const atEnd = await tab.evaluate(() => {
      scrollBy(0, innerHeight * 0.8);
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    });
    await tab.waitForTimeout(120);
    if (atEnd) break;
  }
  await quiet(tab, QUIET_MS, 30_000);
  const clsAfterScroll = await tab.evaluate(() => window.__bench.cls);
  await context.close();
  return { ...before, viewportMs, longTasks, cls, clsAfterScroll, imageBytesAfter: seen.imageBytes, imageRequestsAfter: seen.imageRequests, jsBytes: seen.jsBytes };
}

/**
 * The ideal: each image at the smallest width step covering its drawn width (a cover crop draws
 * wider than its frame) times the pixel ratio, never above the step holding the whole original.
 * Measured on the page as laid out at scroll 0; sizes are the server's own response lengths.
 */
async function ideal(browser, origin) {
  const { context, tab } = await openTab(browser, { network: NO_THROTTLE });
  await tab.goto(origin + PATH, { waitUntil: 'load' });
  const images = await tab.evaluate((margin) => {
    const steps = [100, 300, 500, 750, 1000, 1500, 2500];
    const pick = (pixels) => steps.find((step) => step >= pixels) ?? 2500;
    return [...document.querySelectorAll('main img[data-src]')].map((img) => {
      const box = img.getBoundingClientRect();
      const [w, h] = img.dataset.imageDimensions.split('x').map(Number);
      const crop = img.dataset.imageCrop ?? 'none';
      const drawn = crop === 'cover' ? Math.max(box.width, (box.height * w) / h) : crop === 'contain' ? Math.min(box.width, (box.height * w) / h) : box.width;
      return {
        url: `${img.dataset.src}?format=${Math.min(pick(drawn * devicePixelRatio), pick(w))}w`,
        inView: box.bottom > 0 && box.top < innerHeight,
        near: box.bottom > -margin && box.top < innerHeight + margin,
      };
    });
  }, LAZY_MARGIN);
  await context.close();
  const sizes = await servedSizes(images.map((image) => origin + image.url));
  const sum = (filter) => images.reduce((total, image, i) => total + (filter(image) ? sizes[i] : 0), 0);
  return {
    viewport: sum((image) => image.inView),
    viewportAndMargin: sum((image) => image.near),
    all: sum(() => true),
    viewportCount: images.filter((image) => image.inView).length,
    nearCount: images.filter((image) => image.near).length,
  };
}

const FIELDS = [
  ['imageBytesBefore', 'image KB before scroll', 1],
  ['imageRequestsBefore', 'image requests before scroll'],
  ['viewportMs', "viewport's images loaded, ms"],
  ['longTasks', 'main-thread long tasks, ms'],
  ['cls', 'CLS before scroll', 3],
  ['clsAfterScroll', 'CLS after scrolling to the end', 3],
  ['imageBytesAfter', 'image KB after scrolling to the end', 1],
  ['imageRequestsAfter', 'image requests after scrolling to the end'],
  ['jsBytes', 'JS bytes (compressed)'],
];

export async function benchImages({ browser, origin, port, runs }) {
  const files = { '/bench-assets/lazysizes.min.js': ['application/javascript', LAZYSIZES] };
  const floor = await startProxy(port, origin, { transform: toFloor });
  const lazysizes = await startProxy(port + 1, origin, { transform: toLazysizes, files });
  const variants = { vitrine: origin, lazysizes: `http://127.0.0.1:${port + 1}`, floor: `http://127.0.0.1:${port}` };
  const samples = { vitrine: [], lazysizes: [], floor: [] };
  let best;
  try {
    // Warm the server's resize cache with every variant once, so runs measure pages, not sharp.
    for (const url of Object.values(variants)) await measure(browser, url);
    best = await ideal(browser, origin);
    for (let run = 0; run < runs; run++) for (const [name, url] of Object.entries(variants)) samples[name].push(await measure(browser, url));
  } finally {
    floor.close();
    lazysizes.close();
  }
  for (const list of Object.values(samples)) for (const sample of list) for (const key of ['imageBytesBefore', 'imageBytesAfter']) sample[key] /= 1024;
  const { medians, table } = medianTable(Object.keys(variants), samples, FIELDS);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const ratio = (key, target) => (medians.vitrine[key] / (target / 1024)).toFixed(2);
  const text = `### Images: /bench/images, 200 photos, ${DEVICE.viewport.width}x${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x

${runs} alternating runs, medians. Throttled until the first screen is quiet; the scroll to the end runs unthrottled.

${table}

Ideal (each image at the smallest step covering its drawn width x DPR):
- before scroll, viewport only (${best.viewportCount} images): ${kb(best.viewport)} KB; viewport and the 200 px margin (${best.nearCount} images): ${kb(best.viewportAndMargin)} KB. Vitrine / ideal with margin: ${ratio('imageBytesBefore', best.viewportAndMargin)}.
- after scrolling to the end (200 images): ${kb(best.all)} KB. Vitrine / ideal: ${ratio('imageBytesAfter', best.all)}.
`;
  return { medians, ideal: best, samples, table: text };
}
