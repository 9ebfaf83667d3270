// The lightbox bench (issue 21): a tap on the heavy page's grid gallery, its first image, on the
// throttled phone, Vitrine (the React overlays and the preact/compat build) against PhotoSwipe 5 on
// the peers' page, alternating; and, as before, a click or tap on /gallery/grid on a desktop and the
// phone, both builds. First open: none of the lightbox's code fetched yet; second: after Escape,
// another image whose large image is not loaded. The page samples every frame from the tap on
// (ARM); bench/lib/lightbox-report.mjs turns the frames into marks and the marks into tables.
import { DEVICE, openTab, startProxy, startServer } from './lib/setup.mjs';
import { lightboxTables, marksOf, sampleOf } from './lib/lightbox-report.mjs';
import { peerConsentCookie, peerFiles, toPeers, PEER_SELECTORS } from './peers.mjs';
import { popupSeed } from './heavy.mjs';

const HEAVY = '/bench/heavy';
const GRID = '/gallery/grid';
const PREACT_ASSETS = 'dist/preact/assets';
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const QUIET_MS = 1000;
// The heavy page's first screen of grid thumbnails takes seconds on the throttled link.
const QUIET_CAP_MS = 30_000;
const OPEN_TIMEOUT_MS = 60_000;

/** What marks an open on each lightbox (lightbox-report.mjs, marksOf). */
const VITRINE_MARKS = {
  // The React lightbox, or the instant first frame core shows on the tap, whichever comes first.
  layer: '.vt-lightbox, .vt-lightbox-instant',
  images: '.vt-lightbox .vt-lb-cell.active img:not(.loading), .vt-lightbox-instant img',
  // Set on the React lightbox once its swipe listens, and (issue 34) on the first frame once its
  // controls' swipe does: close, previous, next, the keys, Back and the swipe all answer then.
  // Builds without the mark fall back to the React lightbox's close button.
  ready: '.vt-lightbox[data-lightbox-ready], .vt-lightbox-instant[data-lightbox-ready]',
  fallback: '.vt-lightbox .vt-lb-close',
};
const PHOTOSWIPE_MARKS = {
  layer: '.pswp',
  // The placeholder (.pswp__img--placeholder) is the tapped thumbnail itself (msrc, the first slide's
  // only): once it is zoomed to full-screen it is what Vitrine's instant frame is, so it counts.
  images: '.pswp img.pswp__img',
  // PhotoSwipe binds keys and gestures in init(); its buttons exist then, and .pswp--ui-visible is set
  // as the opening zoom starts.
  ready: '.pswp.pswp--ui-visible .pswp__button--close',
  fallback: null,
};

/** Vitrine's page: `block` is the gallery's selector. A visitor who has chosen on the banner and closed the popup. */
const vitrinePage = (block) => ({
  item: `${block} .slide`,
  block: `${block}[data-block-state="ready"]`,
  marks: VITRINE_MARKS,
  cookies: (url) => [{ name: 'ss_cookieAllowed', value: 'true', url }],
  seed: popupSeed(),
  // The lightbox's own chunk and React (or preact); the overlays entry alone is only the port's loader.
  lazy: (path) => /^\/assets\/overlays\/(lightbox|react)-/.test(path),
  blockers: ['role=region[name="Cookie notice"]'],
});

/** The peers' page: its own consent cookie and popup record; `core`: the path of PhotoSwipe's core chunk. */
const photoswipePage = (core) => ({
  item: PEER_SELECTORS.lightboxItem,
  block: null,
  marks: PHOTOSWIPE_MARKS,
  cookies: (url) => [peerConsentCookie(url)],
  seed: popupSeed(PEER_SELECTORS.popupSeed),
  lazy: (path) => path === core,
  blockers: [PEER_SELECTORS.cookieAccept, 'dialog.peers-popup[open]'],
});

/** PhotoSwipe's core, imported on the first open: the one chunk of the peers' bundle with its slide holders. */
function photoswipeCore(files) {
  const core = Object.entries(files).find(([path, [type, body]]) => path !== '/peers/peers.js' && type === 'application/javascript' && body.includes('appendHolders'));
  if (!core) throw new Error("lightbox bench: no PhotoSwipe core chunk among the peers' files");
  return core[0];
}

// Installed before each tap: the tap's time, then one sample a frame until the lightbox is at rest
// (its large image unchanged for 10 frames) and ready (or its fallback seen 1 s ago).
const ARM = ({ layer, images, ready, fallback, thumbWidth }) => {
  const m = (window.__lightbox = { tap: null, frames: [], done: false });
  const onTap = (event) => (m.tap = m.tap === null ? event.timeStamp : Math.min(m.tap, event.timeStamp));
  for (const type of ['pointerdown', 'click']) document.addEventListener(type, onTap, { capture: true, once: true });
  const opacity = (element) => {
    let value = 1;
    for (let e = element; e; e = e.parentElement) value *= Number(getComputedStyle(e).opacity);
    return value;
  };
  // A loaded image, centred in the viewport (the current slide, not a neighbour), not hidden.
  const sample = (img) => {
    if (!img.complete || img.naturalWidth === 0) return null;
    const box = img.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (box.width === 0 || x < 0 || x > innerWidth || y < 0 || y > innerHeight) return null;
    if (img.checkVisibility && !img.checkVisibility({ visibilityProperty: true })) return null;
    return { w: box.width, o: opacity(img), nw: img.naturalWidth };
  };
  let fallbackAt = null;
  let still = 0;
  let last = '';
  const tick = () => {
    if (m.done) return;
    const t = performance.now();
    const imgs = [...document.querySelectorAll(images)].map(sample).filter(Boolean);
    const frame = {
      t,
      layer: document.querySelector(layer) !== null,
      ready: document.querySelector(ready) !== null,
      fallback: fallback !== null && document.querySelector(fallback) !== null,
      imgs,
    };
    m.frames.push(frame);
    if (frame.fallback) fallbackAt ??= t;
    const sharp = imgs.filter((img) => img.nw > thumbWidth).sort((a, b) => b.w - a.w)[0];
    const state = sharp ? `${Math.round(sharp.w)}:${sharp.o.toFixed(2)}` : '';
    still = sharp && state === last ? still + 1 : 0;
    last = state;
    if (m.tap !== null && still >= 10 && (frame.ready || (fallbackAt !== null && t - fallbackAt >= 1000))) m.done = true;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

/** Requests seen through CDP: how many of the lightbox's lazy code so far, and a wait for a quiet network. */
function watchNetwork(cdp, isLazy) {
  const inFlight = new Set();
  let last = Date.now();
  let lazyRequests = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    last = Date.now();
    if (isLazy(new URL(e.request.url).pathname)) lazyRequests += 1;
  });
  const done = (e) => (inFlight.delete(e.requestId), (last = Date.now()));
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    lazyRequests: () => lazyRequests,
    // Nothing in flight for QUIET_MS, so that an open does not share the network with leftovers.
    quiet: async () => {
      const start = Date.now();
      while ((inFlight.size > 0 || Date.now() - last < QUIET_MS) && Date.now() - start < QUIET_CAP_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** Taps (clicks on a desktop) item `index` once its thumbnail is loaded and the network quiet; the open's marks. */
async function open(tab, network, touch, page, index) {
  const item = tab.locator(page.item).nth(index);
  await item.scrollIntoViewIfNeeded();
  if (page.block) await tab.locator(page.block).waitFor({ timeout: QUIET_CAP_MS });
  const thumb = await item.locator('img').first().elementHandle();
  await tab.waitForFunction((img) => img.complete && img.naturalWidth > 0, thumb, { polling: 100, timeout: QUIET_CAP_MS });
  await network.quiet();
  const thumbWidth = await thumb.evaluate((img) => img.naturalWidth);
  const cold = network.lazyRequests() === 0;
  await tab.evaluate(ARM, { ...page.marks, thumbWidth });
  await (touch ? item.tap() : item.click());
  try {
    await tab.waitForFunction(() => window.__lightbox.done, null, { polling: 100, timeout: OPEN_TIMEOUT_MS });
  } catch {
    console.warn(`  (lightbox bench: ${tab.url()} item ${index + 1} did not come to rest in ${OPEN_TIMEOUT_MS / 1000} s; the marks it reached are kept)`);
  }
  const { tap, frames } = await tab.evaluate(() => Object.assign(window.__lightbox, { done: true }));
  return { marks: marksOf(frames, tap, thumbWidth), cold };
}

async function measure(browser, { url, path, device, page, first, second }) {
  const { context, tab, cdp } = await openTab(browser, { device, cookies: page.cookies(url) });
  try {
    await tab.addInitScript(page.seed);
    const network = watchNetwork(cdp, page.lazy);
    await tab.goto(url + path, { waitUntil: 'load', timeout: 180_000 });
    await network.quiet();
    for (const selector of page.blockers) {
      if (await tab.locator(selector).first().isVisible()) throw new Error(`lightbox bench: ${url}${path} shows ${selector} before the tap: the visitor's choice was not taken`);
    }
    const one = await open(tab, network, device.hasTouch, page, first);
    if (!one.cold) console.warn(`  (lightbox bench: ${url}${path} fetched the lightbox's code before the first tap, so the first open is not a cold one)`);
    await network.quiet();
    await tab.keyboard.press('Escape');
    await tab.waitForFunction((layer) => !document.querySelector(layer), page.marks.layer, { polling: 100, timeout: 15_000 });
    await network.quiet();
    const two = await open(tab, network, device.hasTouch, page, second);
    return sampleOf(one.marks, two.marks, one.cold);
  } finally {
    await context.close();
  }
}

/** The demo server with the preact/compat overlays (startServer passes its environment on). */
function startPreactServer(port) {
  const before = process.env.VITRINE_ASSETS;
  process.env.VITRINE_ASSETS = PREACT_ASSETS;
  const started = startServer(port);
  if (before === undefined) delete process.env.VITRINE_ASSETS;
  else process.env.VITRINE_ASSETS = before;
  return started;
}

const BUILDS = ['Vitrine (React)', 'Vitrine (preact)'];
const PEER = 'PhotoSwipe 5';

export async function benchLightbox({ browser, origin, port, runs }) {
  const files = await peerFiles();
  const preact = await startPreactServer(port);
  const peers = await startProxy(port + 1, origin, { transform: toPeers, files });
  const preactUrl = `http://127.0.0.1:${port}`;
  // The heavy page: the grid gallery's first image, then its seventh (a row below, out of both lightboxes' preload).
  const heavy = { path: HEAVY, device: DEVICE, first: 0, second: 6 };
  // /gallery/grid: slides 2 and 5: the first open loads its neighbours' images, and slide 5 is not one of them.
  const grid = { path: GRID, page: vitrinePage('.gallery-block'), first: 1, second: 4 };
  const variants = [
    { name: BUILDS[0], url: origin, ...heavy, page: vitrinePage('#block-heavy-2') },
    { name: PEER, url: `http://127.0.0.1:${port + 1}`, ...heavy, page: photoswipePage(photoswipeCore(files)) },
    { name: BUILDS[1], url: preactUrl, ...heavy, page: vitrinePage('#block-heavy-2') },
    { name: 'React, desktop', url: origin, ...grid, device: DESKTOP },
    { name: 'preact, desktop', url: preactUrl, ...grid, device: DESKTOP },
    { name: 'React, phone', url: origin, ...grid, device: DEVICE },
    { name: 'preact, phone', url: preactUrl, ...grid, device: DEVICE },
  ];
  const samples = Object.fromEntries(variants.map(({ name }) => [name, []]));
  try {
    for (const variant of variants) await measure(browser, variant); // warm the server's image cache
    for (let run = 0; run < runs; run++) {
      for (const variant of variants) {
        const sample = await measure(browser, variant);
        samples[variant.name].push(sample);
        console.log(
          `  lightbox run ${run + 1}/${runs} ${variant.name}: first open image ${Math.round(sample.firstImage)} ms, ready ${Math.round(sample.firstReady)} ms; second image ${Math.round(sample.secondImage)} ms`,
        );
      }
    }
  } finally {
    preact.kill('SIGTERM');
    peers.close();
  }
  const heavyIntro = [
    `### Lightbox on the heavy page: a tap on the grid gallery's first image, Vitrine against PhotoSwipe 5`,
    '',
    `${HEAVY} on the phone (${DEVICE.viewport.width}x${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x), PhotoSwipe 5 on the peers' page (bench/peers.mjs), ${runs} alternating runs, medians, ms from the tap (its first event's timeStamp, in the page's clock). Both pages as a visitor who has chosen on the cookie banner and closed the popup. First open: none of the lightbox's code fetched yet (Vitrine's overlays, PhotoSwipe's core); second: after Escape, the seventh image, whose large image is not loaded.`,
    `"shown": the first frame with the layer (.vt-lightbox or .vt-lightbox-instant; .pswp). "The tapped image full-screen": the first frame with a loaded image of the layer, centred, at 90% of its width and opacity at rest (PhotoSwipe's placeholder counts once zoomed: it is the tapped thumbnail, as Vitrine's instant frame is). "Its large image": the same, for an image wider than the thumbnail. "Ready": .vt-lightbox[data-lightbox-ready] or .vt-lightbox-instant[data-lightbox-ready] (the first frame with its controls and swipe), else the React lightbox's close button; PhotoSwipe's close button under .pswp--ui-visible (keys and gestures are bound before).`,
  ].join('\n');
  const gridIntro = `### Lightbox on ${GRID}: a click (desktop ${DESKTOP.viewport.width}x${DESKTOP.viewport.height}) or a tap (the phone) on a slide, CPU 4x\n\nThe same marks; slide 2, then slide 5.`;
  const { medians, targets, table } = lightboxTables(samples, {
    heavy: [BUILDS[0], BUILDS[1], PEER],
    grid: variants.slice(3).map(({ name }) => name),
    builds: BUILDS,
    peer: PEER,
    heavyIntro,
    gridIntro,
  });
  return { medians, targets, samples, devices: { desktop: DESKTOP, phone: DEVICE }, table };
}
