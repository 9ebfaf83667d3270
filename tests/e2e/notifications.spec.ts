// Issue 33: the notifications page in Chromium at a phone's width (412 px): the owner sets a local
// receiver's address with the keyboard alone, sees the secret, then removes it; axe finds nothing
// once the page has settled. The e2e server runs with VITRINE_DEV=1, which allows a local receiver.
import { expect, test } from './test.ts';
import { axe } from './axe.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { clearSignInFailures, signIn } from './sign-in.ts';

test.beforeAll(clearSignInFailures);
test.use({ viewport: { width: 412, height: 915 } });

test('the owner sets and removes the webhook address at 412 px, by keyboard; axe finds nothing', async ({ page }) => {
  await signIn(page, E2E_ACCOUNTS.owner);
  const response = await page.goto('/config/notifications');
  expect(response?.status()).toBe(200);
  expect(await axe(page)).toEqual([]);

  const field = page.getByLabel('Webhook address');
  await field.focus();
  await field.fill('http://127.0.0.1:4599/vitrine-e2e');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/config/notifications' && url.searchParams.get('done') === 'saved');
  await expect(page.getByRole('status')).toHaveText('The webhook address is saved.');
  await expect(page.locator('code.secret')).toHaveText(/^[0-9a-f]{64}$/);
  // Nothing wider than the phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await axe(page)).toEqual([]);

  // The Remove button takes the keyboard: focused, then pressed with Enter.
  const remove = page.getByRole('button', { name: 'Remove address' });
  await remove.focus();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('done') === 'removed');
  await expect(page.locator('code.secret')).toHaveCount(0);
});
