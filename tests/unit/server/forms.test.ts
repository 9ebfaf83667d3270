// JavaScript off (docs/forms.md): POST /forms/submit; the donation checkout; /config/forms. Over HTTP.
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formStrings } from '../../../core/catalog/strings/form.ts';
import { MAX_BODY_BYTES } from '../../../server/http/body-limit.ts';
import { donationPages } from '../../../site/forms.ts';
import { CAPTCHA_DOUBLE_RESPONSE } from '../../../core/forms/spam.ts';
import { createSubmissionsList, NO_SUBMISSIONS } from '../../../server/forms/submissions-page.ts';
import { PAGE_SIZE } from '../../../server/config/paging.ts';
import { formById } from '../../../site/forms.ts';
import { startApp, type TestApp } from './harness.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from './engine.ts';
import { OWNER, signInAs, startSignedInApp } from './accounts/signed-in-app.ts';

const FORM = 'application/x-www-form-urlencoded';
// Node's own fetch speaks to the server; a happy-dom window only reads the pages it answers.
const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

describe('forms with JavaScript off, the donation checkout and /config/forms', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const submit = (crumb: string, fields: [string, string][], cookie = crumb, extra: Record<string, string> = {}) =>
    fetch(`${app!.base}/forms/submit`, {
      method: 'POST',
      headers: { 'content-type': FORM, cookie: `crumb=${cookie}`, ...extra },
      body: new URLSearchParams([['crumb', crumb], ...fields]).toString(),
      redirect: 'manual',
    });
  const rows = () => app!.db.selectFrom('form_submissions').selectAll().orderBy('id').execute();
  const newsletter = (email: string): [string, string][] => [
    ['formId', 'newsletter'],
    ['pagePath', '/forms'],
    ['newsletter-email', email],
    ['newsletter-name', 'Ada'],
    ['newsletter-name', 'Lovelace'],
  ];

  it('a list of more values than the form can send (issue 29: 3,000 names) -> 400, the form again with the message, nothing stored', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const many = Array.from({ length: 3000 }, (): [string, string] => ['newsletter-name', 'A']);
    const response = await submit(crumb, [...newsletter('ada@example.com'), ...many]);
    expect(response.status).toBe(400);
    expect(parse(await response.text()).querySelector('#block-newsletter-form [role=alert]')!.textContent).toBe(formStrings.unparseableFields);
    expect(await rows()).toHaveLength(0);
  });

  it('the /forms page hands out a crumb cookie and writes the same crumb into each form', async () => {
    app = await startApp();
    const response = await fetch(`${app.base}/forms`);
    const crumb = /^crumb=([A-Za-z0-9_-]+);/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    const doc = parse(await response.text());
    // The page's own forms (the cookie banner's form, issue 21, carries the crumb too).
    expect([...doc.querySelectorAll('main input[name=crumb]')].map((input) => input.getAttribute('value'))).toEqual([crumb, crumb]);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    // A visitor with a crumb keeps it, and gets it in the form.
    const again = await fetch(`${app.base}/forms`, { headers: { cookie: `crumb=${crumb}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(
      parse(await again.text())
        .querySelector('#form-contact input[name=crumb]')!
        .getAttribute('value'),
    ).toBe(crumb);
  });

  it('success: 200, the page with the submission message in the status element; stored once with the shaped values', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await submit(crumb, newsletter('ada@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const doc = parse(await response.text());
    expect(doc.querySelector('#block-newsletter-form [role=status]')!.textContent).toBe('Thank you for joining the studio list.');
    expect(doc.querySelector('#form-newsletter')!.hasAttribute('hidden')).toBe(true);
    // The other form on the page is untouched.
    expect(doc.querySelector('#form-contact')!.hasAttribute('hidden')).toBe(false);
    const [row, ...more] = await rows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ form_id: 'newsletter', page_path: '/forms', is_overlay: 0 });
    expect(JSON.parse(String(row!.payload)).form).toEqual({ 'newsletter-email': 'ada@example.com', 'newsletter-name': ['Ada', 'Lovelace'] });
  });

  it('invalid: 400, the form again with every value kept and each error shown; nothing stored', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await submit(crumb, [
      ['formId', 'contact'],
      ['pagePath', '/forms'],
      ['name', ''],
      ['name', ''],
      ['address', '1 Harbour Row'],
      ['address', ''],
      ['address', 'Portland'],
      ['email', 'ada@'],
      ['subject', 'About <prints>'],
      ['interests', 'Lakes'],
      ['interests', 'Forests'],
      ['experience-0', '2'],
      ['message', 'x'.repeat(501)],
    ]);
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector('#block-contact-form [role=alert]')!.textContent).toBe(`${formStrings.fieldsInvalid} ${formStrings.errorAbove}`);
    expect(doc.querySelector('#form-contact .form-error-below')!.textContent).toBe(formStrings.errorBelow);
    expect((doc.getElementById('email') as HTMLInputElement).getAttribute('value')).toBe('ada@');
    expect(doc.getElementById('subject')!.getAttribute('value')).toBe('About <prints>');
    expect([0, 1, 2].map((i) => doc.getElementById(`address-${i}`)!.getAttribute('value'))).toEqual(['1 Harbour Row', null, 'Portland']);
    expect([...doc.querySelectorAll('input[name=interests]')].map((i) => i.hasAttribute('checked'))).toEqual([true, false, true]);
    expect(doc.querySelector('input[name="experience-0"][value="2"]')!.hasAttribute('checked')).toBe(true);
    expect(doc.getElementById('message')!.textContent).toBe('x'.repeat(501));
    for (const [id, message] of [
      ['email', 'Email is not valid. Email addresses should follow the format name@example.com.'],
      ['message', formStrings.characterLimitExceeded],
    ]) {
      expect(doc.getElementById(`${id}-field`)!.classList.contains('error')).toBe(true);
      expect(doc.getElementById(id!)!.getAttribute('aria-invalid')).toBe('true');
      expect(doc.getElementById(`${id}-error`)!.textContent).toBe(message);
    }
    expect(doc.getElementById('name-error')!.textContent).toBe('Name (required)');
    expect(doc.getElementById('subject-field')!.classList.contains('error')).toBe(false);
    // The form posts again with the visitor's crumb.
    expect(doc.querySelector('#form-contact input[name=crumb]')!.getAttribute('value')).toBe(crumb);
    expect(await rows()).toHaveLength(0);
  });

  it('the hidden field takes its default: the query of the page the form was on is not sent', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await submit(crumb, [
      ['formId', 'contact'],
      ['pagePath', '/forms'],
      ['name', 'Ada'],
      ['name', 'L'],
      ['email', 'ada@example.com'],
      ['source', 'forged'],
    ]);
    expect(response.status).toBe(200);
    expect(JSON.parse(String((await rows())[0]!.payload)).form.source).toBe('website');
  });

  it('an unknown form id -> 404 page with the not-configured message', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await submit(crumb, [['formId', 'nope']]);
    expect(response.status).toBe(404);
    expect(parse(await response.text()).querySelector('[role=alert]')!.textContent).toBe(formStrings.notConfigured);
  });

  it('a page path that does not hold the form: the answer shows the form alone, and no page is recorded', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await submit(crumb, [...newsletter('ada@example.com').filter(([name]) => name !== 'pagePath'), ['pagePath', 'https://evil.example/forms']]);
    expect(response.status).toBe(200);
    const doc = parse(await response.text());
    expect(doc.querySelector('[role=status]')!.textContent).toBe('Thank you for joining the studio list.');
    expect(doc.querySelector('#form-contact')).toBeNull();
    expect((await rows())[0]).toMatchObject({ page_path: null });
  });

  it.each([
    ['a crumb unlike the cookie', 'a'.repeat(32), 'b'.repeat(32)],
    ['no crumb field', '', 'b'.repeat(32)],
  ])('%s -> 403 crumbFail with a new crumb cookie (the pipeline); nothing stored', async (_name, crumb, cookie) => {
    app = await startApp();
    const response = await submit(crumb, newsletter('ada@example.com'), cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ crumbFail: true });
    expect(response.headers.get('set-cookie')).toMatch(/^crumb=/);
    expect(await rows()).toHaveLength(0);
  });

  it('a body over 64 KB -> 413, nothing stored', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await submit(crumb, [...newsletter('ada@example.com'), ['pad', 'x'.repeat(MAX_BODY_BYTES)]]);
    expect(response.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('counted by the form rate limit, with the form calls: over it -> 429', async () => {
    app = await startApp({ formRateLimit: { limit: 2, windowMs: 60_000 } });
    const crumb = await app.crumb();
    expect((await submit(crumb, newsletter('ada@example.com'))).status).toBe(200);
    expect((await fetch(`${app.base}/api/form/FormSubmissionKey?crumb=${crumb}`, { method: 'POST', headers: { cookie: `crumb=${crumb}` } })).status).toBe(200);
    const third = await submit(crumb, newsletter('bob@example.com'));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect(await rows()).toHaveLength(1);
  });

  it('a success address sends the browser there (303)', async () => {
    const redirecting = { id: 'r', name: 'R', submitButtonText: 'Go', successRedirect: '/thanks', fields: [{ id: 'r-text', type: 'text' as const, title: 'T' }] };
    app = await startApp({ forms: (id) => (id === 'r' ? redirecting : undefined) });
    const crumb = await app.crumb();
    const response = await submit(crumb, [
      ['formId', 'r'],
      ['r-text', 'hi'],
    ]);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/thanks']);
    expect(await rows()).toHaveLength(1);
  });

  describe('/checkout/donate', () => {
    const donation = donationPages[0]!;

    // Issue 29: the donation form has a captcha, which the server now checks: this post carries a
    // response the app's verifier vouches for (tests/unit/server/forms/spam.test.ts has the refusals).
    it('a page of type 203 with the donation form; a submission with a good captcha is stored as the donation form, naming its page', async () => {
      app = await startApp({ verifyCaptcha: async (response) => (response === CAPTCHA_DOUBLE_RESPONSE ? 'passed' : 'refused') });
      const response = await fetch(`${app.base}/checkout/donate?donatePageId=${donation.id}`);
      expect(response.status).toBe(200);
      const crumb = /^crumb=([A-Za-z0-9_-]+);/.exec(response.headers.get('set-cookie') ?? '')![1]!;
      const doc = parse(await response.text());
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('203');
      expect(doc.querySelector('h1')!.textContent).toBe(donation.title);
      const form = doc.querySelector('#form-donation')!;
      const pagePath = form.querySelector('input[name=pagePath]')!.getAttribute('value')!;
      expect(pagePath).toBe(`/checkout/donate?donatePageId=${donation.id}`);
      const sent = await submit(crumb, [
        ['formId', 'donation'],
        ['pagePath', pagePath],
        ['donation-amount', '25'],
        ['donation-name', 'Ada'],
        ['donation-name', 'Lovelace'],
        ['donation-email', 'ada@example.com'],
        ['captchaKey', CAPTCHA_DOUBLE_RESPONSE],
      ]);
      expect(sent.status).toBe(200);
      const answer = parse(await sent.text());
      expect(answer.documentElement.getAttribute('data-page-type')).toBe('203');
      expect(answer.querySelector('[role=status]')!.textContent).toBe(donation.form.submissionMessage);
      expect((await rows())[0]).toMatchObject({ form_id: 'donation', page_path: pagePath });
      expect(JSON.parse(String((await rows())[0]!.payload))).toMatchObject({ pageId: donation.id, form: { 'donation-amount': '25' } });
    });

    it('the /forms donation button links here', async () => {
      app = await startApp();
      const doc = parse(await (await fetch(`${app.base}/forms`)).text());
      expect(doc.querySelector('a.donation-button')!.getAttribute('href')).toBe(`/checkout/donate?donatePageId=${donation.id}`);
    });

    it.each(['', '?donatePageId=', '?donatePageId=nope'])('%s -> a 404 page that says so', async (query) => {
      app = await startApp();
      const response = await fetch(`${app.base}/checkout/donate${query}`);
      expect(response.status).toBe(404);
      const doc = parse(await response.text());
      expect(doc.querySelector('h1')!.textContent).toBe('Donation page not found');
      expect(doc.querySelector('main form')).toBeNull();
    });
  });

  describe('/config/forms', () => {
    it('a visitor gets the sign-in page (401), not the submissions', async () => {
      app = await startSignedInApp();
      const crumb = await app.crumb();
      expect((await submit(crumb, newsletter('ada@example.com'))).status).toBe(200);
      const response = await fetch(`${app.base}/config/forms`);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('action="/config/login?next=%2Fconfig%2Fforms"');
      expect(html).not.toContain('ada@example.com');
    });

    it('signed in: a table with a header row, newest first, N/A for empty values, escaped', async () => {
      app = await startSignedInApp();
      const crumb = await app.crumb();
      expect((await submit(crumb, newsletter('ada@example.com'))).status).toBe(200);
      app.clock.time += 60_000;
      expect(
        (
          await submit(crumb, [
            ['formId', 'contact'],
            ['pagePath', '/forms'],
            ['name', '<b>Bob</b>'],
            ['name', 'B'],
            ['email', 'bob@example.com'],
          ])
        ).status,
      ).toBe(200);
      const { cookie } = await signInAs(app, OWNER);
      // Issue 33: /config/forms lists the forms; each form's inbox has its own columns, no other form's.
      const list = await fetch(`${app.base}/config/forms`, { headers: { cookie } });
      expect([list.status, list.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      const forms = [...parse(await list.text()).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
      expect(forms.map((cells) => cells.slice(0, 3))).toEqual([
        ['Contact', '1', '0'],
        ['Studio list', '1', '0'],
        ['Donation', '0', '0'],
      ]);
      const response = await fetch(`${app.base}/config/forms/contact`, { headers: { cookie } });
      expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      const html = await response.text();
      expect(html).not.toContain('<b>Bob</b>');
      const table = parse(html).querySelector('table')!;
      const head = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(head.slice(0, 3)).toEqual(['Select', 'Date', 'Page']);
      expect(head).toEqual(expect.arrayContaining(['Name', 'Email', 'Subject', 'Source']));
      expect(head).not.toContain('Form');
      const body = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
      expect(body).toHaveLength(1);
      expect(body[0]![1]).toBe('2025-06-30 12:01 UTC');
      expect(body[0]![2]).toBe('/forms');
      const column = (title: string) => head.indexOf(title);
      expect(body[0]![column('Name')]).toBe('<b>Bob</b>, B');
      expect(body[0]![column('Subject')]).toBe(formStrings.notApplicable);
      const newsletterHead = [...parse(await (await fetch(`${app.base}/config/forms/newsletter`, { headers: { cookie } })).text()).querySelectorAll('thead th')].map(
        (th) => th.textContent,
      );
      expect(newsletterHead).toEqual(['Select', 'Date', 'Page', 'Email', 'Name', 'Actions']);
    });
  });
});

describe(`the submissions list on the database (${ENGINE})`, () => {
  let opened: TestDatabase;
  afterEach(() => opened.remove());
  const TIME = Date.UTC(2025, 5, 30, 12, 0, 0);
  const submission = (index: number, created_at: number) => ({
    form_id: 'newsletter',
    page_path: index % 2 === 0 ? '/forms' : null,
    payload: JSON.stringify({ form: { 'newsletter-email': `reader-${index}@example.com` } }),
    created_at,
  });

  it('none yet: says so, and the CSV is its header row alone', async () => {
    opened = await openTestDatabase();
    const list = createSubmissionsList(opened.db, formById);
    expect((await list.content(null)).main).toBe(`<p>${NO_SUBMISSIONS}</p>`);
    expect(await list.rows()).toEqual([['Date', 'Form', 'Page']]);
  });

  it('a page of 50, newest first (the later row first at one time), and every row in the CSV', async () => {
    opened = await openTestDatabase();
    // PAGE_SIZE + 1 rows, the last two at the same time: the one stored later comes first.
    const values = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => submission(index, TIME + Math.min(index, PAGE_SIZE - 1) * 60_000));
    await opened.db.insertInto('form_submissions').values(values).execute();
    const list = createSubmissionsList(opened.db, formById);
    const cells = (html: string) => [...parse(html).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    const first = (await list.content(null)).main;
    expect(first).toContain('Page 1 of 2');
    const rows = cells(first);
    expect(rows).toHaveLength(PAGE_SIZE);
    expect(rows[0]).toContain(`reader-${PAGE_SIZE}@example.com`);
    expect(rows[1]).toContain(`reader-${PAGE_SIZE - 1}@example.com`);
    expect(rows[0]![2]).toBe('/forms');
    expect(rows[1]![2]).toBe(formStrings.notApplicable);
    const last = cells((await list.content('2')).main);
    expect(last).toEqual([expect.arrayContaining(['reader-0@example.com'])]);
    const csv = await list.rows();
    expect(csv).toHaveLength(PAGE_SIZE + 2);
    expect(csv[1]).toContain(`reader-${PAGE_SIZE}@example.com`);
    expect(csv.at(-1)).toContain('reader-0@example.com');
  });
});
