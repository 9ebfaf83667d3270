// Every /gallery/{design} page in Chromium: navigation by click, keyboard and swipe; disabled ends;
// the linked thumbnail strip; autoplay; history; no layout shift; no axe violations.
import { expect, test, type Page } from './test.ts';
import { axe } from './axe.ts';
import { collectErrors } from './console.ts';
import { consented } from './consent.ts';
import { layoutShifts, watchLayoutShift } from './layout-shift.ts';

const DESIGNS = ['base', 'strip', 'stacked', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'];
const SLIDING = ['stacked', 'strip', 'carousel'];
const ALL_IN_VIEW = DESIGNS.filter((design) => !SLIDING.includes(design));

const main = (page: Page, design: string) => page.locator(`#gallery-${design}-gallery`);

/** The index of the slide with aria-current="true" in the design's main gallery. */
const current = (page: Page, design: string) =>
  main(page, design).evaluate((gallery) => [...gallery.querySelectorAll('.slide')].findIndex((slide) => slide.getAttribute('aria-current') === 'true'));

async function open(page: Page, design: string, query = '') {
  await consented(page, test.info().project.use.baseURL);
  await watchLayoutShift(page);
  await page.goto(`/gallery/${design}${query}`);
  await expect(page.locator(`#block-${design}-gallery`)).toHaveAttribute('data-block-state', 'ready');
  await observed(page, design);
}

/**
 * The gallery's own IntersectionObserver has reported, so autoplay has its start (it waits while
 * the gallery is out of view). Observers report in the order they were made, in one task, so one
 * made now reports no sooner than the gallery's. Without this, a fake clock can run ahead of it.
 */
const observed = (page: Page, design: string) =>
  main(page, design).evaluate(
    (gallery) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(gallery);
      }),
  );

/**
 * Takes a step until the gallery moves: while it is still moving it refuses one (a gallery's rule), so a
 * refused step is taken again once `moved` has had half a second to come true.
 */
const stepTaken = (step: () => Promise<void>, moved: () => Promise<boolean>) =>
  expect(async () => {
    await step();
    await expect.poll(moved, { timeout: 500 }).toBe(true);
  }).toPass({ timeout: 20_000 });

for (const design of DESIGNS) {
  test(`${design}: starts with no console errors, shifts nothing, and axe-core finds no violations`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, design);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const design of SLIDING) {
  test(`${design}: next and previous by click, keyboard and swipe; the ends are disabled without loop`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, design);
    const gallery = main(page, design);
    const previous = gallery.locator('.gallery-previous');
    const next = gallery.locator('.gallery-next');
    await expect(previous).toHaveClass(/disabled/);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(await current(page, design)).toBe(0);

    await next.click();
    await expect.poll(() => current(page, design)).toBeGreaterThan(0);
    const afterClick = await current(page, design);
    await expect(previous).not.toHaveClass(/disabled/);

    await stepTaken(
      () => page.keyboard.press('ArrowRight'),
      async () => (await current(page, design)) > afterClick,
    );
    const afterKey = await current(page, design);
    await stepTaken(
      () => page.keyboard.press('ArrowLeft'),
      async () => (await current(page, design)) < afterKey,
    );

    // A swipe to the left, with the mouse, moves on.
    const before = await current(page, design);
    const box = (await gallery.locator('.gallery-viewport').boundingBox())!;
    await stepTaken(
      async () => {
        await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 8 });
        await page.mouse.up();
      },
      async () => (await current(page, design)) > before,
    );

    // To the last slide: next is disabled there.
    for (let i = 0; i < 12 && !(await next.getAttribute('class'))!.includes('disabled'); i++) {
      const at = await current(page, design);
      await stepTaken(
        () => next.click(),
        async () => (await current(page, design)) > at,
      );
    }
    await expect(next).toHaveClass(/disabled/);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });
}

for (const design of ALL_IN_VIEW) {
  test(`${design}: a click and Enter open the lightbox on their slide, and the slide follows it`, async ({ page }) => {
    await open(page, design);
    const slides = main(page, design).locator('.slide');
    const lightbox = page.locator('.vt-lightbox');
    await slides.nth(2).click();
    await expect(lightbox).toHaveAttribute('data-state', 'open');
    await expect.poll(() => current(page, design)).toBe(2);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.vt-lb-count')).toHaveText('4 of 12');
    await expect.poll(() => current(page, design)).toBe(3);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await slides.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.vt-lb-count')).toHaveText('2 of 12');
    await expect.poll(() => current(page, design)).toBe(1);
  });
}

test.describe('the slideshow (stacked)', () => {
  test('its linked thumbnail strip follows it, and it follows the strip', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'stacked');
    const thumbnails = page.locator('#gallery-stacked-gallery-thumbnails');
    const thumbnailCurrent = () => thumbnails.evaluate((strip) => [...strip.querySelectorAll('.slide')].findIndex((slide) => slide.classList.contains('active')));
    await main(page, 'stacked').locator('.gallery-next').click();
    await expect.poll(thumbnailCurrent).toBe(1);
    await stepTaken(
      () => thumbnails.locator('.slide').nth(4).click(),
      async () => (await current(page, 'stacked')) === 4,
    );
  });

  test('autoplay advances every 5 s, pauses while the pointer is over it, and resumes after', async ({ page }) => {
    await page.clock.install();
    await open(page, 'stacked');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect.poll(() => current(page, 'stacked')).toBe(1);
    await main(page, 'stacked').locator('.gallery-viewport').hover();
    await page.clock.runFor(12000);
    expect(await current(page, 'stacked')).toBe(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(1100);
    await expect.poll(() => current(page, 'stacked')).toBe(2);
    // The thumbnail strip is the slideshow's control: over it, autoplay waits too.
    await page.locator('#gallery-stacked-gallery-thumbnails .slide').nth(5).hover();
    expect(await main(page, 'stacked').evaluate((gallery) => gallery.getBoundingClientRect().bottom > 100)).toBe(true);
    await page.clock.runFor(12000);
    expect(await current(page, 'stacked')).toBe(2);
  });

  test('the pause button stops autoplay (WCAG 2.2.2)', async ({ page }) => {
    await page.clock.install();
    await open(page, 'stacked');
    const pause = main(page, 'stacked').locator('.gallery-autoplay');
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(5, 5);
    await page.clock.runFor(20000);
    expect(await current(page, 'stacked')).toBe(0);
  });

  test('with ?nomotion=true, autoplay is off', async ({ page }) => {
    await page.clock.install();
    await open(page, 'stacked', '?nomotion=true');
    await page.mouse.move(5, 5);
    await page.clock.runFor(20000);
    expect(await current(page, 'stacked')).toBe(0);
  });

  test('with history on, the address follows the slide, and a reload comes back to it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'stacked');
    await main(page, 'stacked').locator('.gallery-next').click();
    await expect(page).toHaveURL(/\/gallery\/stacked\/dunes$/);
    await page.reload();
    await expect(page.locator('#block-stacked-gallery')).toHaveAttribute('data-block-state', 'ready');
    await expect.poll(() => current(page, 'stacked')).toBe(1);
  });

  test('closing the lightbox, by its button or by Back, leaves the address on the slide shown', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'stacked');
    const lightbox = page.locator('.vt-lightbox');
    const lightboxNext = async (slide: string) => {
      await page.locator('.vt-lb-next').click();
      await expect(page).toHaveURL(new RegExp(`/gallery/stacked/${slide}$`));
    };
    await main(page, 'stacked').locator('.slide').first().click();
    await expect(lightbox).toHaveAttribute('data-lightbox-ready', '');
    await lightboxNext('dunes');
    await lightboxNext('forest');
    await page.locator('.vt-lb-close').click();
    await expect(lightbox).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/gallery/stacked/forest');
    await page.reload();
    await expect(page.locator('#block-stacked-gallery')).toHaveAttribute('data-block-state', 'ready');
    await expect.poll(() => current(page, 'stacked')).toBe(2);
    // Back closes the lightbox and stays on the page, still naming the slide shown.
    await main(page, 'stacked').locator('.gallery-next').click();
    await expect(page).toHaveURL(/\/gallery\/stacked\/harbor$/);
    await main(page, 'stacked').locator('.slide').nth(3).click();
    await expect(lightbox).toHaveAttribute('data-lightbox-ready', '');
    await lightboxNext('city');
    await page.goBack();
    await expect(lightbox).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/gallery/stacked/city');
    expect(await current(page, 'stacked')).toBe(4);
  });
});

test.describe('more of the gallery', () => {
  test('a video slide: it plays from its overlay, autoplay waits while it shows, and leaving it returns it to its overlay', async ({ page }) => {
    await page.route(/^https:\/\/www\.youtube\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
    await page.clock.install();
    await open(page, 'stacked');
    // The linked strip glides with the motion chunk: until it has arrived, the strip is still
    // "moving" after the fake clock's 700 ms, and refuses the next change.
    await page.waitForLoadState('networkidle');
    const gallery = main(page, 'stacked');
    await gallery.locator('.gallery-next').click();
    await page.clock.runFor(700);
    await gallery.locator('.gallery-next').click();
    await expect.poll(() => current(page, 'stacked')).toBe(2);
    await page.clock.runFor(700);
    const video = gallery.locator('.slide').nth(2).locator('.video-wrapper');
    await video.locator('.video-play').click();
    await expect(video).toHaveClass(/is-showing/);
    await page.mouse.move(5, 5);
    await page.clock.runFor(15000);
    expect(await current(page, 'stacked')).toBe(2);
    await gallery.locator('.gallery-next').click();
    await expect(video).not.toHaveClass(/is-showing/);
  });

  test("the live region speaks for the visitor's moves, and is silent during autoplay", async ({ page }) => {
    await page.clock.install();
    await open(page, 'stacked');
    const live = main(page, 'stacked').locator('.gallery-live');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect.poll(() => current(page, 'stacked')).toBe(1);
    await expect(live).toHaveText('');
    // The linked strip's glide ends first: a change is refused while it still moves.
    await page.clock.runFor(700);
    await main(page, 'stacked').locator('.gallery-next').click();
    await expect(live).toHaveText('3 of 12: Tall pines in soft morning fog');
    await expect(main(page, 'stacked')).toHaveAttribute('aria-roledescription', 'carousel');
  });

  test('a re-render attribute rebuilds the gallery with it', async ({ page }) => {
    await open(page, 'strip');
    const track = main(page, 'strip').locator('.gallery-track');
    const before = (await track.boundingBox())!.height;
    await main(page, 'strip').evaluate((gallery) => gallery.setAttribute('data-v-size', '20'));
    await expect.poll(async () => Math.round((await track.boundingBox())!.height)).toBe(Math.round(before * 2));
  });
});
