// The peers' page (issue 9): /bench/heavy as a site would build it from npm, served by the bench's own
// proxy from the same HTML and images. Swiper slides the slideshow, carousel and strip, PhotoSwipe is
// the lightbox, lazysizes loads the images, vanilla-cookieconsent is the banner, web-vitals reports
// page speed, and a plain <dialog> is the popup overlay (no peer is named for it).
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { RUNTIME_SCRIPT, TRACKING_SCRIPT } from './lib/setup.mjs';

/** The sliding galleries, by block id, and the Swiper setup each gets (bench/peers/main.js). */
const SLIDERS = { 'heavy-1': 'slideshow', 'heavy-3': 'carousel', 'heavy-5': 'strip' };
const GALLERIES = 8;
const SLIDES = 50;
const VIDEO_SLIDES = 4;
/** The lightbox shows each image at this width (the server never enlarges). */
const LARGE = 1500;
const POPUP_KEY = 'peers-popup';

/** What the heavy bench taps on the peers' page; `popupSeed` is local storage that keeps the popup closed. */
export const PEER_SELECTORS = {
  next: '#block-heavy-1 .swiper-button-next',
  lightboxItem: '#block-heavy-2 a[data-pswp-width]',
  lightboxOpen: '.pswp--open',
  cookieAccept: '#cc-main .cm__btn[data-role="all"]',
  popupSeed: [[POPUP_KEY, String(Date.now())]],
};

/**
 * A visitor who has chosen on the peers' page: vanilla-cookieconsent's own cookie (cc_cookie, JSON,
 * URI-encoded) as its Accept writes it, so its banner stays away, as ss_cookieAllowed keeps Vitrine's.
 */
export function peerConsentCookie(url, now = Date.now()) {
  const at = new Date(now).toISOString();
  const choice = {
    categories: ['necessary', 'analytics'],
    revision: 0,
    data: null,
    consentTimestamp: at,
    consentId: '00000000-0000-4000-8000-000000000021',
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: at,
    expirationTime: now + 30 * 86_400_000,
  };
  return { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(choice)), url };
}

const attr = (tag, name) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

// One gallery block is one line of the server's markup; in it each image sits in an image frame,
// either alone (the first screen's, with src) or with its <noscript> copy (data-src).
const GALLERY_BLOCK = /<div class="block gallery-block" id="block-(heavy-\d+)"[^\n]*<\/div>/g;
const FRAMED_IMAGE = /(<div class="video-overlay">)?(<div class="image-frame"[^>]*>)(<img [^>]*>)(<noscript><img [^>]*><\/noscript>)?<\/div>/g;

/** lazysizes' markup: class lazyload, data-src, data-srcset and data-sizes="auto", the <noscript> copy kept. */
function lazysizes(img, noscript) {
  if (!noscript) return img; // the first screen's image loads at once, as the server wrote it
  const copy = noscript.slice('<noscript>'.length);
  const rest = img.replace(/^<img data-src="[^"]*"/, '');
  if (rest === img || / class="/.test(img)) throw new Error(`peers: unexpected image markup ${img}`);
  return `<img class="lazyload" data-src="${attr(copy, 'src')}" data-srcset="${attr(copy, 'srcset')}" data-sizes="auto"${rest}${noscript}`;
}

/** PhotoSwipe's markup: a link to the large image, with its size in data-pswp-width and -height. */
function lightboxLink(img, inner) {
  const [width, height] = (attr(img, 'data-image-dimensions') ?? '').split('x').map(Number);
  if (!(width > 0 && height > 0)) throw new Error(`peers: no dimensions on ${img}`);
  const scale = Math.min(1, LARGE / width);
  const href = `${attr(img, 'data-src')}?format=${LARGE}w`;
  return `<a href="${href}" data-pswp-width="${Math.round(width * scale)}" data-pswp-height="${Math.round(height * scale)}" target="_blank">${inner}</a>`;
}

/** Swiper's markup: .swiper > .swiper-wrapper > .swiper-slide, then the buttons and the pagination. */
function toSwiper(block, design) {
  const swiper = block
    .replace(/(<div class="gallery) gallery-design-[a-z]+"/, '$1"')
    .replace(/<div class="gallery-viewport"><div class="gallery-track"( style="[^"]*")?>/, `<div class="swiper" data-slider="${design}"><div class="swiper-wrapper"$1>`)
    .replace(/<div class="slide(?: active)?" /g, '<div class="slide swiper-slide" ')
    .replace(
      /<\/div><\/div><div class="gallery-controls">.*?<\/div><p class="gallery-live[^>]*><\/p><\/div><\/div>$/,
      '</div><div class="swiper-button-prev"></div><div class="swiper-button-next"></div><div class="swiper-pagination"></div></div></div></div>',
    );
  if (!swiper.includes('swiper-wrapper') || !swiper.includes('swiper-pagination')) throw new Error(`peers: gallery ${design} kept its server markup`);
  return swiper;
}

/** The popup overlay's sign-up as a plain <dialog>, worded from the page's own settings. */
function popupDialog(html) {
  const context = html.match(/<script id="site-context" type="application\/json">(.*?)<\/script>/s)?.[1];
  const popup = context ? JSON.parse(context).popupOverlaySettings : null;
  if (popup?.style !== 'show') return '';
  return (
    `<dialog class="peers-popup" aria-labelledby="peers-popup-title">` +
    `<form method="dialog"><button class="peers-popup-close" aria-label="Close"><span aria-hidden="true">&times;</span></button></form>` +
    `<h2 id="peers-popup-title">${escapeHtml(popup.title)}</h2><div class="peers-popup-body">${popup.body}</div>` +
    `<form class="peers-popup-form"><label for="peers-popup-email">Email address</label>` +
    `<input id="peers-popup-email" type="email" name="email" autocomplete="email" required>` +
    `<button type="submit">${escapeHtml(popup.buttonText)}</button></form></dialog>\n`
  );
}

/** The heavy page's HTML as a site using the peers would serve it. */
export function toPeers(html) {
  let links = 0;
  let lazy = 0;
  let sliders = 0;
  const page = html
    .replace(TRACKING_SCRIPT, '')
    .replace(RUNTIME_SCRIPT, '<link rel="stylesheet" href="/peers/peers.css">\n<script type="module" src="/peers/peers.js"></script>')
    .replace(GALLERY_BLOCK, (block, id) => {
      const framed = block.replace(FRAMED_IMAGE, (_, video, frame, img, noscript) => {
        const image = lazysizes(img, noscript);
        lazy += image === img ? 0 : 1;
        if (video) return `${video}${frame}${image}</div>`; // a video's poster plays the video, as on Vitrine's page
        links += 1;
        return `${frame}${lightboxLink(img, image)}</div>`;
      });
      if (!SLIDERS[id]) return framed;
      sliders += 1;
      return toSwiper(framed, SLIDERS[id]);
    })
    .replace('</body>', `${popupDialog(html)}</body>`);
  // The server's markup is regular; if it changes, say so rather than bench a half-converted page.
  const expected = { links: GALLERIES * SLIDES - VIDEO_SLIDES, lazy: GALLERIES * SLIDES - 1, sliders: Object.keys(SLIDERS).length };
  if (links !== expected.links || lazy !== expected.lazy || sliders !== expected.sliders || !page.includes('/peers/peers.js')) {
    throw new Error(`peers: converted ${JSON.stringify({ links, lazy, sliders })}, expected ${JSON.stringify(expected)}`);
  }
  return page;
}

/**
 * The peers' page script and CSS, bundled by esbuild in memory, as startProxy's files: the entry
 * /peers/peers.js, its chunks (PhotoSwipe's core, imported on the first open), /peers/peers.css (the
 * CSS the script imports), and /peers/vitals, where web-vitals' beacons go (an empty 200).
 */
export async function peerFiles() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./peers/main.js', import.meta.url))],
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2022',
    write: false,
    outdir: fileURLToPath(new URL('./peers/out', import.meta.url)),
    entryNames: 'peers',
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) throw new Error(`peers: esbuild warned: ${result.warnings.map((w) => w.text).join('; ')}`);
  const files = {};
  for (const { path, contents } of result.outputFiles) {
    const name = basename(path);
    files[`/peers/${name}`] = [name.endsWith('.css') ? 'text/css' : 'application/javascript', Buffer.from(contents)];
  }
  files['/peers/vitals'] = ['text/plain', Buffer.alloc(0)];
  return files;
}
