// @vitest-environment happy-dom
// bindLightbox: plain markup, a container and its <a href> children, opens the lightbox as
// PhotoSwipe's lightbox does. The lightbox's chunk is a stub: what it is asked is what the binding read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindLightbox, openLightbox } from '../../../overlays/index.ts';
import { galleryStrings } from '../../../core/catalog/strings/gallery.ts';
import { bindLinks, linkItem, type LightboxOpener } from '../../../overlays/bind-lightbox.ts';
import { showLightbox } from '../../../overlays/lightbox/index.tsx';

vi.mock('react-dom/client', () => ({}));
vi.mock('../../../overlays/lightbox/index.tsx', () => ({ showLightbox: vi.fn(() => ({ goTo() {}, close() {}, closed: new Promise(() => {}) })) }));

const GALLERY = `
  <div id="shop">
    <a href="/big/one.jpg" data-width="2400" data-height="1600" data-caption="The first"><img src="/small/one.jpg" alt="One" width="240" height="160"></a>
    <a href="/big/two.jpg"><img src="/small/two.jpg" alt="Two" width="300" height="200"></a>
    <a href="/big/three.jpg"><img src="/small/three.jpg" alt="Three"></a>
  </div>`;

beforeEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = GALLERY;
});
afterEach(() => vi.restoreAllMocks());

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('#shop a')];
/** A click on `element` as the browser sends it; returns whether the page prevented its default. */
const click = (element: Element, init: MouseEventInit = {}): boolean => !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
const opened = async () => {
  await vi.waitFor(() => expect(showLightbox).toHaveBeenCalled());
  const [, items, index, options, page] = vi.mocked(showLightbox).mock.calls[0]!;
  return { items, index, options, page };
};

describe('bindLightbox: a click on a link opens the lightbox on all of them, at itself', () => {
  it('opens at the clicked link’s index with every link as an item, prevents the navigation, and gives focus back to the link', async () => {
    bindLightbox('#shop', { theme: 'light', label: 'Our prints' });
    expect(click(links()[1]!.querySelector('img')!)).toBe(true);
    const { items, index, options, page } = await opened();
    expect(index).toBe(1);
    expect(items).toEqual([
      { src: '/big/one.jpg', alt: 'One', sizeFormat: 'none', width: 2400, height: 1600, description: 'The first' },
      { src: '/big/two.jpg', alt: 'Two', sizeFormat: 'none', width: 300, height: 200 },
      { src: '/big/three.jpg', alt: 'Three', sizeFormat: 'none' },
    ]);
    expect(options).toEqual({ theme: 'light', label: 'Our prints' });
    expect(page.trigger).toBe(links()[1]);
  });

  it('takes an Element as well as a selector', async () => {
    bindLightbox(document.getElementById('shop')!);
    click(links()[2]!);
    expect((await opened()).index).toBe(2);
  });
});

describe('linkItem: width and height from the link, else from its image, else none', () => {
  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild!;
  };
  it.each([
    ['data-width and data-height on the link', '<a href="/a.jpg" data-width="1200" data-height="800"><img alt="" width="12" height="8"></a>', { width: 1200, height: 800 }],
    ['the img’s width and height attributes', '<a href="/a.jpg"><img alt="" width="120" height="80"></a>', { width: 120, height: 80 }],
    ['only data-width: the pair is the img’s', '<a href="/a.jpg" data-width="1200"><img alt="" width="120" height="80"></a>', { width: 120, height: 80 }],
    ['neither: left to the image once it has loaded', '<a href="/a.jpg"><img alt=""></a>', {}],
    ['malformed numbers are none', '<a href="/a.jpg" data-width="wide" data-height="-4"><img alt="" width="0" height="x"></a>', {}],
  ])('%s', (_name, html, size) => {
    const item = linkItem(link(html))!;
    expect({ width: item.width, height: item.height }).toEqual({ width: undefined, height: undefined, ...size });
  });

  it('alt from the img, caption from data-caption, the address as it is unless data-size-format names one', () => {
    expect(linkItem(link('<a href="/a.jpg" data-caption="Dusk"><img alt="A field"></a>'))).toEqual({ src: '/a.jpg', alt: 'A field', sizeFormat: 'none', description: 'Dusk' });
    expect(linkItem(link('<a href="/a.jpg" data-size-format="filename">text</a>'))).toEqual({ src: '/a.jpg', alt: '', sizeFormat: 'filename' });
  });

  it('a link with no href (or an empty one) is no item', () => {
    expect(linkItem(link('<a><img alt=""></a>'))).toBeNull();
    expect(linkItem(link('<a href=""><img alt=""></a>'))).toBeNull();
  });
});

describe('what is left to the browser', () => {
  it.each<[string, MouseEventInit]>([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s opens nothing and is not prevented', async (_name, init) => {
    bindLightbox('#shop');
    expect(click(links()[0]!, init)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showLightbox).not.toHaveBeenCalled();
  });

  it('a link with no href is skipped: the others keep their indices, and its own click is not prevented', async () => {
    document.body.innerHTML = '<div id="g"><a href="/1.jpg">1</a><a>none</a><a href="/2.jpg">2</a></div>';
    bindLightbox('#g', { children: 'a' });
    const all = [...document.querySelectorAll('#g a')];
    expect(click(all[1]!)).toBe(false);
    click(all[2]!);
    const { items, index } = await opened();
    expect(items.map((item) => item.src)).toEqual(['/1.jpg', '/2.jpg']);
    expect(index).toBe(1);
  });

  it('a click in the container but on no link does nothing', async () => {
    document.body.innerHTML = '<div id="g"><p>text</p><a href="/1.jpg">1</a></div>';
    bindLightbox('#g');
    expect(click(document.querySelector('#g p')!)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showLightbox).not.toHaveBeenCalled();
  });
});

describe('links are read at click time', () => {
  it('a link added after binding is an item, and opens at its index', async () => {
    bindLightbox('#shop');
    document.getElementById('shop')!.insertAdjacentHTML('beforeend', '<a href="/big/four.jpg"><img alt="Four"></a>');
    click(links()[3]!);
    const { items, index } = await opened();
    expect(items).toHaveLength(4);
    expect(items[3]).toEqual({ src: '/big/four.jpg', alt: 'Four', sizeFormat: 'none' });
    expect(index).toBe(3);
  });
});

describe('destroy', () => {
  it('removes every listener: a click is the browser’s again, and an intent fetches nothing', async () => {
    const opener: LightboxOpener = { open: vi.fn(async () => {}), prepare: vi.fn(async () => {}) };
    const binding = bindLinks(document, '#shop', {}, opener);
    binding.destroy();
    const shop = document.getElementById('shop')!;
    shop.dispatchEvent(new Event('pointerenter'));
    shop.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(click(links()[0]!)).toBe(false);
    expect(opener.open).not.toHaveBeenCalled();
    expect(opener.prepare).not.toHaveBeenCalled();
  });

  it('through bindLightbox too', async () => {
    bindLightbox('#shop').destroy();
    expect(click(links()[0]!)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showLightbox).not.toHaveBeenCalled();
  });
});

describe('intent fetches the lightbox ahead, once', () => {
  it.each(['pointerenter', 'focusin', 'touchstart'])('the first %s in the container prepares it; later ones do not', (type) => {
    const opener: LightboxOpener = { open: vi.fn(async () => {}), prepare: vi.fn(async () => {}) };
    bindLinks(document, '#shop', {}, opener);
    const shop = document.getElementById('shop')!;
    shop.dispatchEvent(new Event(type, { bubbles: type !== 'pointerenter' }));
    shop.dispatchEvent(new Event('pointerenter'));
    shop.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(opener.prepare).toHaveBeenCalledTimes(1);
  });

  it('a preparation that fails (the chunk cannot come) is quiet: the click still tries to open', async () => {
    const opener: LightboxOpener = { open: vi.fn(async () => {}), prepare: vi.fn(() => Promise.reject(new Error('offline'))) };
    bindLinks(document, '#shop', {}, opener);
    document.getElementById('shop')!.dispatchEvent(new Event('pointerenter'));
    click(links()[0]!);
    expect(opener.open).toHaveBeenCalledTimes(1);
  });
});

describe('bad input', () => {
  it('a selector that matches nothing warns once, names it, and returns a handle whose destroy does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const binding = bindLightbox('#nowhere');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('#nowhere');
    expect(() => binding.destroy()).not.toThrow();
  });

  it('a missing Element (null from a query) warns too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bindLightbox(document.querySelector('#nowhere') as Element);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a children selector that is not valid warns, names it, and binds nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const binding = bindLightbox('#shop', { children: 'a[' });
    expect(String(warn.mock.calls[0]![0])).toContain('a[');
    expect(click(links()[0]!)).toBe(false);
    binding.destroy();
  });
});

describe('openLightbox, bad input (docs/embedding.md)', () => {
  it.each<[string, unknown]>([
    ['no items', []],
    ['items without a src', [{ alt: 'x' }, { src: '', alt: 'y' }]],
    ['not a list', 'photo.jpg'],
  ])('%s: logs the lightbox’s warning and rejects, opening nothing', async (_name, items) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(openLightbox(items as never, 0)).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(galleryStrings.lightboxUnavailable);
    expect(showLightbox).not.toHaveBeenCalled();
  });
});
