// Issue 32: the overlays on a page that is not ours. A host on another origin (tests/fixtures/foreign-origin)
// serves a shop's page under a strict Content-Security-Policy (no 'unsafe-inline' for scripts or styles)
// and imports the overlays from its own copy of them; its script is a file that wires its buttons. Each
// test checks that the overlay is styled, works, passes axe, and that nothing it added was refused
// (./test.ts fails any test on a reported violation; each test also asserts it). The preact project runs
// this file again with the preact/compat build (playwright.config.ts).
import { axe } from './axe.ts';
import { animationsDone } from './chunks.ts';
import { expect, test, type Page } from './test.ts';
import { touchDrag } from './touch.ts';
import { LIGHTBOX } from '../../overlays/lightbox/rules.ts';
import { startHost, type Build, type Host } from '../fixtures/foreign-origin/server.ts';

const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CONSENT_COOKIE = 'ss_cookieAllowed';

let host: Host;

test.beforeAll(async ({ baseURL }, info) => {
  const build: Build = info.project.name === 'preact' ? 'preact' : 'react';
  host = await startHost({ build, site: baseURL! });
});
test.afterAll(() => host?.close());

/** The host's page, once its script has imported the overlays (or failed to). */
async function open(page: Page, path = '/') {
  await page.goto(`${host.origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-overlays', /ready|failed/);
  await expect(page.locator('html')).toHaveAttribute('data-overlays', 'ready');
}

/** The visitor has chosen already, so the host's banner stays away. */
const consented = (page: Page) => page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: host.origin }]);

/** The element's computed position and its box against the viewport: a styled overlay is fixed and covers it. */
const placement = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { position: getComputedStyle(element).position, box: [box.left, box.top, box.width, box.height], viewport: [0, 0, innerWidth, innerHeight] };
  });

const lightbox = (page: Page) => page.locator('.vt-lightbox');
const counter = (page: Page) => page.locator('.vt-lb-count');

test.describe('a host page on another origin under a strict CSP', () => {
  test("the lightbox from a list of the host's images: styled over the page, keys step, Escape and Back close, focus returns", async ({ page, cspViolations }) => {
    await consented(page);
    await open(page);
    const button = page.locator('#open-lightbox');
    await button.click();
    await expect(lightbox(page)).toHaveAttribute('data-state', 'open');
    // Styled: fixed over the whole viewport, not drawn in the page flow under the buttons.
    const placed = await placement(page, '.vt-lightbox');
    expect(placed.position).toBe('fixed');
    expect(placed.box).toEqual(placed.viewport);
    expect(await placement(page, '.vt-lb-overlay').then((overlay) => overlay.position)).toBe('absolute');
    await expect(counter(page)).toHaveText('1 of 3');
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 of 3');
    // The next key once the lightbox's key throttle has passed on the page's clock.
    await page.waitForFunction(({ at, ms }) => performance.now() >= at + ms, { at: pressed, ms: LIGHTBOX.keyThrottleMs });
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('1 of 3');
    await expect(page.locator('.vt-lb-cell.active img')).not.toHaveClass(/loading/);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    // Back closes it, and the page stays.
    await button.click();
    await expect(lightbox(page)).toHaveAttribute('data-state', 'open');
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    expect(page.url()).toBe(`${host.origin}/`);
    await expect(button).toBeFocused();
    expect(cspViolations).toEqual([]);
  });

  test('confirm answers the host: Confirm, Cancel and Escape', async ({ page, cspViolations }) => {
    await consented(page);
    await open(page);
    const ask = page.locator('#ask');
    const answer = page.locator('#answer');
    const dialog = page.getByRole('dialog', { name: 'Remove this print?' });
    await ask.click();
    await expect(dialog).toBeVisible();
    const placed = await placement(page, '.vt-dialog-layer');
    expect(placed.position).toBe('fixed');
    expect(placed.box).toEqual(placed.viewport);
    await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Confirm']);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(answer).toHaveText('confirm');
    await expect(dialog).toHaveCount(0);
    await expect(ask).toBeFocused();

    await ask.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(answer).toHaveText('cancel');

    await page.evaluate(() => ((document.getElementById('answer') as HTMLOutputElement).value = ''));
    await ask.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(answer).toHaveText('cancel');
    await expect(ask).toBeFocused();
    expect(cspViolations).toEqual([]);
  });

  test("the cookie banner: styled, its choice stored in the host's cookie, and it stays away after a reload", async ({ page, cspViolations }) => {
    await open(page);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await animationsDone(page, '#vitrine-overlays');
    const placed = await placement(page, '.vt-cookie-banner');
    expect(placed.position).toBe('fixed');
    // A bar along the bottom of the viewport, once it has slid in.
    expect(Math.round(placed.box[1]! + placed.box[3]!)).toBe(placed.viewport[3]);
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#consent')).toHaveText('accepted');
    await expect(banner).toHaveCount(0);
    const cookie = (await page.context().cookies(host.origin)).find((each) => each.name === CONSENT_COOKIE);
    expect(cookie?.value).toBe('true');

    await page.reload();
    await open(page);
    await expect(page.locator('#consent')).toHaveText('accepted');
    await expect(banner).toHaveCount(0);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a host page on another origin under a strict CSP, on a phone', () => {
  test.use(PHONE);

  test('a swipe steps the lightbox', async ({ page, cspViolations }) => {
    await consented(page);
    await open(page);
    await page.locator('#open-lightbox').tap();
    await expect(lightbox(page)).toHaveClass(/vt-lb-scroll/);
    const placed = await placement(page, '.vt-lightbox');
    expect(placed.position).toBe('fixed');
    expect(placed.box).toEqual(placed.viewport);
    await expect(counter(page)).toHaveText('1 of 3');
    const cdp = await page.context().newCDPSession(page);
    await touchDrag(cdp, { x: 340, y: 450 }, -260, 0);
    await expect(counter(page)).toHaveText('2 of 3');
    await expect(page.locator('.vt-lb-cell.active img')).not.toHaveClass(/loading/);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a host page that imports the overlays from the Vitrine site itself', () => {
  // Fails until the site's /assets/* answer with Access-Control-Allow-Origin (the package part of issue
  // 32): without it the browser refuses the cross-origin module. Remove test.fail() once they do.
  test('confirm answers the host, the overlays fetched from the site', async ({ page, cspViolations, baseURL }) => {
    test.fail();
    await consented(page);
    await open(page, '/cross-origin');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts).toContain(`${baseURL}/assets/overlays.js`);
    await page.locator('#ask').click();
    const dialog = page.getByRole('dialog', { name: 'Remove this print?' });
    await expect(dialog).toBeVisible();
    expect((await placement(page, '.vt-dialog-layer')).position).toBe('fixed');
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('#answer')).toHaveText('confirm');
    expect(cspViolations).toEqual([]);
  });
});
