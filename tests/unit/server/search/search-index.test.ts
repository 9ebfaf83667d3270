// The site's search index: what it holds (pages but the search page, published products with their
// prices), what it finds, in what order, and its snippets (escaped, hits in <mark>).
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX } from '../../../../core/catalog/search.ts';
import { createSearchIndex, siteDocuments } from '../../../../server/search/index.ts';
import type { SearchDocument } from '../../../../server/search/documents.ts';
import { plainText } from '../../../../server/search/plain-text.ts';
import { pages } from '../../../../site/pages.ts';
import { SHOP_PRODUCTS } from '../../../../site/products.ts';
import { productPath } from '../../../../server/store/paths.ts';

const MONEY = { currency: 'USD', locale: 'en-US' };
const doc = (title: string, body: string, url = `/${title.toLowerCase()}`): SearchDocument => ({ title, url, kind: 'page', body });

describe('plainText', () => {
  it.each([
    ['<h1>Slow</h1><p>mornings &amp; lakes</p>', 'Slow mornings & lakes'],
    ['a<script>var lake = 1;</script>b<style>.x{}</style>c', 'a b c'],
    ['&lt;b&gt; &#233;t&#xE9; &nbsp;x &bogus;', '<b> été x &bogus;'],
    ['<!-- hidden -->seen', 'seen'],
  ])('%s -> %s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('siteDocuments', () => {
  const documents = siteDocuments(pages, SHOP_PRODUCTS, MONEY);

  it('holds every page but the search page, and every published product at its own address', () => {
    expect(documents.filter((d) => d.kind === 'page').map((d) => d.url)).toEqual(pages.filter((p) => p.path !== '/search').map((p) => p.path));
    expect(documents.filter((d) => d.kind === 'product').map((d) => d.url)).toEqual(SHOP_PRODUCTS.map(productPath));
  });

  it("a product's body is its description and its price as the shop shows it", () => {
    const lake = documents.find((d) => d.title === 'Lake at Dawn Print')!;
    expect(lake.body).toContain('300 g cotton rag');
    expect(lake.body).toContain('from $45.00');
  });

  it("a page's body is its description and its blocks' words, without their HTML", () => {
    const home = documents.find((d) => d.url === '/')!;
    expect(home.body).toContain('archival cotton paper');
    expect(home.body).not.toMatch(/<\/?p>/);
  });
});

describe('the index over the demo site', () => {
  const index = createSearchIndex(siteDocuments(pages, SHOP_PRODUCTS, MONEY));
  afterAll(() => index.destroy());

  it('finds a product by a word of its description', () => {
    const items = index.search('rag');
    expect(items.map((item) => [item.title, item.url, item.kind])).toEqual([['Lake at Dawn Print', '/shop/lake-at-dawn-print', 'product']]);
    expect(items[0]!.snippet).toContain('<mark>rag</mark>');
  });

  it('finds a page by its text, accents folded, the last word a prefix', () => {
    expect(index.search('archival cott').map((item) => item.url)).toContain('/');
    expect(index.search('cafe').map((item) => item.url)).toEqual(['/blocks']);
  });

  it('answers nothing for words it does not hold, or no words', () => {
    expect(index.search('zzzqqq')).toEqual([]);
    expect(index.search('"*-:')).toEqual([]);
  });
});

describe('ranking and snippets', () => {
  it(`answers at most ${SEARCH_RESULTS_MAX}, or the limit asked`, () => {
    const index = createSearchIndex(Array.from({ length: SEARCH_RESULTS_MAX + 5 }, (_, i) => doc(`Page ${i}`, 'A lake.')));
    expect(index.search('lake')).toHaveLength(SEARCH_RESULTS_MAX);
    expect(index.search('lake', 3)).toHaveLength(3);
    expect(index.search('lake', 500)).toHaveLength(SEARCH_RESULTS_MAX);
    index.destroy();
  });

  it('ranks a title hit before body hits', () => {
    const index = createSearchIndex([doc('Harbor', 'Boats at rest.'), doc('Notes', 'Lake lake lake, the lake at dawn.'), doc('Lake', 'A still morning.'), doc('More', 'A lake.')]);
    expect(index.search('lake').map((item) => item.title)).toEqual(['Lake', 'Notes', 'More']);
    index.destroy();
  });

  it('escapes everything in a snippet but its <mark>s; no text can write a mark of its own', () => {
    const index = createSearchIndex([doc('Odd', '<b>lake</b> & "co" \u0002x\u0003 <mark>')]);
    expect(index.search('lake')[0]!.snippet).toBe('&lt;b&gt;<mark>lake</mark>&lt;/b&gt; &amp; &quot;co&quot; x &lt;mark&gt;');
    index.destroy();
  });
});
