// @vitest-environment happy-dom
// A gallery on the server's own markup (issue 14): the preload window, history, video slides in a
// strip, re-render attributes, and the refresh options. Layout sizes are given by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../../../core/blocks/gallery.ts';
import type { ImageLoader } from '../../../../core/image-loader/index.ts';
import { renderGallery } from '../../../../server/render/blocks/gallery.ts';
import type { GallerySlide } from '../../../../server/render/model.ts';
import { gallerySlides } from '../../../../site/galleries.ts';
import { FakeIntersectionObserver } from '../../../fixtures/fake-intersection-observer.ts';
import { LAZY_MARGIN_PX } from '../../../../core/image-loader/loader.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const sizes = () => ({ width: 2500, height: 1667 });
const WIDTH = 920;

let loader: { load: ReturnType<typeof vi.fn>; promote: ReturnType<typeof vi.fn>; onResize: ImageLoader['onResize']; lazyMargin: number };
const started: { destroy(): void }[] = [];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The loader is the page's resize source; here every window resize reaches its listeners at once.
  loader = {
    lazyMargin: LAZY_MARGIN_PX,
    load: vi.fn(),
    promote: vi.fn(),
    onResize: (handler) => {
      window.addEventListener('resize', handler);
      return () => window.removeEventListener('resize', handler);
    },
  };
  history.replaceState(null, '', '/page');
});

afterEach(() => {
  for (const instance of started.splice(0)) instance.destroy();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The page scrolls the galleries within the lazy margin: each observer watching with that margin says so. */
function comeNear(): void {
  for (const observer of FakeIntersectionObserver.made.splice(0))
    if (observer.options?.rootMargin === `${LAZY_MARGIN_PX}px`) observer.report([...observer.observed].map((target) => ({ target, isIntersecting: true })));
}

async function start(data: Record<string, unknown>, slides: GallerySlide[] = gallerySlides(12), near = true) {
  document.body.innerHTML = renderGallery({ kind: 'gallery', id: 'g', title: 'Pictures', data, slides }, sizes, { css: [], eager: 1, rendered: 0 });
  for (const gallery of document.querySelectorAll<HTMLElement>('.gallery')) Object.defineProperty(gallery, 'clientWidth', { value: WIDTH, configurable: true });
  const block = document.querySelector<HTMLElement>('[data-block-type="8"]')!;
  const instance = init(block, blockDeps({ data, images: async () => loader as unknown as ImageLoader }));
  started.push(instance);
  await instance.ready;
  // The preload's watch starts once the loader has come.
  await settle();
  if (near) comeNear();
  await settle();
  return { block, instance, main: document.getElementById('gallery-g')!, strip: document.getElementById('gallery-g-thumbnails') };
}

/** The slide indices of the images a gallery promoted last. */
const promoted = (gallery: Element): number[] => {
  const calls = loader.promote.mock.calls.map(([images]) => (images as Element[]).filter((image) => gallery.contains(image)));
  const last = calls.filter((images) => images.length > 0).at(-1) ?? [];
  const slides = [...gallery.querySelectorAll('.slide')];
  return last.map((image) => slides.indexOf(image.closest('.slide')!));
};

describe('the preload window', () => {
  it('a slideshow with a thumbnail strip preloads 1 slide either side; the strip its width over its height', async () => {
    const { main, strip } = await start({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 60 });
    expect(promoted(main)).toEqual([0, 1]);
    // ceil(920 / 60) = 16 either side: all 12 thumbnails.
    expect(promoted(strip!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("the strip's count follows the block's thumbnail-strip-height", async () => {
    const { strip } = await start({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 300 });
    // ceil(920 / 300) = 4 either side of the first.
    expect(promoted(strip!)).toEqual([0, 1, 2, 3, 4]);
  });

  it('the carousel preloads the group it shows and the groups the next and previous moves show', async () => {
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!;
    // 920 px: three slides a row.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('gallery-viewport') ? WIDTH : (width.get!.call(this) as number);
    });
    const { main } = await start({ design: 'carousel', slidesPerRow: 3 });
    expect(promoted(main)).toEqual([0, 1, 2, 3, 4, 5]);
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    await vi.waitFor(() => expect(promoted(main)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  });

  // Issue 34: a gallery far down the page, started at idle, does not load its neighbours' images.
  it('a gallery away from the screen preloads nothing until it comes within the lazy margin', async () => {
    const { main } = await start({ design: 'slideshow' }, gallerySlides(12), false);
    expect(loader.load).not.toHaveBeenCalled();
    expect(promoted(main)).toEqual([]);
    // A move while it is away (the lightbox, the address) loads nothing either.
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    await settle();
    expect(loader.load).not.toHaveBeenCalled();
    comeNear();
    await settle();
    expect(promoted(main)).toEqual([0, 1, 2]);
  });

  it('lazyLoad preloads no neighbour: only the current slide', async () => {
    const { main } = await start({ design: 'slideshow', lazyLoad: true });
    expect(promoted(main)).toEqual([0]);
  });
});

describe('history', () => {
  it('with no collection url, writes the page path and the slide, and never grows the address', async () => {
    const { main } = await start({ design: 'slideshow', history: true });
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    expect(location.pathname).toBe(`/page/${gallerySlides(12)[1]!.url}`);
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    expect(location.pathname).toBe(`/page/${gallerySlides(12)[3]!.url}`);
  });

  it('going back an entry (the lightbox giving back the one it took) leaves the address on the slide shown', async () => {
    const { main } = await start({ design: 'slideshow', history: true });
    history.pushState({ lightbox: true }, '');
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    expect(location.pathname).toBe(`/page/${gallerySlides(12)[1]!.url}`);
    history.back();
    await vi.waitFor(() => expect(history.state).toBeNull());
    await settle(10);
    expect(location.pathname).toBe(`/page/${gallerySlides(12)[1]!.url}`);
  });

  it("a page opened at a slide's address selects it, and moves stay under the page", async () => {
    const url = gallerySlides(12)[4]!.url;
    history.replaceState(null, '', `/page/${url}`);
    const { main } = await start({ design: 'slideshow', history: true });
    expect(main.querySelectorAll('.slide')[4]!.getAttribute('aria-current')).toBe('true');
    main.querySelector<HTMLButtonElement>('.gallery-next')!.click();
    expect(location.pathname).toBe(`/page/${gallerySlides(12)[5]!.url}`);
  });
});

describe('a video slide in the strip (click rule 1)', () => {
  it('a click on a video slide that is not current makes it current and plays it', async () => {
    const slides = gallerySlides(6);
    slides[3] = { ...slides[3]!, video: { providerName: 'YouTube', html: '<object data="/v.swf"></object>' } };
    const { main } = await start({ design: 'slider' }, slides);
    const video = main.querySelectorAll<HTMLElement>('.slide')[3]!;
    video.querySelector<HTMLElement>('.video-overlay')!.click();
    expect(video.getAttribute('aria-current')).toBe('true');
    expect(video.querySelector('.video-wrapper')!.classList.contains('is-showing')).toBe(true);
  });
});

describe('re-render attributes change what is seen', () => {
  const trackOf = (gallery: Element) => gallery.querySelector<HTMLElement>('.gallery-track')!;
  it.each([
    ['padding on a grid', { design: 'grid' }, 'padding', '40', '--padding:40px'],
    ['aspect-ratio on a slideshow', { design: 'slideshow' }, 'aspect-ratio', '2', 'aspect-ratio:2'],
    ['aspect-ratio on a strip', { design: 'slider' }, 'aspect-ratio', '4', '--strip-height:25cqw'],
    ['v-size on a strip', { design: 'slider' }, 'v-size', '5', '--strip-height:15cqw'],
  ])('%s', async (_case, data, attribute, value, style) => {
    const { main } = await start(data);
    expect(trackOf(main).getAttribute('style')).not.toContain(style);
    main.setAttribute(`data-${attribute}`, value);
    await vi.waitFor(() => expect(trackOf(main).getAttribute('style')).toContain(style));
  });

  it('aspect-ratio on a grid reshapes every cell', async () => {
    const { main } = await start({ design: 'grid' });
    const frames = [...main.querySelectorAll<HTMLElement>('.image-frame')];
    const ratios = () =>
      frames.map((frame) => {
        const [width, height = '1'] = frame.style.aspectRatio.split('/');
        return Math.round((Number(width) / Number(height)) * 1000) / 1000;
      });
    expect(ratios()).toEqual(frames.map(() => 1.333));
    main.setAttribute('data-aspect-ratio', '1');
    await vi.waitFor(() => expect(ratios()).toEqual(frames.map(() => 1)));
  });

  it.each([
    ['thumbnail-strip-height', '90', '--strip-height:90px'],
    ['thumbnail-strip-margin', '24', 'margin-top:24px'],
  ])('%s on the slideshow redraws its thumbnail strip', async (attribute, value, style) => {
    const { main, strip } = await start({ design: 'slideshow', thumbnails: true });
    expect(trackOf(strip!).getAttribute('style')).not.toContain(style);
    main.setAttribute(`data-${attribute}`, value);
    await vi.waitFor(() => expect(trackOf(document.getElementById('gallery-g-thumbnails')!).getAttribute('style')).toContain(style));
  });
});

describe('refreshOnResize (false by default)', () => {
  it.each([
    [false, 0],
    [true, 1],
  ])('refreshOnResize %s: a resize refreshes the gallery %d times', async (refreshOnResize, times) => {
    const { main } = await start({ design: 'slideshow', refreshOnResize });
    const before = loader.promote.mock.calls.filter(([images]) => (images as Element[]).some((image) => main.contains(image))).length;
    window.dispatchEvent(new Event('resize'));
    await settle(150);
    const after = loader.promote.mock.calls.filter(([images]) => (images as Element[]).some((image) => main.contains(image))).length;
    expect(after - before).toBe(times);
  });
});

describe('autoplay pauses while the pointer is over the slideshow or its controls, the thumbnail strip among them', () => {
  const current = (gallery: Element) => [...gallery.querySelectorAll('.slide')].findIndex((slide) => slide.getAttribute('aria-current') === 'true');

  it.each(['slideshow', 'thumbnail strip'])('over the %s it waits; once the pointer leaves it plays again', async (over) => {
    const { main, strip } = await start({ design: 'slideshow', thumbnails: true, autoplay: true, 'autoplay-duration': 0.05 });
    const hovered = over === 'slideshow' ? main : strip!;
    // Where it was when the pointer came (a loaded machine may have let it play a step before): it stays there.
    hovered.dispatchEvent(new Event('pointerenter'));
    const at = current(main);
    await settle(300);
    expect(current(main)).toBe(at);
    hovered.dispatchEvent(new Event('pointerleave'));
    await vi.waitFor(() => expect(current(main)).not.toBe(at), { timeout: 3000 });
  });
});

describe('a re-render keeps what the visitor has, and redraws the pause control with data-autoplay', () => {
  const current = (gallery: Element) => [...gallery.querySelectorAll('.slide')].findIndex((slide) => slide.getAttribute('aria-current') === 'true');
  const pause = (gallery: Element) => gallery.querySelector<HTMLButtonElement>('.gallery-autoplay');
  /** Presses next until the gallery shows `to`: the linked strip refuses a move while it still glides. */
  const nextTo = (gallery: Element, to: number) =>
    vi.waitFor(() => {
      gallery.querySelector<HTMLButtonElement>('.gallery-next')!.click();
      expect(current(gallery)).toBe(to);
    });
  /** Sets a re-render attribute, and waits for the gallery built again (its track restyled, then a start). */
  const rerender = async (gallery: HTMLElement, attribute: string, value: string) => {
    const style = gallery.querySelector('.gallery-track')!.getAttribute('style');
    gallery.setAttribute(`data-${attribute}`, value);
    gallery.setAttribute('data-aspect-ratio', style === 'aspect-ratio:2' ? '3' : '2');
    await vi.waitFor(() => expect(gallery.querySelector('.gallery-track')!.getAttribute('style')).not.toBe(style));
    await settle(50);
  };

  it('stays on the slide it showed', async () => {
    const { main } = await start({ design: 'slideshow', thumbnails: true });
    await nextTo(main, 1);
    await nextTo(main, 2);
    await rerender(main, 'padding', '30');
    expect(current(main)).toBe(2);
    expect(current(document.getElementById('gallery-g-thumbnails')!)).toBe(2);
    await nextTo(main, 3);
  });

  it('autoplay turned off: its pause control goes with it (no dead button)', async () => {
    const { main } = await start({ design: 'slideshow', autoplay: true, 'autoplay-duration': 60 });
    expect(pause(main)!.hasAttribute('data-off')).toBe(false);
    await rerender(main, 'autoplay', 'false');
    expect(pause(main)?.hasAttribute('data-off') ?? true).toBe(true);
  });

  it('autoplay turned on: a pause control comes with it, and pauses it (WCAG 2.2.2)', async () => {
    const { main } = await start({ design: 'slideshow', 'autoplay-duration': 0.05 });
    await rerender(main, 'autoplay', 'true');
    const button = pause(main)!;
    expect(button).not.toBeNull();
    expect(button.hasAttribute('data-off')).toBe(false);
    await vi.waitFor(() => expect(current(main)).toBeGreaterThan(0));
    button.click();
    const at = current(main);
    await settle(300);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(current(main)).toBe(at);
  });

  it.each(['grid', 'stacked'])('a %s design has no pause control, so it never autoplays', async (design) => {
    const { main } = await start({ design, autoplay: true, 'autoplay-duration': 0.05 });
    await settle(300);
    expect(current(main)).toBe(0);
  });

  it('autoplay paused by the visitor stays paused through a re-render', async () => {
    const { main } = await start({ design: 'slideshow', autoplay: true, 'autoplay-duration': 0.05 });
    pause(main)!.click();
    const at = current(main);
    await rerender(main, 'padding', '30');
    await settle(300);
    expect(pause(main)!.getAttribute('aria-pressed')).toBe('true');
    expect(current(main)).toBe(at);
  });
});
