// Chunks the runtime fetches after load, or beside another chunk: a step taken before one has run
// meets the page without it (by design). Tests of what a chunk does wait until it has run.
import { expect, type Page } from './test.ts';

/**
 * Waits until the chunk named `name` (dist/assets/chunks/{name}-{hash}.js) is fetched and run:
 * importing the same address again settles once its module graph has run, after the runtime's own
 * import (whose `then` starts the feature) was answered.
 */
export async function chunkRan(page: Page, name: string) {
  const marker = `/chunks/${name}-`;
  await expect.poll(() => page.evaluate((part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part)), marker)).toBe(true);
  await page.evaluate(async (part) => {
    const address = performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))!.name;
    await import(address);
    await new Promise((done) => requestAnimationFrame(done));
  }, marker);
}

/** issue 21: a lightbox gallery's first frame comes in its own chunk beside the lightbox wiring. */
export const firstFrameReady = (page: Page) => chunkRan(page, 'first-frame');
