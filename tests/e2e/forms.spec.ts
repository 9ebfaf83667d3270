// Issue 17: the form block (9), the newsletter block (51) and the donation button (52) on /forms, in
// Chromium against the real server and its database (forms-commerce, sections 3, 4, 5, 7 and 8).
// Every field is filled by its visible label; what the server stored is read from the e2e database
// and compared with this file's own table of section 3's value shapes. Failures come from route
// interception (no failure switch in the product).
import { expect, test, type Locator, type Page } from './test.ts';
import { axe } from './axe.ts';
import Database from 'better-sqlite3';
import { collectErrors } from './console.ts';
import { consented } from './consent.ts';
import { formOfflineStrings } from '../../core/catalog/strings/form.ts';
import { FIELD_TYPES } from '../../core/forms/fields.ts';
import { frames, idle } from './chunks.ts';

type Field = { id: string; type: string; title: string; required?: boolean; options?: string[]; showCountryCode?: boolean; key?: string; value?: string };
type Definition = { id: string; fields: Field[]; submitButtonText: string; submissionMessage?: string; newsletter?: boolean };

const contact = (page: Page) => page.locator('.form-block').first();
const newsletter = (page: Page) => page.locator('.newsletter-block').first();
const definitionOf = async (block: Locator): Promise<Definition> => JSON.parse((await block.getAttribute('data-block-json'))!);

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's own label or legend: its title, then at most the '(required)' words. */
const titled = (field: Field) => new RegExp(`^\\s*${escapeRe(field.title)}\\s*(\\(required\\))?\\s*$`);
const control = (block: Locator, field: Field) => block.getByLabel(titled(field));
const group = (block: Locator, field: Field) => block.getByRole('group', { name: titled(field) });

/** The stored submissions of a form whose payload contains `marker`. */
function stored(marker: string): { form_id: string; payload: { form: Record<string, unknown> } }[] {
  const db = new Database('.data/e2e/vitrine.db', { readonly: true });
  try {
    const rows = db.prepare('SELECT form_id, payload FROM form_submissions WHERE payload LIKE ? ORDER BY id').all(`%${marker}%`) as { form_id: string; payload: string }[];
    return rows.map((row) => ({ form_id: row.form_id, payload: JSON.parse(row.payload) }));
  } finally {
    db.close();
  }
}

/** Fills a part of a composite field: a select gets the option, an input the text. */
async function fillPart(part: Locator, value: string): Promise<void> {
  if ((await part.evaluate((element) => element.localName)) === 'select') await part.selectOption(value);
  else await part.fill(value);
}

/**
 * Fills one field by its label as a visitor would, and returns what section 3 says the server
 * must store for it (undefined: nothing, for a section). This table is the test's own.
 */
async function fill(block: Locator, field: Field, marker: string): Promise<unknown> {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return 'spring-letter'; // from the page query, ?source=spring-letter (see the test)
    case 'email':
      await control(block, field).fill(marker);
      return marker;
    case 'textarea':
      await control(block, field).fill('Two lines,\nplease.');
      return 'Two lines,\nplease.';
    case 'number':
      await control(block, field).fill('42');
      return '42';
    case 'currency':
      await control(block, field).fill('25.50');
      return '25.50';
    case 'website':
      await control(block, field).fill('https://example.com/studio');
      return 'https://example.com/studio';
    case 'password':
      await control(block, field).fill('s3cret words');
      return 's3cret words';
    case 'twitter':
      await control(block, field).fill('@vitrine');
      return '@vitrine';
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      const parts: Record<string, [string, string][]> = {
        name: [
          ['First Name', 'Ada'],
          ['Last Name', 'Lovelace'],
        ],
        address: [
          ['Address 1', '1 Harbour Road'],
          ['Address 2', 'Flat 2'],
          ['City', 'Porthleven'],
          ['State', 'Cornwall'],
          ['Zip Code', '12345'],
          ['Country', 'United Kingdom'],
        ],
        date: [
          ['Month', '11'],
          ['Day', '25'],
          ['Year', '2026'],
        ],
        time: [
          ['Hour', '10'],
          ['Minute', '30'],
          ['Second', '00'],
          ['AM/PM', 'PM'],
        ],
        phone: [
          ['Country Code', '44'],
          ['Area Code', '555'],
          ['Prefix', '123'],
          ['Line', '4567'],
        ],
      };
      const own = field.type === 'phone' && !field.showCountryCode ? parts.phone!.slice(1) : parts[field.type]!;
      const box = group(block, field);
      for (const [label, value] of own) await fillPart(box.getByLabel(label, { exact: true }), value);
      const values = own.map(([, value]) => value);
      // A 3-part phone is stored with an empty country part first.
      return values.length === 3 && field.type === 'phone' ? ['', ...values] : values;
    }
    case 'radio':
      await group(block, field).getByLabel(field.options![1]!, { exact: true }).check();
      return field.options![1];
    case 'checkbox':
      await group(block, field).getByLabel(field.options![0]!, { exact: true }).check();
      await group(block, field).getByLabel(field.options!.at(-1)!, { exact: true }).check();
      return [field.options![0], field.options!.at(-1)];
    case 'select':
      await control(block, field).selectOption(field.options!.at(-1)!);
      return field.options!.at(-1);
    case 'likert': {
      // forms-commerce, section 9: the scale -2 (Strongly Disagree) to 2 (Strongly Agree).
      const answers: [string, string][] = [
        ['Agree', '1'],
        ['Strongly Disagree', '-2'],
        ['Neutral', '0'],
      ];
      const expected: Record<string, string> = {};
      for (const [index, statement] of field.options!.entries()) {
        const [label, value] = answers[index % answers.length]!;
        await group(block, field).getByRole('group', { name: statement }).getByLabel(label, { exact: true }).check();
        expected[statement] = value;
      }
      return expected;
    }
    default:
      await control(block, field).fill(`Value of ${field.title}`);
      return `Value of ${field.title}`;
  }
}

/** The words for a submission kept on the device (docs/decisions.md "Forms: the client"). */
const OFFLINE = formOfflineStrings.kept;

const formsAxe = (page: Page) => axe(page, '.form-block, .newsletter-block');

test.beforeEach(async ({ page, baseURL }) => consented(page, baseURL));

test('the home page links to /forms', async ({ page }) => {
  await page.goto('/');
  await page.locator('main a[href="/forms"]').first().click();
  await expect(page).toHaveURL(/\/forms$/);
});

test('every field type filled by its label is stored in its section 3 shape; the message shows and form:submitSuccess fires', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/forms?source=spring-letter');
  const block = contact(page);
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  expect(await formsAxe(page)).toEqual([]);
  const definition = await definitionOf(block);
  const types = new Set(definition.fields.map((field) => field.type));
  // The demo's contact form has every type of the form builder.
  for (const type of FIELD_TYPES) expect(types, type).toContain(type);

  await page.evaluate(() =>
    document.addEventListener('form:submitSuccess', () => ((window as unknown as { success: number }).success = ((window as unknown as { success?: number }).success ?? 0) + 1)),
  );
  const marker = `every-${Date.now()}@vitrine.test`;
  const expected: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = await fill(block, field, marker);
    if (value !== undefined) expected[field.id] = value;
  }
  await block.getByRole('button', { name: definition.submitButtonText }).click();
  await expect(block.getByRole('status')).toBeVisible();
  if (definition.submissionMessage) await expect(block.getByRole('status')).toContainText(definition.submissionMessage);
  await expect(block.locator('form')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { success?: number }).success)).toBe(1);

  const rows = stored(marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.form_id).toBe(definition.id);
  expect(rows[0]!.payload.form).toEqual(expected);
  expect(await formsAxe(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the newsletter by keyboard alone: Tab to the email, type, Enter; stored once', async ({ page }) => {
  await page.goto('/forms');
  const block = newsletter(page);
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const definition = await definitionOf(block);
  const email = definition.fields.find((field) => field.type === 'email')!;
  const input = control(block, email);
  // From the contact form's button, the last control before the newsletter, Tab until the email has the focus.
  await contact(page).locator('button[type="submit"]').focus();
  for (let i = 0; i < 5 && !(await input.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  const marker = `keys-${Date.now()}@vitrine.test`;
  await page.keyboard.type(marker);
  for (const field of definition.fields.filter((f) => f.required && f.id !== email.id)) await control(block, field).fill('Keyboard');
  await input.focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('status')).toBeVisible();
  expect(stored(marker)).toHaveLength(1);
});

test('checks before sending: a bad email and an over-long message are marked, each value kept, nothing sent', async ({ page }) => {
  await page.goto('/forms');
  const block = contact(page);
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const definition = await definitionOf(block);
  const email = definition.fields.find((field) => field.type === 'email')!;
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('SaveFormSubmission') && saves.push(request.url()));
  await control(block, email).fill('not an address');
  await block.getByRole('button', { name: definition.submitButtonText }).click();
  await expect(block.getByRole('alert').first()).toContainText('One or more fields is invalid, please check your entries.');
  await expect(block.getByRole('alert').first()).toContainText('Your form has encountered a problem. Please scroll down to review.');
  await expect(block.getByText('Email is not valid. Email addresses should follow the format name@example.com.')).toBeVisible();
  await expect(control(block, email)).toHaveAttribute('aria-invalid', 'true');
  await expect(control(block, email)).toHaveValue('not an address');
  await expect(block.getByText('Your form has encountered a problem. Please scroll up to review.')).toBeVisible();
  expect(saves).toEqual([]);
  expect(await formsAxe(page)).toEqual([]);
});

test.describe('the server says no', () => {
  async function filled(page: Page): Promise<{ block: Locator; definition: Definition; marker: string }> {
    await page.goto('/forms');
    const block = contact(page);
    await expect(block).toHaveAttribute('data-block-state', 'ready');
    const definition = await definitionOf(block);
    const marker = `refused-${Date.now()}@vitrine.test`;
    for (const field of definition.fields.filter((f) => f.required)) await fill(block, field, marker);
    return { block, definition, marker };
  }

  test('a 400 with data.errors marks each field above its title and says so above and below', async ({ page }) => {
    const { block, definition, marker } = await filled(page);
    const email = definition.fields.find((field) => field.type === 'email')!;
    await page.route('**/api/form/SaveFormSubmission**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: { [email.id]: 'That address is already taken.' } }) }),
    );
    await block.getByRole('button', { name: definition.submitButtonText }).click();
    await expect(block.getByText('That address is already taken.')).toBeVisible();
    await expect(control(block, email)).toHaveAttribute('aria-invalid', 'true');
    await expect(control(block, email)).toHaveValue(marker);
    await expect(block.getByRole('alert').first()).toContainText('Your form has encountered a problem. Please scroll down to review.');
    // The error stands above the field's title.
    const [errorBox, labelBox] = await Promise.all([block.getByText('That address is already taken.').boundingBox(), control(block, email).boundingBox()]);
    expect(errorBox!.y).toBeLessThan(labelBox!.y);
    expect(await formsAxe(page)).toEqual([]);
  });

  for (const [status, message] of [
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ] as const) {
    test(`${status}: '${message}', every value kept, and the form usable again`, async ({ page }) => {
      const { block, definition, marker } = await filled(page);
      await page.route('**/api/form/SaveFormSubmission**', (route) => route.fulfill({ status, contentType: 'application/json', body: '{}' }));
      const button = block.getByRole('button', { name: definition.submitButtonText });
      await button.click();
      await expect(block.getByText(message)).toBeVisible();
      const email = definition.fields.find((field) => field.type === 'email')!;
      await expect(control(block, email)).toHaveValue(marker);
      await expect(button).toBeEnabled();
      expect(stored(marker)).toHaveLength(0);
    });
  }
});

test.describe('no entry lost', () => {
  // The runtime's hint that a submission waits in the outbox (core/forms/outbox.ts, OUTBOX_MARK).
  const outboxHint = (page: Page) => page.evaluate(() => localStorage.getItem('vitrine-form-outbox'));

  test('offline: kept, the visitor told, and sent once when the network is back', async ({ page, context }) => {
    await page.goto('/forms');
    const block = newsletter(page);
    await expect(block).toHaveAttribute('data-block-state', 'ready');
    const definition = await definitionOf(block);
    const marker = `offline-${Date.now()}@vitrine.test`;
    for (const field of definition.fields) if (field.type !== 'section' && field.type !== 'hidden') await fill(block, field, marker);
    await context.setOffline(true);
    await block.getByRole('button', { name: definition.submitButtonText }).click();
    await expect(block.getByRole('alert').first()).toHaveText(OFFLINE);
    expect(stored(marker)).toHaveLength(0);
    await context.setOffline(false);
    await expect.poll(() => stored(marker).length, { timeout: 10_000 }).toBe(1);
    // Nothing waits in the outbox any more (its hint is gone), so nothing can go again.
    await expect.poll(() => outboxHint(page)).toBeNull();
    expect(stored(marker)).toHaveLength(1);
  });

  test('a connection lost mid-submit, then a reload: the pending submission is sent on the next load, once', async ({ page }) => {
    await page.goto('/forms');
    const block = newsletter(page);
    await expect(block).toHaveAttribute('data-block-state', 'ready');
    const definition = await definitionOf(block);
    const marker = `reload-${Date.now()}@vitrine.test`;
    for (const field of definition.fields) if (field.type !== 'section' && field.type !== 'hidden') await fill(block, field, marker);
    await page.route('**/api/form/SaveFormSubmission**', (route) => route.abort('internetdisconnected'));
    await block.getByRole('button', { name: definition.submitButtonText }).click();
    await expect(block.getByRole('alert').first()).toHaveText(OFFLINE);
    await page.unroute('**/api/form/SaveFormSubmission**');
    expect(stored(marker)).toHaveLength(0);
    await page.reload();
    await expect.poll(() => stored(marker).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => outboxHint(page)).toBeNull();
    const sends: string[] = [];
    page.on('request', (request) => request.url().includes('/api/form/SaveFormSubmission') && sends.push(request.url()));
    await page.reload();
    // The next load has started its blocks and been idle: it sent nothing again.
    await expect(block).toHaveAttribute('data-block-state', 'ready');
    await idle(page);
    await frames(page);
    expect(sends).toEqual([]);
    expect(stored(marker)).toHaveLength(1);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still submits: a bad email comes back marked with the values kept, a good one is stored', async ({ page }) => {
    await page.goto('/forms');
    const block = newsletter(page);
    const definition = await definitionOf(block);
    const email = definition.fields.find((field) => field.type === 'email')!;
    await control(block, email).fill('not an address');
    for (const field of definition.fields.filter((f) => f.required && f.id !== email.id)) await control(block, field).fill('No Script');
    await block.getByRole('button', { name: definition.submitButtonText }).click();
    const again = newsletter(page);
    await expect(control(again, email)).toHaveAttribute('aria-invalid', 'true');
    await expect(control(again, email)).toHaveValue('not an address');
    await expect(again.getByText('Email is not valid. Email addresses should follow the format name@example.com.')).toBeVisible();
    const marker = `noscript-${Date.now()}@vitrine.test`;
    await control(again, email).fill(marker);
    await again.getByRole('button', { name: definition.submitButtonText }).click();
    await expect(page.getByRole('status')).toBeVisible();
    expect(stored(marker)).toHaveLength(1);
  });
});

test('the donation button opens the donation page, whose form records the donation', async ({ page }) => {
  await page.goto('/forms');
  await page.locator('[data-block-type="52"] a').click();
  await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=/);
  expect(await page.evaluate(() => document.documentElement.dataset.pageType)).toBe('203');
  const block = contact(page);
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const definition = await definitionOf(block);
  const marker = `donor-${Date.now()}@vitrine.test`;
  for (const field of definition.fields) await fill(block, field, marker);
  // The captcha first (the demo's test double).
  expect(definition).toMatchObject({ captcha: true });
  const button = block.getByRole('button', { name: definition.submitButtonText });
  await button.click();
  await expect(block.getByText('Complete CAPTCHA before submitting.')).toBeVisible();
  expect(stored(marker)).toHaveLength(0);
  await block.getByLabel('I am not a robot').check();
  await button.click();
  await expect(block.getByRole('status')).toBeVisible();
  const rows = stored(marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.form_id).toBe(definition.id);
});
