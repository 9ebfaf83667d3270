// Issue 21: the cookie banner without client React on pages the server draws. The server renders the
// React banner's own view (data-banner="server"); a small vanilla chunk handles accept and decline; the
// overlays build, React least of all, is fetched only for an overlay that needs it. With JavaScript off
// the banner's buttons post the choice (POST /consent). The overlays entry alone still draws the
// banner on a page that is not ours: overlays.spec.ts, "the overlays entry alone".
import { expect, test, type Page } from './test.ts';
import { axe, settle } from './axe.ts';
import { collectErrors } from './console.ts';
import { bannerReady } from './consent.ts';
import { saveData } from './connection.ts';

const DAY = 86_400_000;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

/** Every request the page makes for the overlays build (its entry, React, each chunk). */
function overlayRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/overlays')) seen.push(path);
  });
  return seen;
}

/** What the page saw: each consent announced, each largest paint inside the banner, the layout shift. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as any;
    w.consent = [];
    document.addEventListener('cookieConsent', (event) => w.consent.push((event as CustomEvent).detail.consent));
    w.lcp = [];
    new PerformanceObserver((list) => w.lcp.push(...list.getEntries().map((entry: any) => entry.element?.closest('.vt-cookie-banner') != null))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    w.cls = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((entry: any) => !entry.hadRecentInput && (w.cls += entry.value))).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the runtime has looked for overlays to show (its site chunk at idle after the first screen). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await settle(page);
}

test.describe('the cookie banner drawn by the server', () => {
  test('a gallery page with the banner showing fetches nothing of the overlays before intent, React least of all; the banner never shifts the page nor is its largest paint', async ({
    page,
  }) => {
    const requests = overlayRequests(page);
    const errors = collectErrors(page);
    // With Save-Data the gallery asks for the overlays only on intent (on a fast link, at idle): so any request here would be the banner's.
    await saveData(page);
    await watch(page);
    await page.goto('/gallery/grid');
    await expect(page.locator('.vt-cookie-banner[data-banner]')).toHaveCount(1);
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    // A bar along the bottom, as the React banner.
    await expect.poll(async () => Math.round(await banner(page).evaluate((element) => element.getBoundingClientRect().bottom))).toBe(page.viewportSize()!.height);
    await settled(page);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => (window as any).cls)).toBe(0);
    expect(await page.evaluate(() => (window as any).lcp)).not.toContain(true);
    expect(await axe(page, '.vt-cookie-banner')).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Issue 21, target 3: the heavy page on a first visit shows the banner and the popup overlay, both drawn by the server.
  test('the heavy page on a first visit: the banner and the popup overlay show, and nothing of the overlays build is fetched before intent', async ({ page }) => {
    const requests = overlayRequests(page);
    const errors = collectErrors(page);
    await saveData(page);
    await page.goto('/bench/heavy');
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Join the studio list' })).toBeVisible({ timeout: 15_000 });
    await settled(page);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const [name, value, consent] of [
    ['Accept', 'true', 'accepted'],
    ['Decline', 'false', 'declined'],
  ] as const) {
    test(`${name} works with the overlays build blocked: the cookie for 30 days, the announcement, the banner gone, and it stays away`, async ({ page }) => {
      const requests = overlayRequests(page);
      await page.route('**/assets/overlays*', (route) => route.abort());
      await page.route('**/assets/overlays/**', (route) => route.abort());
      await watch(page);
      await page.goto('/gallery/grid');
      // The page's script has started (after load): a click now is the chunk's, not the form's post.
      await bannerReady(page);
      const before = Date.now();
      let posted = false;
      page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/consent' && (posted = true));
      await banner(page).getByRole('button', { name }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(posted).toBe(false);
      expect(await page.evaluate(() => (window as any).consent)).toEqual([consent]);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')!;
      expect(cookie.value).toBe(value);
      expect(cookie.expires * 1000 - before).toBeGreaterThan(30 * DAY - 60_000);
      expect(cookie.expires * 1000 - before).toBeLessThan(30 * DAY + 60_000);
      await page.reload();
      await settled(page);
      await expect(banner(page)).toHaveCount(0);
      // The gallery may ask for the overlays' entry at idle on this fast link (blocked here); never React or the banner's chunk.
      expect(requests.filter((path) => /\/(react|cookie-banner)-[\w-]+\.js$/.test(path))).toEqual([]);
    });
  }

  test('the buttons take the keyboard', async ({ page }) => {
    await page.goto('/gallery/grid');
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    await bannerReady(page);
    await banner(page).getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('true');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the buttons post the choice and come back to the page, without the banner', async ({ page }) => {
      await page.goto('/media');
      await expect(banner(page)).toBeVisible({ timeout: 5_000 });
      await banner(page).getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL('**/media');
      await expect(banner(page)).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('false');
    });
  });

  test('?sqsscreenshot=true: no banner drawn', async ({ page }) => {
    await page.goto('/gallery/grid?sqsscreenshot=true');
    await expect(page.locator('.vt-cookie-banner')).toHaveCount(0);
  });
});
