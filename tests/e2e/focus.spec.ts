// Focus containment with real keyboard focus in Chromium. The module is bundled from
// source here, because nothing on the demo site uses it until the lightbox and dialogs.
import { build } from 'esbuild';
import { expect, test, type Page } from './test.ts';

let bundle = '';

test.beforeAll(async () => {
  const result = await build({ entryPoints: ['core/dom/focus.ts'], bundle: true, format: 'esm', write: false, target: 'es2022' });
  bundle = result.outputFiles[0]!.text;
});

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Focus</title></head><body>
<button id="open">Open</button>
<div id="dialog" role="dialog" aria-label="Dialog">
  <button id="first">First</button>
  <input id="field" aria-label="Field">
  <button id="off" disabled>Off</button>
  <a id="last" href="#x">Last</a>
</div>
<button id="after">After</button>
<script type="module">
import { containFocus } from '/fixtures/focus.js';
window.containFocus = (options) => (window.trap = containFocus(document, options));
window.ready = true;
</script></body></html>`;

async function open(page: Page) {
  await page.route('**/fixtures/focus', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.route('**/fixtures/focus.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.goto('/fixtures/focus');
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id);

test('Tab and Shift+Tab cycle inside the container, and focus returns on release', async ({ page }) => {
  await open(page);
  await page.focus('#open');
  await page.evaluate(() => (window as unknown as { containFocus: (o: unknown) => void }).containFocus({ container: document.getElementById('dialog') }));
  expect(await focused(page)).toBe('first');
  const order: (string | undefined)[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  expect(order).toEqual(['field', 'last', 'first', 'field']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('last');
  await page.evaluate(() => (window as unknown as { trap: { release(): void } }).trap.release());
  expect(await focused(page)).toBe('open');
});

test('a click outside does not take focus out of the container', async ({ page }) => {
  await open(page);
  await page.evaluate(() => (window as unknown as { containFocus: (o: unknown) => void }).containFocus({ predicate: (element: Element) => element.closest('#dialog') !== null }));
  await page.click('#after');
  expect(await focused(page)).toBe('first');
});

test('exactly one of container or predicate, or a clear error', async ({ page }) => {
  await open(page);
  const message = await page.evaluate(() => {
    try {
      (window as unknown as { containFocus: (o: unknown) => void }).containFocus({ container: document.body, predicate: () => true });
      return 'no error';
    } catch (error) {
      return (error as Error).message;
    }
  });
  expect(message).toBe('[Focus] Give exactly one of container or predicate.');
});
