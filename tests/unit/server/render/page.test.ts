// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../server/render/page.ts';
import { renderImageTag } from '../../../../server/render/blocks/image.ts';
import { jsonScript } from '../../../../server/render/escape.ts';
import { homePage, notFoundPage } from '../../../../site/pages.ts';
import { website } from '../../../../site/website.ts';

const sizes = (name: string) => (name === 'tall.jpg' ? { width: 800, height: 1200 } : { width: 2500, height: 1667 });

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('page renderer (contract.md: The page, Blocks)', () => {
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

describe('image tag: reserved box and a real srcset', () => {
  it('reserves the box, lists only widths the original has, and is lazy after the first', () => {
    const state = { firstImage: true };
    const first = parse(renderImageTag('tall.jpg', 'Tall', sizes, state)).querySelector('img')!;
    expect(first.getAttribute('width')).toBe('800');
    expect(first.getAttribute('height')).toBe('1200');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.hasAttribute('loading')).toBe(false);
    expect(first.getAttribute('srcset')).toBe('/images/tall.jpg?format=100w 100w, /images/tall.jpg?format=300w 300w, /images/tall.jpg?format=500w 500w, /images/tall.jpg?format=750w 750w');
    expect(first.getAttribute('data-image-dimensions')).toBe('800x1200');
    const second = parse(renderImageTag('wide.jpg', 'Wide', sizes, state)).querySelector('img')!;
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('fetchpriority')).toBe(false);
  });
});
