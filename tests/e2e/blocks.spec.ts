// Issue 20: the menu block's tabs, the reservation blocks and the member area's pricing toggle in
// Chromium, on /blocks: the WAI-ARIA tabs keys, the toggle by pointer
// and keyboard, the booking script's double, its failure and the owner's preview, the summary blocks and
// GetWidgetRendering, and axe.
import { axe } from './axe.ts';
import { expect, test, type Page } from './test.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { consented } from './consent.ts';
import { signIn } from './sign-in.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await consented(page, baseURL);
  await page.goto('/blocks');
});

const ready = (page: Page, type: number) => expect(page.locator(`[data-block-type="${type}"]`)).toHaveAttribute('data-block-state', 'ready');

test('the menu: the first tab by default; arrows, Home and End move the selection, and only its panel shows', async ({ page }) => {
  await ready(page, 33);
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Breakfast')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await tab('Breakfast').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Lunch')).toBeFocused();
  await expect(tab('Lunch')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(tab('Drinks')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Breakfast')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Drinks')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Breakfast')).toBeFocused();
  await tab('Lunch').click();
  await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toBeVisible();
});

test('the pricing toggle swaps the prices and join buttons, by pointer and by keyboard; the selected option does nothing', async ({ page }) => {
  await ready(page, 67);
  const monthly = page.getByRole('button', { name: 'Monthly' });
  const yearly = page.getByRole('button', { name: 'Yearly' });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$25 a month')).toBeVisible();
  await expect(page.getByText('$250 a year')).toBeHidden();
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$250 a year')).toBeVisible();
  await expect(page.getByText('$25 a month')).toBeHidden();
  await expect(page.getByRole('link', { name: /^Join Collector\s*, Yearly$/ })).toHaveAttribute('href', '/forms?plan=collector-yearly');
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await monthly.focus();
  await page.keyboard.press('Enter');
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$25 a month')).toBeVisible();
});

test('axe finds nothing on /blocks, and with JavaScript off every section and period shows', async ({ page, browser }) => {
  await ready(page, 33);
  expect(await axe(page)).toEqual([]);
  const off = await browser.newContext({ javaScriptEnabled: false });
  const bare = await off.newPage();
  await bare.goto(page.url());
  await expect(bare.getByRole('heading', { name: 'Lunch' })).toBeVisible();
  await expect(bare.getByText('$250 a year')).toBeVisible();
  await expect(bare.getByRole('tablist')).toBeHidden();
  await off.close();
});

test.describe('the reservation blocks', () => {
  const openTable = (page: Page) => page.locator('[data-block-type="34"]');
  const tock = (page: Page) => page.locator('[data-block-type="68"]');

  test("a visitor: loading, then the provider's widget (the test double), and no fallback link", async ({ page }) => {
    await expect(openTable(page)).toHaveAttribute('data-reservation-state', 'loaded');
    await expect(openTable(page).getByRole('group', { name: /Book a table/ })).toBeVisible();
    await expect(openTable(page).getByRole('link', { name: 'Book a table on OpenTable' })).toBeHidden();
    // Wide above 850 px (the page is 1280 px wide); Tock a column only at 750 px or less.
    await expect(openTable(page)).toHaveClass(/reservation-wide/);
    await expect(tock(page)).not.toHaveClass(/reservation-column/);
  });

  test('at 700 px the Tock block is a column, and the table-booking block is not wide', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.reload();
    await expect(tock(page)).toHaveClass(/reservation-column/);
    await expect(openTable(page)).not.toHaveClass(/reservation-wide/);
  });

  test('the booking script does not arrive: the fallback link, said so', async ({ page }) => {
    await page.route('**/doubles/booking-widget.js', (route) => route.abort());
    await page.reload();
    await expect(openTable(page)).toHaveAttribute('data-reservation-state', 'failed');
    await expect(openTable(page).getByRole('status')).toHaveText('Reservations from OpenTable could not load here. Use the link to book.');
    await expect(openTable(page).getByRole('link', { name: 'Book a table on OpenTable' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('a signed-in owner sees the preview only', async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS.owner);
    await page.goto('/blocks');
    await expect(openTable(page)).toHaveAttribute('data-reservation-state', 'preview');
    await expect(openTable(page).getByRole('status')).toHaveText('Preview Only: Please log out of your account in order to use the OpenTable Block.');
    await expect(tock(page).getByRole('status')).toHaveText('Preview Only: Please log out of your account in order to use the Tock Block.');
    await expect(openTable(page).locator('.booking-widget-double')).toHaveCount(0);
  });
});

test('a button block follows its link, which passed the link checks', async ({ page }) => {
  await page.getByRole('link', { name: 'Visit the shop' }).click();
  await page.waitForURL('**/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
});

test('the chart block: its data as a table a screen reader can read, the bars hidden from it', async ({ page }) => {
  const chart = page.locator('[data-block-type="36"]');
  await expect(chart.getByRole('table', { name: 'Café visitors a day' })).toBeVisible();
  await expect(chart.getByRole('row', { name: /Summer/ })).toContainText('120');
  await expect(chart.locator('.chart-bar')).toHaveCount(6);
});

test.describe('the summary blocks (55) and GetWidgetRendering', () => {
  const events = (page: Page) => page.locator('#block-cafe-events');
  const rendering = (page: Page) => events(page).locator('.summary-content').getAttribute('data-rendering');

  test('an events summary asks for a fresh rendering; the same one leaves the content (and its images) as they were', async ({ page }) => {
    const asked = page.waitForRequest((request) => request.url().includes('/api/widget/GetWidgetRendering'));
    await page.reload();
    const before = await rendering(page);
    const request = await asked;
    const widget = JSON.parse(new URLSearchParams(request.postData() ?? '').get('widgetJSON') ?? '{}');
    expect(widget).toMatchObject({ type: 55, id: 'cafe-events', value: { imageAspectRatio: '3:2' } });
    const reply = await (await request.response())?.json();
    expect(reply.html).toContain(`data-rendering="${before}"`);
    await events(page).scrollIntoViewIfNeeded();
    await expect(events(page)).toHaveAttribute('data-block-state', 'ready');
    expect(await rendering(page)).toBe(before);
    await expect(events(page).locator('img').first()).toHaveJSProperty('complete', true);
    await expect(events(page).getByRole('link', { name: 'Jazz in the café' })).toBeVisible();
  });

  test('data.html replaces the content when it differs, and its images load as any server markup', async ({ page }) => {
    await page.route('**/api/widget/GetWidgetRendering*', async (route) => {
      const response = await route.fetch();
      const { html } = (await response.json()) as { html: string };
      await route.fulfill({ response, json: { html: html.replace(/data-rendering="[0-9a-f]+"/, 'data-rendering="fresh"').replace('Jazz in the café', 'Jazz moved to Friday') } });
    });
    await page.reload();
    await events(page).scrollIntoViewIfNeeded();
    await expect(events(page).getByRole('link', { name: 'Jazz moved to Friday' })).toBeVisible();
    expect(await rendering(page)).toBe('fresh');
    const image = events(page).locator('img').first();
    await expect(image).toHaveAttribute('src', /\/images\/harbor\.jpg/);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the call fails: the page keeps the events it was sent with', async ({ page }) => {
    await page.route('**/api/widget/GetWidgetRendering*', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong' } }));
    await page.reload();
    await events(page).scrollIntoViewIfNeeded();
    await expect(events(page)).toHaveAttribute('data-block-state', 'ready');
    await expect(events(page).getByRole('link', { name: 'Jazz in the café' })).toBeVisible();
  });

  test('the summaries work with JavaScript off: every item a link, its image from the noscript copy', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const off = await context.newPage();
    await off.goto('/blocks');
    await expect(off.locator('#block-around-the-studio').getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(off.locator('#block-cafe-events time').first()).toHaveAttribute('datetime', /T20:00:00/);
    await context.close();
  });
});
