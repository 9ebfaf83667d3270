// GET /api/search over HTTP, through the app's route table and pipeline (docs/decisions.md "Search").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_API_PATH, SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from '../../../../core/catalog/search.ts';
import { startApp, type TestApp } from '../harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ storeRateLimit: { limit: 1000, windowMs: 60_000 } });
});
afterAll(() => app.close());

const search = (query: string, init?: RequestInit) => fetch(`${app.base}${SEARCH_API_PATH}${query}`, init);

describe('GET /api/search', () => {
  it('answers { items: [{ title, url, kind, snippet }] }, best first', async () => {
    const response = await search('?q=cotton%20rag');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    expect(items[0]).toEqual({
      title: 'Lake at Dawn Print',
      url: '/shop/lake-at-dawn-print',
      kind: 'product',
      snippet: expect.stringContaining('<mark>cotton</mark> <mark>rag</mark>'),
    });
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['kind', 'snippet', 'title', 'url']);
  });

  it('takes a limit', async () => {
    const { items } = (await (await search('?q=print&limit=2')).json()) as { items: unknown[] };
    expect(items).toHaveLength(2);
  });

  it('answers no items for words nothing holds, or for no words', async () => {
    for (const q of ['zzzqqq', '', '"*-:(^']) expect(await (await search(`?q=${encodeURIComponent(q)}`)).json()).toEqual({ items: [] });
  });

  it.each([
    ['', 'q'],
    [`?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, 'q'],
    ['?q=lake&limit=0', 'limit'],
    [`?q=lake&limit=${SEARCH_RESULTS_MAX + 1}`, 'limit'],
    ['?q=lake&limit=two', 'limit'],
  ])('%s is 400 naming %s', async (query, field) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(new RegExp(`^Bad payload at ${field}:`));
  });

  it('a POST is 405, GET allowed', async () => {
    const response = await search('?q=lake', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
