// Issue 33: the forms inbox in the owner area, over HTTP on the engine under test, as an owner, a
// viewer and a stranger would use it: each form’s own columns, the search (LIKE's wildcards and a
// hostile string taken literally), delete after a confirmation (the crumb, the owner only, the same
// row deleted by many requests at once), the spam folder's "Not spam" move (atomic) and the CSV.
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../../../core/forms/spam.ts';
import { OWNER_ACCESS_STRINGS } from '../../../../server/api/owner-access.ts';
import { ownerStrings } from '../../../../server/config/shell.ts';
import { SPAM_REASON_TEXT } from '../../../../server/forms/spam.ts';
import { contactForm } from '../../../../site/forms.ts';
import { OWNER, signInAs, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';
import { countRows, ENGINE } from '../engine.ts';
import { START_TIME, type TestApp } from '../harness.ts';

const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const MINUTE = 60_000;
const HOSTILE = `'); DROP TABLE form_submissions; -- \\ %_ " <script>alert(1)</script>`;

describe(`the forms inbox (${ENGINE})`, () => {
  let app: TestApp;
  let owner: { cookie: string; crumb: string };
  // Each row a minute after the last, from START_TIME.
  let clock = 0;
  beforeEach(async () => {
    clock = 0;
    app = await startSignedInApp();
    owner = await signInAs(app, OWNER);
  });
  afterEach(() => app.close());

  const addContact = async (form: Record<string, string | string[]>, formId = 'contact'): Promise<number> => {
    clock += 1;
    const row = await app.db
      .insertInto('form_submissions')
      .values({ form_id: formId, payload: JSON.stringify({ formId, pagePath: '/forms', form }), created_at: START_TIME + clock * MINUTE, page_path: '/forms' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const addSpam = async (form: Record<string, string>, reason = 'honeypot', formId = 'newsletter'): Promise<number> => {
    clock += 1;
    const row = await app.db
      .insertInto('form_spam')
      .values({
        form_id: formId,
        reason,
        payload: JSON.stringify({ formId, form: JSON.stringify(form), [HONEYPOT_FIELD]: 'http://bot.example' }),
        page_path: '/forms',
        created_at: START_TIME + clock * MINUTE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const get = (path: string, cookie = owner.cookie): Promise<Response> => fetch(`${app.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: [string, string][], cookie = owner.cookie): Promise<Response> =>
    fetch(`${app.base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
  const tableOf = async (path: string) => {
    const doc = parse(await (await get(path)).text());
    const table = doc.querySelector('main table');
    return {
      doc,
      head: table ? [...table.querySelectorAll('thead th')].map((th) => th.textContent) : [],
      rows: table ? [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)) : [],
    };
  };
  const names = async (path: string): Promise<string[]> => {
    const { head, rows } = await tableOf(path);
    return rows.map((row) => row[head.indexOf('Name')]!);
  };

  describe('the list of forms and each form’s own columns', () => {
    it('/config/forms: every form of the site with its submissions and spam, the most recent first, each linked to its inbox', async () => {
      await addContact({ name: ['Ada'] });
      await addSpam({ 'newsletter-email': 'bot@spam.example' });
      await addContact({ email: 'p@example.com' }, 'popup');
      const { doc, head, rows } = await tableOf('/config/forms');
      expect(head).toEqual(['Form', 'Submissions', 'Spam', 'Last received']);
      expect(rows).toEqual([
        ['popup', '1', '0', '2025-06-30 12:03 UTC'],
        ['Studio list', '0', '1', '2025-06-30 12:02 UTC'],
        ['Contact', '1', '0', '2025-06-30 12:01 UTC'],
        ['Donation', '0', '0', 'Never'],
      ]);
      expect([...doc.querySelectorAll('main tbody tr td:first-child a')].map((a) => a.getAttribute('href'))).toEqual([
        '/config/forms/popup',
        '/config/forms/newsletter',
        '/config/forms/contact',
        '/config/forms/donation',
      ]);
    });

    it('a form’s inbox: its own fields as columns, in their order, sections left out; no other form’s', async () => {
      await addContact({ name: ['Ada', 'Lovelace'], email: 'ada@example.com', interests: ['Lakes', 'Forests'] });
      await addContact({ 'newsletter-email': 'other@example.com' }, 'newsletter');
      const { head, rows } = await tableOf('/config/forms/contact');
      const titles = contactForm.fields.filter((field) => field.type !== 'section').map((field) => field.title);
      expect(head).toEqual(['Select', 'Date', 'Page', ...titles, 'Actions']);
      expect(head).not.toContain('About you');
      expect(rows).toHaveLength(1);
      expect(rows[0]![head.indexOf('Name')]).toBe('Ada, Lovelace');
      expect(rows[0]![head.indexOf('Which series interest you?')]).toBe('Lakes, Forests');
      expect(rows[0]![head.indexOf('Subject')]).toBe('N/A');
    });

    it('an id the site does not have and nothing stored under: 404, no table', async () => {
      const response = await get('/config/forms/no-such-form');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<table');
      expect((await get('/config/forms/%E0%A4%A')).status).toBe(404);
    });

    it('a viewer reads the inbox without the boxes and the delete links', async () => {
      await addContact({ name: ['Ada'] });
      const viewer = await signInAs(app, VIEWER);
      const html = await (await get('/config/forms/contact', viewer.cookie)).text();
      const doc = parse(html);
      expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent).slice(0, 2)).toEqual(['Date', 'Page']);
      expect(doc.querySelector('input[type=checkbox]')).toBeNull();
      expect(html).not.toContain('/config/forms/contact/delete');
    });
  });

  describe('search', () => {
    beforeEach(async () => {
      for (const name of ['Ada 100%', 'Ada 1000', 'under_score', 'underXscore', 'MiXeD Case', 'back\\slash', 'backXslash', HOSTILE])
        await addContact({ name: [name], subject: 'Hello' });
    });

    it.each([
      ['100%', ['Ada 100%']],
      ['under_score', ['under_score']],
      ['back\\slash', ['back\\slash']],
      ['mixed case', ['MiXeD Case']],
      ['  ada  ', ['Ada 1000', 'Ada 100%']],
      [HOSTILE, [HOSTILE]],
      // The words are looked for in the values, never in the field ids or the rest of what was stored.
      ['formId', []],
      ['contact', []],
      ['name', []],
    ])('?q=%j finds only the literal words, whatever their case', async (words, found) => {
      expect(await names(`/config/forms/contact?q=${encodeURIComponent(words)}`)).toEqual(found);
      expect(await countRows(app.db, 'form_submissions')).toBe(8);
    });

    it('says what it searched, keeps the words in the box, the pager and the CSV link, and searches one form only', async () => {
      await addContact({ 'newsletter-name': 'Ada elsewhere' }, 'newsletter');
      const doc = parse(await (await get('/config/forms/contact?q=%3Cada%3E')).text());
      expect(doc.querySelector('main p')!.textContent).toBe('No submission holds “<ada>”.');
      const found = parse(await (await get('/config/forms/contact?q=Ada')).text());
      expect(found.querySelector<HTMLInputElement>('input[name=q]')!.getAttribute('value')).toBe('Ada');
      expect(found.querySelector('caption')!.textContent).toBe('Submissions that hold “Ada”, newest first');
      expect(found.querySelector('a[download]')!.getAttribute('href')).toBe('/config/forms/contact/submissions.csv?q=Ada');
      expect(found.querySelectorAll('tbody tr')).toHaveLength(2);
    });

    it('is bounded: the words past 200 characters are dropped', async () => {
      const long = `Ada${'x'.repeat(400)}`;
      const doc = parse(await (await get(`/config/forms/contact?q=${long}`)).text());
      expect(doc.querySelector('input[name=q]')!.getAttribute('value')).toHaveLength(200);
    });

    it('pages through what it found, the words riding along', async () => {
      for (let n = 0; n < 55; n += 1) await addContact({ name: [`Grace ${n}`] });
      const doc = parse(await (await get('/config/forms/contact?q=grace')).text());
      expect(doc.querySelectorAll('tbody tr')).toHaveLength(50);
      expect(doc.querySelector('nav.pager a[rel=next]')!.getAttribute('href')).toBe('/config/forms/contact?q=grace&page=2');
      expect(await names('/config/forms/contact?q=grace&page=2')).toEqual(['Grace 4', 'Grace 3', 'Grace 2', 'Grace 1', 'Grace 0']);
    });
  });

  describe('delete, after a confirmation', () => {
    it('the boxes choose rows for the confirmation page, which lists them and posts their ids with the crumb', async () => {
      const first = await addContact({ name: ['Ada'] });
      const second = await addContact({ name: ['Grace'] });
      await addContact({ name: ['Hedy'] });
      const inbox = parse(await (await get('/config/forms/contact')).text());
      const chooser = inbox.querySelector('main form[method=get][action="/config/forms/contact/delete"]')!;
      expect([...chooser.querySelectorAll('input[type=checkbox][name=id]')].map((box) => box.getAttribute('value'))).toHaveLength(3);
      const doc = parse(await (await get(`/config/forms/contact/delete?id=${first}&id=${second}&id=999999&id=x`)).text());
      expect(doc.querySelector('h1')!.textContent).toBe('Delete submissions');
      expect(doc.querySelector('#confirm-question')!.textContent).toBe('Delete these 2 submissions of Contact? This cannot be undone.');
      expect([...doc.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[2]!.textContent)).toEqual(['Grace', 'Ada']);
      const form = doc.querySelector('main form[method=post]')!;
      expect(form.getAttribute('action')).toBe('/config/forms/contact/delete');
      expect(form.querySelector<HTMLInputElement>('input[name=crumb]')!.getAttribute('value')).toBe(owner.crumb);
      expect([...form.querySelectorAll('input[name=id]')].map((input) => input.getAttribute('value'))).toEqual([String(second), String(first)]);
      expect(form.querySelector('a')!.getAttribute('href')).toBe('/config/forms/contact');
    });

    it('deletes exactly the chosen rows of that form, then 303 back to the inbox, which says so', async () => {
      const ada = await addContact({ name: ['Ada'] });
      const grace = await addContact({ name: ['Grace'] });
      await addContact({ name: ['Hedy'] });
      const elsewhere = await addContact({ 'newsletter-email': 'keep@example.com' }, 'newsletter');
      const response = await post('/config/forms/contact/delete', [
        ['crumb', owner.crumb],
        ['id', String(ada)],
        ['id', String(grace)],
        ['id', String(elsewhere)],
      ]);
      expect([response.status, response.headers.get('location')]).toEqual([303, '/config/forms/contact?deleted=2']);
      expect(await names('/config/forms/contact')).toEqual(['Hedy']);
      expect(await countRows(app.db, 'form_submissions')).toBe(2);
      expect(parse(await (await get('/config/forms/contact?deleted=2')).text()).querySelector('[role=status]')!.textContent).toBe('2 deleted.');
    });

    it('the same row deleted by ten requests at once: one row goes, each request is answered, nothing else moves', async () => {
      const target = await addContact({ name: ['Ada'] });
      await addContact({ name: ['Grace'] });
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          post('/config/forms/contact/delete', [
            ['crumb', owner.crumb],
            ['id', String(target)],
          ]),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(303));
      const counts = replies.map((reply) => reply.headers.get('location'));
      expect(counts.filter((location) => location === '/config/forms/contact?deleted=1')).toHaveLength(1);
      expect(await names('/config/forms/contact')).toEqual(['Grace']);
    });

    it('a stale crumb: 403, the inbox again with the one message and a new crumb; nothing deleted', async () => {
      const target = await addContact({ name: ['Ada'] });
      for (const crumb of ['', 'A'.repeat(32)]) {
        const response = await post('/config/forms/contact/delete', [
          ['crumb', crumb],
          ['id', String(target)],
        ]);
        expect(response.status).toBe(403);
        expect(response.headers.get('set-cookie')).toMatch(/^crumb=/);
        const doc = parse(await response.text());
        expect(doc.querySelector('[role=alert]')!.textContent).toBe(ownerStrings.formExpired);
        expect(doc.querySelector('h1')!.textContent).toBe('Contact');
      }
      expect(await countRows(app.db, 'form_submissions')).toBe(1);
    });

    it('a viewer: 403 with the refusal, nothing deleted; a stranger: the sign-in page, nothing deleted', async () => {
      const target = await addContact({ name: ['Ada'] });
      const viewer = await signInAs(app, VIEWER);
      const refused = await post(
        '/config/forms/contact/delete',
        [
          ['crumb', viewer.crumb],
          ['id', String(target)],
        ],
        viewer.cookie,
      );
      expect(refused.status).toBe(403);
      expect(parse(await refused.text()).querySelector('[role=alert]')!.textContent).toBe(OWNER_ACCESS_STRINGS.notAllowed);
      const crumb = await app.crumb();
      const stranger = await post(
        '/config/forms/contact/delete',
        [
          ['crumb', crumb],
          ['id', String(target)],
        ],
        `crumb=${crumb}`,
      );
      expect(stranger.status).toBe(401);
      expect(
        parse(await stranger.text())
          .querySelector('form')!
          .getAttribute('action'),
      ).toBe('/config/login?next=%2Fconfig%2Fforms%2Fcontact');
      expect(await countRows(app.db, 'form_submissions')).toBe(1);
    });
  });

  describe('the spam folder', () => {
    it('holds the form’s refused posts with their reason, each with Not spam and Delete', async () => {
      await addSpam({ 'newsletter-email': 'bot@spam.example' });
      await addSpam({ 'newsletter-email': 'forged@spam.example' }, 'captcha-refused');
      await addSpam({ 'donation-email': 'other@spam.example' }, 'captcha-missing', 'donation');
      const { doc, head, rows } = await tableOf('/config/forms/newsletter/spam');
      expect(head).toEqual(['Date', 'Reason', 'Page', 'Sent', 'Actions']);
      expect(rows.map((row) => row.slice(1, 4))).toEqual([
        [SPAM_REASON_TEXT['captcha-refused'], '/forms', 'Email: forged@spam.example; hidden field: http://bot.example'],
        [SPAM_REASON_TEXT.honeypot, '/forms', 'Email: bot@spam.example; hidden field: http://bot.example'],
      ]);
      expect(doc.querySelectorAll('form[action="/config/forms/newsletter/spam/not-spam"]')).toHaveLength(2);
    });

    it('Not spam moves the post into the submissions, its values as the form’s columns, without the trap field', async () => {
      const id = await addSpam({ 'newsletter-email': 'real@example.com', 'newsletter-name': 'Real Person' });
      const response = await post('/config/forms/newsletter/spam/not-spam', [
        ['crumb', owner.crumb],
        ['id', String(id)],
      ]);
      expect([response.status, response.headers.get('location')]).toEqual([303, '/config/forms/newsletter/spam?moved=1']);
      expect(await countRows(app.db, 'form_spam')).toBe(0);
      const { head, rows } = await tableOf('/config/forms/newsletter');
      expect(rows.map((row) => [row[head.indexOf('Email')], row[head.indexOf('Name')], row[head.indexOf('Date')]])).toEqual([
        ['real@example.com', 'Real Person', '2025-06-30 12:01 UTC'],
      ]);
      const stored = await app.db.selectFrom('form_submissions').select('payload').executeTakeFirstOrThrow();
      expect(JSON.parse(stored.payload)).not.toHaveProperty(HONEYPOT_FIELD);
    });

    it('Not spam sent ten times at once moves the post once', async () => {
      const id = await addSpam({ 'newsletter-email': 'real@example.com' });
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          post('/config/forms/newsletter/spam/not-spam', [
            ['crumb', owner.crumb],
            ['id', String(id)],
          ]),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(303));
      expect(replies.filter((reply) => reply.headers.get('location')!.endsWith('moved=1'))).toHaveLength(1);
      expect(await countRows(app.db, 'form_submissions')).toBe(1);
      expect(await countRows(app.db, 'form_spam')).toBe(0);
    });

    it('Not spam and Delete refuse a stale crumb and a viewer; a post of another form is not moved', async () => {
      const id = await addSpam({ 'newsletter-email': 'real@example.com' });
      const viewer = await signInAs(app, VIEWER);
      expect(
        (
          await post('/config/forms/newsletter/spam/not-spam', [
            ['crumb', 'B'.repeat(32)],
            ['id', String(id)],
          ])
        ).status,
      ).toBe(403);
      expect(
        (
          await post(
            '/config/forms/newsletter/spam/not-spam',
            [
              ['crumb', viewer.crumb],
              ['id', String(id)],
            ],
            viewer.cookie,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await post(
            '/config/forms/newsletter/spam/delete',
            [
              ['crumb', viewer.crumb],
              ['id', String(id)],
            ],
            viewer.cookie,
          )
        ).status,
      ).toBe(403);
      const other = await post('/config/forms/contact/spam/not-spam', [
        ['crumb', owner.crumb],
        ['id', String(id)],
      ]);
      expect(other.headers.get('location')).toBe('/config/forms/contact/spam?gone=1');
      expect([await countRows(app.db, 'form_spam'), await countRows(app.db, 'form_submissions')]).toEqual([1, 0]);
    });

    it('Delete asks first, then deletes exactly the chosen refused posts', async () => {
      const a = await addSpam({ 'newsletter-email': 'a@spam.example' });
      await addSpam({ 'newsletter-email': 'b@spam.example' });
      const doc = parse(await (await get(`/config/forms/newsletter/spam/delete?id=${a}`)).text());
      expect(doc.querySelector('#confirm-question')!.textContent).toBe('Delete these 1 refused posts of Studio list? This cannot be undone.');
      expect(doc.querySelector('main form[method=post]')!.getAttribute('action')).toBe('/config/forms/newsletter/spam/delete');
      const response = await post('/config/forms/newsletter/spam/delete', [
        ['crumb', owner.crumb],
        ['id', String(a)],
      ]);
      expect(response.headers.get('location')).toBe('/config/forms/newsletter/spam?deleted=1');
      const { rows } = await tableOf('/config/forms/newsletter/spam');
      expect(rows.map((row) => row[3])).toEqual(['Email: b@spam.example; hidden field: http://bot.example']);
    });
  });

  describe('the CSV of one form', () => {
    it('its own columns, formula cells guarded, the search honoured', async () => {
      await addContact({ name: ['=HYPERLINK("https://evil.example")'], email: 'a@example.com' });
      await addContact({ name: ['Grace'], subject: '+1, "quoted"' });
      await addContact({ 'newsletter-email': 'other@example.com' }, 'newsletter');
      const response = await get('/config/forms/contact/submissions.csv');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="contact-submissions.csv"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const lines = (await response.text()).split('\r\n');
      const titles = contactForm.fields.filter((field) => field.type !== 'section').map((field) => field.title);
      expect(lines[0]).toBe(['Date', 'Page', ...titles].map((title) => (title.includes(',') ? `"${title}"` : title)).join(','));
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(`'+1, ""quoted""`);
      expect(lines[2]).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
      expect(lines.join('\n')).not.toContain('other@example.com');
      const searched = (await (await get('/config/forms/contact/submissions.csv?q=grace')).text()).split('\r\n');
      expect(searched).toHaveLength(3);
      expect(searched[1]).toContain('Grace');
    });

    it('a stranger gets the sign-in page, never the rows', async () => {
      await addContact({ name: ['Secret Person'] });
      const response = await get('/config/forms/contact/submissions.csv', '');
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('Secret Person');
    });
  });
});
