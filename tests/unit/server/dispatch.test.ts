// Issue 31: the dispatch tries its handlers in one order. A site whose pages sit at every path an
// earlier handler claims must still get that handler's answer, never its own page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { demoSite } from '../../../site/demo-site.ts';
import { DOUBLES } from '../../../server/doubles/index.ts';
import type { Site } from '../../../server/site.ts';

const CLAIMED = 'A site page where another handler answers';
const FREE_PATH = '/a-page-of-the-site';
const DOUBLE_PATH = [...DOUBLES.keys()][0]!;
const SHADOWED = ['/__dev/requests', '/api/page', '/config/login', '/config/forms', '/cart', '/shop', '/assets/page.js', '/images/page.jpg', '/audio/page.wav', DOUBLE_PATH];

const home = demoSite.pages.find((page) => page.path === '/')!;
const pageAt = (path: string) => ({ ...home, id: `claimed-${path}`, path, title: CLAIMED });
const site: Site = { ...demoSite, pages: [...demoSite.pages, ...[FREE_PATH, ...SHADOWED].map(pageAt)] };

let app: TestApp;
beforeAll(async () => {
  app = await startApp({}, site);
});
afterAll(() => app.close());

const fetchText = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${app.base}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
};

describe('the dispatch order (server/dispatch.ts)', () => {
  it('a site page at a free path is served: the marker shows when the pages handler answers', async () => {
    const page = await fetchText(FREE_PATH);
    expect(page.status).toBe(200);
    expect(page.body).toContain(CLAIMED);
  });

  it('every path an earlier handler claims gets that handler, not the site page there (in parallel)', async () => {
    const answers = await Promise.all(SHADOWED.map((path) => fetchText(path)));
    const byPath = Object.fromEntries(SHADOWED.map((path, i) => [path, answers[i]!]));
    for (const path of SHADOWED) expect(byPath[path]!.body, path).not.toContain(CLAIMED);
    expect(byPath['/__dev/requests']!.status).toBe(404);
    expect(byPath['/api/page']).toMatchObject({ status: 404, type: expect.stringContaining('application/json') });
    // The sign-in page, and the owner area's sign-in page in place for a visitor.
    expect(byPath['/config/login']!.status).toBe(200);
    expect(byPath['/config/forms']!.status).toBe(401);
    // The store's pages come before the site's.
    expect(byPath['/cart']!.status).toBe(200);
    expect(byPath['/shop']!.status).toBe(200);
    for (const path of ['/assets/page.js', '/images/page.jpg', '/audio/page.wav']) expect(byPath[path]!.status, path).toBe(404);
    expect(byPath[DOUBLE_PATH]).toMatchObject({ status: 200, type: DOUBLES.get(DOUBLE_PATH)!.type });
  });

  it('a body posted to a site page is read and answered 404; another method is 405: both before the pages', async () => {
    const [post, remove] = await Promise.all([fetchText(FREE_PATH, { method: 'POST', body: 'a=1' }), fetchText(FREE_PATH, { method: 'DELETE' })]);
    expect(post.status).toBe(404);
    expect(post.body).not.toContain(CLAIMED);
    expect(remove.status).toBe(405);
  });
});
