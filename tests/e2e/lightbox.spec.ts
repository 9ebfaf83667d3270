// issue 21: the lightbox's first frame in Chromium. The tap shows the tapped image full-screen at once,
// drawn by core while the overlays chunk (and React) arrive; the React lightbox takes over in the same
// frame, never leaving the page bare between the two; Escape and the back button work from the first
// frame. The overlays are fetched on intent (a mouse over the gallery or its press at once, a touch
// once its gesture has ended), not before.
import { expect, test, type Page } from './test.ts';
import { collectErrors } from './console.ts';
import { consented } from './consent.ts';
import { saveData, fastLink } from './connection.ts';
import { firstFrameReady, frames, idle, moduleRan } from './chunks.ts';

const GALLERY = '#gallery-grid-gallery';
const slide = (page: Page, n: number) => page.locator(`${GALLERY} .slide`).nth(n);
const instant = (page: Page) => page.locator('.vt-lightbox-instant');
const lightbox = (page: Page) => page.locator('.vt-lightbox');

/** Holds every request for the overlays build until `release()`; counts them. */
async function holdOverlays(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/assets/overlays**', async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked };
}

async function open(page: Page) {
  await consented(page, test.info().project.use.baseURL);
  // The first frame's chunk comes beside the gallery's lightbox chunk; a tap before it opens the
  // lightbox without a first frame (by design), so these tests tap once it has come.
  await page.goto('/gallery/grid');
  await expect(page.locator('#block-grid-gallery')).toHaveAttribute('data-block-state', 'ready');
  await expect(slide(page, 2).locator('img')).toHaveJSProperty('complete', true);
  await firstFrameReady(page);
}

test('with Save-Data, no overlay code is fetched before an intent; a mouse over the gallery is one', async ({ page }) => {
  await saveData(page);
  const held = await holdOverlays(page);
  await open(page);
  // Without Save-Data the gallery asks for them at idle: the idle has come and gone.
  await idle(page);
  await frames(page);
  expect(held.asked).toEqual([]);
  await slide(page, 0).hover();
  await expect.poll(() => held.asked.length).toBeGreaterThan(0);
  held.release();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  // issue 34, item 2: a press may start a swipe, so its fetch waits for the gesture's end; the chunks' parsing does not land inside it.
  test('with Save-Data, a swipe on a lightbox slideshow fetches the overlays only once the finger is lifted', async ({ page }) => {
    await saveData(page);
    const held = await holdOverlays(page);
    await consented(page, test.info().project.use.baseURL);
    // /gallery/stacked: a slideshow with the lightbox on; its swipe is the page's own (touch-action: pan-y), so no pointercancel.
    await page.goto('/gallery/stacked');
    await firstFrameReady(page);
    const cdp = await page.context().newCDPSession(page);
    const box = (await page.locator('main .gallery-viewport').first().boundingBox())!;
    const at = { x: box.x + box.width * 0.8, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    for (let i = 1; i <= 6; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x - i * 20, y: at.y }] });
      await frames(page, 1);
    }
    await frames(page, 10);
    expect(held.asked).toEqual([]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => held.asked.length).toBeGreaterThan(0);
    held.release();
  });
});

test('on a fast link without Save-Data, the overlays are fetched at idle', async ({ page }) => {
  await fastLink(page);
  const held = await holdOverlays(page);
  await open(page);
  await expect.poll(() => held.asked.length).toBeGreaterThan(0);
  held.release();
});

test('the tap shows the tapped image full-screen at once; React takes over without a bare frame', async ({ page }) => {
  const errors = collectErrors(page);
  const held = await holdOverlays(page);
  await open(page);
  // Record, on every change of the page, whether a lightbox layer (either) is there once one was.
  await page.evaluate(() => {
    const w = window as unknown as { __bare: number; __seen: boolean };
    w.__bare = 0;
    w.__seen = false;
    new MutationObserver(() => {
      const any = document.querySelector('.vt-lightbox-instant, .vt-lightbox');
      if (any) w.__seen = true;
      else if (w.__seen) w.__bare += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await slide(page, 2).click();
  await expect(instant(page)).toBeVisible();
  await expect(instant(page)).toHaveAttribute('role', 'dialog');
  const first = instant(page).locator('img');
  await expect(first).toHaveJSProperty('complete', true);
  // The slide's own image (already decoded), or the lightbox's size of it once that has loaded.
  expect(await first.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.currentSrc])).toEqual([true, expect.stringMatching(/\/images\/[^?]+\?format=\d+w$/)]);
  // It stands where the lightbox will draw the image: the screen less the padding, centred.
  const box = await first.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(box!.x + box!.width / 2)).toBe(Math.round(viewport.width / 2));
  await expect(lightbox(page)).toHaveCount(0);
  held.release();
  await expect(lightbox(page)).toHaveAttribute('data-lightbox-ready', '');
  await expect(instant(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __bare: number }).__bare)).toBe(0);
  await expect(page.locator('.vt-lb-count')).toHaveText('3 of 12');
  // One history entry for both: Escape gives it back.
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => history.state?.vitrineLightbox ?? null)).toBeNull();
  expect(errors).toEqual([]);
});

test('Escape closes the first frame before React arrives, and no lightbox mounts after', async ({ page }) => {
  const held = await holdOverlays(page);
  await open(page);
  const url = page.url();
  await slide(page, 1).click();
  await expect(instant(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(instant(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  held.release();
  // The overlays build that came late has run (and a frame after it): it mounted nothing.
  await moduleRan(page, '/assets/overlays/');
  await frames(page, 3);
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.classList.contains('lightbox-open'))).toBe(false);
  // The next tap opens it as usual.
  await slide(page, 3).click();
  await expect(lightbox(page)).toHaveAttribute('data-lightbox-ready', '');
  await expect(page.locator('.vt-lb-count')).toHaveText('4 of 12');
});

// Issue 22 (5): the overlays entry came but its React chunk not yet; the visitor closed the frame meanwhile.
test('Escape while only React is still coming: the lightbox that comes late does not stay', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/overlays/react-*', async (route) => {
    await released;
    await route.continue();
  });
  await open(page);
  await slide(page, 1).click();
  await expect(instant(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(instant(page)).toHaveCount(0);
  release();
  // React, come late, has run (and frames after it): the lightbox it would draw does not stay.
  await moduleRan(page, '/assets/overlays/react-');
  await frames(page, 3);
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.classList.contains('lightbox-open'))).toBe(false);
  await slide(page, 3).click();
  await expect(lightbox(page)).toHaveAttribute('data-lightbox-ready', '');
});

test('the back button closes the first frame and stays on the page', async ({ page }) => {
  const held = await holdOverlays(page);
  await open(page);
  const url = page.url();
  await slide(page, 1).click();
  await expect(instant(page)).toBeVisible();
  await page.goBack();
  await expect(instant(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  held.release();
  // The overlays build that came late has run (and a frame after it): it mounted nothing.
  await moduleRan(page, '/assets/overlays/');
  await frames(page, 3);
  await expect(lightbox(page)).toHaveCount(0);
});

// Issue 34: "ready" means the swipe listens, and the lightbox's swipe uses the page's motion chunk
// (the overlays build's own copy is never fetched by a runtime page).
test('the lightbox is ready once its swipe listens; a drag right after moves it; the motion code comes once', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const motion: string[] = [];
  await page.route(/\/assets\/(chunks|overlays)\/motion-/, async (route) => {
    motion.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await open(page);
  await slide(page, 1).click();
  await expect(page.locator('.vt-lb-count')).toHaveText('2 of 12');
  await frames(page, 3);
  await expect(lightbox(page)).not.toHaveAttribute('data-lightbox-ready', '');
  release();
  await expect(lightbox(page)).toHaveAttribute('data-lightbox-ready', '');
  const box = (await page.locator('.vt-lb-stage').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.locator('.vt-lb-count')).toHaveText('3 of 12');
  // After a button's step the next drag goes on from there.
  await page.getByRole('button', { name: 'Next image', exact: true }).click();
  await expect(page.locator('.vt-lb-count')).toHaveText('4 of 12');
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.locator('.vt-lb-count')).toHaveText('5 of 12');
  // The runtime's motion chunk (and the small one it shares a name with), never the overlays build's.
  expect(motion.filter((path) => path.startsWith('/assets/overlays/'))).toEqual([]);
  expect(motion.some((path) => path.startsWith('/assets/chunks/motion-'))).toBe(true);
});

// Issue 34, item 1: the first frame is a working lightbox before React has come (its controls' own
// chunk, fetched at the tap), by the lightbox's own rules; the React lightbox starts where it was moved to.
test.describe('the first frame before React', () => {
  const count = (page: Page) => instant(page).locator('[aria-live]');
  const button = (page: Page, name: string) => instant(page).getByRole('button', { name, exact: true });

  test('answers next, previous, the arrows, the clicks and a drag; the lightbox takes over at its image', async ({ page }) => {
    const errors = collectErrors(page);
    const held = await holdOverlays(page);
    await open(page);
    await slide(page, 2).click();
    await expect(instant(page)).toHaveAttribute('data-lightbox-ready', '');
    await expect(count(page)).toHaveText('3 of 12');
    await button(page, 'Next image').click();
    await expect(count(page)).toHaveText('4 of 12');
    await expect(instant(page).locator('img')).toHaveAttribute('alt', /\S/);
    await button(page, 'Previous image').click();
    await expect(count(page)).toHaveText('3 of 12');
    await page.keyboard.press('ArrowRight');
    await expect(count(page)).toHaveText('4 of 12');
    // One arrow step per 200 ms: the second press, at once, is let go.
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(count(page)).toHaveText('3 of 12');
    const viewport = page.viewportSize()!;
    // The right half of the stage steps on; the 2% at the edge does nothing.
    await page.mouse.click(viewport.width * 0.75, viewport.height * 0.2);
    await expect(count(page)).toHaveText('4 of 12');
    await page.mouse.click(viewport.width * 0.995, viewport.height * 0.2);
    await frames(page, 3);
    await expect(count(page)).toHaveText('4 of 12');
    // A drag to the left goes on, as the lightbox's own swipe does.
    await page.mouse.move(viewport.width * 0.8, viewport.height / 2);
    await page.mouse.down();
    await page.mouse.move(viewport.width * 0.2, viewport.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(count(page)).toHaveText('5 of 12');
    // Desktop loops: previous from the first goes to the last.
    for (let i = 0; i < 4; i++) await button(page, 'Previous image').click();
    await expect(count(page)).toHaveText('1 of 12');
    await button(page, 'Previous image').click();
    await expect(count(page)).toHaveText('12 of 12');
    await button(page, 'Next image').click();
    await button(page, 'Next image').click();
    await expect(count(page)).toHaveText('2 of 12');
    // The image drawn is the second item's, at the lightbox's size.
    await expect(instant(page).locator('img')).toHaveJSProperty('complete', true);
    const shown = await instant(page)
      .locator('img')
      .evaluate((img: HTMLImageElement) => new URL(img.src).pathname);
    const second = await slide(page, 1)
      .locator('img')
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown.replace(/-\d+w(?=\.)/, '')).toBe(second.replace(/-\d+w(?=\.)/, ''));
    held.release();
    await expect(lightbox(page)).toHaveAttribute('data-lightbox-ready', '');
    await expect(instant(page)).toHaveCount(0);
    await expect(page.locator('.vt-lb-count')).toHaveText('2 of 12');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    expect(await page.evaluate(() => history.state?.vitrineLightbox ?? null)).toBeNull();
    expect(errors).toEqual([]);
  });

  test('its close button closes it, and no lightbox mounts after', async ({ page }) => {
    const held = await holdOverlays(page);
    await open(page);
    const url = page.url();
    await slide(page, 1).click();
    await button(page, 'Close').click();
    await expect(instant(page)).toHaveCount(0);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => history.state?.vitrineLightbox ?? null)).toBeNull();
    held.release();
    await moduleRan(page, '/assets/overlays/');
    await frames(page, 3);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

    test('a swipe goes on and it stops at the last image; the lightbox takes over there', async ({ page }) => {
      const held = await holdOverlays(page);
      await open(page);
      await slide(page, 10).tap();
      await expect(instant(page)).toHaveAttribute('data-lightbox-ready', '');
      await expect(count(page)).toHaveText('11 of 12');
      const cdp = await page.context().newCDPSession(page);
      const swipe = async () => {
        const at = { x: 330, y: 450 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
        for (let i = 1; i <= 8; i++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x - i * 30, y: at.y }] });
          await frames(page, 1);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe();
      await expect(count(page)).toHaveText('12 of 12');
      await expect(button(page, 'Next image')).toHaveAttribute('aria-disabled', 'true');
      // The last image: a phone's lightbox stops there.
      await swipe();
      await frames(page, 30);
      await expect(count(page)).toHaveText('12 of 12');
      // The image stands on screen, where the lightbox draws it.
      const box = (await instant(page).locator('img').boundingBox())!;
      expect(Math.round(box.x)).toBe(0);
      held.release();
      await expect(lightbox(page)).toHaveAttribute('data-lightbox-ready', '');
      await expect(page.locator('.vt-lb-count')).toHaveText('12 of 12');
    });
  });
});
