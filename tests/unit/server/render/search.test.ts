// The search page (/search, page type 102) and the search block (37) as the server draws them: with
// ?q= the results are in the page itself, so a search works with JavaScript off.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonStrings } from '../../../../core/catalog/strings/common.ts';
import { SEARCH_PATH, SEARCH_QUERY_MAX } from '../../../../core/catalog/search.ts';
import { searchStrings } from '../../../../core/catalog/strings/search.ts';
import { renderSearch, resultsHtml } from '../../../../server/render/blocks/search.ts';
import { startApp, type TestApp } from '../harness.ts';

const browser = new Window();
const parse = (html: string): Document => new browser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const host = (html: string): HTMLElement => {
  const div = browser.document.createElement('div');
  div.innerHTML = html;
  return div as unknown as HTMLElement;
};
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

async function page(address: string): Promise<Document> {
  const response = await fetch(`${app.base}${address}`);
  expect(response.status).toBe(200);
  return parse(await response.text());
}
const status = (doc: Document) => doc.querySelector('.search-results .search-status')?.textContent ?? null;

describe('the search page', () => {
  it('is page type 102 with a search form: role=search, GET /search, a labelled q', async () => {
    const doc = await page(SEARCH_PATH);
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('102');
    const form = doc.querySelector<HTMLFormElement>('[data-block-type="37"] form')!;
    expect([form.getAttribute('role'), form.getAttribute('action'), form.getAttribute('method')]).toEqual(['search', SEARCH_PATH, 'get']);
    const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(doc.querySelector(`label[for="${input.id}"]`)!.textContent).toBe(searchStrings.label);
    expect(input.getAttribute('maxlength')).toBe(String(SEARCH_QUERY_MAX));
    expect(doc.querySelector('[data-block-type="37"] .search-results')!.getAttribute('aria-live')).toBe('polite');
    expect(status(doc)).toBeNull();
  });

  it('with ?q= draws the results itself, each a link, its kind and its snippet', async () => {
    const doc = await page(`${SEARCH_PATH}?q=cotton+rag`);
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe('cotton rag');
    expect(status(doc)).toBe('1 result for “cotton rag”');
    const item = doc.querySelector('.search-list .search-item')!;
    expect(item.querySelector('a')!.getAttribute('href')).toBe('/shop/lake-at-dawn-print');
    expect(item.querySelector('a')!.textContent).toBe('Lake at Dawn Print');
    expect(item.querySelector('.search-kind')!.textContent).toBe(searchStrings.product);
    expect([...item.querySelectorAll('.search-snippet mark')].map((mark) => mark.textContent)).toEqual(['cotton', 'rag']);
  });

  it('says clearly when nothing was found', async () => {
    const doc = await page(`${SEARCH_PATH}?q=zzzqqq`);
    expect(status(doc)).toBe('No results for “zzzqqq”');
    expect(doc.querySelector('.search-list')).toBeNull();
  });

  it("escapes the visitor's words everywhere they appear", async () => {
    const q = '"><script>alert(1)</script>';
    const html = await (await fetch(`${app.base}${SEARCH_PATH}?q=${encodeURIComponent(q)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    const doc = parse(html);
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe(q);
    expect(status(doc)).toBe(`No results for “${q}”`);
  });

  it(`searches the first ${SEARCH_QUERY_MAX} characters of a longer q`, async () => {
    const doc = await page(`${SEARCH_PATH}?q=${'x'.repeat(SEARCH_QUERY_MAX - 4)}+rag+and+more`);
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe(`${'x'.repeat(SEARCH_QUERY_MAX - 4)} rag`);
  });

  it('the home page carries the search block, with no results of its own', async () => {
    const doc = await page('/?q=lake');
    expect(doc.querySelector('[data-block-type="37"] form[role="search"]')).not.toBeNull();
    expect(status(doc)).toBeNull();
  });
});

describe('the block’s markup', () => {
  it('a page and a product each say their kind; several results are counted', () => {
    const root = host(
      resultsHtml({
        query: 'x',
        items: [
          { title: 'A & B', url: '/a', kind: 'page', snippet: '<mark>x</mark>' },
          { title: 'C', url: '/shop/c', kind: 'product', snippet: '' },
        ],
      }),
    );
    expect(root.querySelector('.search-status')!.textContent).toBe('2 results for “x”');
    expect([...root.querySelectorAll('.search-kind')].map((kind) => kind.textContent)).toEqual([searchStrings.page, searchStrings.product]);
    expect(root.querySelector('a')!.textContent).toBe('A & B');
  });

  it('without a view it has an empty results region (the failure message is the runtime’s)', () => {
    const root = host(renderSearch({ kind: 'search', id: 's' }, undefined));
    expect(root.querySelector('.search-results')!.innerHTML).toBe('');
    expect(root.textContent).not.toContain(commonStrings.unableToLoadResults);
  });
});
