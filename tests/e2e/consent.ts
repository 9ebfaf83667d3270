import type { Page } from '@playwright/test';

/**
 * The visitor has made the cookie choice already, so the site-wide banner neither loads nor
 * covers the bottom of the page. For tests of other things that click near the bottom, or that
 * run the page on a fake clock.
 */
export async function consented(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL! }]);
}

/**
 * Issue 21: the cookie banner the server drew has its script (core/consent/server-banner.ts): a click
 * is then handled in the page, with the cookieConsent event, rather than posted as with JavaScript off.
 */
export async function bannerReady(page: Page): Promise<void> {
  await page.locator('[data-banner="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
}
