// Issue 20: the audio (38), calendar (39) and tour dates (40) blocks on /events in Chromium: server
// markup with no runtime. The page loads without console errors or layout shift, axe finds nothing, a
// native player plays the server's generated tone, and with JavaScript off every block is whole.
import { axe } from './axe.ts';
import { expect, test } from './test.ts';
import { consented } from './consent.ts';
import { collectErrors } from './console.ts';
import { layoutShifts, watchLayoutShift } from './layout-shift.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await consented(page, baseURL);
});

test('/events is in the navigation and loads with no console errors, no layout shift, and nothing for axe', async ({ page }) => {
  const errors = collectErrors(page);
  await watchLayoutShift(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axe(page)).toEqual([]);
  expect(await layoutShifts(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('no audio is fetched until a track is played; then a native player plays the generated tone', async ({ page }) => {
  const wavs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/audio/')) wavs.push(request.url());
  });
  await page.goto('/events');
  await page.waitForLoadState('networkidle');
  expect(wavs).toEqual([]); // preload="none"
  const players = page.locator('[data-block-type="38"] audio');
  await expect(players).toHaveCount(4);
  await expect(players.first()).toHaveAccessibleName('Morning on the lake');
  // A click on the page first: Chromium lets a page play sound once the visitor has interacted with it.
  await page.getByRole('heading', { name: 'Studio sessions' }).click();
  await players.first().evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => players.first().evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 5000 }).toBeGreaterThan(0.2);
  const state = await players.first().evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, error: audio.error, duration: audio.duration }));
  expect(state.error).toBeNull();
  expect(state.duration).toBeCloseTo(3, 1); // morning-a.wav: 3 s at 440 Hz (site/audio.ts)
  expect(wavs.some((url) => url.endsWith('/audio/morning-a.wav'))).toBe(true);
  await players.first().evaluate((audio: HTMLAudioElement) => audio.pause());
});

test('the calendar is a table of the month; the tour dates link tickets or say Sold Out', async ({ page }) => {
  await page.goto('/events');
  const calendar = page.getByRole('table', { name: 'September 2026' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('columnheader')).toHaveCount(7);
  await expect(calendar.getByRole('columnheader').first()).toHaveText('Sun');
  await expect(calendar.getByRole('link', { name: 'Print sale' })).toHaveAttribute('href', '/shop');
  await expect(calendar.locator('time[datetime="2026-09-30"]')).toHaveText('30');
  const tour = page.locator('[data-block-type="40"]');
  await expect(tour.locator('time')).toHaveCount(3);
  await expect(tour.getByText('Sold Out')).toBeVisible();
  await expect(tour.getByRole('link', { name: /^Tickets for Harbour Hall/ })).toHaveAttribute('href', '/forms?subject=tickets-portland');
});

test('with JavaScript off, every block is there and the players work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/events');
  await expect(page.locator('[data-block-type="38"] audio[controls]')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'September 2026' })).toBeVisible();
  await expect(page.locator('[data-block-type="40"] .tour-date')).toHaveCount(3);
  await expect(page.getByText('Sold Out')).toBeVisible();
  // The native player needs no script of the page's; its file is the server's.
  const response = await page.request.get('/audio/morning-a.wav');
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'audio/wav']);
  await context.close();
});
