// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { autocolumnsCss, autorowsCss, widthGroups, WIDTH_SAMPLES } from '../../../../server/render/blocks/gallery-css.ts';
import { gridSizes, renderGallery } from '../../../../server/render/blocks/gallery.ts';
import { readOptions } from '../../../../core/gallery/read-options.ts';
import { IMAGE_WIDTHS } from '../../../../core/catalog/image-widths.ts';
import { justifiedBreaks } from '../../../../core/gallery/layout/justified.ts';
import { masonryLayout } from '../../../../core/gallery/layout/masonry.ts';
import { gallerySlides } from '../../../../site/galleries.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const sizes = (name: string) => (name === 'forest.jpg' ? { width: 1667, height: 2500 } : { width: 2500, height: 1667 });
const ratios = [1.5, 0.667, 2.5, 1, 1.78, 0.75, 1.5, 1.5, 1.33];

/** Evaluates calc(a cqw + b px) at a container width. */
const at = (value: string, width: number) => {
  const [, a, b] = /calc\((-?[\d.]+)cqw \+ (-?[\d.e-]+)px\)/.exec(value)!;
  return (Number(a) / 100) * width + Number(b);
};

describe('widthGroups: the sample widths that share a layout', () => {
  it('merges neighbours with the same layout into ranges that cover every width', () => {
    const groups = widthGroups(
      (width) => (width < 500 ? 'narrow' : width < 900 ? 'middle' : 'wide'),
      (v) => v,
    );
    expect(groups.map((g) => [g.min, g.max, g.value])).toEqual([
      [0, 499.98, 'narrow'],
      [500, 899.98, 'middle'],
      [900, null, 'wide'],
    ]);
  });
});

describe('autorows CSS: each width range shows its own row breaks', () => {
  const rows = autorowsCss('g', ratios, 250, 20);
  const groups = widthGroups(
    (width) => justifiedBreaks(ratios, { width, rowHeight: 250, gutter: 20 }),
    (b) => b.join(','),
  );

  it('a break element after item i carries group g exactly when group g breaks there', () => {
    groups.forEach((group, g) => {
      const breaks = group.value.slice(1, -1);
      ratios.forEach((_, i) => expect(rows.breaksAfter[i]!.includes(g)).toBe(breaks.includes(i + 1)));
    });
  });

  it("the last row's items are marked per group, and every group has its query", () => {
    groups.forEach((group, g) => {
      const lastStart = group.value[group.value.length - 2]!;
      ratios.forEach((_, i) => expect(rows.lastRow[i]!.includes(g)).toBe(i >= lastStart));
      expect(rows.css).toContain(`#g .b${g}{display:block}`);
    });
    expect(rows.css.startsWith('@container g (max-width:')).toBe(true);
  });
});

describe('autocolumns CSS: positions as functions of the width match the masonry layout', () => {
  const css = autocolumnsCss('g', ratios, 250, 20);
  it.each([260, 520, 700, 920, 1300])('at %d px', (width) => {
    const layout = masonryLayout(ratios, { width, columnWidth: 250, gutter: 20 });
    // The group whose range holds this width.
    const blocks = css.split('@container g ').slice(1);
    const block = blocks.find((b) => {
      const min = Number(/min-width:([\d.]+)px/.exec(b)?.[1] ?? 0);
      const max = Number(/max-width:([\d.]+)px/.exec(b)?.[1] ?? Infinity);
      return width >= min && width <= max;
    })!;
    layout.boxes.forEach((box, i) => {
      const rule = new RegExp(`#g \\.s${i}\\{left:([^;]+);top:([^;]+);width:([^}]+)\\}`).exec(block)!;
      expect(at(rule[1]!, width)).toBeCloseTo(box.left, 2);
      expect(at(rule[2]!, width)).toBeCloseTo(box.top, 2);
      expect(at(rule[3]!, width)).toBeCloseTo(box.width, 2);
    });
  });

  it('samples widths from 240 to 1400 px', () => {
    expect(WIDTH_SAMPLES).toEqual({ from: 240, to: 1400, step: 10 });
  });
});

describe('renderGallery', () => {
  const render = (data: Record<string, unknown>, extra = {}) => {
    const state = { eager: 1, rendered: 0, css: [] as string[] };
    const html = renderGallery({ kind: 'gallery', id: 'g', title: 'Prints', data, slides: gallerySlides(6), ...extra }, sizes, state);
    return { doc: parse(`<style>${state.css.join('')}</style>${html}`), state };
  };

  it("a slideshow's later slides spend none of the first screen's real srcs: the image after the gallery gets them", () => {
    const state = { eager: 2, rendered: 0, css: [] as string[] };
    const html = renderGallery({ kind: 'gallery', id: 'g', title: 'Prints', data: { design: 'slideshow' }, slides: gallerySlides(6) }, sizes, state);
    const images = [...parse(html).querySelectorAll('.gallery .slide > img, .gallery .slide .image-frame > img')];
    expect(images.map((image) => image.hasAttribute('src'))).toEqual([true, false, false, false, false, false]);
    expect(state.eager).toBe(1);
  });

  it('writes each slide as the spec does, labelled for the carousel pattern', () => {
    const { doc } = render({ design: 'slideshow' }, { collectionUrl: '/prints' });
    const slide = doc.querySelector('.slide')!;
    expect(slide.getAttribute('data-type')).toBe('image');
    expect(slide.getAttribute('data-slide-id')).toBe('slide-1');
    expect(slide.getAttribute('data-slide-url')).toBe('lake');
    expect(slide.getAttribute('data-click-through-url')).toBe('');
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(slide.getAttribute('aria-label')).toBe('1 of 6: A still lake at dawn');
    expect(slide.querySelector('img')!.getAttribute('data-image-dimensions')).toBe('2500x1667');
    const gallery = doc.querySelector('.gallery')!;
    expect(gallery.getAttribute('aria-roledescription')).toBe('carousel');
    expect(gallery.getAttribute('data-collection-url')).toBe('/prints');
    expect(doc.querySelector('.gallery-live')!.getAttribute('aria-live')).toBe('polite');
  });

  it("a slideshow reserves its box at the first slide's shape, and leaves slides past the preload window to the page", () => {
    const { doc } = render({ design: 'slideshow' });
    expect(doc.querySelector('.gallery-track')!.getAttribute('style')).toBe('aspect-ratio:1.4997');
    const manual = [...doc.querySelectorAll('.slide img[data-src]')].map((img) => img.getAttribute('data-load'));
    // Without loop, nothing comes before the first slide: the last waits like the others.
    expect(manual).toEqual([null, null, 'false', 'false', 'false', 'false']);
  });

  it.each([
    [{ loop: true }, [null, null, 'false', 'false', 'false', null]],
    [{ lazyLoad: true }, [null, 'false', 'false', 'false', 'false', 'false']],
  ])('a slideshow with %j leaves to the page what the runtime does not preload', (data, expected) => {
    const { doc } = render({ design: 'slideshow', ...data });
    expect([...doc.querySelectorAll('.slide img[data-src]')].map((img) => img.getAttribute('data-load'))).toEqual(expected);
  });

  it('only sliding designs have controls; a slideshow with thumbnails gets a linked strip', () => {
    expect(render({ design: 'grid' }).doc.querySelector('.gallery-controls')).toBeNull();
    const { doc } = render({ design: 'slideshow', thumbnails: true, autoplay: true });
    expect(doc.querySelector('.gallery-controls .gallery-autoplay')!.hasAttribute('data-off')).toBe(true);
    expect(doc.querySelector('.gallery-thumbnails')!.getAttribute('data-linked-to')).toBe('gallery-g');
  });

  it.each(['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'])('%s draws every slide', (design) => {
    const { doc } = render({ design });
    expect(doc.querySelectorAll('.gallery:not(.gallery-thumbnails) .slide')).toHaveLength(6);
  });

  it('bad data still renders a readable gallery (the runtime reports it)', () => {
    const { doc } = render({ design: 'mosaic' });
    expect(doc.querySelector('.gallery')!.classList.contains('gallery-design-base')).toBe(true);
  });
});

// issue 14: the first screen's sizes say what styles.ts draws, so the browser picks the width the
// image loader would (300w for a 78 px cell at DPR 2 on a 412 px phone, not 500w).
describe("gridSizes: the grid designs' cells as the site CSS lays them out", () => {
  /** The width a sizes attribute gives at a viewport width (media conditions in order, calc with vw). */
  const sizesAt = (sizesText: string, vw: number): number => {
    for (const part of sizesText.split(/,\s*(?![^()]*\))/)) {
      const match = /^(?:\((max|min)-width:\s*(\d+)px\)\s*)?(.+)$/.exec(part.trim())!;
      const [, kind, limit, value] = match;
      if (kind && (kind === 'max' ? vw > Number(limit) : vw < Number(limit))) continue;
      const calc = /^calc\(\(100vw - (\d+)px\) \* ([\d.]+)\)$/.exec(value!);
      return calc ? (vw - Number(calc[1])) * Number(calc[2]) : Number.parseFloat(value!);
    }
    throw new Error(`no size for ${vw}`);
  };
  /** styles.ts: content is min(vw, 960) - 40; grid: perRow columns; autogrid: auto-fill 250 px minimum. */
  const cell = (design: 'grid' | 'autogrid', perRow: number, gap: number, vw: number): number => {
    const content = Math.min(vw, 960) - 40;
    const n = design === 'grid' ? perRow : Math.max(1, Math.floor((content + gap) / (250 + gap)));
    return (content - (n - 1) * gap) / n;
  };

  it.each([
    ['grid', 4, 20],
    ['grid', 3, 0],
    ['grid', 6, 40],
    ['autogrid', 4, 20],
    ['autogrid', 4, 0],
  ] as const)('%s, %d per row, %d px padding: the size matches the cell at every width', (design, perRow, padding) => {
    const text = gridSizes(design, { ...readOptions({ design }), perRow, padding });
    for (let vw = 320; vw <= 1600; vw += 7) expect(Math.abs(sizesAt(text, vw) - cell(design, perRow, padding, vw))).toBeLessThan(1);
  });

  it('/gallery/grid on a 412 px phone at DPR 2 asks for 300w', () => {
    const doc = parse(renderGallery({ kind: 'gallery', id: 'g', title: 'Grid', data: { design: 'grid' }, slides: gallerySlides(8) }, sizes, { css: [], eager: 1, rendered: 0 }));
    const first = doc.querySelector('img[sizes]')!;
    const drawn = sizesAt(first.getAttribute('sizes')!, 412) * 2;
    expect(IMAGE_WIDTHS.find((w) => w >= drawn)).toBe(300);
  });
});
