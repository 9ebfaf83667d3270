// The composition root of the page runtime: wires boot, the block registry and the page-wide services.
import { boot } from '../core/boot.ts';
import { blockRegistry, loadForm } from '../core/blocks/registry.ts';
import { featureRegistry } from '../core/features.ts';
import { runtimeStrings } from '../core/catalog/strings.ts';
import { createFrameScheduler } from '../core/dom/scheduler.ts';
import { readPageFacts } from '../core/page.ts';
import { galleryEntryStrings } from '../core/catalog/strings/gallery-entry.ts';
import { createWhenNeeded } from '../core/dom/when-needed.ts';
import { lazyService } from '../core/lazy.ts';
import { JSTween } from '../core/tween/legacy.ts';
import { readSiteContextJson } from '../core/context/read.ts';
import { createOverlayPort, type OverlaysModule } from '../core/overlays/create-port.ts';
import { BLOCK_ERROR_EVENT } from '../core/catalog/tracking.ts';

const scheduler = createFrameScheduler();
const page = readPageFacts(window);
const images = lazyService(
  () => import('../core/image-loader/index.ts').then(({ createImageLoader }) => createImageLoader({ window, scheduler, mobile: page.mobile })),
  runtimeStrings.imageLoaderUnavailable,
);
const motion = lazyService(() => import('../core/motion.ts'), runtimeStrings.motionUnavailable);
// The overlays are their own build (so that the entry works alone); the runtime asks for the file
// that sits beside it, on first use. React comes with it only when an overlay must show.
const loadOverlays = lazyService(
  () => import(/* the overlays build */ new URL('./overlays.js', import.meta.url).href) as Promise<OverlaysModule>,
  runtimeStrings.overlaysUnavailable,
);
const overlays = createOverlayPort(loadOverlays, window, page.mobile);
const rawContext = readSiteContextJson(document);
// Old page code that still calls JSTween gets the unsupported message, not an error.
(window as Window & { JSTween?: unknown }).JSTween ??= JSTween;
// Any img with data-src is the image loader's; its chunk comes only when a page has one.
if (document.querySelector('img[data-src]'))
  images().then(
    (loader) => loader.scan(document),
    () => {},
  );

// Page features (block animations, textarea counters): each only where the page has one.
for (const [selector, load] of featureRegistry)
  if (document.querySelector(selector))
    load()
      .then((feature) => feature.start({ document, window, scheduler, page, overlays }))
      .catch((error: unknown) => console.error(error));

// The logout popup, the cookie banner, the popup overlay and the info bar, as the context asks:
// their chunk decides, after the page has loaded, whether any must show. Here only whether their
// settings are there at all (contextObject and the rules stay in that chunk: the critical path's budget).
if (/logout=true/.test(location.search) || rawContext?.cookieBannerSettings || rawContext?.popupOverlaySettings || rawContext?.mobileInfoBarSettings)
  addEventListener(
    'load',
    // A chunk that cannot be fetched is said in the console, not left as an unhandled rejection.
    () => void import('../core/overlays/site.ts').then((site) => site.startSiteOverlays(window, rawContext, loadOverlays)).catch(console.error),
    { once: true },
  );

// Escape's rules 2 to 5, in a chunk of the overlays build, for an Escape no closable
// took (rule 1's stack, core/keys/escape.ts, stops those at document, before they reach window).
// Overlays that cannot be fetched have been said by loadOverlays (lazyService); the Escape does nothing.
addEventListener(
  'keydown',
  (event) =>
    // biome-ignore lint/suspicious/noDoubleEquals: a string against a string; the runtime entry sits bytes under its 3 KB budget.
    event.key == 'Escape' &&
    loadOverlays().then(
      (overlays) => overlays.escape(event),
      () => {},
    ),
);

boot({
  document,
  window,
  registry: blockRegistry,
  scheduler,
  images,
  motion,
  page,
  overlays,
  galleries: new Map(),
  rawContext,
  // A gallery whose data is not JSON says so in its own words.
  decodeErrors: { 8: galleryEntryStrings.decodeFailed },
  whenNeeded: createWhenNeeded(),
  loadContext: (raw) => import('../core/context/schema.ts').then((m) => m.parseSiteContext(raw)),
  // docs/block-types.md: every type the registry does not name, through the registry's second level.
  otherKinds: (type, id) => import('../core/blocks/kinds.ts').then((kinds) => kinds.load(type, id)),
  // A block that throws is reported; the tracking entry, when the page has it, listens.
  onBlockError: (error, element) => dispatchEvent(new CustomEvent(BLOCK_ERROR_EVENT, { detail: { error, block: element.id } })),
});
// A form submission kept offline is sent after load, through the form chunk (which
// fetches the outbox's), only when the outbox's hint says one waits. Last, and guarded: storage that throws stops nothing else,
// and a chunk that cannot be fetched leaves the hint for the next load.
try {
  if (localStorage['vitrine-form-outbox'])
    addEventListener(
      'load',
      () =>
        loadForm()
          .then((form) => form.sendKept(window))
          .catch(() => {}),
      { once: true },
    );
} catch {}
