// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { lightboxSet } from '../../../../core/gallery/lightbox-items.ts';
import { readSlides } from '../../../../core/gallery/slides.ts';
import { renderGallery } from '../../../../server/render/blocks/gallery.ts';
import { gallerySlides } from '../../../../site/galleries.ts';
import type { GallerySlide } from '../../../../server/render/model.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const sizes = (name: string) => (name === 'forest.jpg' ? { width: 1667, height: 2500 } : { width: 2500, height: 1667 });

/** The server's gallery markup, as the page serves it; the slides read from its main gallery. */
function serverSlides(data: Record<string, unknown>, slides: GallerySlide[] = gallerySlides(4), collectionUrl?: string) {
  const state = { eager: 1, rendered: 0, css: [] as string[] };
  document.body.innerHTML = renderGallery({ kind: 'gallery', id: 'g', title: 'Prints', data, slides, ...(collectionUrl ? { collectionUrl } : {}) }, sizes, state);
  return readSlides(document.getElementById('gallery-g')!);
}

/** A slide written by hand, in the spec's shape, for what the server never writes. */
const slide = (id: string, inner: string) => `<div class="slide" data-type="image" data-slide-id="${id}" data-slide-url="${id}-url">${inner}</div>`;
const handSlides = (...html: string[]) => {
  document.body.innerHTML = `<div class="gallery">${html.join('')}</div>`;
  return readSlides(document.querySelector('.gallery')!);
};

describe('lightboxSet: a lightbox set item is content (an image) and meta', () => {
  it("reads every slide of the server's gallery, with its id, url, alt and dimensions", () => {
    const set = lightboxSet(serverSlides({ design: 'grid' }));
    expect(set.slides).toEqual([0, 1, 2, 3]);
    expect(set.items.map(({ src, width, height, alt, id, url }) => ({ src, width, height, alt, id, url }))).toEqual([
      { src: '/images/lake.jpg', width: 2500, height: 1667, alt: 'A still lake at dawn', id: 'slide-1', url: 'lake' },
      { src: '/images/dunes.jpg', width: 2500, height: 1667, alt: 'Wind-shaped dunes under a wide sky', id: 'slide-2', url: 'dunes' },
      { src: '/images/forest.jpg', width: 1667, height: 2500, alt: 'Tall pines in soft morning fog', id: 'slide-3', url: 'forest' },
      { src: '/images/harbor.jpg', width: 2500, height: 1667, alt: 'Boats moored in a quiet harbour', id: 'slide-4', url: 'harbor' },
    ]);
  });

  it("data-src is preferred over src (the first screen's image has both)", () => {
    const slides = serverSlides({ design: 'grid' });
    const first = slides[0]!.element.querySelector('img')!;
    expect(first.getAttribute('src')).toBe('/images/lake.jpg?format=750w');
    expect(first.getAttribute('data-src')).toBe('/images/lake.jpg');
    expect(lightboxSet(slides).items[0]!.src).toBe('/images/lake.jpg');
  });

  it.each([
    ['data-src and src', '<img data-src="/images/a.jpg" src="/images/a.jpg?format=300w" alt="">', '/images/a.jpg'],
    ['src only', '<img src="/images/a.jpg?format=300w" alt="">', '/images/a.jpg?format=300w'],
    ['an empty data-src falls back to src', '<img data-src="" src="/images/b.jpg" alt="">', '/images/b.jpg'],
  ])('%s -> %s', (_name, img, expected) => {
    expect(lightboxSet(handSlides(slide('s1', img))).items[0]!.src).toBe(expected);
  });

  it('the base and list designs carry the title (.slide-title) and the description (the other p)', () => {
    const slides = gallerySlides(3);
    slides[0] = { ...slides[0]!, title: 'Lake', description: 'Taken at five in the morning.' };
    slides[1] = { ...slides[1]!, title: 'Dunes' };
    slides[2] = { ...slides[2]!, title: undefined };
    for (const design of ['stacked', 'list']) {
      const { items } = lightboxSet(serverSlides({ design }, slides));
      expect(items.map(({ title, description }) => [title, description])).toEqual([
        ['Lake', 'Taken at five in the morning.'],
        ['Dunes', undefined],
        [undefined, undefined],
      ]);
    }
  });

  it('designs that lay out images alone give no meta', () => {
    const { items } = lightboxSet(serverSlides({ design: 'grid' }));
    expect(items.every((item) => item.title === undefined && item.description === undefined)).toBe(true);
  });

  it("a slide's id and url come from readSlides: its position when there is no data-slide-id", () => {
    const slides = handSlides('<div class="slide"><img data-src="/images/a.jpg" alt="a"></div>', '<div class="slide"><img data-src="/images/b.jpg" alt="b"></div>');
    expect(lightboxSet(slides).items.map(({ id, url }) => [id, url])).toEqual([
      ['1', ''],
      ['2', ''],
    ]);
  });

  it('a missing alt is empty', () => {
    expect(lightboxSet(handSlides(slide('s1', '<img data-src="/images/a.jpg">'))).items[0]!.alt).toBe('');
  });

  it('a video slide with a poster image is in the set', () => {
    const slides = gallerySlides(3);
    slides[1] = { ...slides[1]!, video: { providerName: 'YouTube', html: '<iframe src="https://www.youtube.com/embed/x"></iframe>' } };
    const set = lightboxSet(serverSlides({ design: 'slideshow' }, slides));
    expect(set.slides).toEqual([0, 1, 2]);
    expect(set.items[1]!.src).toBe('/images/dunes.jpg');
  });
});

describe("lightboxSet: data-image-dimensions, 'WxH'", () => {
  it.each([
    ['2500x1667', { width: 2500, height: 1667 }],
    ['640x480', { width: 640, height: 480 }],
    ['1x1', { width: 1, height: 1 }],
  ])('%s -> %j', (dimensions, expected) => {
    const item = lightboxSet(handSlides(slide('s1', `<img data-src="/images/a.jpg" data-image-dimensions="${dimensions}">`))).items[0]!;
    expect({ width: item.width, height: item.height }).toEqual(expected);
  });

  it.each([['missing'], [''], ['2500'], ['2500x'], ['x1667'], ['0x100'], ['100x0'], ['-5x10'], ['abcxdef'], ['2500*1667'], ['wide']])(
    '%s -> no width and no height',
    (dimensions) => {
      const attribute = dimensions === 'missing' ? '' : ` data-image-dimensions="${dimensions}"`;
      const item = lightboxSet(handSlides(slide('s1', `<img data-src="/images/a.jpg"${attribute}>`))).items[0]!;
      expect(item).not.toHaveProperty('width');
      expect(item).not.toHaveProperty('height');
    },
  );
});

describe('lightboxSet: slides with no image are left out, and the index map is kept', () => {
  it('a slide with no img, or an img with no address, is skipped; slides maps each item to its slide', () => {
    const set = lightboxSet(
      handSlides(
        slide('s1', '<img data-src="/images/a.jpg" alt="a">'),
        `<div class="slide" data-type="video" data-slide-id="s2"><div class="video-wrapper"></div></div>`,
        slide('s3', '<img alt="no address">'),
        slide('s4', '<img data-src="/images/d.jpg" alt="d">'),
        slide('s5', '<img src="" data-src="" alt="empty">'),
        slide('s6', '<img src="/images/f.jpg" alt="f">'),
      ),
    );
    expect(set.items.map((item) => item.id)).toEqual(['s1', 's4', 's6']);
    expect(set.slides).toEqual([0, 3, 5]);
  });

  it('no slides give an empty set', () => {
    expect(lightboxSet([])).toEqual({ items: [], slides: [] });
  });
});
