// Issue 30: axe-core (WCAG 2.0, 2.1 and 2.2, A and AA; tests/e2e/axe.ts) on every page of the demo site
// once it has settled, as a first visit meets it (the cookie banner open), and with each overlay the
// demo opens: the lightbox, the popup overlay, the mobile info bar and its panel, the logout popup and
// the login dialog. One load per page. The store's own dialogs (quick view, the quantity-0 question,
// the no-cart alert), its pages with a cart (cart, checkout, order, review) and the owner area are
// checked by store.spec.ts and owner.spec.ts; the system error overlay, which no demo page opens, by
// data-layer.spec.ts; all through the same helper.
import { GIFT_CARD_CHECKOUT_PATH, GOTO_CHECKOUT_PATH } from '../../core/catalog/checkout-paths.ts';
import { SEARCH_PATH } from '../../core/catalog/search.ts';
import { DONATE_PATH } from '../../site/forms-pages.ts';
import { donationPages } from '../../site/forms.ts';
import { pages } from '../../site/pages.ts';
import { SHOP_PRODUCTS } from '../../site/products.ts';
import { CART_PATH, CHECKOUT_PATHS, productPath, SHOP_PATH } from '../../server/store/paths.ts';
import { axe } from './axe.ts';
import { consented } from './consent.ts';
import { expect, test, type Page } from './test.ts';

/** Every address the demo serves a page at, but the owner area's and those that need an order. */
const ADDRESSES = [
  ...pages.map((page) => page.path),
  `${SEARCH_PATH}?q=print`,
  SHOP_PATH,
  ...SHOP_PRODUCTS.map(productPath),
  CART_PATH,
  ...CHECKOUT_PATHS,
  `${DONATE_PATH}?donatePageId=${donationPages[0]!.id}`,
  GOTO_CHECKOUT_PATH,
  '/no-such-page',
];

/** Loads `address`; every page answers (the 404 page and the store's refusals included). */
async function visit(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status(), address).toBeLessThan(500);
}

/** Pages checked at once: settling is mostly waiting, so two tabs halve the time on two cores. */
const TABS = 2;

test('every demo page, settled, with the cookie banner open', async ({ page, context }) => {
  test.setTimeout((ADDRESSES.length * 20_000) / TABS);
  const addresses = [...ADDRESSES];
  let next = 0;
  const check = async (tab: Page): Promise<void> => {
    const banner = tab.getByRole('region', { name: 'Cookie notice' });
    while (next < addresses.length) {
      const address = addresses[next++]!;
      await visit(tab, address);
      await expect(banner, address).toBeVisible();
      expect(await axe(tab), address).toEqual([]);
      // The gift card's amounts each lead to its own checkout page.
      const giftCard = tab.locator(`a[href^="${GIFT_CARD_CHECKOUT_PATH}?"]`).first();
      if (!addresses.some((seen) => seen.startsWith(`${GIFT_CARD_CHECKOUT_PATH}?`)) && (await giftCard.count())) addresses.push((await giftCard.getAttribute('href'))!);
    }
  };
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  // A tab that ran out before the other added the gift card's checkout: the loop takes it up.
  while (next < addresses.length) await Promise.all(tabs.map(check));
  expect(next, 'every address checked').toBe(addresses.length);
  expect(
    addresses.some((seen) => seen.startsWith(`${GIFT_CARD_CHECKOUT_PATH}?`)),
    'a gift card checkout',
  ).toBe(true);
});

test('the lightbox open, over the banner', async ({ page }) => {
  await page.goto('/gallery/stacked');
  // A tap before the gallery has started is the page's own (no lightbox yet): wait for it, as a visitor's eye would.
  await expect(page.locator('#block-stacked-gallery')).toHaveAttribute('data-block-state', 'ready');
  await page.locator('#gallery-stacked-gallery .slide').first().click();
  await expect(page.locator('.vt-lightbox')).toHaveAttribute('data-state', 'open');
  expect(await axe(page)).toEqual([]);
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('/promo: the popup overlay, the mobile info bar and the banner open together; then the bar’s panel', async ({ page }) => {
    await page.goto('/promo');
    const popup = page.getByRole('dialog', { name: 'Join the studio list' });
    const bar = page.getByRole('complementary', { name: 'Contact details' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    expect(await axe(page), 'popup, bar and banner').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await bar.getByRole('button', { name: 'Hours' }).click();
    await expect(bar).toContainText('Mon to Fri, 9 to 5');
    expect(await axe(page), 'the bar’s panel').toEqual([]);
  });
});

test('the logout popup, then the login dialog', async ({ page, baseURL }) => {
  // The cookie banner would be a closable, and take the Escape that opens the login dialog.
  await consented(page, baseURL);
  await page.goto('/?logout=true');
  const popup = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  // It hides itself about 2 s after it shows, unless the pointer is over it: held so, it waits for axe
  // however long the page takes to settle; let go, it hides.
  await popup.hover();
  expect(await axe(page, '#vitrine-overlays'), 'the logout popup').toEqual([]);
  await expect(popup).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(popup).toHaveCount(0, { timeout: 5000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(await axe(page), 'the login dialog').toEqual([]);
});
