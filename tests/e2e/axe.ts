// Issue 30: every axe run of the e2e suite goes through here, so each checks the page as a visitor
// meets it once it has settled (every after-load chunk run: the cart indicator, the utilities, the
// site's overlays), with the WCAG 2.0, 2.1 and 2.2 A and AA rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Request } from '@playwright/test';
import { SETTLE, screenSettled } from '../../core/overlays/settle.ts';
import { expect, type Page } from './test.ts';

/**
 * The rules that run: WCAG 2.0, 2.1 and 2.2 at levels A and AA (which turn on target-size, off by
 * default), and axe's best practices, which every run had before and which still pass.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * The project's own axe-core (package.json), not the older copy @axe-core/playwright bundles: 4.13 takes
 * a one-digit text such as the cart count's "0" for no words, and so never compares it with the name.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The runtime's chunk of the site's overlays (core/overlays/site.ts): fetched at load when the context asks for any. */
const SITE_OVERLAYS_CHUNK = '/chunks/site-';

/** How much later than a paint the runtime may see it: its observer's callback, and the time it checks next. */
const PAINT_SLACK_MS = SETTLE.checkMs + 200;

/**
 * Runs every script the page has fetched from /assets/ (importing the same address again settles once
 * its module graph has run), then waits a frame, a moment for a chunk on its way, and idle time. The
 * count of such scripts, read last. Only the site's own modules: a classic script (a test double's)
 * would run again.
 */
const runChunks = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const scripts = () => performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(`${location.origin}/assets/`) && entry.name.endsWith('.js'));
    await Promise.all(scripts().map((entry) => import(entry.name).catch(() => {})));
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => requestIdleCallback(done, { timeout: 1000 }));
    return scripts().length;
  });

/** Runs chunks until no new one comes and no script request is on its way. */
async function chunksSettled(page: Page, pending: Set<Request>): Promise<void> {
  let count = -1;
  for (;;) {
    await expect.poll(() => pending.size, { message: 'script requests on their way' }).toBe(0);
    const now = await runChunks(page);
    if (now === count && pending.size === 0) return;
    count = now;
  }
}

/**
 * The facts the runtime's own wait reads before it shows the site's overlays (core/overlays/site.ts,
 * afterLargestPaint), read as late as the runtime may read them: its last paint is the later of the
 * page's last largest paint and the chunk's arrival (its observer reports the buffered paints then).
 * Null when the page has no such chunk: nothing waits.
 */
const screenFacts = (page: Page, slack: number) =>
  page.evaluate(
    ({ chunk, slack }) =>
      new Promise<{ complete: boolean; painted: boolean; sincePaint: number; loading: boolean; waited: number } | null>((resolve) => {
        const arrived = performance.getEntriesByType('resource').find((entry) => entry.name.includes(chunk)) as PerformanceResourceTiming | undefined;
        if (!arrived) return resolve(null);
        let last = -1;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // The buffered paints come in a task of their own.
        setTimeout(() => {
          for (const entry of observer.takeRecords()) last = Math.max(last, entry.startTime);
          observer.disconnect();
          const now = performance.now();
          const paint = Math.max(last, arrived.responseEnd);
          resolve({
            complete: document.readyState === 'complete',
            painted: last >= 0,
            sincePaint: now - paint - slack,
            loading: document.querySelector('img.loading') !== null,
            waited: now - arrived.responseEnd,
          });
        }, 0);
      }),
    { chunk: SITE_OVERLAYS_CHUNK, slack },
  );

/**
 * Waits until the page has settled: loaded, every chunk it fetched run (and those they fetched), the
 * site's overlays shown if the runtime was to show any (it waits for the first screen to be still),
 * and no fade running (an overlay mid-fade has no contrast yet). A test's own steps since load are
 * kept: nothing here clicks, scrolls or presses.
 */
export async function settle(page: Page): Promise<void> {
  const pending = new Set<Request>();
  const onRequest = (request: Request) => request.resourceType() === 'script' && pending.add(request);
  const onDone = (request: Request) => pending.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.waitForLoadState('load');
    await chunksSettled(page, pending);
    await expect
      .poll(
        async () => {
          const facts = await screenFacts(page, PAINT_SLACK_MS);
          return facts === null || screenSettled(facts);
        },
        { message: 'the first screen still, as the runtime judges it', intervals: [100], timeout: SETTLE.maxMs + 10_000 },
      )
      .toBe(true);
    await chunksSettled(page, pending);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || !(animation.effect as KeyframeEffect | null)?.getKeyframes().some((frame) => 'opacity' in frame)),
  );
}

/**
 * axe's violations on the page once it has settled, each as "rule: help (where)"; `include` limits the
 * run to part of the page (an overlay's root).
 */
export async function axe(page: Page, include?: string): Promise<string[]> {
  await settle(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags([...AXE_TAGS]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
