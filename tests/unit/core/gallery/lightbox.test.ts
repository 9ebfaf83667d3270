// @vitest-environment happy-dom
// A gallery's lightbox wiring: the port gets the set and the item index, the
// lightbox and the slideshow follow each other through the index map, autoplay waits while it is open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGalleryLightbox, type GalleryLightboxDeps } from '../../../../core/gallery/lightbox.ts';
import { GESTURE_IDLE_MS, fetchAtIdle } from '../../../../core/gallery/lightbox-intent.ts';
import { readSlides } from '../../../../core/gallery/slides.ts';
import type { LightboxHandle, OverlayPort, OverlaysModule } from '../../../../core/overlays/port.ts';
import { immediateScheduler } from '../../../fixtures/dom.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The first frame's chunk, which the wiring asks for beside its own, has come. */
const framesCame = async () => {
  await import('../../../../core/gallery/first-frame.ts');
  await settle();
};

/** Slides 0, 2 and 3 have images; slide 1 has none, so the lightbox's items are 0, 2, 3. */
function slides() {
  const image = (name: string) => `<img data-src="/images/${name}.jpg" data-image-dimensions="2500x1667" alt="${name}">`;
  document.body.innerHTML = `<div class="gallery">${['lake', null, 'dunes', 'forest']
    .map((name, i) => `<div class="slide" data-slide-id="s${i}" data-slide-url="${name ?? 'text'}">${name ? image(name) : '<p>Text</p>'}</div>`)
    .join('')}</div>`;
  return readSlides(document.querySelector('.gallery')!);
}

function setUp(overrides: Partial<GalleryLightboxDeps> = {}) {
  const overlaysModule = { prepareLightbox: vi.fn(async () => {}) } as unknown as OverlaysModule;
  let close: (index: number) => void = () => {};
  const handle: LightboxHandle = { goTo: vi.fn(), close: vi.fn(), closed: new Promise<number>((resolve) => (close = resolve)) };
  const overlays: Pick<OverlayPort, 'openLightbox' | 'load'> = { openLightbox: vi.fn(async () => handle), load: vi.fn(async () => overlaysModule) };
  const all = slides();
  const deps: GalleryLightboxDeps = {
    slides: all,
    overlays,
    root: document.querySelector<HTMLElement>('.gallery')!,
    window,
    mobile: false,
    theme: 'light',
    label: 'Prints',
    collectionUrl: '/gallery/',
    scheduler: immediateScheduler,
    onChange: vi.fn(),
    onOpen: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  return { lightbox: createGalleryLightbox(deps), deps, overlays, overlaysModule, handle, close: (index: number) => close(index) };
}

describe('createGalleryLightbox', () => {
  // issue 14: two quick taps while the overlays chunk loads open one lightbox, on the latest slide.
  it('a second open while the first is still loading mounts nothing more and shows the latest slide', async () => {
    let arrive: (handle: LightboxHandle) => void = () => {};
    const { lightbox, overlays, handle, deps } = setUp();
    vi.mocked(overlays.openLightbox).mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    lightbox.open(0);
    lightbox.open(3);
    await settle();
    expect(overlays.openLightbox).toHaveBeenCalledTimes(1);
    expect(deps.onOpen).toHaveBeenCalledTimes(1);
    arrive(handle);
    await settle();
    expect(handle.goTo).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('an open while the lightbox is showing moves it instead of opening another', async () => {
    const { lightbox, overlays, handle } = setUp();
    lightbox.open(0);
    await settle();
    lightbox.open(2);
    expect(overlays.openLightbox).toHaveBeenCalledTimes(1);
    expect(handle.goTo).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('after it closes, the next open opens the lightbox again', async () => {
    const { lightbox, overlays, close } = setUp();
    lightbox.open(0);
    await settle();
    close(0);
    await settle();
    lightbox.open(2);
    await settle();
    expect(overlays.openLightbox).toHaveBeenCalledTimes(2);
  });

  it('opens the port on the item of the clicked slide, with the theme, the label and the collection', async () => {
    const { lightbox, overlays, deps } = setUp();
    lightbox.open(2);
    await settle();
    const [items, index, options] = vi.mocked(overlays.openLightbox).mock.calls[0]!;
    expect(items.map((item) => item.src)).toEqual(['/images/lake.jpg', '/images/dunes.jpg', '/images/forest.jpg']);
    expect(index).toBe(1);
    expect(options).toMatchObject({ theme: 'light', label: 'Prints', collectionUrl: '/gallery/' });
    // The lightbox's swipe runs on the page's one frame scheduler.
    expect(options!.scheduler).toBe(immediateScheduler);
    expect(deps.onOpen).toHaveBeenCalledTimes(1);
  });

  it('the lightbox moving moves the slideshow to the matching slide', async () => {
    const { lightbox, overlays, deps } = setUp();
    lightbox.open(0);
    await settle();
    vi.mocked(overlays.openLightbox).mock.calls[0]![2]!.onChange!(2);
    expect(deps.onChange).toHaveBeenCalledWith(3);
  });

  it('the slideshow moving moves the open lightbox; once it is closed, nothing follows', async () => {
    const { lightbox, handle, close, deps } = setUp();
    lightbox.follow(3);
    expect(handle.goTo).not.toHaveBeenCalled();
    lightbox.open(0);
    await settle();
    lightbox.follow(3);
    expect(handle.goTo).toHaveBeenCalledWith(2);
    close(2);
    await settle();
    expect(deps.onClose).toHaveBeenCalledTimes(1);
    lightbox.follow(0);
    expect(handle.goTo).toHaveBeenCalledTimes(1);
  });

  it('a port that cannot open it still lets autoplay go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lightbox, deps } = setUp({ overlays: { openLightbox: () => Promise.reject(new Error('offline')), load: async () => ({}) as never } });
    lightbox.open(0);
    await settle();
    expect(deps.onOpen).toHaveBeenCalled();
    expect(deps.onClose).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('lightboxify is not available in this tier!');
    // Its first frame went with it.
    expect(document.querySelector('.vt-lightbox-instant')).toBeNull();
  });

  it('a gallery with no images logs that the lightbox is not available', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="gallery"><div class="slide"><p>Text</p></div></div>';
    const open = vi.fn();
    const lightbox = createGalleryLightbox({
      slides: readSlides(document.querySelector('.gallery')!),
      overlays: { openLightbox: open, load: vi.fn() },
      root: document.querySelector<HTMLElement>('.gallery')!,
      window,
      mobile: false,
      theme: 'dark',
      label: undefined,
      collectionUrl: '',
      scheduler: immediateScheduler,
      onChange: vi.fn(),
      onOpen: vi.fn(),
      onClose: vi.fn(),
    });
    lightbox.open(0);
    expect(warn).toHaveBeenCalledWith('lightboxify is not available in this tier!');
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('.vt-lightbox-instant')).toBeNull();
  });
});

// issue 21: the first frame on the tap, and the overlays fetched on intent.
describe('the first frame', () => {
  it('a tap before its chunk has come opens the lightbox without one', async () => {
    const { lightbox, overlays } = setUp();
    lightbox.open(0);
    expect(document.querySelector('.vt-lightbox-instant')).toBeNull();
    await settle();
    expect(vi.mocked(overlays.openLightbox).mock.calls[0]![2]!.firstFrame).toBeUndefined();
  });

  const loadedThumbnail = (slide: Element, src: string) => {
    const img = slide.querySelector('img')!;
    Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 300 }, currentSrc: { value: src } });
  };

  it("shows the tapped slide's image at once, before the overlays arrive; the lightbox takes over with it", async () => {
    let arrive: () => void = () => {};
    const { lightbox, overlays, deps, handle } = setUp();
    vi.mocked(overlays.load).mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({} as never))));
    loadedThumbnail(deps.slides[2]!.element, 'http://localhost/images/dunes.jpg?format=300w');
    await framesCame();
    lightbox.open(2);
    const frame = document.querySelector<HTMLElement>('.vt-lightbox-instant')!;
    expect(frame.getAttribute('role')).toBe('dialog');
    expect(frame.getAttribute('aria-label')).toBe('Prints');
    expect(frame.querySelector('img')!.getAttribute('src')).toBe('http://localhost/images/dunes.jpg?format=300w');
    expect(overlays.openLightbox).not.toHaveBeenCalled();
    arrive();
    await settle();
    const options = vi.mocked(overlays.openLightbox).mock.calls[0]![2]!;
    // What the frame shows by then (the slide's image, or the lightbox's size of it once decoded) is the lightbox's placeholder.
    expect(options.firstFrame?.picture).toBe(frame.querySelector('img')!.getAttribute('src'));
    expect(options.firstFrame?.picture).toMatch(/\/images\/dunes\.jpg\?format=\d+w$/);
    // The lightbox says it is on screen: the frame goes in that same frame.
    options.firstFrame!.shown();
    expect(document.querySelector('.vt-lightbox-instant')).toBeNull();
    expect(handle.close).not.toHaveBeenCalled();
  });

  // Issue 34: the frame is a working lightbox before the overlays arrive; the lightbox starts where it was moved to.
  it('moved in the frame before the overlays arrive: the gallery follows, and the lightbox starts there', async () => {
    let arrive: () => void = () => {};
    const { lightbox, overlays, deps } = setUp();
    vi.mocked(overlays.load).mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({} as never))));
    await framesCame();
    lightbox.open(0);
    await import('../../../../core/overlays/frame-controls.ts');
    await settle();
    const next = document.querySelector<HTMLButtonElement>('.vt-lightbox-instant button[aria-label="Next image"]')!;
    next.click();
    // Item 1 is slide 2 (slide 1 has no image).
    expect(deps.onChange).toHaveBeenLastCalledWith(2);
    next.click();
    expect(deps.onChange).toHaveBeenLastCalledWith(3);
    arrive();
    await settle();
    expect(vi.mocked(overlays.openLightbox).mock.calls[0]![1]).toBe(2);
  });

  it('Escape before the overlays arrive closes it: no lightbox mounts, autoplay goes on', async () => {
    let arrive: () => void = () => {};
    const { lightbox, overlays, deps } = setUp();
    vi.mocked(overlays.load).mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({} as never))));
    await framesCame();
    lightbox.open(0);
    expect(document.querySelector('.vt-lightbox-instant')).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('.vt-lightbox-instant')).toBeNull();
    arrive();
    await settle();
    expect(overlays.openLightbox).not.toHaveBeenCalled();
    expect(deps.onClose).toHaveBeenCalledTimes(1);
  });

  // issue 22 (5): the overlays entry came, its React chunk not yet; the visitor closed the frame meanwhile.
  it('Escape while React is still coming: the lightbox that opens late is closed at once', async () => {
    let arrive: () => void = () => {};
    const { lightbox, overlays, handle, close, deps } = setUp();
    const late = new Promise<LightboxHandle>((resolve) => (arrive = () => resolve(handle)));
    vi.mocked(overlays.openLightbox).mockImplementation(() => late);
    await framesCame();
    lightbox.open(0);
    await settle();
    expect(overlays.openLightbox).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('.vt-lightbox-instant')).toBeNull();
    arrive();
    await settle();
    expect(handle.close).toHaveBeenCalledTimes(1);
    close(0);
    await settle();
    expect(deps.onClose).toHaveBeenCalledTimes(1);
  });

  /** Puts `value` in window.requestIdleCallback (undefined: none, as in Safari); the returned function puts back what was there. */
  const replaceIdle = (value: unknown) => {
    const original = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value });
    return () => (original ? Object.defineProperty(window, 'requestIdleCallback', original) : delete (window as { requestIdleCallback?: unknown }).requestIdleCallback);
  };
  /** Idle callbacks held until `run()`; `GESTURE_IDLE_MS` is the timeout the gesture's fetch asks for. */
  const holdIdle = () => {
    const waiting: { run: () => void; timeout: number | undefined }[] = [];
    const restore = replaceIdle((run: () => void, options?: { timeout?: number }) => waiting.push({ run, timeout: options?.timeout }));
    return { waiting, run: () => waiting.splice(0).forEach((idle) => idle.run()), restore };
  };
  const press = (root: HTMLElement, pointerType: string) => root.dispatchEvent(new PointerEvent('pointerdown', { pointerType, bubbles: true }));

  it("a touch's press fetches the overlays once, after its gesture ends, at the next idle moment (a swipe's parsing not in the swipe)", async () => {
    const idle = holdIdle();
    try {
      const pressed = setUp();
      await framesCame();
      pressed.deps.root.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'touch', bubbles: true }));
      press(pressed.deps.root, 'touch');
      // The finger is still down: nothing is fetched, and nothing waits for idle yet.
      expect([vi.mocked(pressed.overlays.load).mock.calls.length, idle.waiting.length]).toEqual([0, 0]);
      window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch' }));
      expect(pressed.overlays.load).not.toHaveBeenCalled();
      expect(idle.waiting.map((waiting) => waiting.timeout)).toEqual([GESTURE_IDLE_MS]);
      idle.run();
      expect(pressed.overlays.load).toHaveBeenCalledTimes(1);
      // The lightbox's own chunk and React too, not only the overlays entry.
      await settle();
      expect(pressed.overlaysModule.prepareLightbox).toHaveBeenCalledTimes(1);
      // A second gesture fetches nothing more; a cancelled one (the browser took the scroll) ends a gesture too.
      press(pressed.deps.root, 'pen');
      window.dispatchEvent(new PointerEvent('pointercancel', { pointerType: 'pen' }));
      idle.run();
      expect(pressed.overlays.load).toHaveBeenCalledTimes(1);
      const cancelled = setUp();
      await framesCame();
      press(cancelled.deps.root, 'touch');
      window.dispatchEvent(new PointerEvent('pointercancel', { pointerType: 'touch' }));
      idle.run();
      expect(cancelled.overlays.load).toHaveBeenCalledTimes(1);
    } finally {
      idle.restore();
    }
  });

  it('two gestures ended before the idle moment fetch the overlays once', async () => {
    const idle = holdIdle();
    try {
      const { deps, overlays } = setUp();
      await framesCame();
      for (const end of ['pointerup', 'pointercancel']) {
        press(deps.root, 'touch');
        window.dispatchEvent(new PointerEvent(end, { pointerType: 'touch' }));
      }
      expect(idle.waiting).toHaveLength(2);
      idle.run();
      expect(overlays.load).toHaveBeenCalledTimes(1);
    } finally {
      idle.restore();
    }
  });

  it("without requestIdleCallback (Safari) the gesture's fetch starts GESTURE_IDLE_MS after its end", async () => {
    const restore = replaceIdle(undefined);
    try {
      const { deps, overlays } = setUp();
      await framesCame();
      vi.useFakeTimers();
      press(deps.root, 'touch');
      window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch' }));
      vi.advanceTimersByTime(GESTURE_IDLE_MS - 1);
      expect(overlays.load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(overlays.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      restore();
    }
  });

  it("a mouse's press, or a mouse over the gallery, fetches the overlays at once", async () => {
    const pressed = setUp();
    await framesCame();
    press(pressed.deps.root, 'mouse');
    press(pressed.deps.root, 'mouse');
    expect(pressed.overlays.load).toHaveBeenCalledTimes(1);
    const hovered = setUp();
    await framesCame();
    hovered.deps.root.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }));
    expect(hovered.overlays.load).toHaveBeenCalledTimes(1);
  });

  // issue 34: the motion code loaded once, the runtime's, for the gallery and its lightbox.
  it("hands the page's motion chunk to the lightbox, and fetches it on intent beside the overlays", async () => {
    const motion = vi.fn(async () => ({ createSwipe: vi.fn() }) as never);
    const { lightbox, overlays, deps } = setUp({ motion });
    await framesCame();
    expect(motion).not.toHaveBeenCalled();
    press(deps.root, 'mouse');
    expect([motion.mock.calls.length, vi.mocked(overlays.load).mock.calls.length]).toEqual([1, 1]);
    lightbox.open(0);
    await settle();
    expect(vi.mocked(overlays.openLightbox).mock.calls[0]![2]!.motion).toBe(motion);
  });

  it.each([
    [undefined, false],
    [{ effectiveType: '4g', downlink: 10 }, true],
    [{ effectiveType: '4g', downlink: 50 }, true],
    // A low-end phone's link reads as 4g (the benches' 1.6 Mbit/s): not fast.
    [{ effectiveType: '4g', downlink: 1.6 }, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '4g', downlink: 50, saveData: true }, false],
    [{ effectiveType: '3g', downlink: 50 }, false],
  ])('at idle, with navigator.connection %j: %s', (connection, fetches) => {
    expect(fetchAtIdle(connection)).toBe(fetches);
  });
});
