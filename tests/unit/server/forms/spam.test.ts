// Issue 29: the captcha and the trap field are the server's to check. Over HTTP, as an attacker
// would post: to the demo server (harness.ts) whose captcha verifier asks a local siteverify receiver
// started here on port 0. A refused post is never stored, is kept apart as spam, and shows on the
// owner's /config/spam, never on /config/forms or its CSV.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formSpamStrings, formStrings } from '../../../../core/catalog/strings/form.ts';
import { HONEYPOT_FIELD } from '../../../../core/forms/spam.ts';
import { createSiteVerifier } from '../../../../server/forms/captcha.ts';
import { keepSpam, SPAM_REASON_TEXT } from '../../../../server/forms/spam.ts';
import { donationPages } from '../../../../site/forms.ts';
import { OWNER, signInAs, startSignedInApp } from '../accounts/signed-in-app.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';
import type { TestApp } from '../harness.ts';

const SECRET = 'test-secret';
const GOOD = 'good-token';
const FORM = 'application/x-www-form-urlencoded';
const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const DONATE_PATH = `/checkout/donate?donatePageId=${donationPages[0]!.id}`;

/** How the receiver answers: as a provider does, not at all (the timeout), or with a body that is not JSON. */
type Mode = 'provider' | 'silent' | 'not-json';

interface Receiver {
  url: string;
  mode: Mode;
  /** Each request's content type and form fields. */
  seen: { type: string; fields: Record<string, string> }[];
  close(): Promise<void>;
}

const read = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

async function startReceiver(): Promise<Receiver> {
  const receiver = { mode: 'provider' as Mode, seen: [] as Receiver['seen'] };
  const server: Server = createServer(async (req, res) => {
    const fields = Object.fromEntries(new URLSearchParams(await read(req)));
    receiver.seen.push({ type: String(req.headers['content-type']), fields });
    if (receiver.mode === 'silent') return;
    if (receiver.mode === 'not-json') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>busy</html>');
    const success = fields.secret === SECRET && fields.response === GOOD;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

describe(`captcha and trap field on every path (${ENGINE})`, () => {
  let receiver: Receiver;
  let app: TestApp;
  let crumb: string;

  beforeEach(async () => {
    receiver = await startReceiver();
    // A shorter timeout than the server's own 5 s, so the silent receiver's case is quicker, yet long enough for a loaded machine.
    app = await startSignedInApp({
      verifyCaptcha: createSiteVerifier({ url: receiver.url, secret: SECRET, timeoutMs: 2_000 }),
      // Room for the posts sent at once below (each call is a key and a save).
      formRateLimit: { limit: 1000, windowMs: 60_000 },
    });
    crumb = await app.crumb();
  });
  afterEach(async () => {
    await app.close();
    await receiver.close();
  });

  const submissions = () => app.db.selectFrom('form_submissions').selectAll().execute();
  const spam = () => app.db.selectFrom('form_spam').selectAll().orderBy('id').execute();

  /** SaveFormSubmission as a script would call it: a fresh key, then the fields. */
  async function callApi(fields: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
    const post = (path: string, body: unknown) =>
      fetch(`${app.base}${path}?crumb=${crumb}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` }, body: JSON.stringify(body) });
    const { key } = (await (await post('/api/form/FormSubmissionKey', {})).json()) as { key: string };
    const response = await post('/api/form/SaveFormSubmission', { key, ...fields });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const donation = (extra: Record<string, unknown> = {}) => ({
    formId: 'donation',
    isOverlayForm: false,
    submitButtonText: 'Donate',
    pagePath: DONATE_PATH,
    form: JSON.stringify({ 'donation-amount': '25', 'donation-name': ['Ada', 'Lovelace'], 'donation-email': 'ada@example.com' }),
    ...extra,
  });
  const newsletter = (extra: Record<string, unknown> = {}) => ({
    formId: 'newsletter',
    isOverlayForm: false,
    submitButtonText: 'Sign up',
    pagePath: '/forms',
    form: JSON.stringify({ 'newsletter-email': 'ada@example.com' }),
    ...extra,
  });

  /** /forms/submit as a browser with JavaScript off posts it; the answer page's status and the form's error text. */
  async function postNoScript(formId: string, fields: [string, string][]): Promise<{ status: number; error: string | null }> {
    const response = await fetch(`${app.base}/forms/submit`, {
      method: 'POST',
      headers: { 'content-type': FORM, cookie: `crumb=${crumb}` },
      body: new URLSearchParams([['crumb', crumb], ['formId', formId], ...fields]).toString(),
      redirect: 'manual',
    });
    const doc = parse(await response.text());
    const above = doc.querySelector(`#form-${formId}`)?.parentElement?.querySelector('.form-error-above');
    return { status: response.status, error: above && !above.hasAttribute('hidden') ? above.textContent : null };
  }
  const donationFields: [string, string][] = [
    ['pagePath', DONATE_PATH],
    ['donation-amount', '25'],
    ['donation-name', 'Ada'],
    ['donation-name', 'Lovelace'],
    ['donation-email', 'ada@example.com'],
    [HONEYPOT_FIELD, ''],
  ];

  it('no captcha key: refused with the specification message on the JSON call and on the no-JavaScript form; nothing stored, the provider not asked', async () => {
    const replies = await Promise.all([callApi(donation()), callApi(donation({ captchaKey: '' })), postNoScript('donation', donationFields)]);
    expect(replies.map(({ status }) => status)).toEqual([400, 400, 400]);
    expect(replies[0]!.body).toEqual({ error: 'Complete CAPTCHA before submitting.' });
    expect(replies[1]!.body).toEqual({ error: formStrings.captchaIncomplete });
    expect((replies[2] as { error: string | null }).error).toBe('Complete CAPTCHA before submitting.');
    expect(await submissions()).toEqual([]);
    expect((await spam()).map((row) => [row.form_id, row.reason])).toEqual([
      ['donation', 'captcha-missing'],
      ['donation', 'captcha-missing'],
      ['donation', 'captcha-missing'],
    ]);
    expect(receiver.seen).toEqual([]);
  });

  it('a key the provider refuses: refused with the message and kept as spam; the provider got the secret, the key and the address, form-encoded', async () => {
    const api = await callApi(donation({ captchaKey: 'forged' }));
    const page = await postNoScript('donation', [...donationFields, ['captchaKey', 'forged']]);
    expect([api.status, api.body]).toEqual([400, { error: formStrings.captchaIncomplete }]);
    expect(page).toEqual({ status: 400, error: formStrings.captchaIncomplete });
    expect(await submissions()).toEqual([]);
    const kept = await spam();
    expect(kept.map((row) => [row.form_id, row.reason, row.page_path])).toEqual([
      ['donation', 'captcha-refused', DONATE_PATH],
      ['donation', 'captcha-refused', DONATE_PATH],
    ]);
    // What the visitor sent is kept, but never its key.
    expect(JSON.parse(kept[0]!.payload)).toMatchObject({ formId: 'donation', captchaKey: 'forged' });
    expect(JSON.parse(kept[0]!.payload)).not.toHaveProperty('key');
    expect(receiver.seen).toEqual([
      { type: FORM, fields: { secret: SECRET, response: 'forged', remoteip: '127.0.0.1' } },
      { type: FORM, fields: { secret: SECRET, response: 'forged', remoteip: '127.0.0.1' } },
    ]);
  });

  it.each([
    ['down (nothing listens)', async (receiver: Receiver) => receiver.close()],
    ['silent past the timeout', async (receiver: Receiver) => void (receiver.mode = 'silent')],
    ['answering a page that is not JSON', async (receiver: Receiver) => void (receiver.mode = 'not-json')],
  ])('the provider %s: even the right key is refused (503, the 500 words), nothing stored, kept as spam', async (_what, breakIt) => {
    await breakIt(receiver);
    const api = await callApi(donation({ captchaKey: GOOD }));
    expect([api.status, api.body]).toEqual([503, { error: formStrings.sendFailed }]);
    const page = await postNoScript('donation', [...donationFields, ['captchaKey', GOOD]]);
    expect(page).toEqual({ status: 400, error: formStrings.sendFailed });
    expect(await submissions()).toEqual([]);
    expect((await spam()).map((row) => row.reason)).toEqual(['captcha-unverified', 'captcha-unverified']);
  });

  it('the right key: stored once on each path once the provider vouched for it, nothing kept as spam', async () => {
    const [api, page] = await Promise.all([callApi(donation({ captchaKey: GOOD })), postNoScript('donation', [...donationFields, ['captchaKey', GOOD]])]);
    expect([api.status, api.body]).toEqual([200, { success: true }]);
    expect(page).toEqual({ status: 200, error: null });
    expect((await submissions()).map((row) => row.form_id)).toEqual(['donation', 'donation']);
    expect(await spam()).toEqual([]);
    expect(receiver.seen.map(({ fields }) => fields.response)).toEqual([GOOD, GOOD]);
  });

  it('the trap field filled: refused with its own message on both paths, on a form without a captcha too; kept as spam; the provider not asked; left empty, as every person leaves it: stored', async () => {
    const replies = await Promise.all([
      callApi(newsletter({ [HONEYPOT_FIELD]: 'http://spam.example' })),
      callApi(donation({ captchaKey: GOOD, [HONEYPOT_FIELD]: 'x' })),
      postNoScript('newsletter', [
        ['pagePath', '/forms'],
        ['newsletter-email', 'ada@example.com'],
        [HONEYPOT_FIELD, ''],
        [HONEYPOT_FIELD, 'http://spam.example'],
      ]),
    ]);
    expect(replies.map(({ status }) => status)).toEqual([400, 400, 400]);
    expect(replies[0]!.body).toEqual({ error: formSpamStrings.trapFilled });
    expect(replies[1]!.body).toEqual({ error: formSpamStrings.trapFilled });
    expect((replies[2] as { error: string | null }).error).toBe(formSpamStrings.trapFilled);
    expect(await submissions()).toEqual([]);
    expect((await spam()).map((row) => row.reason)).toEqual(['honeypot', 'honeypot', 'honeypot']);
    expect(receiver.seen).toEqual([]);

    const page = await postNoScript('newsletter', [
      ['pagePath', '/forms'],
      ['newsletter-email', 'ada@example.com'],
      [HONEYPOT_FIELD, ''],
    ]);
    const api = await callApi(newsletter({ [HONEYPOT_FIELD]: '' }));
    expect([page.status, api.status]).toEqual([200, 200]);
    expect(await submissions()).toHaveLength(2);
    expect(await spam()).toHaveLength(3);
  });

  it('30 refused posts sent at once: none stored, every one kept as spam', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => callApi(i % 2 ? donation({ captchaKey: `bad-${i}` }) : newsletter({ [HONEYPOT_FIELD]: `bot-${i}` }))));
    expect(new Set(replies.map(({ status }) => status))).toEqual(new Set([400]));
    expect(await submissions()).toEqual([]);
    expect(await spam()).toHaveLength(30);
  });

  it('the owner sees the spam on /config/spam and its CSV; the submissions list and CSV hold only what was stored; a visitor sees neither', async () => {
    await callApi(newsletter({ form: JSON.stringify({ 'newsletter-email': 'bot@spam.example' }), [HONEYPOT_FIELD]: 'http://spam.example' }));
    await callApi(donation({ captchaKey: 'forged', form: JSON.stringify({ 'donation-email': 'forger@spam.example' }) }));
    await callApi(newsletter({ form: JSON.stringify({ 'newsletter-email': 'reader@example.com' }) }));
    expect(await submissions()).toHaveLength(1);

    const visitor = await fetch(`${app.base}/config/spam`);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).not.toContain('spam.example');

    const { cookie } = await signInAs(app, OWNER);
    const get = (path: string) => fetch(`${app.base}${path}`, { headers: { cookie } });
    const page = await get('/config/spam');
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const doc = parse(await page.text());
    expect(doc.querySelector('nav a[href="/config/spam"]')!.getAttribute('aria-current')).toBe('page');
    const table = doc.querySelector('table')!;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Date', 'Form', 'Reason', 'Page', 'Sent']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows.map((cells) => cells.slice(1, 4))).toEqual([
      ['Donation', SPAM_REASON_TEXT['captcha-refused'], DONATE_PATH],
      ['Studio list', SPAM_REASON_TEXT.honeypot, '/forms'],
    ]);
    expect(rows[0]![4]).toBe('Email: forger@spam.example');
    expect(rows[1]![4]).toBe('Email: bot@spam.example; hidden field: http://spam.example');
    // Nothing on the page deletes: no form but the sign-out.
    expect([...doc.querySelectorAll('form')].map((form) => form.getAttribute('action'))).toEqual(['/config/logout']);

    const spamCsv = await (await get('/config/spam.csv')).text();
    expect(spamCsv).toContain('forger@spam.example');
    expect(spamCsv).toContain('bot@spam.example');

    const list = await (await get('/config/forms/newsletter')).text();
    const csv = await (await get('/config/forms.csv')).text();
    for (const text of [list, csv]) {
      expect(text).toContain('reader@example.com');
      expect(text).not.toContain('spam.example');
    }
  });
});

describe(`the spam kept is bounded (${ENGINE})`, () => {
  let opened: TestDatabase;
  beforeEach(async () => {
    opened = await openTestDatabase();
  });
  afterEach(() => opened.remove());

  it('a flood of 40 refused posts at once, with room for 5: the newest 5 are kept', async () => {
    const row = (i: number) => ({ form_id: 'newsletter', reason: 'honeypot' as const, payload: JSON.stringify({ i }), page_path: null, created_at: i });
    await Promise.all(Array.from({ length: 40 }, (_, i) => keepSpam(opened.db, row(i), 5)));
    const kept = await opened.db.selectFrom('form_spam').select('id').orderBy('id').execute();
    expect(kept.map(({ id }) => Number(id))).toEqual([36, 37, 38, 39, 40]);
  });
});
