// Issue 20: the site's languages and its header and footer in Chromium:
// the language switch with JavaScript on and off (plain links with ?lang=, remembered in a cookie),
// an owner's PUT of the footer that a visitor sees on the next page, and axe in both languages.
import { axe } from './axe.ts';
import { expect, test, type Page } from './test.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { consented } from './consent.ts';
import { collectErrors } from './console.ts';
import { signIn } from './sign-in.ts';

const switcher = (page: Page) => page.getByRole('navigation', { name: /^(Language|Langue)$/ });
const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function switchToFrenchAndBack(page: Page): Promise<void> {
  await page.goto('/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await switcher(page).getByRole('link', { name: 'Français' }).click();
  await page.waitForURL((url) => url.searchParams.get('lang') === 'fr-FR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(main(page).getByRole('link', { name: 'Boutique' })).toHaveAttribute('aria-current', 'page');
  await expect(switcher(page).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  await expect(switcher(page).getByRole('link', { name: 'Français' })).toHaveAttribute('hreflang', 'fr-FR');
  // The cookie carries the choice to a plain link.
  await main(page).getByRole('link', { name: 'Accueil' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('contentinfo')).toContainText('un site de démonstration Vitrine');
  await switcher(page).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(main(page).getByRole('link', { name: 'Home' })).toBeVisible();
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page, baseURL }) => consented(page, baseURL));

  test('the switch changes the language, the cookie keeps it, with no console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await switchToFrenchAndBack(page);
    expect(errors).toEqual([]);
  });

  test('axe finds nothing in either language', async ({ page }) => {
    for (const address of ['/', '/?lang=fr-FR']) {
      await page.goto(address);
      expect(await axe(page)).toEqual([]);
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is plain links and works the same', async ({ page }) => {
    await switchToFrenchAndBack(page);
  });
});

test('an owner PUTs the footer; a visitor sees it on the next page', async ({ page, browser, baseURL }) => {
  await consented(page, baseURL);
  await signIn(page, E2E_ACCOUNTS.owner);
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')!.value;
  const path = `/api/site-header-footer?crumb=${encodeURIComponent(crumb)}`;
  const before = await (await page.request.get('/api/site-header-footer')).json();
  const text = `Printed by the lake, ${Date.now()}`;
  try {
    const reply = await page.request.put(path, { data: { ...before, footer: { ...before.footer, text } } });
    expect(reply.status()).toBe(200);
    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    await fresh.goto('/');
    await expect(fresh.getByRole('contentinfo')).toContainText(text);
    // A visitor's PUT is refused.
    const visitorCrumb = (await visitor.cookies()).find((cookie) => cookie.name === 'crumb')!.value;
    expect((await fresh.request.put(`/api/site-header-footer?crumb=${visitorCrumb}`, { data: before })).status()).toBe(401);
    await visitor.close();
  } finally {
    expect((await page.request.put(path, { data: before })).status()).toBe(200);
  }
});
