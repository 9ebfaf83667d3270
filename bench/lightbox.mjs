// The lightbox bench: a click on a /gallery/grid slide until the lightbox shows, at CPU 4x on the
// throttled network, on a desktop and a phone, with the React overlays and the preact/compat build,
// alternating. First open: nothing of the overlays loaded yet. Second open: Escape, then another slide.
// Two marks, in the page's clock from the click event: shown (the first frame with .vt-lightbox in
// the DOM) and image (its active image loaded, the loading class gone).
import { DEVICE, medianTable, openTab, startServer } from './lib/setup.mjs';

const PATH = '/gallery/grid';
const PREACT_ASSETS = 'dist/preact/assets';
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const DEVICES = { desktop: DESKTOP, phone: DEVICE };
// Slides 2 and 5: the first open loads its neighbours' images, and slide 5 is not one of them.
const FIRST = 1;
const SECOND = 4;
const QUIET_MS = 1000;
const QUIET_CAP_MS = 10_000;

// Installed before each click; the marks land in window.__lightbox.
const ARM = () => {
  const m = (window.__lightbox = { click: null, shown: null, image: null });
  let seen = false;
  const loaded = (img) => img !== null && img.complete && img.naturalWidth > 0 && !img.classList.contains('loading');
  const check = () => {
    if (!seen && document.querySelector('.vt-lightbox')) {
      seen = true;
      requestAnimationFrame(() => (m.shown = performance.now()));
    }
    if (m.image === null && loaded(document.querySelector('.vt-lightbox .vt-lb-cell.active img'))) {
      m.image = performance.now();
      observer.disconnect();
      document.removeEventListener('load', check, true);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'src'] });
  // An image's load event does not bubble, but the capture phase sees it.
  document.addEventListener('load', check, true);
  document.addEventListener('click', (event) => (m.click = event.timeStamp), { capture: true, once: true });
};

/** Requests seen through CDP: how many overlay scripts so far, and a wait for a quiet network. */
function watchNetwork(cdp) {
  const inFlight = new Set();
  let last = Date.now();
  let overlayRequests = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    last = Date.now();
    if (new URL(e.request.url).pathname.startsWith('/assets/overlays')) overlayRequests += 1;
  });
  const done = (e) => (inFlight.delete(e.requestId), (last = Date.now()));
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    overlayRequests: () => overlayRequests,
    // Nothing in flight for QUIET_MS, so that an open does not share the network with leftovers.
    quiet: async () => {
      const start = Date.now();
      while ((inFlight.size > 0 || Date.now() - last < QUIET_MS) && Date.now() - start < QUIET_CAP_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** Clicks (a tap on a touch screen) slide `index` and returns the marks from the click, in ms. */
async function open(tab, touch, index) {
  await tab.evaluate(ARM);
  const slide = tab.locator('.gallery .slide').nth(index);
  await (touch ? slide.tap() : slide.click());
  await tab.waitForFunction(() => Object.values(window.__lightbox).every((mark) => mark !== null), null, { polling: 100, timeout: 60_000 });
  const { click, shown, image } = await tab.evaluate(() => window.__lightbox);
  return { shown: shown - click, image: image - click };
}

async function measure(browser, origin, device) {
  // A visitor who has chosen: the cookie banner would otherwise bring the overlays in before the click.
  const { context, tab, cdp } = await openTab(browser, { device, cookies: [{ name: 'ss_cookieAllowed', value: 'true', url: origin }] });
  const network = watchNetwork(cdp);
  await tab.goto(`${origin}${PATH}`, { waitUntil: 'load' });
  await tab.waitForSelector('.gallery-block[data-block-state="ready"]');
  await network.quiet();
  if (network.overlayRequests() > 0) throw new Error(`lightbox bench: ${origin}${PATH} fetched the overlays before the first click, so the first open is not a cold one`);
  const first = await open(tab, device.hasTouch, FIRST);
  await network.quiet();
  await tab.keyboard.press('Escape');
  await tab.locator('.vt-lightbox').waitFor({ state: 'detached' });
  await network.quiet();
  const second = await open(tab, device.hasTouch, SECOND);
  await context.close();
  return { firstShown: first.shown, firstImage: first.image, secondShown: second.shown, secondImage: second.image };
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

const FIELDS = [
  ['firstShown', 'first open: shown, ms'],
  ['firstImage', 'first open: image, ms'],
  ['secondShown', 'second open: shown, ms'],
  ['secondImage', 'second open: image, ms'],
];

export async function benchLightbox({ browser, origin, port, runs }) {
  const preact = await startPreactServer(port);
  const builds = { React: origin, preact: `http://127.0.0.1:${port}` };
  const variants = Object.keys(DEVICES).flatMap((device) => Object.keys(builds).map((build) => ({ name: `${build}, ${device}`, url: builds[build], device: DEVICES[device] })));
  const samples = Object.fromEntries(variants.map(({ name }) => [name, []]));
  try {
    for (const { url, device } of variants) await measure(browser, url, device); // warm the server's image cache
    for (let run = 0; run < runs; run++) for (const { name, url, device } of variants) samples[name].push(await measure(browser, url, device));
  } finally {
    preact.kill('SIGTERM');
  }
  const { medians, table } = medianTable(Object.keys(samples), samples, FIELDS);
  return {
    medians,
    samples,
    devices: DEVICES,
    table: `### Lightbox: a click on a ${PATH} slide until the lightbox shows, CPU 4x\n\n${runs} alternating runs, medians, ms from the click event. Desktop ${DESKTOP.viewport.width}x${DESKTOP.viewport.height}; phone ${DEVICE.viewport.width}x${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x (a tap). "shown": the first frame with the lightbox in the page; "image": its image loaded. First open: no overlay code loaded yet; second: after Escape, a slide whose image is not loaded.\n\n${table}\n`,
  };
}
