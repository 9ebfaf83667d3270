// @vitest-environment happy-dom
// A gallery's lightbox wiring (media.md 4 and 5): the port gets the set and the item index, the
// lightbox and the slideshow follow each other through the index map, autoplay waits while it is open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGalleryLightbox, type GalleryLightboxDeps } from '../../../../core/gallery/lightbox.ts';
import { readSlides } from '../../../../core/gallery/slides.ts';
import type { LightboxHandle, OverlayPort } from '../../../../core/overlays/port.ts';
import { immediateScheduler } from '../../../fixtures/dom.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Slides 0, 2 and 3 have images; slide 1 has none, so the lightbox's items are 0, 2, 3. */
function slides() {
  const image = (name: string) => `<img data-src="/images/${name}.jpg" data-image-dimensions="2500x1667" alt="${name}">`;
  document.body.innerHTML = `<div class="gallery">${['lake', null, 'dunes', 'forest']
    .map((name, i) => `<div class="slide" data-slide-id="s${i}" data-slide-url="${name ?? 'text'}">${name ? image(name) : '<p>Text</p>'}</div>`)
    .join('')}</div>`;
  return readSlides(document.querySelector('.gallery')!);
}

function setUp(overrides: Partial<GalleryLightboxDeps> = {}) {
  let close: (index: number) => void = () => {};
  const handle: LightboxHandle = { goTo: vi.fn(), close: vi.fn(), closed: new Promise<number>((resolve) => (close = resolve)) };
  const overlays: Pick<OverlayPort, 'openLightbox'> = { openLightbox: vi.fn(async () => handle) };
  const deps: GalleryLightboxDeps = {
    slides: slides(),
    overlays,
    theme: 'light',
    label: 'Prints',
    collectionUrl: '/gallery/',
    scheduler: immediateScheduler,
    onChange: vi.fn(),
    onOpen: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  return { lightbox: createGalleryLightbox(deps), deps, overlays, handle, close: (index: number) => close(index) };
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
    const { lightbox, deps } = setUp({ overlays: { openLightbox: () => Promise.reject(new Error('offline')) } });
    lightbox.open(0);
    await settle();
    expect(deps.onOpen).toHaveBeenCalled();
    expect(deps.onClose).toHaveBeenCalled();
  });

  it('a gallery with no images logs that the lightbox is not available (media.md 8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="gallery"><div class="slide"><p>Text</p></div></div>';
    const open = vi.fn();
    const lightbox = createGalleryLightbox({
      slides: readSlides(document.querySelector('.gallery')!),
      overlays: { openLightbox: open },
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
  });
});
