// Signing in through /config/login, as an owner would, for the specs that need a signed-in account
// (owner.spec.ts, tracking.spec.ts), and clearing the failed-sign-in counts those specs leave.
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';

/** Signs in at /config/login with the page's own cookies; resolves on the owner area. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/config/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/config/');
}

/**
 * Failed sign-ins are counted per email and per client address for 15 minutes (docs/decisions.md
 * "Owner access: the server"), and every test comes from 127.0.0.1: a spec that fails on purpose
 * clears them, so that no later sign-in is held back. The e2e servers' database (playwright.config.ts).
 */
export function clearSignInFailures(): void {
  const db = new Database('.data/e2e/vitrine.db');
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('DELETE FROM sign_in_failures').run();
  } finally {
    db.close();
  }
}
