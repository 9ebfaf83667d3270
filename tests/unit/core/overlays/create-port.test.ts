import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOverlayPort, type OverlaysModule } from '../../../../core/overlays/create-port.ts';
import { imageBox } from '../../../../core/overlays/image-box.ts';
import { fittedSource } from '../../../../core/image-loader/maths.ts';
import type { LightboxHandle, LightboxItem } from '../../../../core/overlays/port.ts';

afterEach(() => vi.restoreAllMocks());

interface FakeImage {
  src: string;
  fetchPriority: string;
}

/** A window with a screen and an Image constructor that records every image made. */
function fakeWindow(width: number, height: number, devicePixelRatio?: number) {
  const images: FakeImage[] = [];
  const Image = function (this: FakeImage) {
    this.src = '';
    this.fetchPriority = 'auto';
    images.push(this);
  } as unknown as typeof globalThis.Image;
  const window = { innerWidth: width, innerHeight: height, devicePixelRatio, Image } as unknown as Window;
  return { window, images };
}

const handle: LightboxHandle = { goTo: () => {}, close: () => {}, closed: Promise.resolve(0) };

function fakeOverlays(): OverlaysModule {
  return {
    openLightbox: vi.fn(async () => handle),
    prepareLightbox: vi.fn(async () => {}),
    confirm: vi.fn(async () => 'reject' as const),
    alert: vi.fn(async () => {}),
    info: vi.fn(async () => {}),
    showCookieBanner: vi.fn(async () => {}),
    showPopupOverlay: vi.fn(async () => {}),
    showMobileInfoBar: vi.fn(async () => {}),
    showSystemError: vi.fn(async () => {}),
    showLogin: vi.fn(async () => false),
    escape: vi.fn(async () => {}),
  };
}

const WIDE = { width: 2500, height: 1667 };
const TALL = { width: 1667, height: 2500 };
const SMALL = { width: 640, height: 480 };

/** What the lightbox asks for (overlays/lightbox/lightbox.tsx): the item's fitted source in its box. */
const lightboxAsksFor = (item: LightboxItem, viewport: { width: number; height: number }, dpr: number, mobile: boolean) =>
  fittedSource(item.src, item.width && item.height ? { width: item.width, height: item.height } : null, imageBox(viewport, mobile), dpr, item.sizeFormat);

describe('openLightbox preloads the image the lightbox will ask for (PhotoSwipe: the image and the chunk side by side)', () => {
  const cases = [
    // [name, viewport, dpr, mobile, dimensions, format]
    ['desktop, wide image, querystring', { width: 1440, height: 900 }, 2, false, WIDE, 'querystring'],
    ['desktop, tall image, filename', { width: 1440, height: 900 }, 1, false, TALL, 'filename'],
    ['desktop, no dimensions, querystring', { width: 1280, height: 800 }, 1, false, null, 'querystring'],
    ['desktop, no dimensions, filename', { width: 1920, height: 1080 }, 2, false, null, 'filename'],
    ['desktop, a small original caps the width', { width: 1920, height: 1080 }, 3, false, SMALL, 'querystring'],
    ['mobile, wide image, querystring', { width: 390, height: 844 }, 3, true, WIDE, 'querystring'],
    ['mobile, tall image, filename', { width: 390, height: 844 }, 2, true, TALL, 'filename'],
    ['mobile, no dimensions, querystring', { width: 360, height: 740 }, 2, true, null, 'querystring'],
    ['mobile, no dimensions, filename', { width: 414, height: 896 }, 1, true, null, 'filename'],
    ['a window smaller than the padding', { width: 150, height: 150 }, 1, false, WIDE, 'querystring'],
  ] as const;

  it.each(cases)('%s', async (_name, viewport, dpr, mobile, dimensions, sizeFormat) => {
    const { window, images } = fakeWindow(viewport.width, viewport.height, dpr);
    const overlays = fakeOverlays();
    const port = createOverlayPort(async () => overlays, window, mobile);
    const item: LightboxItem = { src: '/images/lake.jpg', alt: 'A lake', sizeFormat, ...(dimensions ?? {}) };
    await port.openLightbox([item], 0);
    expect(images).toHaveLength(1);
    expect(images[0]!.src).toBe(lightboxAsksFor(item, viewport, dpr, mobile));
    expect(images[0]!.fetchPriority).toBe('high');
  });

  it.each([
    // The widths by hand, so the comparison above is not only with itself.
    ['desktop 1440x900 at 2x, 2500x1667 (querystring)', { width: 1440, height: 900 }, 2, false, WIDE, 'querystring', '/images/lake.jpg?format=2500w'],
    ['desktop 1440x900 at 1x, 1667x2500 (filename)', { width: 1440, height: 900 }, 1, false, TALL, 'filename', '/images/lake-500w.jpg'],
    ['desktop 1280x800 at 1x, no dimensions', { width: 1280, height: 800 }, 1, false, null, 'querystring', '/images/lake.jpg?format=1500w'],
    ['mobile 390x844 at 2x, no dimensions (filename)', { width: 390, height: 844 }, 2, true, null, 'filename', '/images/lake-1000w.jpg'],
    ['desktop 1920x1080 at 3x, 640x480 is never asked above its own step', { width: 1920, height: 1080 }, 3, false, SMALL, 'querystring', '/images/lake.jpg?format=750w'],
  ] as const)('%s -> %s', async (_name, viewport, dpr, mobile, dimensions, sizeFormat, expected) => {
    const { window, images } = fakeWindow(viewport.width, viewport.height, dpr);
    const port = createOverlayPort(async () => fakeOverlays(), window, mobile);
    await port.openLightbox([{ src: '/images/lake.jpg', alt: '', sizeFormat, ...(dimensions ?? {}) }], 0);
    expect(images[0]!.src).toBe(expected);
  });

  it('a missing sizeFormat is the query string, as in the lightbox', async () => {
    const { window, images } = fakeWindow(1440, 900, 1);
    const port = createOverlayPort(async () => fakeOverlays(), window, false);
    const item: LightboxItem = { src: '/images/lake.jpg', alt: '', ...WIDE };
    await port.openLightbox([item], 0);
    expect(images[0]!.src).toBe(lightboxAsksFor(item, { width: 1440, height: 900 }, 1, false));
    expect(images[0]!.src).toContain('?format=');
  });

  it('a missing devicePixelRatio counts as 1', async () => {
    const { window, images } = fakeWindow(1440, 900, undefined);
    const port = createOverlayPort(async () => fakeOverlays(), window, false);
    const item: LightboxItem = { src: '/images/lake.jpg', alt: '', ...WIDE };
    await port.openLightbox([item], 0);
    expect(images[0]!.src).toBe(lightboxAsksFor(item, { width: 1440, height: 900 }, 1, false));
  });

  it('preloads the item at the index opened, not the first', async () => {
    const { window, images } = fakeWindow(1440, 900, 1);
    const port = createOverlayPort(async () => fakeOverlays(), window, false);
    const items: LightboxItem[] = [
      { src: '/images/lake.jpg', alt: '' },
      { src: '/images/dunes.jpg', alt: '' },
    ];
    await port.openLightbox(items, 1);
    expect(images.map((image) => image.src)).toEqual([lightboxAsksFor(items[1]!, { width: 1440, height: 900 }, 1, false)]);
  });

  it('preloads before the overlays chunk has arrived', () => {
    const { window, images } = fakeWindow(1440, 900, 1);
    const port = createOverlayPort(() => new Promise<OverlaysModule>(() => {}), window, false);
    void port.openLightbox([{ src: '/images/lake.jpg', alt: '' }], 0);
    expect(images).toHaveLength(1);
  });

  it('with no item at the index (a negative index reads the address) nothing is preloaded, and the lightbox still opens', async () => {
    const { window, images } = fakeWindow(1440, 900, 1);
    const overlays = fakeOverlays();
    const port = createOverlayPort(async () => overlays, window, false);
    await port.openLightbox([{ src: '/images/lake.jpg', alt: '' }], -1);
    expect(images).toHaveLength(0);
    expect(overlays.openLightbox).toHaveBeenCalledTimes(1);
  });
});

describe('openLightbox hands over to the overlays module', () => {
  it('calls the loaded module with the same arguments and resolves with its handle', async () => {
    const { window } = fakeWindow(1440, 900, 1);
    const overlays = fakeOverlays();
    const load = vi.fn(async () => overlays);
    const port = createOverlayPort(load, window, false);
    const items: LightboxItem[] = [{ src: '/images/lake.jpg', alt: 'A lake', title: 'Lake', id: 'slide-1', url: 'lake' }];
    const options = { theme: 'light', label: 'Prints', onChange: () => {}, collectionUrl: '/prints' };
    await expect(port.openLightbox(items, 0, options)).resolves.toBe(handle);
    expect(load).toHaveBeenCalledTimes(1);
    expect(overlays.openLightbox).toHaveBeenCalledWith(items, 0, options);
    const [passedItems, , passedOptions] = vi.mocked(overlays.openLightbox).mock.calls[0]!;
    expect(passedItems).toBe(items);
    expect(passedOptions).toBe(options);
  });

  it('When the chunk cannot load it warns "lightboxify is not available in this tier!" and rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { window } = fakeWindow(1440, 900, 1);
    const failure = new Error('chunk failed');
    const port = createOverlayPort(() => Promise.reject(failure), window, false);
    await expect(port.openLightbox([{ src: '/images/lake.jpg', alt: '' }], 0)).rejects.toBe(failure);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('lightboxify is not available in this tier!');
  });

  it('a lightbox that fails after loading is not reported as unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { window } = fakeWindow(1440, 900, 1);
    const overlays = fakeOverlays();
    vi.mocked(overlays.openLightbox).mockRejectedValueOnce(new Error('bad items'));
    const port = createOverlayPort(async () => overlays, window, false);
    await expect(port.openLightbox([{ src: '/images/lake.jpg', alt: '' }], 0)).rejects.toThrow('bad items');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('load: the overlays module itself, for what has no method of its own on the port', () => {
  it('is the loader the port was made with, so the system error overlay comes through it (core/data watchUnhandled)', async () => {
    const { window } = fakeWindow(1440, 900, 1);
    const overlays = fakeOverlays();
    const load = vi.fn(async () => overlays);
    const port = createOverlayPort(load, window, false);
    expect(port.load).toBe(load);
    await expect(port.load()).resolves.toBe(overlays);
  });
});
