// Issue 20: the search block (37) and /search (page type 102) in Chromium: results as the visitor
// types, the address kept, Enter and JavaScript off served by the page itself, 'Unable to load
// results' when the call fails, axe, and no page view on /search.
import { axe } from './axe.ts';
import { EVENT_ID_PARAM } from '../../core/catalog/tracking.ts';
import { expect, test, type Page } from './test.ts';
import { consented } from './consent.ts';
import { collectErrors } from './console.ts';

// The page view's census call.
const HIT = '/api/census/RecordHit';

test.beforeEach(async ({ page, baseURL }) => {
  await consented(page, baseURL);
});

const ready = (page: Page) => expect(page.locator('[data-block-type="37"]')).toHaveAttribute('data-block-state', 'ready');
const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' });
const results = (page: Page) => page.locator('[data-block-type="37"] .search-results');

test('typing a word shows its results without a reload, and the address keeps ?q=', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/search');
  await ready(page);
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
  await field(page).pressSequentially('cotton rag', { delay: 30 });
  await expect(results(page).locator('.search-status')).toHaveText('1 result for “cotton rag”');
  await expect(results(page).getByRole('link', { name: 'Lake at Dawn Print' })).toHaveAttribute('href', '/shop/lake-at-dawn-print');
  await expect(results(page).locator('mark')).toHaveText(['cotton', 'rag']);
  await expect(page).toHaveURL(/\/search\?q=cotton\+rag$/);
  expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
  await field(page).fill('zzzqqq');
  await expect(results(page).locator('.search-status')).toHaveText('No results for “zzzqqq”');
  expect(await axe(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a failed call says Unable to load results and keeps the words', async ({ page }) => {
  await page.route('**/api/search?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
  await page.goto('/search');
  await ready(page);
  await field(page).fill('lake');
  await expect(results(page)).toHaveText('Unable to load results');
  await expect(field(page)).toHaveValue('lake');
  await page.unroute('**/api/search?**');
  await page.route('**/api/search?**', (route) => route.abort('failed'));
  await field(page).fill('harbor');
  await expect(results(page)).toHaveText('Unable to load results');
  await expect(field(page)).toHaveValue('harbor');
});

test('from the home page, Enter opens the search page with its results', async ({ page }) => {
  await page.goto('/');
  await field(page).fill('glacier');
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=glacier$/);
  await expect(page.getByRole('link', { name: 'Glacier Print' })).toBeVisible();
});

test('with JavaScript off, the search page answers ?q= itself; axe finds nothing on it', async ({ browser, baseURL, page }) => {
  const off = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await off.newPage();
  await bare.goto('/search');
  await field(bare).fill('cotton rag');
  await field(bare).press('Enter');
  await expect(bare).toHaveURL(/\/search\?q=cotton\+rag$/);
  await expect(bare.getByRole('link', { name: 'Lake at Dawn Print' })).toBeVisible();
  await off.close();
  // axe runs in the page, so with JavaScript on, over the same server-drawn results.
  await page.goto('/search?q=cotton+rag');
  await expect(page.getByRole('link', { name: 'Lake at Dawn Print' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('no page view is recorded on /search, though one is on the home page', async ({ page }) => {
  // Page views by event id: the home page's, when the visitor leaves while it is on its way, goes
  // once more from the next page with the same id (the server keeps it once), and is no new view.
  const views = new Map<string, string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const id = url.searchParams.get(EVENT_ID_PARAM) ?? '';
    if (url.pathname === HIT && !views.has(id)) views.set(id, page.url());
  });
  // The control: the home page's page view, observed the same way.
  await page.goto('/');
  await expect.poll(() => views.size).toBe(1);
  await page.goto('/search?q=lake');
  await ready(page);
  await field(page).fill('harbor');
  await expect(results(page).locator('.search-status')).toContainText('harbor');
  await page.waitForLoadState('networkidle');
  expect([...views.values()]).toEqual([expect.stringMatching(/\/$/)]);
});
