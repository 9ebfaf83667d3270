// Issue 22 (1, in Chromium): a page whose every block carries fuzzed JSON still boots. The demo's own
// pages, drawn by the site's renderer, have each block's data-block-json replaced by a mutation of its
// real data (keys dropped, values swapped for arbitrary JSON of any type), made by fast-check from a
// fixed seed so that a failure is repeatable; one good accordion is added, untouched. The page must
// throw nothing uncaught, say what it logs in Vitrine's words, and the good block must still work.
import fc from 'fast-check';
import { STRINGS } from '../../core/catalog/strings.ts';
import { PAGE_CSP } from '../../server/http/csp.ts';
import { jsonAttribute } from '../../server/render/escape.ts';
import { renderPage } from '../../server/render/page.ts';
import type { Page as SitePage } from '../../server/render/model.ts';
import { pages } from '../../site/pages.ts';
import { website } from '../../site/website.ts';
import { expect, test } from './test.ts';
import { frames, idle } from './chunks.ts';

const SEEDS = [21, 22];
const PATHS = ['/', '/media', '/forms', '/promo', '/blocks', '/journal', '/events', '/gallery/grid', '/gallery/stacked', '/gallery/strip', '/gallery/carousel', '/gallery/list'];
const GOOD = { kind: 'accordion', id: 'fuzz-good', allowMultipleOpen: false, isExpandedFirstItem: false, items: [{ title: 'Still works', descriptionHtml: '<p>Yes</p>' }] };
const HEADERS = { 'Set-Cookie': 'crumb=e2e-fuzzed-blocks-crumb-00000000000; Path=/; SameSite=Lax', 'Content-Security-Policy': PAGE_CSP };

/** Every string of the catalogue: what the runtime may log is one of them, or its own '[Vitrine] …' line. */
const flatten = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(flatten) : []);
const CATALOGUE = new Set(flatten(STRINGS));

/** The attribute's text back to JSON: the inverse of the server's jsonAttribute (render/escape.ts). */
const unescapeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The value with some of its keys dropped and some leaves (or whole branches) replaced by arbitrary JSON. */
function mutate(value: unknown, random: () => number, arbitrary: () => unknown): unknown {
  const roll = random();
  if (roll < 0.15) return arbitrary();
  if (Array.isArray(value)) return value.filter(() => random() > 0.1).map((item) => mutate(item, random, arbitrary));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (random() > 0.1) out[key] = mutate(item, random, arbitrary);
    return out;
  }
  return roll < 0.5 ? arbitrary() : value;
}

/** The page's HTML with every block's JSON fuzzed; `seed` makes it repeatable. */
function fuzzedHtml(page: SitePage, seed: number): string {
  const values = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 2000 });
  const rolls = fc.sample(fc.double({ min: 0, max: 1, noNaN: true }), { seed: seed + 1, numRuns: 20000 });
  let v = 0;
  let r = 0;
  const arbitrary = (): unknown => values[v++ % values.length];
  const random = (): number => rolls[r++ % rolls.length]!;
  const html = renderPage({ ...page, blocks: [...page.blocks, GOOD] as SitePage['blocks'] }, { website, imageSizes: () => undefined });
  return html.replace(/(<[^>]* id="block-([^"]+)"[^>]*data-block-json=")([^"]*)"/g, (whole, start: string, id: string, json: string) => {
    if (id === GOOD.id) return whole;
    let data: unknown;
    try {
      data = JSON.parse(unescapeHtml(json));
    } catch {
      return whole;
    }
    return `${start}${jsonAttribute(mutate(data, random, arbitrary))}"`;
  });
}

for (const path of PATHS)
  for (const seed of SEEDS)
    test(`${path}, every block fuzzed (seed ${seed}): it boots, throws nothing, logs in Vitrine's words, and a good block still works`, async ({ page }) => {
      const site = pages.find((candidate) => candidate.path === path);
      expect(site, path).toBeDefined();
      const address = `/fixtures/fuzzed${path === '/' ? '' : path}`;
      await page.route(`**${address}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: fuzzedHtml(site!, seed), headers: HEADERS }));
      const uncaught: string[] = [];
      const logged: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
      await page.goto(address);
      const good = page.locator(`#block-${GOOD.id}`);
      await expect(good).toHaveAttribute('data-block-state', 'ready');
      await good.locator('button').click();
      await expect(good.locator('button')).toHaveAttribute('aria-expanded', 'true');
      // Every block started with the page has had its chunk (the network quiet) and run it (then idle).
      await page.waitForLoadState('networkidle');
      await idle(page);
      await frames(page);
      expect(uncaught).toEqual([]);
      // What the runtime logs is the catalogue's message or its own clear one; the browser's own lines
      // (a fuzzed address that does not load) are not the runtime's.
      expect(logged.filter((text) => !CATALOGUE.has(text) && !text.startsWith('[Vitrine]') && !/^Failed to load resource/.test(text))).toEqual([]);
    });
