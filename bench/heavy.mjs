// The heavy bench (issue 9): /bench/heavy three ways, side by side, in alternation, on a throttled phone:
//   vitrine  the page as the demo server serves it (runtime, overlays, tracking);
//   peers    the same HTML and images with Swiper, PhotoSwipe, lazysizes, vanilla-cookieconsent and
//            web-vitals (bench/peers.mjs), from the bench's own server;
//   floor    the same HTML with no script at all: CSS grids, loading="lazy", srcset and sizes.
// Each run loads each page three times: once for the load figures (untouched, no scroll), once for
// the interactions and the swipe, once for the whole-page scroll. Lighthouse runs after, per page.
import { DEVICE, NETWORK, NO_THROTTLE, fingerDrag, median, openTab, quietWatcher, startProxy, toFloor } from './lib/setup.mjs';
import { peerFiles, toPeers, PEER_SELECTORS } from './peers.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { heavyTable } from './lib/heavy-report.mjs';
import { clsOf, lcpLimit, tbtOf } from './lib/metrics.mjs';

const PATH = '/bench/heavy';
// After load, the page is left alone until the network has been quiet this long (lazy loaders and
// overlays that wait for idle do their work), or until MAX_SETTLE_MS.
const QUIET_MS = 2000;
const MAX_SETTLE_MS = 20000;
const DROPPED_MS = 20;
const DRAG_MS = 1000;

/** What each page is clicked on. The floor has no lightbox and no banner: those are n/a there. */
const SELECTORS = {
  vitrine: {
    next: '#block-heavy-1 .gallery-next',
    lightboxItem: '#block-heavy-2 .slide >> nth=0',
    lightboxOpen: 'body.lightbox-open',
    cookieAccept: 'role=region[name="Cookie notice"] >> role=button[name="Accept"]',
    swipe: '#block-heavy-3 .gallery-viewport',
  },
  peers: { ...PEER_SELECTORS, swipe: '#block-heavy-3 .swiper' },
  floor: { next: '#block-heavy-1 .gallery-next', swipe: '#block-heavy-3 .gallery-viewport' },
};

// Installed before any page script: LCP, FCP, CLS (session windows, as web-vitals counts it), long
// tasks, event timing for INP, and frame times on demand.
const OBSERVE = () => {
  performance.setResourceTimingBufferSize(5000);
  const m = (window.__bench = { lcp: 0, lcpUrl: '', fcp: 0, shifts: [], longTasks: [], events: [], frames: null });
  const watch = (type, each, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...extra });
    } catch {}
  };
  watch('largest-contentful-paint', (e) => ((m.lcp = e.startTime), (m.lcpUrl = e.url || '')));
  watch('paint', (e) => e.name === 'first-contentful-paint' && (m.fcp = e.startTime));
  watch('layout-shift', (e) => !e.hadRecentInput && m.shifts.push([e.startTime, e.value]));
  watch('longtask', (e) => m.longTasks.push([e.startTime, e.duration]));
  watch('event', (e) => e.interactionId > 0 && m.events.push([e.startTime, e.duration, e.name]), { durationThreshold: 16 });
  window.__recordFrames = () => {
    const times = [];
    m.frames = times;
    const tick = (t) => {
      if (m.frames !== times) return;
      times.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
};

const isScript = (url) => /\.m?js(\?|$)/.test(new URL(url).pathname);
const isImage = (url) => new URL(url).pathname.startsWith('/images/');

/** Resource timing, read in the page (the same clock as LCP): what came, how big, when. */
const RESOURCES = () => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    document: nav ? { bytes: nav.transferSize, end: nav.responseEnd, load: nav.loadEventEnd } : null,
    resources: performance.getEntriesByType('resource').map((r) => ({ url: r.name, bytes: r.transferSize, end: r.responseEnd, blocking: r.renderBlockingStatus === 'blocking' })),
  };
};

async function openHeavy(browser, url, { network = NETWORK, seed } = {}) {
  const opened = await openTab(browser, { network, device: DEVICE });
  await opened.tab.addInitScript(OBSERVE);
  if (seed) await opened.tab.addInitScript(seed);
  const quiet = quietWatcher(opened.cdp);
  const settle = (tab, quietMs = QUIET_MS, maxMs = MAX_SETTLE_MS) => quiet(tab, quietMs, maxMs);
  await opened.tab.goto(url + PATH, { waitUntil: 'load', timeout: 180000 });
  await settle(opened.tab);
  return { ...opened, settle };
}

/** The load figures: nothing is touched and nothing scrolled. */
async function measureLoad(browser, url) {
  const { context, tab, cdp } = await openHeavy(browser, url);
  const m = await tab.evaluate(() => window.__bench);
  const { document: doc, resources } = await tab.evaluate(RESOURCES);
  await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
  const heap = await cdp.send('Runtime.getHeapUsage').catch(() => ({ usedSize: NaN }));
  await context.close();
  const scripts = resources.filter((r) => isScript(r.url));
  const images = resources.filter((r) => isImage(r.url));
  const lcpImage = m.lcpUrl ? resources.find((r) => r.url === m.lcpUrl) : undefined;
  const limit = lcpLimit({
    documentBytes: doc?.bytes ?? 0,
    blockingCssBytes: resources.filter((r) => r.blocking && /\.css(\?|$)/.test(r.url)).reduce((sum, r) => sum + r.bytes, 0),
    lcpImageBytes: lcpImage?.bytes ?? 0,
  });
  return {
    jsBeforeLcp: scripts.filter((r) => r.end <= m.lcp).reduce((sum, r) => sum + r.bytes, 0),
    jsTotal: scripts.reduce((sum, r) => sum + r.bytes, 0),
    lcp: m.lcp,
    lcpLimit: limit,
    lcpOverLimit: m.lcp / limit,
    fcp: m.fcp,
    tbt: tbtOf(m.longTasks, m.fcp),
    cls: clsOf(m.shifts),
    imageBytes: images.reduce((sum, r) => sum + r.bytes, 0),
    imageRequests: images.length,
    heapMb: heap.usedSize / 1024 / 1024,
    load: doc?.load ?? NaN,
  };
}

/** The longest interaction (event timing) that began after `since`; 16 when none reached 16 ms. */
const inpSince = (events, since) => Math.max(16, ...events.filter(([start]) => start >= since).map(([, duration]) => duration));

async function interact(tab, selector, waitFor) {
  if (!selector) return NaN;
  const target = tab.locator(selector).first();
  try {
    await target.waitFor({ state: 'visible', timeout: 15000 });
    await target.scrollIntoViewIfNeeded();
    await tab.waitForTimeout(300);
    const since = await tab.evaluate(() => performance.now());
    await target.tap({ timeout: 5000 });
    if (waitFor) await tab.locator(waitFor).first().waitFor({ state: 'attached', timeout: 15000 });
    await tab.waitForTimeout(1000);
    const { events } = await tab.evaluate(() => window.__bench);
    return inpSince(events, since);
  } catch (error) {
    console.warn(`  (${selector}: ${String(error.message).split('\n')[0]})`);
    return NaN;
  }
}

/** A finger dragging right to left and back over the carousel for 1 s; frame times from rAF. */
async function swipe(tab, cdp, selector) {
  const area = tab.locator(selector).first();
  await area.scrollIntoViewIfNeeded();
  await tab.waitForTimeout(500);
  const box = await area.boundingBox();
  if (!box) return { frameMedian: NaN, frameP95: NaN, dropped: NaN };
  const y = box.y + box.height / 2;
  await tab.evaluate(() => window.__recordFrames());
  await fingerDrag(cdp, box, y, DRAG_MS);
  const times = await tab.evaluate(() => {
    const frames = window.__bench.frames;
    window.__bench.frames = null;
    return frames;
  });
  const intervals = times.slice(1).map((time, i) => time - times[i]);
  return {
    frameMedian: median(intervals),
    frameP95: [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length * 0.95)] ?? NaN,
    dropped: intervals.filter((ms) => ms > DROPPED_MS).length,
  };
}

// Interactions begin with the popup overlay already closed (each page's own record of it), so the
// taps reach the page. The cookie banner is left up, and accepted last.
// (Init scripts run in every frame, a video's iframe included, where storage may be refused.)
const SEED = () => {
  try {
    localStorage.setItem('popup-overlay', JSON.stringify({ 'date-closed': Date.now(), version: 1, submitted: false }));
    for (const [key, value] of window.__peerPopupSeed ?? []) localStorage.setItem(key, value);
  } catch {}
};

/** The init script that keeps the popup closed; `peerSeed`: the peers' page's own record (PEER_SELECTORS.popupSeed). */
export const popupSeed = (peerSeed) => (peerSeed ? `window.__peerPopupSeed = ${JSON.stringify(peerSeed)}; (${SEED})()` : SEED);

async function measureInteractions(browser, url, selectors, peerSeed) {
  const seed = popupSeed(peerSeed);
  const { context, tab, cdp } = await openHeavy(browser, url, { seed });
  const inpNext = await interact(tab, selectors.next);
  let inpLightbox = NaN;
  if (selectors.lightboxItem) {
    inpLightbox = await interact(tab, selectors.lightboxItem, selectors.lightboxOpen);
    await tab.keyboard.press('Escape');
    await tab.waitForTimeout(1200);
  }
  const inpCookie = await interact(tab, selectors.cookieAccept);
  const frames = await swipe(tab, cdp, selectors.swipe);
  await context.close();
  return { inpNext, inpLightbox, inpCookie, ...frames };
}

/**
 * Image bytes after a scroll through the whole page, a screen every 400 ms, then quiet. The network
 * is not throttled here: the figure is bytes, and a throttled link would need minutes for 400 images.
 */
async function measureScroll(browser, url) {
  const { context, tab, cdp, settle } = await openHeavy(browser, url, { network: NO_THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (;;) {
    const more = await tab.evaluate(() => {
      const before = scrollY;
      scrollBy(0, innerHeight);
      return scrollY > before;
    });
    await tab.waitForTimeout(400);
    if (!more) break;
  }
  await settle(tab, QUIET_MS, 60000);
  const { resources } = await tab.evaluate(RESOURCES);
  await context.close();
  const images = resources.filter((r) => isImage(r.url));
  return { scrollImageBytes: images.reduce((sum, r) => sum + r.bytes, 0), scrollImageRequests: images.length };
}

export async function benchHeavy({ browser, origin, port, runs }) {
  const files = await peerFiles();
  const peersProxy = await startProxy(port, origin, { transform: toPeers, files });
  const floorProxy = await startProxy(port + 1, origin, { transform: toFloor });
  const variants = { vitrine: origin, peers: `http://127.0.0.1:${port}`, floor: `http://127.0.0.1:${port + 1}` };
  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  let lighthouse = {};
  try {
    // Warm the server's image cache: every width a page asks for is made once, before any run.
    for (const url of Object.values(variants)) await measureScroll(browser, url);
    for (let run = 0; run < runs; run++) {
      for (const [name, url] of Object.entries(variants)) {
        const load = await measureLoad(browser, url);
        const interactions = await measureInteractions(browser, url, SELECTORS[name], name === 'peers' ? PEER_SELECTORS.popupSeed : undefined);
        const scroll = await measureScroll(browser, url);
        samples[name].push({ ...load, ...interactions, ...scroll });
        console.log(`  heavy run ${run + 1}/${runs} ${name}: LCP ${Math.round(load.lcp)} ms, JS ${Math.round(load.jsTotal / 1024)} KB, TBT ${Math.round(load.tbt)} ms`);
      }
    }
    lighthouse = await lighthouseScores(Object.fromEntries(Object.entries(variants).map(([name, url]) => [name, url + PATH])));
  } finally {
    peersProxy.close();
    floorProxy.close();
  }
  for (const [name, scores] of Object.entries(lighthouse)) samples[name].forEach((sample, i) => (sample.lighthouse = scores[i] ?? NaN));
  return heavyTable(samples, runs);
}
