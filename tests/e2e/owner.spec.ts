// Issue 18: owner access in Chromium against the real server and its database (forms-commerce,
// sections 2, 4 "Escape key" and "Logout", 6; contract.md "Accounts" and "Owner area"). The e2e
// servers create the owner and the viewer from tests/e2e/accounts.ts (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { accountStrings } from '../../core/catalog/strings/account.ts';
import { logoutStrings } from '../../core/catalog/strings/logout.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { consented } from './consent.ts';

const { owner, viewer } = E2E_ACCOUNTS;
/** A public page with a search, so that frameUrl must carry both. */
const PUBLIC = '/forms?ref=owner-e2e';

// Failed sign-ins are counted per client address for 15 minutes (docs/decisions.md "Owner access:
// the server"), and every test comes from 127.0.0.1: start each run with none counted.
test.beforeAll(() => {
  const db = new Database('.data/e2e/vitrine.db');
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('DELETE FROM sign_in_failures').run();
  } finally {
    db.close();
  }
});

test.beforeEach(async ({ page, baseURL }) => {
  // The cookie banner would otherwise be a closable, and take the first Escape (rule 1).
  await consented(page, baseURL);
});

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/config/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/config/');
}

const context = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('site-context')?.textContent ?? 'null'));

/** Escape's rules load their chunk on the first Escape: resolves once it has arrived. */
const escapeChunk = (page: Page) => page.waitForResponse((response) => /\/overlays\/escape-actions-[^/]*\.js$/.test(response.url()));

test.describe('signing in at /config/login', () => {
  test('the owner signs in and lands in the owner area', async ({ page }) => {
    await signIn(page, owner);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('axe finds nothing on the sign-in page', async ({ page }) => {
    await page.goto('/config/login');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('signed in, each owner page answers privately, analytics has its table, and axe finds nothing', async ({ page }) => {
    await signIn(page, owner);
    const pages = ['/config/', '/config/forms', '/config/orders', '/config/analytics', `/config/?frameUrl=${encodeURIComponent(PUBLIC)}`];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toBe('private, no-store');
      if (path === '/config/analytics') await expect(page.locator('table thead th').first(), path).toBeVisible();
      const found = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
      expect(found, path).toEqual([]);
    }
  });

  test('/config/forms as a visitor is the sign-in page (401), with no data', async ({ page }) => {
    const response = await page.goto('/config/forms');
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  });
});

test.describe('the Escape key, forms-commerce.md 4', () => {
  test('rule 4: an owner’s Escape on a public page goes to /config/?frameUrl=<path and search>, on appDomain', async ({ page }) => {
    await signIn(page, owner);
    await page.goto(PUBLIC);
    const here = new URL(page.url()).host;
    // The demo sets no appDomain: it is the host the server is reached at (server/http/public-url.ts).
    expect((await context(page)).appDomain).toBe(here);
    await page.keyboard.press('Escape');
    await page.waitForURL((address) => address.pathname === '/config/');
    const url = new URL(page.url());
    expect(url.host).toBe(here);
    expect(url.searchParams.get('frameUrl')).toBe(PUBLIC);
    // The public page, framed beside the owner's panel.
    await expect(page.locator('iframe')).toHaveAttribute('src', PUBLIC);
    await expect(page.locator('#config-panel')).toBeVisible();
  });

  test('rule 2: shift+Escape logs out; the site root says Logout Successful, and /config is closed again', async ({ page }) => {
    await signIn(page, owner);
    await page.goto(PUBLIC);
    await page.keyboard.press('Shift+Escape');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('logout') === 'true');
    const popup = page.getByRole('dialog', { name: logoutStrings.title });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText(logoutStrings.message);
    expect((await context(page)).authenticatedAccount).toBeNull();
    expect((await page.goto('/config/forms'))?.status()).toBe(401);
  });

  test('section 6: a viewer-only account is not sent to config, nor shown the login', async ({ page }) => {
    await signIn(page, viewer);
    await page.goto(PUBLIC);
    expect((await context(page)).websiteRoles).toEqual([10]);
    const chunk = escapeChunk(page);
    await page.keyboard.press('Escape');
    await chunk;
    // The chunk has acted by the next task; a short grace for a navigation that must not come.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PUBLIC);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('rule 5: a visitor’s Escape opens the login dialog; Escape closes it (rule 1); a wrong password gets one message; the right one signs in', async ({ page }) => {
    await page.goto(PUBLIC);
    expect((await context(page)).useEscapeKeyToLogin).toBe(true);
    await page.keyboard.press('Escape');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(dialog.getByRole('link', { name: /sign up|create/i })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).include('#vitrine-overlays').analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Rule 1 first: Escape closes the dialog, and the next Escape opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email', { exact: true }).fill(owner.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(accountStrings.signInFailed);
    await expect(dialog.getByRole('alert')).toHaveCount(1);
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(owner.email);

    await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    // The page reloads: a read during the navigation is retried.
    await expect.poll(async () => (await context(page).catch(() => null))?.authenticatedAccount?.email ?? null).toBe(owner.email);
  });
});
