// Issue 32: the overlays on a page that is not ours. A host on another origin (tests/fixtures/foreign-origin)
// serves a shop's page under a strict Content-Security-Policy (no 'unsafe-inline' for scripts or styles)
// and imports the overlays from its own copy of them, the packed package installed as a consumer would
// (once a run); its script is a file that binds its photos and wires its buttons. Each
// test checks that the overlay is styled, works, passes axe, and that nothing it added was refused
// (./test.ts fails any test on a reported violation; each test also asserts it). The preact project runs
// this file again with the preact/compat build (playwright.config.ts).
import { axe } from './axe.ts';
import { animationsDone } from './chunks.ts';
import { expect, test, type Page } from './test.ts';
import { touchDrag } from './touch.ts';
import { LIGHTBOX } from '../../overlays/lightbox/rules.ts';
import { formStrings } from '../../core/catalog/strings/form.ts';
import { popupOverlayStrings } from '../../core/catalog/strings/popup-overlay.ts';
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
/** The host page's nth photo link (1-based), plain markup that bindLightbox binds. */
const photo = (page: Page, n: number) => page.locator(`#photos a:nth-child(${n})`);
const popup = (page: Page) => page.getByRole('dialog', { name: 'Prints in your inbox' });

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
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 of 3');
    // The next key once the lightbox's key throttle has passed on the page's clock, read once the step
    // is seen, so no earlier than the key it took: the throttle counts from that key.
    const pressed = await page.evaluate(() => performance.now());
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

  test("the lightbox from the host's plain markup: the clicked photo, styled over the page, keys step, Escape and Back close, focus returns to the link", async ({
    page,
    cspViolations,
  }) => {
    await consented(page);
    await open(page);
    const link = photo(page, 2);
    await link.click();
    await expect(lightbox(page)).toHaveAttribute('data-state', 'open');
    await expect(counter(page)).toHaveText('2 of 3');
    await expect(page.locator('.vt-lb-cell.active img')).toHaveAttribute('alt', 'A blue boat at its mooring');
    const placed = await placement(page, '.vt-lightbox');
    expect(placed.position).toBe('fixed');
    expect(placed.box).toEqual(placed.viewport);
    // The link's own address stays the page's: the binding took the click.
    expect(page.url()).toBe(`${host.origin}/`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('3 of 3');
    // Read once the step is seen, so no earlier than the key it took: the throttle counts from that key.
    const pressed = await page.evaluate(() => performance.now());
    await page.waitForFunction(({ at, ms }) => performance.now() >= at + ms, { at: pressed, ms: LIGHTBOX.keyThrottleMs });
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('2 of 3');
    await expect(page.locator('.vt-lb-cell.active img')).not.toHaveClass(/loading/);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(link).toBeFocused();

    await link.click();
    await expect(lightbox(page)).toHaveAttribute('data-state', 'open');
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    expect(page.url()).toBe(`${host.origin}/`);
    await expect(link).toBeFocused();
    expect(cspViolations).toEqual([]);
  });

  test("a modified click on the host's photo link is the browser's: a new tab, and no lightbox", async ({ page, cspViolations }) => {
    await consented(page);
    await open(page);
    const link = photo(page, 3);
    // A plain click first: the lightbox's chunks are then loaded, so an open would follow a click at once.
    await link.click();
    await expect(counter(page)).toHaveText('3 of 3');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);

    const tab = page.context().waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const opened = await tab;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${host.origin}/photos/3.jpg`);
    await opened.close();
    // Two frames more on the page: nothing was asked to open.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(lightbox(page)).toHaveCount(0);
    expect(page.url()).toBe(`${host.origin}/`);
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

test.describe('a host page on another origin under a strict CSP: the popup signs up to the host', () => {
  test.beforeEach(() => {
    host.signups.length = 0;
  });

  test("the visitor's email goes to the host's own address, once, as JSON; the popup thanks them", async ({ page, cspViolations }) => {
    await consented(page);
    await open(page);
    await page.locator('#newsletter').click();
    await expect(popup(page)).toBeVisible();
    const placed = await placement(page, '.vt-popup-layer');
    expect(placed.position).toBe('fixed');
    expect(placed.box).toEqual(placed.viewport);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await popup(page).getByLabel(popupOverlayStrings.emailLabel).fill('reader@example.org');
    await popup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(popup(page).getByRole('status')).toHaveText(popupOverlayStrings.thanks);
    expect(host.signups).toEqual([{ email: 'reader@example.org' }]);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await popup(page).getByRole('button', { name: popupOverlayStrings.close }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('#signed-up')).toHaveText('true');
    expect(host.signups).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });

  test("the host's address answering 500: the typed email stays, and the form says it could not send", async ({ page, cspViolations }) => {
    await consented(page);
    await open(page, '/?refused');
    await page.locator('#newsletter').click();
    const email = popup(page).getByLabel(popupOverlayStrings.emailLabel);
    await email.fill('reader@example.org');
    await popup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(popup(page).getByRole('alert')).toHaveText(formStrings.sendFailed);
    expect(host.signups).toEqual([{ email: 'reader@example.org' }]);
    await expect(email).toHaveValue('reader@example.org');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(popup(page).getByRole('status')).toHaveCount(0);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('#signed-up')).toHaveText('false');
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

  test("a swipe steps the lightbox opened from the host's plain markup", async ({ page, cspViolations }) => {
    await consented(page);
    await open(page);
    await photo(page, 2).tap();
    await expect(lightbox(page)).toHaveClass(/vt-lb-scroll/);
    const placed = await placement(page, '.vt-lightbox');
    expect(placed.position).toBe('fixed');
    expect(placed.box).toEqual(placed.viewport);
    await expect(counter(page)).toHaveText('2 of 3');
    const cdp = await page.context().newCDPSession(page);
    await touchDrag(cdp, { x: 340, y: 450 }, -260, 0);
    await expect(counter(page)).toHaveText('3 of 3');
    await expect(page.locator('.vt-lb-cell.active img')).not.toHaveClass(/loading/);
    await animationsDone(page, '#vitrine-overlays');
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a host page that imports the overlays from the Vitrine site itself', () => {
  // The site's /assets/* answer with Access-Control-Allow-Origin: * (server/http/static.ts): without it
  // the browser refuses the cross-origin module.
  test('confirm answers the host, the overlays fetched from the site', async ({ page, cspViolations, baseURL }) => {
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
