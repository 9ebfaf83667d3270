// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../server/render/page.ts';
import { renderImageTag, sizesFor, type ImageRenderState, type ImageTagOptions } from '../../../../server/render/blocks/image.ts';
import { jsonScript } from '../../../../server/render/escape.ts';
import { homePage, notFoundPage } from '../../../../site/pages.ts';
import { website } from '../../../../site/website.ts';

const sizes = (name: string) => (name === 'tall.jpg' ? { width: 800, height: 1200 } : { width: 2500, height: 1667 });

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('page renderer (The page, Blocks)', () => {
  const doc = parse(renderPage(homePage, { website, imageSizes: sizes }));

  it('puts the context JSON before the runtime script, and the page type on <html>', () => {
    const context = doc.getElementById('site-context')!;
    expect(context.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(context.textContent!).pageType).toBe(2);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.indexOf(context as HTMLScriptElement)).toBeLessThan(scripts.findIndex((s) => s.getAttribute('src') === '/assets/runtime.js'));
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('2');
    expect(doc.documentElement.getAttribute('lang')).toBe('en-US');
  });

  /** The element the head's render-blocking `rel=expect` waits for. */
  const firstScreenMark = (page: Document): Element => {
    const expectLinks = [...page.head.querySelectorAll('link[rel="expect"]')];
    expect(expectLinks.map((link) => link.getAttribute('blocking'))).toEqual(['render']);
    return page.querySelector(expectLinks[0]!.getAttribute('href')!)!;
  };
  const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

  it('holds the first paint until the first screen is parsed: the mark follows the block with its last image, and no later block', () => {
    const mark = firstScreenMark(doc);
    expect(mark.localName).toBe('template');
    expect(mark.parentElement!.localName).toBe('main');
    // homePage counts 2 first-screen images: the slideshow's first slide and the lake below it.
    const eager = [...doc.querySelectorAll('main img[src]')].filter((image) => !image.closest('noscript'));
    expect(eager).toHaveLength(2);
    for (const image of eager) expect(follows(image, mark)).toBe(true);
    expect(mark.previousElementSibling!.id).toBe('block-hero-image');
    expect(mark.previousElementSibling!.contains(eager[1]!)).toBe(true);
    // The header is above it; the blocks below the first screen are parsed after the paint may start.
    expect(follows(doc.querySelector('header')!, mark)).toBe(true);
    expect(mark.nextElementSibling?.parentElement?.localName).toBe('main');
  });

  it('puts the mark after the first block when the page counts no first-screen image, and last in <main> when its blocks draw fewer', () => {
    const none = parse(renderPage({ ...homePage, firstScreenImages: 0 }, { website, imageSizes: sizes }));
    expect(firstScreenMark(none).previousElementSibling).toBe(none.querySelector('main')!.firstElementChild);
    const more = parse(renderPage({ ...homePage, firstScreenImages: 1000 }, { website, imageSizes: sizes }));
    const mark = firstScreenMark(more);
    expect(mark.parentElement!.localName).toBe('main');
    expect(mark.nextElementSibling).toBeNull();
  });

  it('wraps every block with its id, type number and JSON', () => {
    const accordion = doc.getElementById('block-faq')!;
    expect(accordion.getAttribute('data-block-type')).toBe('69');
    expect(JSON.parse(accordion.getAttribute('data-block-json')!)).toEqual({ isExpandedFirstItem: true });
    expect(accordion.getAttribute('data-should-allow-multiple-open-items')).toBe('false');
    expect(doc.getElementById('block-hero-image')!.getAttribute('data-block-type')).toBe('5');
  });

  it('renders the 404 page as page type 100', () => {
    const missing = parse(renderPage(notFoundPage('/x'), { website, imageSizes: sizes }));
    expect(missing.documentElement.getAttribute('data-page-type')).toBe('100');
    expect(missing.querySelector('h1')!.textContent).toBe('Page not found');
  });

  it('keeps context JSON inside its script, whatever the strings hold', () => {
    const hostile = { text: '</script><script>alert(1)</script>', line: '\u2028' };
    const script = jsonScript(hostile);
    expect(script).not.toContain('</');
    expect(JSON.parse(script)).toEqual(hostile);
  });

  it('escapes block titles and attributes', () => {
    const html = renderPage(
      { ...homePage, blocks: [{ kind: 'accordion', id: 'x', allowMultipleOpen: false, isExpandedFirstItem: false, items: [{ title: '<b>"hi"</b>', descriptionHtml: '' }] }] },
      { website, imageSizes: sizes },
    );
    expect(html).toContain('&lt;b&gt;&quot;hi&quot;&lt;/b&gt;');
  });
});

describe('image tag: reserved box, crop as CSS, a real srcset for the first screen only', () => {
  const base: ImageTagOptions = {
    name: 'tall.jpg',
    alt: 'Tall',
    size: { width: 800, height: 1200 },
    frame: { width: 800, height: 1200 },
    crop: 'none',
    focalPoint: { x: 0.5, y: 0.5 },
    stretch: true,
    span: 'full',
  };
  const render = (state: ImageRenderState, options: Partial<ImageTagOptions> = {}) => parse(renderImageTag({ ...base, ...options }, state));

  it('the first screen gets src, srcset and sizes; only the first of all gets high priority', () => {
    const state = { eager: 2, rendered: 0 };
    const first = render(state).querySelector('img')!;
    expect(first.getAttribute('width')).toBe('800');
    expect(first.getAttribute('height')).toBe('1200');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.hasAttribute('loading')).toBe(false);
    expect(first.getAttribute('src')).toBe('/images/tall.jpg?format=750w');
    expect(first.getAttribute('srcset')).toBe(
      '/images/tall.jpg?format=100w 100w, /images/tall.jpg?format=300w 300w, /images/tall.jpg?format=500w 500w, /images/tall.jpg?format=750w 750w, /images/tall.jpg?format=1000w 800w',
    );
    expect(first.getAttribute('sizes')).toBe('(max-width: 960px) calc(100vw - 40px), 920px');
    expect(first.getAttribute('data-src')).toBe('/images/tall.jpg');
    expect(first.getAttribute('data-image-dimensions')).toBe('800x1200');
    const second = render(state).querySelector('img')!;
    expect(second.hasAttribute('src')).toBe(true);
    expect(second.hasAttribute('fetchpriority')).toBe(false);
    expect(second.hasAttribute('loading')).toBe(false);
  });

  it('after the first screen: data-src only, and a lazy <noscript> copy for visitors without script', () => {
    const html = renderImageTag(base, { eager: 0, rendered: 3 });
    const doc = parse(html);
    const img = doc.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('data-src')).toBe('/images/tall.jpg');
    expect(html).toMatch(
      /<noscript><img src="\/images\/tall.jpg\?format=750w" srcset="[^"]+" sizes="[^"]+" alt="Tall" width="800" height="1200" decoding="async" loading="lazy"><\/noscript>/,
    );
  });

  it('reserves the box with the frame ratio', () => {
    const frame = render({ eager: 0, rendered: 0 }, { frame: { width: 1, height: 1 }, crop: 'cover' }).querySelector('.image-frame')!;
    expect(frame.getAttribute('style')).toBe('aspect-ratio:1/1');
  });

  it.each([
    ['cover at the focal point', { crop: 'cover', focalPoint: { x: 0.3, y: 0.7 } }, 'object-fit:cover;object-position:30% 70%'],
    ['contain at its alignment', { crop: 'contain', alignment: 'bottom-left' }, 'object-fit:contain;object-position:0% 100%'],
    ['contain without stretch', { crop: 'contain', alignment: 'top', stretch: false }, 'object-fit:scale-down;object-position:50% 0%'],
    ['no crop', {}, null],
  ] as const)('writes the crop as CSS: %s', (_name, options, style) => {
    const img = render({ eager: 0, rendered: 0 }, { frame: { width: 1, height: 1 }, ...options }).querySelector('img')!;
    expect(img.getAttribute('style')).toBe(style);
  });

  it('marks contain images with their alignment, and images that must not stretch', () => {
    const img = render({ eager: 0, rendered: 0 }, { crop: 'contain', alignment: 'top', stretch: false, frame: { width: 1, height: 1 } }).querySelector('img')!;
    expect(img.getAttribute('data-image-crop')).toBe('contain');
    expect(img.getAttribute('data-image-alignment')).toBe('top');
    expect(img.getAttribute('data-image-stretch')).toBe('false');
  });

  it('a cover crop asks for an image as much wider than its frame as it is drawn', () => {
    const img = render({ eager: 1, rendered: 0 }, { size: { width: 2000, height: 1000 }, frame: { width: 1, height: 1 }, crop: 'cover', span: 'half' }).querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe('(max-width: 960px) calc(100vw - 52px), 908px');
  });
});

describe("sizesFor: the template's spans as a sizes attribute", () => {
  it.each([
    ['full', 1, '(max-width: 960px) calc(100vw - 40px), 920px'],
    ['half', 1, '(max-width: 960px) calc((100vw - 52px) * 0.5), 454px'],
    ['third', 1, '(max-width: 960px) calc((100vw - 64px) * 0.3333), 299px'],
    ['third', 1.5, '(max-width: 960px) calc((100vw - 64px) * 0.5), 448px'],
  ] as const)('%s, drawn %d times its frame -> %s', (span, factor, expected) => {
    expect(sizesFor(span, factor)).toBe(expected);
  });
});
