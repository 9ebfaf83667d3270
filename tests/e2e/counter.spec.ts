// The textarea counter, started by the runtime on a page that has one.
import { expect, test } from './test.ts';
import { renderPage } from '../../server/render/page.ts';
import { website } from '../../site/website.ts';

const html = renderPage(
  {
    path: '/fixtures/counter',
    pageType: 2,
    id: 'counter',
    title: 'Counter',
    description: 'A textarea with a maximum length.',
    blocks: [
      {
        kind: 'text',
        id: 'note',
        html: '<form class="form-item" style="max-width:30rem"><label for="note">Your note</label><textarea id="note" name="note" rows="4" style="width:100%" data-max-length="20"></textarea></form>',
      },
    ],
  },
  { website, imageSizes: () => undefined },
);

test('shows current / max as the visitor types, and marks the field over the maximum', async ({ page }) => {
  await page.route('**/fixtures/counter', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto('/fixtures/counter');
  const counter = page.locator('.textarea-counter');
  await expect(counter).toHaveText('0 / 20');
  const box = await page.locator('#note').boundingBox();
  await page.locator('#note').fill('A quiet morning.');
  await expect(counter).toHaveText('16 / 20');
  await page.locator('#note').fill('A quiet morning on the lake.');
  await expect(counter).toHaveText('28 / 20');
  await expect(page.locator('form.form-item')).toHaveClass(/error/);
  await expect(page.locator('#note')).toHaveAttribute('aria-invalid', 'true');
  // The counter sits over the textarea's corner: adding it moved nothing.
  expect(await page.locator('#note').boundingBox()).toEqual(box);
});
