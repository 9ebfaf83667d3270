// Issue 20: the place lookups at the checkout in Chromium: the first address line
// is a combobox; typing shows the demo's places, the keys choose one and its details fill the address;
// with the places calls blocked, plain typing still places the order. axe with the list open.
import { axe } from './axe.ts';
import { expect, test, type Page } from './test.ts';
import Database from 'better-sqlite3';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from '../../core/catalog/places.ts';
import { shopStrings } from '../../core/catalog/strings/shop.ts';
import { storePageStrings } from '../../server/render/store/strings.ts';
import { productBySlug } from '../../site/products.ts';
import { placeById } from '../../site/places.ts';
import { consented } from './consent.ts';
import { collectErrors } from './console.ts';

const LAKE = productBySlug('lake-at-dawn-print')!;

/** Local runs share .data/e2e: the stock these tests buy is put back first, as the seed has it. */
test.beforeAll(() => {
  const db = new Database('.data/e2e/vitrine.db');
  try {
    db.pragma('busy_timeout = 5000');
    const restock = db.prepare('UPDATE stock SET qty = ? WHERE sku = ?');
    for (const variant of LAKE.variants) if (!variant.unlimited) restock.run(variant.qtyInStock, variant.sku);
  } finally {
    db.close();
  }
});

test.beforeEach(async ({ page, baseURL }) => {
  await consented(page, baseURL);
  await page.goto(`/shop/${LAKE.slug}`);
  const block = page.locator('[data-block-type="43"]');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  for (const [i, value] of ['Small', 'Black'].entries()) await block.locator(`select[name="option-${i}"]`).selectOption(value);
  await block.getByRole('button', { name: shopStrings.addToCart }).click();
  await expect(block.locator('.product-message')).toHaveText(shopStrings.added);
});

const line1 = (page: Page) => page.getByRole('combobox', { name: storePageStrings.line1 });

test('type, arrow, Enter: the place fills the address, with the tracking context sent', async ({ page }) => {
  const errors = collectErrors(page);
  const details: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === PLACES_DETAILS_PATH) details.push(url);
  });
  await page.goto('/checkout');
  await line1(page).pressSequentially('pike place');
  const option = page.getByRole('option', { name: /Pike Place Paper/ });
  await expect(option).toBeVisible();
  await expect(line1(page)).toHaveAttribute('aria-expanded', 'true');
  const found = await axe(page);
  expect(found, 'the checkout with the list open').toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(line1(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  const place = placeById('vp-012')!;
  await expect(page.getByLabel(storePageStrings.city)).toHaveValue(place.city);
  await expect(page.getByLabel(storePageStrings.zip)).toHaveValue(place.postalCode);
  await expect(page.getByLabel(storePageStrings.country)).toHaveValue(place.country);
  await expect(line1(page)).toHaveValue(place.addressLine1);
  await expect(page).toHaveURL(/\/checkout$/); // Enter chose; it did not submit
  expect(Object.fromEntries(details[0]!.searchParams)).toEqual({ placeId: 'vp-012', productPage: 'checkout', productSection: 'shipping' });
  // Escape closes a list that is open, and the page stays.
  await line1(page).fill('');
  await line1(page).pressSequentially('harbor');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the places calls blocked: plain typing, and the order is placed', async ({ page }) => {
  for (const path of [PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH]) await page.route(`**${path}*`, (route) => route.abort());
  await page.goto('/checkout');
  await page.getByLabel(storePageStrings.name).fill('Ada Lovelace');
  await page.getByLabel(storePageStrings.email, { exact: true }).fill('ada@example.com');
  await page.getByLabel(storePageStrings.line1).pressSequentially('12 Analytical Row');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByLabel(storePageStrings.city).fill('Springfield');
  await page.getByLabel(storePageStrings.zip).fill('62704');
  await page.getByLabel(storePageStrings.country).fill('United States');
  await page.getByRole('button', { name: storePageStrings.placeOrder }).click();
  await page.waitForURL('**/commerce/order-confirmed/**');
});
