import { expect, test } from './test.ts';
import { renderPage } from '../../server/render/page.ts';
import type { Page as SitePage } from '../../server/render/model.ts';
import { website } from '../../site/website.ts';
import { collectErrors } from './console.ts';

// The fixture page is made by the site's own renderer, then one block's JSON is broken by hand.
const fixture: SitePage = {
  path: '/fixtures/broken',
  pageType: 2,
  id: 'broken',
  title: 'Broken block',
  description: 'One malformed block among good ones.',
  blocks: [
    { kind: 'accordion', id: 'good-1', allowMultipleOpen: false, isExpandedFirstItem: false, items: [{ title: 'Good one', descriptionHtml: '<p>One</p>' }] },
    { kind: 'accordion', id: 'broken', allowMultipleOpen: false, isExpandedFirstItem: false, items: [{ title: 'Broken', descriptionHtml: '<p>Broken</p>' }] },
    { kind: 'accordion', id: 'good-2', allowMultipleOpen: true, isExpandedFirstItem: false, items: [{ title: 'Good two', descriptionHtml: '<p>Two</p>' }] },
  ],
};

// As the server's pages do, the page hands the visitor a crumb for its calls.
const SERVER_PAGE_HEADERS = { 'Set-Cookie': 'crumb=e2e-broken-blocks-crumb-0000000000; Path=/; SameSite=Lax' };

test('a page with one malformed block logs the error, and its other blocks still work', async ({ page }) => {
  const html = renderPage(fixture, { website, imageSizes: () => undefined }).replace(
    /(id="block-broken" data-block-type="69" data-block-json=")[^"]*"/,
    '$1{&quot;isExpandedFirstItem&quot;: tru"',
  );
  await page.route('**/fixtures/broken', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html, headers: SERVER_PAGE_HEADERS }));
  const errors = collectErrors(page);
  await page.goto('/fixtures/broken');
  await expect(page.locator('#block-good-1')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-good-2')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-broken')).toHaveAttribute('data-block-state', 'failed');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('[Vitrine] Block block-broken (type 69): data-block-json is not JSON; left as the server sent it.');

  await page.locator('#block-good-2 button').click();
  await expect(page.locator('#block-good-2 button')).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#block-broken button').click();
  await expect(page.locator('#block-broken button')).toHaveAttribute('aria-expanded', 'false');
  // Issue 22 (5): a failed block has the JavaScript-off look: its answer is shown, not kept behind a dead button.
  await expect(page.locator('#block-broken .accordion-item__dropdown')).toBeVisible();
  await expect(page.locator('#block-good-1 .accordion-item__dropdown')).toBeHidden();
});

test('a malformed #site-context logs one clear error and the blocks still start', async ({ page }) => {
  const html = renderPage(fixture, { website, imageSizes: () => undefined }).replace(/(<script id="site-context" type="application\/json">)[^<]*/, '$1{"website": ');
  await page.route('**/fixtures/broken', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html, headers: SERVER_PAGE_HEADERS }));
  const errors = collectErrors(page);
  await page.goto('/fixtures/broken');
  await expect(page.locator('#block-good-1')).toHaveAttribute('data-block-state', 'ready');
  expect(errors.filter((text) => text.includes('#site-context'))).toEqual(['[Vitrine] #site-context is not valid JSON; using safe defaults.']);
});
