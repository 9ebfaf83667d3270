// The swipe in Chromium with real pointer input, mouse and touch, on a 50-slide strip (Swipe).
import { expect, test, type Page } from './test.ts';
import { motionChunk, stripPage } from '../fixtures/strip-page.mjs';
import { collectErrors } from './console.ts';
import { touchDrag } from './touch.ts';
import { frames } from './chunks.ts';

const chunk = motionChunk();

async function open(page: Page, options: { boundaries?: string; snap?: string | null; start?: number } = {}) {
  await page.route('**/fixtures/strip', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: stripPage({ chunk, ...options }) }));
  await page.goto('/fixtures/strip');
  await page.waitForFunction(() => (window as unknown as { __strip?: { ready: boolean } }).__strip?.ready === true);
  return page
    .locator('#area')
    .boundingBox()
    .then((box) => box!);
}

const strip = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __strip: { events: string[]; offset(): number; width(): number } }).__strip;
    return { events: s.events, offset: s.offset(), width: s.width(), transform: document.getElementById('track')!.style.transform };
  });

const settled = (page: Page, offset: number) => expect.poll(async () => (await strip(page)).offset).toBe(offset);

async function mouseDrag(page: Page, from: { x: number; y: number }, dx: number, { steps = 12, pause = 0, release = true } = {}) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y, { steps });
  // Kept sleep: a gesture's input, not a wait: the finger held still so that the release has no speed.
  if (pause) await page.waitForTimeout(pause);
  if (release) await page.mouse.up();
}

test.describe('with a mouse', () => {
  test('a drag past half the width moves on one slide and snaps to it', async ({ page }) => {
    const errors = collectErrors(page);
    const box = await open(page);
    await mouseDrag(page, { x: box.x + box.width * 0.8, y: box.y + 100 }, -box.width * 0.6);
    const { width } = await strip(page);
    await settled(page, width);
    expect((await strip(page)).transform).toBe(`translate3d(${-width}px, 0px, 0px)`);
    expect((await strip(page)).events).toContain(`settle ${width}`);
    expect(errors).toEqual([]);
  });

  test('a slow drag under half the width snaps back', async ({ page }) => {
    const box = await open(page);
    await mouseDrag(page, { x: box.x + box.width * 0.6, y: box.y + 100 }, -box.width * 0.3, { steps: 20, pause: 300 });
    await settled(page, 0);
  });

  test('a hard boundary holds the first slide still and reports reachedBeginning', async ({ page }) => {
    const box = await open(page, { boundaries: 'hard' });
    // More than half the width, so the release asks for the slide before the first whatever the
    // drag's speed (exactly half, as a 1280 px strip with no scrollbar gives, is not a move on).
    await mouseDrag(page, { x: box.x + 50, y: box.y + 100 }, box.width * 0.6, { release: false });
    expect((await strip(page)).offset).toBe(0);
    await page.mouse.up();
    await settled(page, 0);
    await expect.poll(async () => (await strip(page)).events).toContain('reachedBeginning');
  });

  test('an inertial boundary stretches past the first slide and bounces back', async ({ page }) => {
    const box = await open(page, { boundaries: 'inertial' });
    await mouseDrag(page, { x: box.x + 50, y: box.y + 100 }, box.width * 0.5, { release: false });
    await expect.poll(async () => (await strip(page)).offset).toBeLessThan(-10);
    const stretched = (await strip(page)).offset;
    // The stretch resists: well short of the 50% the pointer moved.
    expect(stretched).toBeGreaterThan(-box.width * 0.5);
    await page.mouse.up();
    await settled(page, 0);
  });

  test('a dragged link is not followed', async ({ page }) => {
    const box = await open(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#followed';
      link.textContent = 'a link on the slide';
      link.style.cssText = 'position:absolute;inset:0';
      const slide = document.querySelector('.slide') as HTMLElement;
      slide.style.position = 'relative';
      slide.append(link);
    });
    await mouseDrag(page, { x: box.x + box.width * 0.8, y: box.y + 100 }, -box.width * 0.6);
    await settled(page, (await strip(page)).width);
    expect(page.url()).not.toContain('#followed');
  });
});

test.describe('without motion', () => {
  for (const [name, setup] of [
    ['under prefers-reduced-motion', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    ['with nomotion=true', async () => {}],
  ] as const) {
    test(`${name}, the strip jumps to its slide instead of gliding`, async ({ page }) => {
      await setup(page);
      await page.route('**/fixtures/strip?nomotion=true', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: stripPage({ chunk }) }));
      const box = name.startsWith('with nomotion')
        ? await page.goto('/fixtures/strip?nomotion=true').then(async () => {
            await page.waitForFunction(() => (window as unknown as { __strip?: { ready: boolean } }).__strip?.ready === true);
            return (await page.locator('#area').boundingBox())!;
          })
        : await open(page);
      await mouseDrag(page, { x: box.x + box.width * 0.8, y: box.y + 100 }, -box.width * 0.6, { release: false });
      const { width, offset: released } = await strip(page);
      await page.evaluate(() => {
        const frames = (window as unknown as { __frames: { offsets: number[]; recording: boolean } }).__frames;
        frames.offsets.length = 0;
        frames.recording = true;
      });
      await page.mouse.up();
      await settled(page, width);
      // A few more frames at rest, recorded too.
      await frames(page, 4);
      const offsets = await page.evaluate(() => (window as unknown as { __frames: { offsets: number[] } }).__frames.offsets);
      // Each frame shows where the finger let go, or the slide itself: no frame in between.
      expect(released).toBeGreaterThan(width * 0.5);
      expect(offsets.filter((offset) => offset !== width && offset !== released)).toEqual([]);
      expect(offsets).toContain(width);
    });
  }
});

test.describe('with touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  test('a finger swipe moves on, and a tap is a tap', async ({ page }) => {
    const box = await open(page);
    const cdp = await page.context().newCDPSession(page);
    await touchDrag(cdp, { x: box.x + box.width * 0.8, y: box.y + 100 }, -box.width * 0.6, 0);
    const { width } = await strip(page);
    await settled(page, width);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 100, y: box.y + 100 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await strip(page)).events).toContain('tap');
  });

  test('a vertical drag on the strip scrolls the page, and moves no slide', async ({ page }) => {
    const box = await open(page);
    const cdp = await page.context().newCDPSession(page);
    await touchDrag(cdp, { x: box.x + box.width / 2, y: box.y + 250 }, 4, -200, 15);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(50);
    expect((await strip(page)).offset).toBe(0);
    expect((await strip(page)).events).not.toContain('start');
  });

  test('an inertial end goes past the last slide, bounces back, and reports reachedEnd', async ({ page }) => {
    const box = await open(page, { boundaries: 'inertial', start: 49 });
    const cdp = await page.context().newCDPSession(page);
    const { width } = await strip(page);
    const last = width * 49;
    expect((await strip(page)).offset).toBe(last);
    const offsets: number[] = [];
    const sample = setInterval(
      () =>
        void strip(page).then(
          (s) => offsets.push(s.offset),
          () => {},
        ),
      10,
    );
    // Past half the width, so the release moves on however slowly a loaded machine delivers the touches.
    await touchDrag(cdp, { x: box.x + box.width * 0.8, y: box.y + 100 }, -box.width * 0.6, 0, 8);
    await expect.poll(async () => (await strip(page)).events).toContain('reachedEnd');
    await settled(page, last);
    clearInterval(sample);
    expect(Math.max(...offsets)).toBeGreaterThan(last);
  });
});
