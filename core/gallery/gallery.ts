// The gallery's composition root: options, slides, one design, the index, controls, clicks, keys,
// autoplay, history, images, videos and the live region, wired by hand (STYLE.md 2).
import type { BlockDeps } from '../block.ts';
import { galleryStrings } from '../catalog/strings.ts';
import type { VideoLoader } from '../video/loader.ts';
import { createAutoplay, type Autoplay } from './autoplay.ts';
import { clickAction } from './click.ts';
import type { Design } from './design-name.ts';
import type { DesignInstance, DesignModule } from './design.ts';
import { endsDisabled, normalizeIndex, stepIndex } from './index-state.ts';
import { arrowAction, isActivation, isEditable } from './keys.ts';
import { changed, link, mayChange, unlink, type Linkable } from './manager.ts';
import { GALLERY, type GalleryOptions } from './options.ts';
import { readSlides } from './slides.ts';
import { preloadCount, preloadWindow } from './layout/window.ts';
import type { GalleryLightbox } from './lightbox.ts';

const DESIGNS: Record<Design, () => Promise<DesignModule>> = {
  base: () => import('./designs/base.ts'),
  strip: () => import('./designs/strip.ts'),
  stacked: () => import('./designs/stacked.ts'),
  grid: () => import('./designs/grid.ts'),
  autogrid: () => import('./designs/autogrid.ts'),
  autocolumns: () => import('./designs/autocolumns.ts'),
  autorows: () => import('./designs/autorows.ts'),
  list: () => import('./designs/list.ts'),
  carousel: () => import('./designs/carousel.ts'),
};

export interface Gallery extends Linkable {
  goTo(index: number, by?: 'visitor' | 'autoplay'): boolean;
  destroy(): void;
}

export async function createGallery(root: HTMLElement, options: GalleryOptions, deps: BlockDeps): Promise<Gallery> {
  const { window: win, scheduler, images } = deps;
  const doc = root.ownerDocument;
  const slides = readSlides(root);
  const count = slides.length;
  const { animate, editMode, mobile } = deps.page;
  const listening = new AbortController();
  const on = (target: EventTarget, type: string, handler: (event: never) => void, passive = false): void =>
    target.addEventListener(type, handler as EventListener, { signal: listening.signal, passive });
  const live = root.querySelector('.gallery-live');
  const previousButton = root.querySelector<HTMLButtonElement>('.gallery-previous');
  const nextButton = root.querySelector<HTMLButtonElement>('.gallery-next');
  const playButton = root.querySelector<HTMLButtonElement>('.gallery-autoplay');
  let current = normalizeIndex(options.currentIndex, count);
  let target: number | null = null;
  let inView = false;
  let autoplay: Autoplay | null = null;
  let design: DesignInstance;
  let lightbox: Promise<GalleryLightbox> | null = null;
  // media.md 2: history is its own chunk, fetched beside the design only when the option is on.
  const designLoaded = DESIGNS[options.design]();
  const history = options.history ? await import('./history.ts') : null;

  // Video slides: each has its own loader (from the video block's chunk, fetched only when a
  // gallery has video slides); the gallery suspends autoplay while one shows.
  const videos = new Map<number, VideoLoader>();
  const wrappers = slides.map((slide) => slide.element.querySelector<HTMLElement>('.video-wrapper'));
  if (wrappers.some(Boolean)) {
    const { createVideoLoader } = await import('../blocks/video.ts');
    wrappers.forEach((wrapper, i) => {
      if (wrapper) videos.set(i, createVideoLoader(wrapper, { window: win, onChange: (showing) => (showing ? autoplay?.pause('video') : autoplay?.resume('video')) }));
    });
  }

  // media.md 9: 1 slide either side (none with lazyLoad); a thumbnail strip, its width over its height.
  const thumbnailStrip = root.classList.contains('gallery-thumbnails');
  const loadAround = (index: number): void => {
    const around = preloadCount(root.clientWidth, thumbnailStrip ? options.thumbnailStripHeight : null, options.lazyLoad ? 0 : GALLERY.preload);
    const wanted = preloadWindow(index, count, around, options.loop).flatMap((i) => [...slides[i]!.element.querySelectorAll('img[data-src]')]);
    images().then((loader) => {
      for (const image of wanted) if (!image.hasAttribute('src')) loader.load(image);
      loader.promote(wanted);
    }, () => {});
  };

  const render = (index: number): void => {
    slides.forEach((slide, i) => {
      slide.element.classList.toggle('active', i === index);
      if (i === index) slide.element.setAttribute('aria-current', 'true');
      else slide.element.removeAttribute('aria-current');
      videos.get(i)?.setActive(i === index);
    });
    const ends = design?.ends?.(index) ?? endsDisabled(index, count, options.loop);
    for (const [button, disabled] of [
      [previousButton, ends.previous],
      [nextButton, ends.next],
    ] as const) {
      button?.classList.toggle('disabled', disabled);
      button?.setAttribute('aria-disabled', String(disabled));
    }
  };

  const collection = root.getAttribute('data-collection-url') || deps.context.collection?.fullUrl || '';
  // media.md 2: under the collection's url, else the page's own path as it was at start.
  const base = history?.historyBase(collection, win.location.pathname, slides);
  const writeHistory = (index: number): void => {
    if (!history || base === undefined || editMode) return;
    const address = history.addressFor(slides[index]!, base, typeof win.history?.replaceState === 'function');
    if (address.path) win.history.replaceState(win.history.state, '', address.path + win.location.search);
    else win.location.hash = address.hash ?? '';
  };

  const gallery: Gallery = {
    index: () => current,
    target: () => target,
    follow: (index) => void go(index, 'link'),
    goTo: (index, by = 'visitor') => go(index, by),
    destroy() {
      listening.abort();
      clearTimeout(resizeTimer);
      observer.disconnect();
      mutations.disconnect();
      autoplay?.destroy();
      design?.destroy();
      for (const video of videos.values()) video.destroy();
      unlink(gallery);
      started.delete(root);
    },
  };

  // media.md 4: a change is refused while a linked gallery still moves elsewhere.
  const go = (requested: number, by: 'visitor' | 'autoplay' | 'link' | 'history' | 'lightbox'): boolean => {
    const index = normalizeIndex(requested, count);
    if (index === current || !mayChange(gallery, index)) return false;
    const leaving = videos.get(current);
    // Leaving a video slide pauses it and shows its overlay.
    if (leaving?.isShowing()) leaving.showOverlay();
    current = index;
    target = index;
    render(index);
    loadAround(index);
    if (by !== 'link') changed(gallery, index);
    // media.md 4: the lightbox and the slideshow follow each other.
    if (by !== 'lightbox') void lightbox?.then((open) => open.follow(index));
    if (by !== 'history') writeHistory(index);
    if (by === 'visitor' || by === 'lightbox') autoplay?.restart();
    // The live region speaks for the visitor's moves, and is silent during autoplay.
    if (live && by === 'visitor') live.textContent = slides[index]!.element.getAttribute('aria-label') ?? `${index + 1} of ${count}`;
    void design.show(index, animate && by !== 'history').then(() => {
      if (target === index) target = null;
    });
    return true;
  };

  const step = (delta: 1 | -1): void => {
    const next = design.step?.(current, delta) ?? stepIndex(current, delta, count, options.loop);
    if (next.reached) root.dispatchEvent(new CustomEvent(next.reached === 'end' ? 'reachedEnd' : 'reachedBeginning', { bubbles: true }));
    else go(next.index, 'visitor');
  };

  design = (await designLoaded).create({
    root,
    slides,
    options,
    scheduler,
    window: win,
    animate,
    motion: deps.motion,
    step,
    rested: (index) => void go(index, 'visitor'),
  });

  // media.md 2: on load, an item id in the address selects its slide.
  if (history) {
    const found = history.slideFor(slides, history.itemIdsFrom(win.location.pathname, win.location.hash, collection));
    if (found >= 0) current = found;
  }
  render(current);
  void design.show(current, false);
  loadAround(current);

  if (previousButton) on(previousButton, 'click', () => step(-1));
  if (nextButton) on(nextButton, 'click', () => step(1));

  // media.md 4 and 5: the lightbox, in its own chunk, asked for now so that it is there by the
  // first click. If it cannot be had, the warning is logged and the click just selects the slide.
  if (options.lightbox)
    lightbox = import('./lightbox.ts').then(({ createGalleryLightbox }) =>
      createGalleryLightbox({
        slides,
        overlays: deps.overlays,
        theme: options.lightboxTheme,
        label: root.getAttribute('aria-label') ?? undefined,
        collectionUrl: collection,
        onChange: (slide) => void go(slide, 'lightbox'),
        onOpen: () => autoplay?.pause('lightbox'),
        onClose: () => autoplay?.resume('lightbox'),
      }),
    );
  const openLightbox = (index: number): void => {
    go(index, 'visitor');
    lightbox?.then(
      (open) => open.open(index),
      () => console.warn(galleryStrings.lightboxUnavailable),
    );
  };

  // media.md 4: Click on a slide.
  const activate = (slideElement: HTMLElement, clientX: number): void => {
    const index = slides.findIndex((slide) => slide.element === slideElement);
    const slide = slides[index]!;
    const box = slideElement.getBoundingClientRect();
    const action = clickAction({
      index,
      current,
      video: slide.type === 'video',
      clickThrough: slide.clickThrough,
      behavior: options.clickBehavior,
      side: clientX < box.left + box.width / 2 ? 'left' : 'right',
      lightbox: options.lightbox,
      editor: win.top !== win.self,
      allInView: design.allInView,
    });
    if (action.kind === 'navigate') win.location.assign(action.url);
    else if (action.kind === 'bypass') root.dispatchEvent(new CustomEvent('bypassClickThrough', { bubbles: true, detail: { url: action.url } }));
    else if (action.kind === 'refuse') console.warn(`[Gallery] Refused a click-through address that fails the link checks: ${action.url}`);
    else if (action.kind === 'lightbox') openLightbox(action.index);
    else if (action.kind === 'next') step(1);
    else if (action.kind === 'previous') step(-1);
    else if (action.kind === 'select') go(action.index, 'visitor');
    else if (action.kind === 'play') {
      go(action.index, 'visitor');
      videos.get(action.index)?.show();
    }
  };
  on(root, 'click', (event: MouseEvent) => {
    const slide = (event.target as Element).closest<HTMLElement>('.slide');
    if (!slide || !root.contains(slide) || (event.target as Element).closest('a, button:not(.video-play)')) return;
    // The current slide's video takes its own clicks; another slide's becomes current and plays.
    if ((event.target as Element).closest('.video-wrapper') && slide.classList.contains('active')) return;
    activate(slide, event.clientX);
  });

  // media.md 4: Enter and Space act as a click on slides; arrows navigate when allowed.
  on(root, 'keydown', (event: KeyboardEvent) => {
    const slide = (event.target as Element).closest<HTMLElement>('.slide');
    if (!slide || !isActivation(event.key) || (event.target as Element) !== slide) return;
    event.preventDefault();
    const box = slide.getBoundingClientRect();
    activate(slide, box.left + box.width);
  });
  on(doc, 'keydown', (event: KeyboardEvent) => {
    const focusedElsewhere = root.ownerDocument.activeElement?.closest('.gallery') && !root.contains(root.ownerDocument.activeElement);
    const action = arrowAction({
      keyCode: event.keyCode,
      inView,
      moving: target !== null,
      editable: isEditable(doc.activeElement),
      enabled: options.keyboard && !focusedElsewhere,
      keys: options.keys,
    });
    if (!action) return;
    event.preventDefault();
    step(action === 'next' ? 1 : -1);
  });

  const observer = new (win as Window & typeof globalThis).IntersectionObserver((entries) => {
    for (const entry of entries) inView = entry.isIntersecting;
    if (!inView) autoplay?.pause('hidden');
    else autoplay?.resume('hidden', options.autoplayTimeout);
  });
  observer.observe(root);

  // media.md 4: Autoplay, off with nomotion=true and under reduced motion.
  if (options.autoplay && animate && count > 1) {
    autoplay = createAutoplay({
      timeout: options.autoplayTimeout,
      random: options.randomize,
      count: () => count,
      current: () => current,
      advance: (index) => go(index, 'autoplay'),
      clock: win,
    });
    if (options.pauseOnMouseover && !mobile) {
      on(root, 'pointerenter', () => autoplay?.pause('hover'), true);
      on(root, 'pointerleave', () => autoplay?.resume('hover'), true);
    }
    // WCAG 2.2.2: a visible control pauses and plays the moving content.
    if (playButton) {
      playButton.removeAttribute('data-off');
      on(playButton, 'click', () => {
        const paused = playButton.getAttribute('aria-pressed') !== 'true';
        playButton.setAttribute('aria-pressed', String(paused));
        playButton.setAttribute('aria-label', paused ? 'Play slideshow' : 'Pause slideshow');
        if (paused) autoplay?.pause('visitor');
        else autoplay?.resume('visitor', 0);
      });
    }
  }

  // A size change drops the design's cached measurements (debounced 100 ms); the gallery refreshes
  // (the current slide shown again at the new size, its window promoted) only when refreshOnResize
  // or refreshOnOrientationChange asks (media.md 3: both false by default).
  const refresh = (): void => {
    void design.show(current, false);
    loadAround(current);
  };
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  on(win, 'resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      design.resized();
      if (options.refreshOnResize) refresh();
    }, GALLERY.resizeDebounceMs);
  }, true);
  if (options.refreshOnOrientationChange) on(win.screen?.orientation ?? win, win.screen?.orientation ? 'change' : 'orientationchange', refresh);

  // media.md 9: a change to a re-render attribute rebuilds the gallery (the block listens).
  const mutations = new MutationObserver(() => root.dispatchEvent(new CustomEvent('galleryRerender', { bubbles: true })));
  mutations.observe(root, { attributeFilter: Object.keys(RERENDER_ATTRIBUTES).map((name) => `data-${name}`) });

  // The thumbnail strip and its slideshow follow each other, whichever of the two starts first.
  const linkedTo = root.getAttribute('data-linked-to');
  for (const [element, other] of started) if (element.id === linkedTo || element.getAttribute('data-linked-to') === root.id) link(gallery, other);
  started.set(root, gallery);
  return gallery;
}

/**
 * media.md 9: the gallery attributes whose change re-renders it, as data-* attributes on the
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

/** The galleries started on the page, by their element, for linking. */
const started = new Map<HTMLElement, Gallery>();
