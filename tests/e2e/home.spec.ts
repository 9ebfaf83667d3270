import { expect, test } from './test.ts';
import { axe } from './axe.ts';
import { collectErrors } from './console.ts';
import { layoutShifts, watchLayoutShift } from './layout-shift.ts';

test('/ loads, starts its blocks, and logs no console errors', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('html')).toHaveAttribute('data-page-type', '2');
  await expect(page.locator('#block-hero-image img')).toHaveJSProperty('complete', true);
  expect(await page.locator('#block-hero-image img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('axe-core finds no violations on /', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  expect(await axe(page)).toEqual([]);
});

test('unknown routes get the 404 page, of page type 100', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-page-type', '100');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Chromium reports the document's own 404 status; nothing else may fail.
  expect(errors.filter((text) => !text.includes('status of 404'))).toEqual([]);
  expect(errors).toHaveLength(1);
});

test('the first image is never lazy and is fetched with high priority; later ones wait for the image loader', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/');
  const images = page.locator('main img');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
  // Far below the first screen, the studio image has no src until it comes within 200 px.
  const studio = page.locator('#block-studio-image img');
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  await expect(studio).not.toHaveAttribute('src', /./);
  await studio.scrollIntoViewIfNeeded();
  await expect(studio).toHaveAttribute('src', /studio|forest/);
  await expect(studio).toHaveJSProperty('complete', true);
});

test('with JavaScript off, every accordion item is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const panel of await page.locator('.accordion-item__dropdown').all()) await expect(panel).toBeVisible();
  await context.close();
});

test('on a phone, / shifts nothing while its blocks start and its images load', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await watchLayoutShift(page);
  await page.goto('/');
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-hero-image')).toHaveClass(/image-block--narrow/);
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test('old page code calling JSTween gets the unsupported message, and the page keeps working', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/');
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  await page.evaluate(() => (window as unknown as { JSTween: { tween(): void } }).JSTween.tween());
  expect(warnings).toContain('[Vitrine] JSTween is no longer supported.');
});
