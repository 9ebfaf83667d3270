// Chunks the runtime fetches after load, or beside another chunk: a step taken before one has run
// meets the page without it (by design). Tests of what a chunk does wait until it has run.
import { expect, type Page } from './test.ts';

/**
 * Waits until the chunk named `name` (dist/assets/chunks/{name}-{hash}.js) is fetched and run:
 * importing the same address again settles once its module graph has run, after the runtime's own
 * import (whose `then` starts the feature) was answered.
 */
export const chunkRan = (page: Page, name: string) => moduleRan(page, `/chunks/${name}-`);

/** Waits until the first module fetched whose address holds `marker` has run (see chunkRan). */
export async function moduleRan(page: Page, marker: string) {
  await expect.poll(() => page.evaluate((part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part)), marker)).toBe(true);
  await page.evaluate(async (part) => {
    const address = performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))!.name;
    await import(address);
    await new Promise((done) => requestAnimationFrame(done));
  }, marker);
}

/** issue 21: a lightbox gallery's first frame comes in its own chunk beside the lightbox wiring. */
export const firstFrameReady = (page: Page) => chunkRan(page, 'first-frame');

/** Waits for `count` frames to be drawn: what a frame's observers and callbacks do has been done. */
export const frames = (page: Page, count = 2) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done));
  }, count);

/** Waits until no animation runs in the element `selector` names (finished ones are not listed). */
export const animationsDone = (page: Page, selector: string) =>
  expect.poll(() => page.locator(selector).evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length)).toBe(0);

/** Waits until the browser is idle, after the idle callbacks the page queued before (they run first). */
export const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 6000 })));

/** Waits until the element `selector` names has stopped moving: its transform the same two frames apart. */
export const still = (page: Page, selector: string) =>
  expect
    .poll(() =>
      page.locator(selector).evaluate(async (element) => {
        const before = getComputedStyle(element).transform;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return getComputedStyle(element).transform === before;
      }),
    )
    .toBe(true);
