// /media in Chromium: video blocks, the map (with a maps-API test double), block animations.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { axe } from './axe.ts';
import { collectErrors } from './console.ts';

const MAPS_DOUBLE = readFileSync(new URL('../fixtures/maps-double.js', import.meta.url), 'utf8');

/** The maps script comes from the test double; video hosts answer with a blank player page. */
async function offlineWorld(page: Page, { maps = true } = {}) {
  await page.route('https://maps.googleapis.com/**', (route) => (maps ? route.fulfill({ contentType: 'text/javascript', body: MAPS_DOUBLE }) : route.abort()));
  await page.route(/^https?:\/\/(www\.youtube\.com|player\.vimeo\.com|vimeo\.com|static\.animoto\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
}

const video = (page: Page, id: string) => page.locator(`#block-${id} .video-wrapper`);

/**
 * Clicks a video's overlay. With a player iframe on the page, Chromium routes a click made right
 * after a scroll by the previous frame's hit-test data, so the click waits two frames.
 */
async function play(page: Page, id: string) {
  const overlay = video(page, id).locator('.video-overlay');
  await overlay.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await overlay.click();
}

test.describe('video blocks', () => {
  test.beforeEach(async ({ page }) => {
    // No entrance animations here: a block still rising would move under the pointer.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await offlineWorld(page);
    await page.goto('/media');
    for (const block of await page.locator('.video-block').all()) await expect(block).toHaveAttribute('data-block-state', 'ready');
  });

  test('no iframe exists before play; a click on the overlay plays, with autoplay', async ({ page }) => {
    await expect(page.locator('main iframe')).toHaveCount(0);
    await video(page, 'film-youtube').locator('.video-overlay').click();
    const iframe = video(page, 'film-youtube').locator('iframe');
    await expect(iframe).toHaveAttribute('src', 'https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1&enablejsapi=1');
    await expect(video(page, 'film-youtube')).toHaveClass(/is-showing/);
    await expect(page.locator('main iframe')).toHaveCount(1);
  });

  test('Enter and Space on the play icon play too', async ({ page }) => {
    await video(page, 'film-vimeo').locator('.video-play').focus();
    await page.keyboard.press('Enter');
    await expect(video(page, 'film-vimeo').locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/1084537?autoplay=1');
    await video(page, 'film-youtube').locator('.video-play').focus();
    await page.keyboard.press('Space');
    await expect(video(page, 'film-youtube').locator('iframe')).toHaveCount(1);
  });

  test('only one video shows at a time', async ({ page }) => {
    await play(page, 'film-youtube');
    await play(page, 'film-vimeo');
    await expect(video(page, 'film-youtube')).not.toHaveClass(/is-showing/);
    await expect(video(page, 'film-youtube').locator('iframe')).toHaveCount(0);
    await expect(video(page, 'film-vimeo')).toHaveClass(/is-showing/);
  });

  test('an object embed plays as an object', async ({ page }) => {
    await video(page, 'film-object').locator('.video-overlay').click();
    await expect(video(page, 'film-object').locator('object')).toHaveCount(1);
  });

  test('an invalid embed shows its message, and a Vimeo page the Vimeo Basic message', async ({ page }) => {
    await expect(video(page, 'film-invalid').locator('.video-error')).toHaveText('Invalid video embed.');
    await expect(video(page, 'film-vimeo-basic').locator('.video-error')).toHaveText('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
    await expect(video(page, 'film-invalid').locator('.video-play')).toBeHidden();
  });
});

test.describe('the map block', () => {
  test('renders with the maps-API double: key decoded, language and region from the locale, the marker at the centre', async ({ page }) => {
    const errors = collectErrors(page);
    await offlineWorld(page);
    await page.goto('/media');
    const block = page.locator('#block-studio-map');
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveClass(/map-ready/);
    const canvas = block.locator('.map-canvas');
    await expect(canvas).toHaveAttribute('data-double-map', 'ready');
    await expect(canvas).toHaveAttribute('data-center', '40.7209,-74.0007');
    await expect(canvas).toHaveAttribute('data-zoom', '14');
    await expect(block.locator('.map-fallback')).toBeHidden();
    const query = await page.evaluate(() => (window as unknown as { __mapsQuery: Record<string, string> }).__mapsQuery);
    expect(query).toMatchObject({ key: 'vitrine-demo-maps-key', language: 'en', region: 'US', callback: '__vitrineMapsReady' });
    const marker = block.locator('.double-marker');
    await expect(marker).toHaveAttribute('data-position', '40.7209,-74.0007');
    await expect(marker).toHaveAttribute('data-icon-width', '24');
    const popup = page.waitForEvent('popup');
    await page.context().route('https://maps.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: 'maps' }));
    await marker.click();
    const opened = await popup;
    await opened.waitForURL(/maps\.google\.com/);
    const url = new URL(opened.url());
    expect(url.searchParams.get('ll')).toBe('40.7209,-74.0007');
    expect(url.searchParams.get('z')).toBe('14');
    expect(url.searchParams.get('q')).toContain('Vitrine Studio');
    expect(errors).toEqual([]);
  });

  test('when the maps script cannot load, the address and its link stay: never an empty box', async ({ page }) => {
    await offlineWorld(page, { maps: false });
    await page.goto('/media');
    const block = page.locator('#block-studio-map');
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveClass(/map-unavailable/);
    await expect(block.locator('address')).toContainText('12 Harbour Lane');
    await expect(block.getByRole('link', { name: 'Open this place in Google Maps' })).toBeVisible();
  });

  test('with no script at all, the address is the map', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/media');
    await expect(page.locator('#block-studio-map address')).toBeVisible();
    await expect(page.locator('#block-studio-map a')).toHaveAttribute('href', /maps\.google\.com/);
    await context.close();
  });
});

test('blocks gain animation-loaded as they scroll in, and those in view never hide', async ({ page }) => {
  await offlineWorld(page);
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/media');
  await expect(page.locator('#block-film-youtube')).toHaveClass(/animation-loaded/);
  const last = page.locator('#block-films-notes');
  await expect(last).toHaveClass(/animation-pending/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/animation-loaded/);
  await expect(last).not.toHaveClass(/animation-pending/);
});

test('under reduced motion, no block is held back', async ({ page }) => {
  await offlineWorld(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/media');
  await expect(page.locator('#block-film-youtube')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('.animation-pending')).toHaveCount(0);
});

test('axe-core finds no violations on /media, with a video playing', async ({ page }) => {
  await offlineWorld(page);
  await page.goto('/media');
  await expect(page.locator('#block-film-youtube')).toHaveAttribute('data-block-state', 'ready');
  await video(page, 'film-youtube').locator('.video-overlay').click();
  for (const block of await page.locator('[data-animation]').all()) await block.scrollIntoViewIfNeeded();
  await expect(page.locator('.animation-pending')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});
