// Issue 20: the page utilities in Chromium: a tooltip after the hover
// delay, at once on focus, dismissed by Escape, at most 250 px wide; the promo heading shrunk to one
// line in a narrow viewport, never below 11 px and with no layout shift; the order confirmed page's
// relative time, drawn by the server and refreshed in view.
import { axe } from './axe.ts';
import { expect, test } from './test.ts';
import { shopStrings } from '../../core/catalog/strings/shop.ts';
import { storePageStrings } from '../../server/render/store/strings.ts';
import { productBySlug } from '../../site/products.ts';
import { collectErrors } from './console.ts';
import { consented } from './consent.ts';
import { layoutShifts, watchLayoutShift } from './layout-shift.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await consented(page, baseURL);
});

test('a tooltip: after the hover delay, at once on focus, Escape hides it and goes no further; 250 px at most; axe', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blocks');
  const trigger = page.getByRole('button', { name: 'About the prices' });
  const tip = page.getByRole('tooltip');
  // The runtime has described the trigger once its chunk is in.
  await expect(trigger).toHaveAttribute('aria-describedby', /tooltip-/);
  const hovered = Date.now();
  await trigger.hover();
  await expect(tip).toBeVisible();
  // Shown after the 1200 ms hover delay, not before (the clock started before the hover began).
  expect(Date.now() - hovered).toBeGreaterThanOrEqual(1200);
  await expect(tip).toHaveText('Every price on the menu includes sales tax, and the café adds no service charge.');
  await expect(trigger).toHaveAccessibleDescription('Every price on the menu includes sales tax, and the café adds no service charge.');
  const box = (await tip.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(250);
  // Hoverable: the pointer crosses onto it and it stays.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  // Kept sleep: proves the tooltip does NOT hide while the pointer is on it, past the hide grace.
  await page.waitForTimeout(600);
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // The Escape went no further: no login dialog, no navigation.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/blocks$/);

  await page.mouse.move(0, 0);
  const second = page.getByRole('button', { name: 'About the member saving' });
  await second.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Show your print club card at the counter: 10% off everything but the soda.');
  expect(await axe(page)).toEqual([]);
  await second.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('text shrink: the promo heading stays on one line at 320 px, never below 11 px, flagged at 13 px or less, and moves nothing', async ({ page }) => {
  await watchLayoutShift(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/promo');
  const heading = page.locator('#block-promo-heading h1');
  const text = heading.locator('span');
  await expect(text).toHaveAttribute('style', /font-size/);
  const fit = await heading.evaluate((h1) => {
    const span = h1.firstElementChild as HTMLElement;
    return {
      size: Number.parseFloat(getComputedStyle(span).fontSize),
      base: Number.parseFloat(getComputedStyle(h1).fontSize),
      textWidth: span.getBoundingClientRect().width,
      boxWidth: h1.clientWidth,
      small: h1.hasAttribute('data-text-shrink-small'),
    };
  });
  expect(fit.size).toBeLessThan(fit.base);
  expect(fit.size).toBeGreaterThanOrEqual(11);
  expect(fit.textWidth).toBeLessThanOrEqual(fit.boxWidth + 0.5);
  expect(fit.small).toBe(fit.size <= 13);
  // Wider again: back to the page's own size, 100 ms after the last resize.
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(text).toHaveCSS('font-size', `${await heading.evaluate((h1) => getComputedStyle(h1).fontSize)}`);
  expect(await layoutShifts(page)).toEqual([]);
});

test('relative time: the order confirmed page says when it was placed, and the text follows the clock with no layout shift', async ({ page }) => {
  await watchLayoutShift(page);
  const pack = productBySlug('wallpaper-pack')!;
  // Two, over the demo's minimum subtotal.
  for (let i = 0; i < 2; i++) {
    await page.goto(`/shop/${pack.slug}`);
    const block = page.locator('[data-block-type="43"]');
    await expect(block).toHaveAttribute('data-block-state', 'ready');
    await block.getByRole('button', { name: shopStrings.addToCart }).click();
    await expect(block.locator('.product-message')).toHaveText(shopStrings.added);
  }
  await page.goto('/cart');
  await page.getByRole('link', { name: shopStrings.checkout }).click();
  await page.getByLabel(storePageStrings.name).fill('Ada Lovelace');
  await page.getByLabel(storePageStrings.email, { exact: true }).fill('ada@example.com');
  await page.getByLabel(storePageStrings.line1).fill('12 Analytical Row');
  await page.getByLabel(storePageStrings.city).fill('Springfield');
  await page.getByLabel(storePageStrings.zip).fill('62704');
  await page.getByLabel(storePageStrings.country).fill('United States');
  await page.getByRole('button', { name: storePageStrings.placeOrder }).click();
  await page.waitForURL('**/commerce/order-confirmed/**');
  const time = page.locator('.order-placed time[data-relative-time]');
  await expect(time).toHaveText(/^(just now|about \d+ seconds ago)$/);
  await expect(time).toHaveAttribute('title', /UTC$/);
  // The refresh, every 5 s while in view.
  await expect(time).toHaveText(/^about \d+ seconds ago$/, { timeout: 12_000 });
  expect(await layoutShifts(page)).toEqual([]);
});
