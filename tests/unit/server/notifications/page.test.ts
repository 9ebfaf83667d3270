// /config/notifications over HTTP: the owner sets, sees and removes the webhook address and retries a
// failed delivery; every post needs the crumb; a viewer and a visitor are refused and change nothing.
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueNotification } from '../../../../server/notifications/outbox.ts';
import { notificationStrings } from '../../../../server/notifications/page.ts';
import { webhookAddressErrors } from '../../../../server/notifications/address.ts';
import { START_TIME, type TestApp } from '../harness.ts';
import { OWNER, signInAs, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';
import { countRows, ENGINE } from '../engine.ts';

const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const PATH = '/config/notifications';
const GOOD = 'https://hooks.example.com/vitrine';

describe(`the notifications page (${ENGINE})`, () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startSignedInApp();
  });
  afterEach(() => app.close());

  const get = (cookie?: string): Promise<Response> => fetch(`${app.base}${PATH}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const post = (cookie: string, fields: Record<string, string>): Promise<Response> =>
    fetch(`${app.base}${PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const saved = async () => app.db.selectFrom('webhook_settings').selectAll().executeTakeFirst();

  it('the owner saves an address: 303 back to the page, which shows it, the secret and "saved"', async () => {
    const owner = await signInAs(app, OWNER);
    const page = parse(await (await get(owner.cookie)).text());
    expect(page.querySelector('h1')!.textContent).toBe('Notifications');
    expect(page.querySelector('label[for="webhook-url"]')!.textContent).toBe(notificationStrings.address);
    expect(page.querySelector('.secret')).toBeNull();
    expect(page.querySelector('nav a[aria-current="page"]')!.getAttribute('href')).toBe(PATH);

    const response = await post(owner.cookie, { crumb: owner.crumb, action: 'save', url: GOOD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PATH}?done=saved`);
    const row = await saved();
    expect(row).toMatchObject({ url: GOOD });
    expect(row!.secret).toMatch(/^[0-9a-f]{64}$/);

    const after = await fetch(`${app.base}${PATH}?done=saved`, { headers: { cookie: owner.cookie } });
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe('private, no-store');
    const doc = parse(await after.text());
    expect(doc.querySelector('[role="status"]')!.textContent).toBe(notificationStrings.saved);
    expect((doc.querySelector('#webhook-url') as HTMLInputElement).getAttribute('value')).toBe(GOOD);
    expect(doc.querySelector('.secret')!.textContent).toBe(row!.secret);
    // Every form of the page, Sign out among them, carries the one crumb.
    expect(new Set([...doc.querySelectorAll('input[name="crumb"]')].map((input) => input.getAttribute('value')))).toEqual(new Set([owner.crumb]));

    // A second save keeps the secret; removing ends both.
    await post(owner.cookie, { crumb: owner.crumb, action: 'save', url: 'https://other.example.com/' });
    expect(await saved()).toMatchObject({ url: 'https://other.example.com/', secret: row!.secret });
    const removed = await post(owner.cookie, { crumb: owner.crumb, action: 'remove' });
    expect(removed.headers.get('location')).toBe(`${PATH}?done=removed`);
    expect(await saved()).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', webhookAddressErrors.scheme],
    ['http://hooks.example.com/', webhookAddressErrors.scheme],
    ['https://user:pw@hooks.example.com/', webhookAddressErrors.credentials],
    ['https://169.254.169.254/latest/meta-data', webhookAddressErrors.privateHost],
    ['https://127.0.0.1:4599/hook', webhookAddressErrors.privateHost],
    ['https://hooks.example.com/aaa… (2,126 characters)', webhookAddressErrors.tooLong],
    ['not a url', webhookAddressErrors.invalid],
  ])('refuses %j: 400, the page with the error by the field, nothing saved', async (shown, error) => {
    const url = shown.includes('…') ? `https://hooks.example.com/${'a'.repeat(2100)}` : shown;
    const owner = await signInAs(app, OWNER);
    const response = await post(owner.cookie, { crumb: owner.crumb, action: 'save', url });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector('#webhook-url-error')!.textContent).toBe(error);
    expect(doc.querySelector('#webhook-url')!.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('#webhook-url')!.getAttribute('aria-describedby')).toBe('webhook-url-hint webhook-url-error');
    expect(await saved()).toBeUndefined();
  });

  it.each([
    ['no crumb', { action: 'save', url: GOOD }],
    ['another crumb', { crumb: 'A'.repeat(32), action: 'save', url: GOOD }],
  ])('%s: 403, the page again with a new crumb, nothing saved', async (_name, fields) => {
    const owner = await signInAs(app, OWNER);
    const response = await post(owner.cookie, fields);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(parse(html).querySelector('[role="alert"]')!.textContent).toBe(notificationStrings.expired);
    const fresh = /^crumb=([A-Za-z0-9_-]+);/.exec(response.headers.getSetCookie().find((line) => line.startsWith('crumb=')) ?? '')![1]!;
    expect(fresh).not.toBe(owner.crumb);
    expect(new Set([...parse(html).querySelectorAll('input[name="crumb"]')].map((input) => input.getAttribute('value')))).toEqual(new Set([fresh]));
    expect(await saved()).toBeUndefined();
  });

  it('a viewer is refused the page and every post, and sees no secret', async () => {
    const owner = await signInAs(app, OWNER);
    await post(owner.cookie, { crumb: owner.crumb, action: 'save', url: GOOD });
    const { secret } = (await saved())!;
    const viewer = await signInAs(app, VIEWER);
    const page = await get(viewer.cookie);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect([...parse(html).querySelectorAll('main p')].map((p) => p.textContent)).toContain(notificationStrings.ownerOnly);
    expect(html).not.toContain(secret);
    expect(html).not.toContain(GOOD);
    const attempts = await Promise.all([
      post(viewer.cookie, { crumb: viewer.crumb, action: 'save', url: 'https://evil.example.com/' }),
      post(viewer.cookie, { crumb: viewer.crumb, action: 'remove' }),
    ]);
    expect(attempts.map((response) => response.status)).toEqual([403, 403]);
    expect(await saved()).toMatchObject({ url: GOOD, secret });
  });

  it('a visitor gets the sign-in page for the page and its post, never data', async () => {
    const crumb = await app.crumb();
    const page = await get(`crumb=${crumb}`);
    expect(page.status).toBe(401);
    expect(
      parse(await page.text())
        .querySelector('form')!
        .getAttribute('action'),
    ).toBe(`/config/login?next=${encodeURIComponent(PATH)}`);
    const response = await post(`crumb=${crumb}`, { crumb, action: 'save', url: GOOD });
    expect(response.status).toBe(401);
    expect(await saved()).toBeUndefined();
  });

  it('a body over the limit is 413, read no further', async () => {
    const owner = await signInAs(app, OWNER);
    const response = await post(owner.cookie, { crumb: owner.crumb, action: 'save', url: `https://hooks.example.com/${'%'.repeat(9000)}` });
    expect(response.status).toBe(413);
    expect(await saved()).toBeUndefined();
  });

  it('saves sent at once keep one secret', async () => {
    const owner = await signInAs(app, OWNER);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, n) => post(owner.cookie, { crumb: owner.crumb, action: 'save', url: `https://h${n}.example.com/` })));
    expect(replies.map((response) => response.status)).toEqual(Array(6).fill(303));
    expect(await countRows(app.db, 'webhook_settings')).toBe(1);
  });

  it('lists the deliveries newest first, bounded, with their state; a failed one has a Retry that sends it again', async () => {
    const owner = await signInAs(app, OWNER);
    await post(owner.cookie, { crumb: owner.crumb, action: 'save', url: GOOD });
    for (let id = 1; id <= 55; id++) await enqueueNotification(app.db, { type: id % 2 ? 'submission' : 'order', id, createdAt: START_TIME + id * 1000, data: {} });
    await app.db.updateTable('webhook_outbox').set({ status: 'failed', attempts: 8, last_status: 502, last_error: 'HTTP 502: bad gateway' }).where('event_id', '=', 55).execute();
    await app.db
      .updateTable('webhook_outbox')
      .set({ status: 'delivered', attempts: 2, last_status: 204, delivered_at: START_TIME + 60_000 })
      .where('event_id', '=', 54)
      .execute();
    const doc = parse(await (await get(owner.cookie)).text());
    const rows = [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toHaveLength(50);
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([...notificationStrings.head]);
    expect(rows[0]).toEqual(['Form submission 55', '2025-06-30 12:00 UTC', '8', 'HTTP 502: bad gateway', '—', 'Failed', 'Retry']);
    expect(rows[1]).toEqual(['Order 54', '2025-06-30 12:00 UTC', '2', 'HTTP 204', '—', 'Delivered 2025-06-30 12:01 UTC', '']);
    expect(rows[2]).toEqual(['Form submission 53', '2025-06-30 12:00 UTC', '0', '—', '2025-06-30 12:00 UTC', 'Waiting', '']);
    expect(doc.querySelector('.scroll')!.getAttribute('tabindex')).toBe('0');
    const retry = doc.querySelector('tbody form')!;
    expect(retry.querySelector('button')!.getAttribute('aria-label')).toBe('Retry delivery 55');
    const fields = Object.fromEntries([...retry.querySelectorAll('input')].map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]));
    const response = await post(owner.cookie, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PATH}?done=retried`);
    expect(await app.db.selectFrom('webhook_outbox').select(['status', 'attempts']).where('event_id', '=', 55).executeTakeFirst()).toEqual({ status: 'pending', attempts: 0 });
  });
});
