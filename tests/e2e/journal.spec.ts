// Issue 20: /journal in Chromium: the follow button (41) upgraded by the platform's script (the test
// double), the comment counts (42) filled by the comment-count script, the site's font stylesheet
// swapped in without blocking the page; each external load blocked: the links stay as the server
// wrote them, and nothing is said beyond a debug line. axe, with the loads and with them blocked.
import { axe } from './axe.ts';
import { expect, test, type Page } from './test.ts';
import { journalStrings } from '../../core/catalog/strings/journal.ts';
import { COMMENT_COUNTS } from '../../server/doubles/comment-count.ts';
import { COMMENT_COUNT_SCRIPT_PATH, FOLLOW_SCRIPT_PATH } from '../../site/journal-page.ts';
import { FONT_STYLESHEET_PATH } from '../../site/website.ts';
import { consented } from './consent.ts';
import { collectErrors } from './console.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await consented(page, baseURL);
});

const block = (page: Page, type: number) => page.locator(`[data-block-type="${type}"]`);
const followLink = (page: Page) => block(page, 41).getByRole('link', { name: /^Follow @vitrine_studio on Mastodon/ });
const comments = (page: Page, thread: string) => block(page, 42).locator(`a[data-comment-count="${thread}"]`);

async function noViolations(page: Page, what: string) {
  expect(await axe(page), what).toEqual([]);
}

test('the scripts arrive: the follow button is the platform widget, the counts are filled, the fonts swap in', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/journal');
  await expect(block(page, 41)).toHaveAttribute('data-script-state', 'loaded');
  await expect(block(page, 41).locator('.follow-widget .follow-link')).toHaveCount(1);
  await expect(followLink(page)).toHaveAttribute('href', 'https://mastodon.social/@vitrine_studio');
  await expect(block(page, 42)).toHaveAttribute('data-script-state', 'loaded');
  await expect(comments(page, 'winter-light')).toHaveText(`${COMMENT_COUNTS['winter-light']} comments`);
  await expect(comments(page, 'new-paper')).toHaveText('1 comment');
  await expect(block(page, 42).locator('time[datetime="2025-06-12T00:00:00.000Z"]')).toHaveCount(1);
  // The font stylesheet, for no screen at first, swapped in once it loaded.
  await expect(page.locator('link[data-font-stylesheet]')).toHaveAttribute('media', 'all');
  await expect(page.locator('h1.font-display')).toHaveCSS('font-family', /Georgia/);
  await noViolations(page, '/journal');
  expect(errors).toEqual([]);
});

test('every external load blocked: the links stay as the server wrote them, the fallback font, no console error', async ({ page }) => {
  const errors = collectErrors(page);
  const debug: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug') debug.push(message.text());
  });
  for (const path of [FOLLOW_SCRIPT_PATH, COMMENT_COUNT_SCRIPT_PATH, FONT_STYLESHEET_PATH]) await page.route(`**${path}`, (route) => route.abort());
  await page.goto('/journal');
  await expect(block(page, 41)).toHaveAttribute('data-script-state', 'failed');
  await expect(block(page, 42)).toHaveAttribute('data-script-state', 'failed');
  await expect(followLink(page)).toBeVisible();
  await expect(block(page, 41).locator('.follow-widget')).toHaveCount(0);
  await expect(comments(page, 'winter-light')).toHaveText(journalStrings.comments);
  await expect(page.locator('link[data-font-stylesheet]')).toHaveAttribute('media', 'print');
  await expect(page.locator('h1.font-display')).not.toHaveCSS('font-family', /Georgia/);
  await expect.poll(() => debug.some((line) => line.includes('Unable to load fonts')), { timeout: 10_000 }).toBe(true);
  // Chromium says a blocked request failed (net::ERR_FAILED) as a console error of its own; the page says nothing.
  expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  await noViolations(page, '/journal with every external load blocked');
});

test('a script that hangs: the link is in place at once and stays; the page does not wait for it', async ({ page }) => {
  await page.route(`**${FOLLOW_SCRIPT_PATH}`, () => {}); // never answered
  await page.goto('/journal');
  await expect(followLink(page)).toBeVisible();
  await expect(block(page, 41)).toHaveAttribute('data-script-state', 'loading');
  await expect(block(page, 42)).toHaveAttribute('data-script-state', 'loaded');
});

test('JavaScript off: the follow link and the comments links work as links, the dates are there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/journal');
  await expect(followLink(page)).toBeVisible();
  await expect(comments(page, 'lake-series')).toHaveText(journalStrings.comments);
  await expect(comments(page, 'lake-series')).toHaveAttribute('href', '/journal#post-lake-series');
  await expect(page.locator('time[datetime]')).toHaveCount(4);
  // axe runs in the page, so not here: the markup is the server's, which axe checks above with the
  // external loads blocked.
  await context.close();
});
