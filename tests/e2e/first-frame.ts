// issue 21: a lightbox gallery's first frame comes in its own chunk beside the lightbox wiring; a tap
// before it has run opens the lightbox without one (by design). Tests of the first frame wait for it.
import { expect, type Page } from './test.ts';

/**
 * Waits until the gallery's first-frame chunk (core/gallery/first-frame.ts) is fetched and run, so a
 * tap shows the first frame: importing the same address again settles once its module graph has run.
 */
export async function firstFrameReady(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chunks/first-frame-')))).toBe(true);
  await page.evaluate(async () => {
    const address = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/chunks/first-frame-'))!.name;
    await import(address);
    await new Promise((done) => requestAnimationFrame(done));
  });
}
