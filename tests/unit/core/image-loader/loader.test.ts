// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageLoader, type ImageLoader } from '../../../../core/image-loader/index.ts';
import type { ImageLoaderEnvironment } from '../../../../core/image-loader/loader.ts';
import { immediateScheduler, setBody } from '../../../fixtures/dom.ts';
import { FakeIntersectionObserver } from '../../../fixtures/fake-intersection-observer.ts';

// fire() reports elements as intersecting, each with its box; rootBounds include the 200 px margin.
class FakeObserver extends FakeIntersectionObserver {
  static override current: FakeObserver | null = null;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super(callback, options);
    FakeObserver.current = this;
  }
  fire(items: { element: Element; top: number; width: number; height: number }[], viewportHeight = 800) {
    this.report(
      items.map(({ element, top, width, height }) => ({
        target: element,
        isIntersecting: true,
        boundingClientRect: { top, bottom: top + height, left: 0, right: width, width, height } as DOMRectReadOnly,
        rootBounds: { top: -200, bottom: viewportHeight + 200, left: -200, right: 1400, width: 1600, height: viewportHeight + 400 } as DOMRectReadOnly,
      })),
    );
  }
}

const events = new EventTarget();
function environment(overrides: Partial<ImageLoaderEnvironment> = {}): ImageLoaderEnvironment {
  return {
    devicePixelRatio: 2,
    innerWidth: 1200,
    innerHeight: 800,
    matchMedia: () => ({ matches: false }),
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    ...overrides,
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const img = (id: string, attributes = '') => `<img id="${id}" data-src="/images/${id}.jpg" data-image-dimensions="2500x1667" alt="" ${attributes}>`;
const byId = (id: string) => document.getElementById(id) as HTMLImageElement;
const box = (element: Element, width: number, height: number, top = 0) => {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: width, width, height, x: 0, y: top }) as DOMRect;
};
const loadEvent = (element: Element, type: 'load' | 'error' = 'load') => element.dispatchEvent(new Event(type));

let loader: ImageLoader;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  loader?.destroy();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('refusals: word for word', () => {
  beforeEach(() => {
    loader = createImageLoader({ window: environment(), scheduler: immediateScheduler });
  });

  it.each([
    ['an element that is not an image', '<div id="x" data-src="/images/a.jpg"></div>', 'Element is not a valid image element.'],
    ['an image with no data-src', '<img id="x" alt="">', 'Invalid or missing image source.'],
    ['an image with an empty data-src', '<img id="x" data-src=" " alt="">', 'Invalid or missing image source.'],
    ['a javascript: source', '<img id="x" data-src="javascript:alert(1)" alt="">', 'Invalid or missing image source.'],
    ['a contained image without alignment', '<img id="x" data-src="/images/a.jpg" data-image-crop="contain" alt="">', 'Missing alignment for content-fit image.'],
    [
      'a contained image with a bad alignment',
      '<img id="x" data-src="/images/a.jpg" data-image-crop="contain" data-image-alignment="middle" alt="">',
      'Missing alignment for content-fit image.',
    ],
  ])('%s', (_name, html, message) => {
    setBody(html);
    expect(loader.watch(document.getElementById('x')!)).toBe(false);
    expect(loader.load(document.getElementById('x')!)).toBe(false);
    expect(warn).toHaveBeenCalledWith(message);
  });

  it('an image with no parentNode', () => {
    const detached = document.createElement('img');
    detached.setAttribute('data-src', '/images/a.jpg');
    expect(loader.load(detached)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Image element has no parentNode.');
  });

  it('an image already loading, unless concurrent loads are allowed', () => {
    setBody(img('a') + img('b', 'data-allow-concurrent-loads="true"'));
    box(byId('a'), 300, 200);
    box(byId('b'), 300, 200);
    expect(loader.load(byId('a'))).toBe(true);
    expect(loader.load(byId('b'))).toBe(true);
    expect(byId('a').classList.contains('loading')).toBe(true);
    expect(loader.load(byId('a'))).toBe(false);
    expect(loader.load(byId('b'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a contained image with an alignment is accepted', () => {
    setBody(img('a', 'data-image-crop="contain" data-image-alignment="top"'));
    expect(loader.watch(byId('a'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('lazy loading: an IntersectionObserver with a 200 px margin', () => {
  beforeEach(() => {
    loader = createImageLoader({ window: environment(), scheduler: immediateScheduler });
  });

  it('observes with a 200 px margin on all sides, and loads nothing before the image is near', () => {
    setBody(img('a'));
    loader.scan(document);
    expect(FakeObserver.current?.options?.rootMargin).toBe('200px');
    expect(FakeObserver.current?.observed.has(byId('a'))).toBe(true);
    expect(byId('a').getAttribute('src')).toBeNull();
  });

  it('loads at the smallest step covering the box times the pixel ratio, with the loading class until load', async () => {
    setBody(img('a'));
    loader.scan(document);
    FakeObserver.current!.fire([{ element: byId('a'), top: 100, width: 372, height: 248 }]);
    await settle();
    const image = byId('a');
    expect(image.getAttribute('src')).toBe('/images/a.jpg?format=750w');
    expect(image.classList.contains('loading')).toBe(true);
    expect(FakeObserver.current!.observed.has(image)).toBe(false);
    loadEvent(image);
    expect(image.classList.contains('loading')).toBe(false);
  });

  it('uses the filename size format when asked', async () => {
    setBody(img('a', 'data-size-format="filename"'));
    loader.scan(document);
    FakeObserver.current!.fire([{ element: byId('a'), top: 0, width: 100, height: 66 }]);
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a-300w.jpg');
  });

  it('a manual image waits to be asked', async () => {
    setBody(img('a', 'data-load="false"'));
    box(byId('a'), 300, 200);
    loader.scan(document);
    expect(FakeObserver.current!.observed.size).toBe(0);
    expect(byId('a').getAttribute('src')).toBeNull();
    expect(loader.load(byId('a'))).toBe(true);
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=750w');
  });

  it('an eager image loads at once', async () => {
    setBody(img('a', 'data-load="eager"'));
    box(byId('a'), 300, 200);
    loader.scan(document);
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=750w');
  });
});

describe('without an IntersectionObserver, images load at once', () => {
  it('measures and loads every image', async () => {
    loader = createImageLoader({ window: environment({ IntersectionObserver: undefined }), scheduler: immediateScheduler });
    setBody(img('a') + img('b'));
    box(byId('a'), 100, 66);
    box(byId('b'), 500, 333, 5000);
    loader.scan(document);
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=300w');
    expect(byId('b').getAttribute('src')).toBe('/images/b.jpg?format=1000w');
  });
});

describe('sizes only grow: reload when the need grows or an update is forced', () => {
  beforeEach(async () => {
    loader = createImageLoader({ window: environment(), scheduler: immediateScheduler });
    setBody(img('a'));
    loader.scan(document);
    FakeObserver.current!.fire([{ element: byId('a'), top: 0, width: 372, height: 248 }]);
    await settle();
    loadEvent(byId('a'));
  });

  it('a smaller box loads nothing', async () => {
    box(byId('a'), 200, 133);
    loader.refresh();
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=750w');
  });

  it('a larger box loads the larger step', async () => {
    box(byId('a'), 700, 466);
    loader.refresh();
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=1500w');
  });

  it('a forced update reloads, never at a smaller size, and reads a new source', async () => {
    byId('a').setAttribute('data-src', '/images/b.jpg');
    box(byId('a'), 200, 133);
    loader.refresh([byId('a')], true);
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/b.jpg?format=750w');
  });

  it('a size or orientation change refreshes, debounced 100 ms', async () => {
    vi.useFakeTimers();
    box(byId('a'), 700, 466);
    events.dispatchEvent(new Event('resize'));
    events.dispatchEvent(new Event('orientationchange'));
    await vi.advanceTimersByTimeAsync(99);
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=750w');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=1500w');
  });

  it("is the page's one resize source: its listeners hear each settled resize once, until removed", async () => {
    vi.useFakeTimers();
    const gallery = vi.fn();
    const stop = loader.onResize(gallery);
    events.dispatchEvent(new Event('resize'));
    events.dispatchEvent(new Event('orientationchange'));
    await vi.advanceTimersByTimeAsync(99);
    expect(gallery).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(gallery).toHaveBeenCalledTimes(1);
    stop();
    events.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(100);
    expect(gallery).toHaveBeenCalledTimes(1);
  });

  it('after destroy, a resize loads nothing', async () => {
    vi.useFakeTimers();
    loader.destroy();
    box(byId('a'), 700, 466);
    events.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(200);
    expect(byId('a').getAttribute('src')).toBe('/images/a.jpg?format=750w');
  });
});

describe('the queue: one at a time on mobile, the viewport first, promotions', () => {
  beforeEach(() => {
    // The runtime decides "mobile" once (core/page.ts) and tells the loader.
    loader = createImageLoader({ window: environment(), scheduler: immediateScheduler, mobile: true });
    setBody(img('a') + img('b') + img('c') + img('d'));
    loader.scan(document);
  });

  const started = () => ['a', 'b', 'c', 'd'].filter((id) => byId(id).hasAttribute('src'));

  it('on mobile, loads one at a time; images in the viewport go before those in the margin', async () => {
    FakeObserver.current!.fire([
      { element: byId('a'), top: -150, width: 300, height: 100 },
      { element: byId('b'), top: 100, width: 300, height: 100 },
      { element: byId('c'), top: 850, width: 300, height: 100 },
      { element: byId('d'), top: 400, width: 300, height: 100 },
    ]);
    await settle();
    expect(started()).toEqual(['b']);
    loadEvent(byId('b'));
    await settle();
    expect(started()).toEqual(['b', 'd']);
    loadEvent(byId('d'));
    await settle();
    expect(started()).toEqual(['a', 'b', 'd']);
  });

  it('a failed image clears its loading class and the others go on loading', async () => {
    FakeObserver.current!.fire([
      { element: byId('a'), top: 0, width: 300, height: 100 },
      { element: byId('b'), top: 100, width: 300, height: 100 },
    ]);
    await settle();
    loadEvent(byId('a'), 'error');
    expect(byId('a').classList.contains('loading')).toBe(false);
    await settle();
    expect(byId('b').classList.contains('loading')).toBe(true);
    loader.refresh([byId('a')]);
    await settle();
    expect(byId('a').classList.contains('loading')).toBe(false);
  });

  it('a gallery refresh promotes its images to the front', async () => {
    FakeObserver.current!.fire([
      { element: byId('a'), top: 0, width: 300, height: 100 },
      { element: byId('b'), top: 100, width: 300, height: 100 },
      { element: byId('c'), top: 200, width: 300, height: 100 },
      { element: byId('d'), top: 300, width: 300, height: 100 },
    ]);
    await settle();
    loader.promote([byId('d')]);
    loadEvent(byId('a'));
    await settle();
    expect(started()).toEqual(['a', 'd']);
  });

  it('a load that never ends gives up its queue place after 10 s', async () => {
    vi.useFakeTimers();
    FakeObserver.current!.fire([
      { element: byId('a'), top: 0, width: 300, height: 100 },
      { element: byId('b'), top: 100, width: 300, height: 100 },
    ]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(started()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual(['a', 'b']);
  });
});

describe('adopting the first screen: images the server rendered with src and srcset', () => {
  const adopted = (complete: boolean) => {
    setBody(img('a', 'src="/images/a.jpg?format=750w" srcset="/images/a.jpg?format=500w 500w, /images/a.jpg?format=750w 750w" sizes="100vw" fetchpriority="high"'));
    const image = byId('a');
    Object.defineProperty(image, 'complete', { configurable: true, get: () => complete });
    Object.defineProperty(image, 'naturalWidth', { configurable: true, get: () => 750 });
    Object.defineProperty(image, 'currentSrc', { configurable: true, get: () => 'http://localhost/images/a.jpg?format=750w' });
    return image;
  };

  beforeEach(() => {
    loader = createImageLoader({ window: environment(), scheduler: immediateScheduler });
  });

  it("does not load it again while the browser loads it, then keeps the browser's choice", async () => {
    const image = adopted(false);
    loader.scan(document);
    FakeObserver.current!.fire([{ element: image, top: 0, width: 372, height: 248 }]);
    await settle();
    expect(image.getAttribute('src')).toBe('/images/a.jpg?format=750w');
    expect(image.classList.contains('loading')).toBe(false);
    loadEvent(image);
    await settle();
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    expect(image.getAttribute('src')).toBe('http://localhost/images/a.jpg?format=750w');
  });

  it('loads a larger step only when the box needs it', async () => {
    const image = adopted(true);
    loader.scan(document);
    FakeObserver.current!.fire([{ element: image, top: 0, width: 600, height: 400 }]);
    await settle();
    expect(image.getAttribute('src')).toBe('/images/a.jpg?format=1500w');
  });
});
