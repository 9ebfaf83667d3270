// The peers' page script (issue 9): what a site would assemble from npm for /bench/heavy, each
// library used as its own documentation shows. Bundled by bench/peers.mjs with esbuild.
import 'lazysizes';
import Swiper from 'swiper';
import { Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import * as CookieConsent from 'vanilla-cookieconsent';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'photoswipe/style.css';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './site.css';

// Sliders: Swiper's getting-started setup, one instance per slider, options from the page's settings.
const common = {
  modules: [Navigation, Pagination, Autoplay, Keyboard],
  keyboard: { enabled: true },
};
const SLIDERS = {
  // slideshow: autoplay every 5 s (the gallery's 'autoplay-duration'). It slides rather than fades:
  // with EffectFade all 50 slides lie stacked in view, and lazysizes, whose first checks after load
  // skip the opacity and overflow test, would fetch every one of them.
  slideshow: { autoplay: { delay: 5000 } },
  // carousel: two slides a row on a phone, 8 px gutter
  carousel: { slidesPerView: 2, spaceBetween: 8 },
  // strip: slides at their own width, the active one centred
  strip: { slidesPerView: 'auto', spaceBetween: 8, centeredSlides: true },
};
for (const el of document.querySelectorAll('.swiper[data-slider]')) {
  new Swiper(el, {
    ...common,
    ...SLIDERS[el.dataset.slider],
    navigation: { nextEl: el.querySelector('.swiper-button-next'), prevEl: el.querySelector('.swiper-button-prev') },
    // 50 slides a gallery: dynamic bullets keep the row short
    pagination: { el: el.querySelector('.swiper-pagination'), clickable: true, dynamicBullets: true },
  });
}

// Lightbox: PhotoSwipe 5's lightbox on every gallery; the core is imported on the first open.
const lightbox = new PhotoSwipeLightbox({
  gallery: '.gallery',
  children: 'a',
  pswpModule: () => import('photoswipe'),
});
lightbox.init();

// Cookie banner: configured like Vitrine's (a bar at the bottom, Accept and Decline, 30 days).
CookieConsent.run({
  // The default hides the banner from navigator.webdriver, so a benched browser would never pay for it.
  hideFromBots: false,
  cookie: { expiresAfterDays: 30 },
  guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          label: 'Cookie notice',
          description: 'We use cookies to improve your experience and to understand how the site is used.',
          acceptAllBtn: 'Accept',
          acceptNecessaryBtn: 'Decline',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept',
          acceptNecessaryBtn: 'Decline',
          savePreferencesBtn: 'Save',
          sections: [
            { title: 'Necessary', description: 'What the site needs to work.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'How the site is used.', linkedCategory: 'analytics' },
          ],
        },
      },
    },
  },
});

// Page speed: web-vitals' README example, each metric sent by beacon as it is ready.
function sendToAnalytics(metric) {
  const body = JSON.stringify({ name: metric.name, value: metric.value, id: metric.id, page: location.pathname });
  navigator.sendBeacon('/peers/vitals', body);
}
onCLS(sendToAnalytics);
onINP(sendToAnalytics);
onLCP(sendToAnalytics);
onFCP(sendToAnalytics);
onTTFB(sendToAnalytics);

// Video slides keep the server's poster and play button; a tap swaps in the embed. Hand-written,
// as a site would (no peer library is named for it), so the play button is not dead.
document.addEventListener('click', (event) => {
  const play = event.target instanceof Element && event.target.closest('.video-play');
  const wrapper = play?.closest('.video-wrapper');
  if (!wrapper) return;
  wrapper.querySelector('.video-player').innerHTML = wrapper.dataset.html;
  wrapper.classList.add('is-showing');
});

// Popup overlay: no peer library is named for it, so a small plain <dialog> sign-up (written into the
// page by bench/peers.mjs) does the work Vitrine's popup does: it shows after load, a close (button or
// Escape) keeps it away for displayFrequency days, a sign-up for good.
const POPUP_KEY = 'peers-popup';
const POPUP_DAYS = 7;
function showPopup() {
  const dialog = document.querySelector('dialog.peers-popup');
  if (!dialog) return;
  let record = null;
  try {
    record = localStorage.getItem(POPUP_KEY);
  } catch {}
  if (record === 'signed-up' || Date.now() - Number(record) < POPUP_DAYS * 86_400_000) return;
  let signedUp = false;
  const remember = (value) => {
    try {
      localStorage.setItem(POPUP_KEY, value);
    } catch {}
  };
  dialog.addEventListener('close', () => signedUp || remember(String(Date.now())));
  dialog.querySelector('.peers-popup-form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    signedUp = true;
    remember('signed-up');
    event.currentTarget.replaceWith(Object.assign(document.createElement('p'), { className: 'peers-popup-thanks', textContent: 'Thank you for signing up.' }));
  });
  dialog.showModal();
}
if (document.readyState === 'complete') showPopup();
else addEventListener('load', showPopup, { once: true });
