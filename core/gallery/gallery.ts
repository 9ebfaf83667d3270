// The gallery engine (as Embla's Engine.ts): it only wires parts. The index state fires
// `select { index, previous, source }`; the controls, the design, the preload window, video
// slides, autoplay, history, the linked gallery and the lightbox each follow it and decide for
// themselves what a source asks of them (docs/ARCHITECTURE.md, section 6).
import type { BlockDeps } from '../block.ts';
import { galleryStrings } from '../catalog/strings/gallery.ts';
import { attachSwipe } from '../swipe/attach.ts';
import type { Autoplay } from './autoplay.ts';
import { followControls } from './controls.ts';
import { loadDesign } from './designs/index.ts';
import { createIndexState, endsDisabled, stepIndex } from './index-state.ts';
import { followInput } from './input.ts';
import { createListen } from './listen.ts';
import { joinLinks, type Linkable, type Links } from './links.ts';
import type { GalleryLightbox } from './lightbox.ts';
import type { GalleryOptions } from './options.ts';
import type { GalleryParts } from './parts.ts';
import { followPreload } from './preload.ts';
import { readSlides, VIDEO_WRAPPER } from './slides.ts';

export interface Gallery extends Linkable {
  goTo(index: number, by?: 'visitor' | 'autoplay'): boolean;
  destroy(): void;
}

export async function createGallery(root: HTMLElement, options: GalleryOptions, deps: BlockDeps): Promise<Gallery> {
  const { window: win, scheduler } = deps;
  const { animate, editMode, mobile } = deps.page;
  const slides = readSlides(root);
  const listening = new AbortController();
  const collectionUrl = root.getAttribute('data-collection-url') || deps.context.collection?.fullUrl || '';
  let autoplay: Autoplay | null = null;
  let links: Links | null = null;
  let inView = false;

  // The design, and history, autoplay and video slides only where they are on, fetched together.
  const hasVideos = slides.some((slide) => slide.element.querySelector(VIDEO_WRAPPER));
  const [designModule, history, autoplayModule, videosModule, videoBlock] = await Promise.all([
    loadDesign(options.design),
    options.history ? import('./history.ts') : null,
    // Autoplay, off with nomotion=true and under reduced motion; never without its pause
    // control (WCAG 2.2.2), which only the sliding designs have.
    options.autoplay && animate && slides.length > 1 && root.querySelector('.gallery-autoplay') ? import('./autoplay.ts') : null,
    hasVideos ? import('./videos.ts') : null,
    hasVideos ? import('../blocks/video.ts') : null,
  ]);
  // On load, an item id in the address selects its slide.
  const named = history ? history.startSlide(slides, collectionUrl, win.location) : -1;
  const state = createIndexState({ count: slides.length, start: named >= 0 ? named : options.currentIndex, allow: (index) => links?.mayChange(index) ?? true });
  const parts: GalleryParts = { root, slides, options, state, scheduler, window: win, on: createListen(listening.signal) };
  const videos = videosModule?.followVideos(parts, videoBlock!.createVideoLoader, (showing) => (showing ? autoplay?.pause('video') : autoplay?.resume('video')));

  const step = (delta: 1 | -1): void => {
    const next = design.step?.(state.index(), delta) ?? stepIndex(state.index(), delta, slides.length, options.loop);
    if (next.reached) root.dispatchEvent(new CustomEvent(next.reached === 'end' ? 'reachedEnd' : 'reachedBeginning', { bubbles: true }));
    else state.select(next.index, 'visitor');
  };
  const design = designModule.create({
    ...parts,
    animate,
    swipe: (wanted) => attachSwipe({ ...wanted, load: deps.motion, scheduler, window: win, animate }),
    step,
    rested: (index) => void state.select(index, 'visitor'),
  });

  // The design shows each move; the gallery is "moving" until it has.
  const show = (index: number, glide: boolean): void => void design.show(index, glide).then(() => state.settled(index));
  state.on('select', ({ index }) => show(index, animate));
  followControls(parts, (index) => design.ends?.(index) ?? endsDisabled(index, slides.length, options.loop), step);
  const preload = followPreload(parts, deps.images, design.preload);
  if (history) history.followHistory(parts, collectionUrl, editMode);
  void design.show(state.index(), false);

  // The lightbox, in its own chunk, asked for now so that it is there by the
  // first click. If it cannot be had, the warning is logged and the click just selects the slide.
  const lightbox: Promise<GalleryLightbox> | null = options.lightbox
    ? import('./lightbox.ts').then(({ createGalleryLightbox, lightboxFollows }) => {
        const opened = createGalleryLightbox({
          slides,
          overlays: deps.overlays,
          root,
          window: win,
          mobile,
          theme: options.lightboxTheme,
          label: root.getAttribute('aria-label') ?? undefined,
          collectionUrl,
          scheduler,
          motion: deps.motion,
          onChange: (slide) => void state.select(slide, 'lightbox'),
          onOpen: () => autoplay?.pause('lightbox'),
          onClose: () => autoplay?.resume('lightbox'),
        });
        state.on('select', lightboxFollows(opened));
        return opened;
      })
    : null;

  followInput(parts, {
    allInView: design.allInView,
    inView: () => inView,
    step,
    playVideo: (index) => videos?.play(index),
    openLightbox(index) {
      state.select(index, 'visitor');
      lightbox?.then(
        (open) => open.open(index),
        () => console.warn(galleryStrings.lightboxUnavailable),
      );
    },
  });

  if (autoplayModule) autoplay = autoplayModule.startAutoplay(parts, mobile);
  const observer = new (win as Window & typeof globalThis).IntersectionObserver((entries) => {
    for (const entry of entries) inView = entry.isIntersecting;
    if (!inView) autoplay?.pause('hidden');
    else autoplay?.resume('hidden', options.autoplayTimeout);
  });
  observer.observe(root);

  // A size change drops the design's cached measurements; the gallery refreshes (the current slide
  // shown again at the new size, its window promoted) only when refreshOnResize or
  // refreshOnOrientationChange asks (both false by default).
  const refresh = (): void => {
    show(state.index(), false);
    preload.refresh();
  };
  // Sizes change through the image loader's one listener for the page (window resize and orientationchange,
  // debounced RESIZE_DEBOUNCE_MS in core/image-loader/loader.ts), which the gallery joins once the lazy loader
  // has arrived; refreshOnOrientationChange adds the screen's own orientation event below.
  let stopResize = (): void => {};
  deps.images().then(
    (loader) => {
      if (listening.signal.aborted) return;
      stopResize = loader.onResize(() => {
        design.resized();
        if (options.refreshOnResize) refresh();
      });
    },
    () => {},
  );
  if (options.refreshOnOrientationChange) parts.on(win.screen?.orientation ?? win, win.screen?.orientation ? 'change' : 'orientationchange', refresh);

  // A change to a re-render attribute rebuilds the gallery (the block listens).
  const mutations = new MutationObserver(() => root.dispatchEvent(new CustomEvent('galleryRerender', { bubbles: true })));
  mutations.observe(root, { attributeFilter: Object.keys(RERENDER_ATTRIBUTES).map((name) => `data-${name}`) });

  const gallery: Gallery = {
    index: state.index,
    target: state.target,
    follow: (index) => void state.select(index, 'link'),
    goTo: (index, by = 'visitor') => state.select(index, by),
    destroy() {
      listening.abort();
      stopResize();
      observer.disconnect();
      mutations.disconnect();
      autoplay?.destroy();
      preload.destroy();
      design.destroy();
      videos?.destroy();
      links?.destroy();
      state.destroy();
      void lightbox?.then(
        (opened) => opened.destroy(),
        () => {},
      );
    },
  };
  // The thumbnail strip and its slideshow follow each other, whichever of the two starts first.
  links = joinLinks(deps.galleries, root, gallery);
  state.on('select', ({ index, source }) => source !== 'link' && links?.changed(index));
  return gallery;
}

/**
 * The gallery attributes whose change re-renders it, as data-* attributes on the
 * .gallery element, each with the block data field it sets.
 */
export const RERENDER_ATTRIBUTES: Record<string, string> = {
  'aspect-ratio': 'aspectRatio',
  autoplay: 'autoplay',
  'autoplay-duration': 'autoplay-duration',
  lightbox: 'lightbox',
  'lightbox-theme': 'lightboxTheme',
  'method-option': 'methodOption',
  padding: 'padding',
  'thumbnail-strip-height': 'thumbnail-strip-height',
  'thumbnail-strip-margin': 'thumbnail-strip-margin',
  'transient-gallery': 'transientGallery',
  'v-size': 'vSize',
};
