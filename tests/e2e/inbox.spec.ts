// Issue 33: the forms inbox in Chromium at a phone's width (412 px), against the real server and its
// database: the owner opens a form's inbox from the list of forms, searches it, chooses a submission
// and deletes it after the confirmation page, with the keyboard; axe finds nothing once each page has
// settled, nothing overflows the screen sideways, and the console stays clean.
import Database from 'better-sqlite3';
import { expect, test, type Page } from './test.ts';
import { axe } from './axe.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { collectErrors } from './console.ts';
import { clearSignInFailures, signIn } from './sign-in.ts';

// Rows of this run only: the e2e database outlives a run.
const RUN = `e2e${Date.now().toString(36)}`;
const PEOPLE = ['Ada', 'Grace', 'Hedy'];

/** Three contact submissions of this run, straight into the e2e servers' database (playwright.config.ts). */
function seed(): void {
  const db = new Database('.data/e2e/vitrine.db');
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare('INSERT INTO form_submissions (form_id, payload, created_at, page_path) VALUES (?, ?, ?, ?)');
    PEOPLE.forEach((person, index) => {
      const form = {
        name: [`${person} ${RUN}`],
        email: `${person.toLowerCase()}@example.com`,
        subject: `Prints for ${person}`,
        message: 'A long message that needs its own room in the table, so that the table scrolls in its box.',
      };
      insert.run('contact', JSON.stringify({ formId: 'contact', pagePath: '/forms', form }), Date.now() + index, '/forms');
    });
  } finally {
    db.close();
  }
}

test.beforeAll(() => {
  clearSignInFailures();
  seed();
});

test.use({ viewport: { width: 412, height: 915 } });

/** True when the document is no wider than the screen (a wide table scrolls inside its own box). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the owner searches a form’s inbox and deletes a submission after confirming, by keyboard, at 412 px', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, E2E_ACCOUNTS.owner);

  await page.goto('/config/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/config\/forms\/contact$/);

  // Search by keyboard: the words typed into the labelled box, Enter sends them.
  const box = page.getByRole('searchbox', { name: 'Search this form' });
  await box.focus();
  await page.keyboard.type(`GRACE ${RUN}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=GRACE\\+${RUN}$`));
  const rows = page.locator('main tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Grace ${RUN}`);
  expect(await axe(page)).toEqual([]);
  expect(await fitsWidth(page)).toBe(true);

  // Choose the row with Space, then the button with Enter: the confirmation page lists it.
  const choose = page.getByRole('checkbox', { name: /^Select the submission of / });
  await choose.focus();
  await page.keyboard.press('Space');
  await expect(choose).toBeChecked();
  await page.getByRole('button', { name: 'Delete selected…' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete submissions' })).toBeVisible();
  await expect(page.locator('#confirm-question')).toHaveText('Delete this submission of Contact? This cannot be undone.');
  await expect(page.locator('main tbody tr')).toHaveCount(1);
  await expect(page.locator('main tbody tr')).toContainText(`Grace ${RUN}`);
  expect(await axe(page)).toEqual([]);
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: 'Delete', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/forms\/contact\?deleted=1$/);
  await expect(page.getByRole('status')).toHaveText('1 deleted.');

  // Gone from the search; the others of this run stay.
  await page.goto(`/config/forms/contact?q=${RUN}`);
  await expect(rows).toHaveCount(2);
  await expect(page.locator('main tbody')).not.toContainText(`Grace ${RUN}`);
  expect(await axe(page)).toEqual([]);
  expect(errors).toEqual([]);
});
