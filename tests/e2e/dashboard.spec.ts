// Issue 33: the owner's analytics dashboard in Chromium against the built server: on a phone's width
// (412 px) with nothing wider than the screen, axe clean once settled, a filter reached and applied by
// keyboard and removed again, and the visitors-right-now count refreshed by its small script, with no
// console error. The rows are written into the e2e server's database (playwright.config.ts) first.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { axe } from './axe.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { clearSignInFailures, signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

const PHONE = { width: 412, height: 915 };

/** Three visits of the last hour (France twice, the United States once) and a goal, as the write path stores them. */
function seed(): void {
  const db = new Database('.data/e2e/vitrine.db');
  try {
    db.pragma('busy_timeout = 5000');
    const run = randomBytes(4).toString('hex');
    const now = Date.now();
    const visit = db.prepare(
      `INSERT INTO visits (session_id, visitor_id, started_at, ended_at, entry_path, exit_path, pageviews, source, source_kind, device, browser, os, country)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const view = db.prepare(
      `INSERT INTO page_views (day, path, visitor_id, payload, created_at, session_id, source, source_kind, device, browser, os, country)
       VALUES (?, ?, ?, '{}', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const rows: [string, string[], string, string, string, string][] = [
      ['e2e-a', ['/', '/forms'], 'Google', 'search', 'phone', 'FR'],
      ['e2e-b', ['/'], 'Direct / None', 'direct', 'desktop', 'FR'],
      ['e2e-c', ['/store'], 'news.example.com', 'referral', 'phone', 'US'],
    ];
    db.transaction(() => {
      for (const [visitor, paths, source, kind, device, country] of rows) {
        const session = `${visitor}-${run}`;
        const start = now - 10 * 60_000;
        visit.run(session, visitor, start, start + 60_000, paths[0], paths.at(-1), paths.length, source, kind, device, 'Chrome', 'Android', country);
        for (const [index, path] of paths.entries())
          view.run(new Date(start).toISOString().slice(0, 10), path, visitor, start + index * 60_000, session, source, kind, device, 'Chrome', 'Android', country);
      }
      db.prepare(`INSERT INTO goals (kind, name, visitor_id, session_id, path, created_at) VALUES ('event', 'signup', 'e2e-a', ?, '/', ?)`).run(`e2e-a-${run}`, now);
    })();
  } finally {
    db.close();
  }
}

test.beforeAll(() => {
  clearSignInFailures();
  seed();
});

test.describe('the analytics dashboard', () => {
  test.use({ viewport: PHONE });

  test('on a 412 px phone: nothing wider than the screen, axe clean after settle, no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, E2E_ACCOUNTS.owner);
    const response = await page.goto('/config/analytics?period=7d');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Countries' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The chart is reached by keyboard and named by its summary; its table opens from the summary.
    await expect(page.getByRole('img', { name: /^Page views \(bars\) and unique visitors \(line\) per day/ })).toHaveAttribute('tabindex', '0');
    await page.getByText('The chart as a table').click();
    await expect(page.getByRole('table', { name: /per day/ })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a row of a panel is reached by keyboard and filters the whole page; the filter is removed by its link', async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS.owner);
    await page.goto('/config/analytics?period=7d');
    const france = page.getByRole('link', { name: 'France', exact: true });
    await expect(france).toBeVisible();
    // Tab from the top of the page until the France row has focus, as a keyboard user would.
    let reached = false;
    for (let presses = 0; presses < 200 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await france.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('country') === 'FR' && url.searchParams.get('period') === '7d');
    await expect(page.getByText('Country is France')).toBeVisible();
    // Every panel honours the filter: the US-only referrer is gone.
    await expect(page.getByRole('link', { name: 'news.example.com' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Remove the filter Country is France' }).click();
    await page.waitForURL((url) => !url.searchParams.has('country'));
    await expect(page.getByRole('link', { name: 'news.example.com' })).toBeVisible();
  });

  test('visitors right now is refreshed without a reload by the owner page script', async ({ page }) => {
    await page.clock.install();
    await signIn(page, E2E_ACCOUNTS.owner);
    await page.goto('/config/analytics');
    const live = page.locator('output#live');
    const before = Number(await live.textContent());
    // A page view now: the next refresh counts it.
    const db = new Database('.data/e2e/vitrine.db');
    const session = `e2e-live-${randomBytes(4).toString('hex')}`;
    db.prepare(`INSERT INTO page_views (day, path, visitor_id, payload, created_at, session_id) VALUES (?, '/', ?, '{}', ?, ?)`).run(
      new Date().toISOString().slice(0, 10),
      session,
      Date.now(),
      session,
    );
    db.close();
    const refreshed = page.waitForResponse((answer) => answer.url().includes('/config/analytics/live.json'));
    await page.clock.fastForward(31_000);
    expect((await refreshed).status()).toBe(200);
    await expect(live).toHaveText(String(before + 1));
  });
});
