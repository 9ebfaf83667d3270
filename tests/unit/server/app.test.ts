// The demo server's HTTP surface for the form calls: a real server on port 0, a temporary database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../../../server/app.ts';
import { countRows, openTestDatabase, type TestDatabase } from './engine.ts';
import { FORM_KEY_EXPIRED } from '../../../server/api/form.ts';
import { MAX_BODY_BYTES } from '../../../server/http/body-limit.ts';
import { METHOD_NOT_ALLOWED } from '../../../server/http/replies.ts';
import { demoSite } from '../../../site/demo-site.ts';
import { overlaySubmission } from '../../fixtures/overlay-submission.ts';

const CRUMB_COOKIE = /^crumb=([A-Za-z0-9_-]{24,}); Path=\/; SameSite=Lax$/;

describe('demo server: crumb and form calls', () => {
  let dir = '';
  let opened: TestDatabase;
  let server: Server;
  let base = '';
  let time = 1_700_000_000_000;

  const start = async (options: Partial<AppOptions> = {}): Promise<void> => {
    const handler = await createApp(demoSite, {
      assetsDir: join(dir, 'assets'),
      images: {
        get: async (name) => (name === 'lake.jpg' ? { file: join(dir, 'lake.jpg'), contentType: 'image/jpeg', size: 4, etag: '"lake"' } : null),
        drawn: async () => {},
        destroy: () => {},
      },
      db: opened.db,
      engine: opened.engine,
      now: () => time,
      ...options,
    });
    server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-app-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'runtime.js'), 'export {};');
    writeFileSync(join(dir, 'lake.jpg'), 'jpeg');
    opened = await openTestDatabase();
    time = 1_700_000_000_000;
    await start();
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await opened.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Visits a page and returns the crumb its cookie hands out. */
  const crumbFromPage = async (path = '/'): Promise<string> => {
    const response = await fetch(base + path);
    return CRUMB_COOKIE.exec(response.headers.get('set-cookie') ?? '')![1]!;
  };
  const post = (path: string, crumb: string | null, body?: string, type = 'application/json', cookie = crumb) =>
    fetch(`${base}${path}${crumb === null ? '' : `?crumb=${crumb}`}`, {
      method: 'POST',
      headers: { ...(cookie === null ? {} : { cookie: `crumb=${cookie}` }), ...(body === undefined ? {} : { 'content-type': type }) },
      body,
    });
  const newKey = async (crumb: string): Promise<string> => ((await (await post('/api/form/FormSubmissionKey', crumb)).json()) as { key: string }).key;
  const signUp = overlaySubmission;
  const count = (): Promise<number> => countRows(opened.db, 'form_submissions');

  describe('the crumb cookie', () => {
    it.each(['/', '/promo', '/no-such-page'])('%s hands a visitor without one a crumb', async (path) => {
      const response = await fetch(base + path);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('set-cookie')).toMatch(CRUMB_COOKIE);
    });

    it('/promo is served with both overlay settings in its context', async () => {
      const html = await (await fetch(`${base}/promo`)).text();
      const context = JSON.parse(/<script id="site-context" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
      expect(context.popupOverlaySettings).toMatchObject({ style: 'show', formId: 'popup-overlay-promo' });
      expect(context.mobileInfoBarSettings).toMatchObject({ style: 'dark', email: 'studio@vitrine.test' });
    });

    it('a new crumb for each visitor', async () => {
      expect(await crumbFromPage()).not.toBe(await crumbFromPage());
    });

    it('is not set again when the request has a well-formed crumb, and replaced when it is malformed', async () => {
      const crumb = await crumbFromPage();
      expect((await fetch(`${base}/promo`, { headers: { cookie: `crumb=${crumb}` } })).headers.get('set-cookie')).toBeNull();
      expect((await fetch(`${base}/promo`, { headers: { cookie: 'crumb=short' } })).headers.get('set-cookie')).toMatch(CRUMB_COOKIE);
    });

    it('images and assets set no crumb', async () => {
      for (const path of ['/images/lake.jpg', '/assets/runtime.js']) {
        const response = await fetch(base + path);
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it.each([
      ['no crumb at all', null, null],
      ['a parameter but no cookie', 'a'.repeat(32), null],
      ['a cookie but no parameter', null, 'a'.repeat(32)],
      ['a parameter unlike the cookie', 'a'.repeat(32), 'b'.repeat(32)],
    ])('a call with %s -> 403 crumbFail with a new crumb, set as the cookie', async (_name, param, cookie) => {
      const response = await post('/api/form/FormSubmissionKey', param, undefined, 'application/json', cookie);
      expect(response.status).toBe(403);
      const body = (await response.json()) as { crumbFail: boolean; crumb: string };
      expect(body).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
      expect(response.headers.get('set-cookie')).toBe(`crumb=${body.crumb}; Path=/; SameSite=Lax`);
    });

    it('the retry with the new crumb succeeds (Data call)', async () => {
      const failed = (await (await post('/api/form/FormSubmissionKey', null, undefined, 'application/json', null)).json()) as { crumb: string };
      const retry = await post('/api/form/FormSubmissionKey', failed.crumb);
      expect(retry.status).toBe(200);
    });

    it('a refused call stores nothing and hands out no key', async () => {
      const crumb = await crumbFromPage();
      const key = await newKey(crumb);
      const response = await post('/api/form/SaveFormSubmission', 'x'.repeat(32), JSON.stringify(signUp(key, 'ada@example.com')), 'application/json', crumb);
      expect(response.status).toBe(403);
      expect(await count()).toBe(0);
      expect(
        await opened.db
          .selectFrom('form_keys')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ).toEqual({ n: 1 });
    });
  });

  describe('POST /api/form/FormSubmissionKey', () => {
    it('replies 200 JSON with a random key, kept in the database', async () => {
      const crumb = await crumbFromPage();
      const response = await post('/api/form/FormSubmissionKey', crumb);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { key } = (await response.json()) as { key: string };
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await opened.db.selectFrom('form_keys').select(['created_at', 'expires_at', 'used_at']).where('key', '=', key).executeTakeFirst()).toEqual({
        created_at: time,
        expires_at: time + 3_600_000,
        used_at: null,
      });
    });
  });

  describe('POST /api/form/SaveFormSubmission', () => {
    it('JSON: replies success and stores the submission', async () => {
      const crumb = await crumbFromPage('/promo');
      const response = await post('/api/form/SaveFormSubmission', crumb, JSON.stringify(signUp(await newKey(crumb), 'ada@example.com')));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      const row = (await opened.db.selectFrom('form_submissions').selectAll().executeTakeFirstOrThrow()) as Record<string, unknown>;
      expect(row).toMatchObject({ form_id: 'popup-overlay-promo', object_name: 'popup-overlay', is_overlay: 1, page_path: '/promo', created_at: time });
      expect(JSON.parse(String(row.payload)).form).toEqual({ email: 'ada@example.com' });
    });

    it('form-encoded: the same fields, the flag as text', async () => {
      const crumb = await crumbFromPage();
      const fields = new URLSearchParams({ ...signUp(await newKey(crumb), 'ada@example.com'), isOverlayForm: 'true' });
      const response = await post('/api/form/SaveFormSubmission', crumb, fields.toString(), 'application/x-www-form-urlencoded');
      expect(await response.json()).toEqual({ success: true });
      expect(await opened.db.selectFrom('form_submissions').select('is_overlay').executeTakeFirst()).toEqual({ is_overlay: 1 });
    });

    it('a key is single use: the same submission sent again (a lost answer, an offline replay) is answered success and stored once', async () => {
      const crumb = await crumbFromPage();
      const key = await newKey(crumb);
      expect((await post('/api/form/SaveFormSubmission', crumb, JSON.stringify(signUp(key, 'ada@example.com')))).status).toBe(200);
      const again = await post('/api/form/SaveFormSubmission', crumb, JSON.stringify(signUp(key, 'ada@example.com')));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ success: true });
      expect(await count()).toBe(1);
    });

    it('an expired key -> 400', async () => {
      const crumb = await crumbFromPage();
      const key = await newKey(crumb);
      time += 3_600_000;
      const response = await post('/api/form/SaveFormSubmission', crumb, JSON.stringify(signUp(key, 'ada@example.com')));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: FORM_KEY_EXPIRED });
    });

    it('an overlay sign-up with a bad email -> 400 errors.email', async () => {
      const crumb = await crumbFromPage();
      const response = await post('/api/form/SaveFormSubmission', crumb, JSON.stringify(signUp(await newKey(crumb), 'ada@example')));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { email: 'Email is not valid. Email addresses should follow the format name@example.com.' } });
      expect(await count()).toBe(0);
    });

    it('a form field that is not a JSON object -> 400 error', async () => {
      const crumb = await crumbFromPage();
      const response = await post('/api/form/SaveFormSubmission', crumb, JSON.stringify({ ...signUp(await newKey(crumb), ''), form: '[1]' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Could not parse the form fields, please check your entries.' });
    });

    it.each([
      ['malformed JSON', '{"key":', 'application/json'],
      ['a JSON list', '[]', 'application/json'],
      ['another content type', 'key=1', 'text/plain'],
    ])('a body of %s -> 400 error', async (_name, body, type) => {
      const crumb = await crumbFromPage();
      const response = await post('/api/form/SaveFormSubmission', crumb, body, type);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe('limits and unknown calls', () => {
    it('unknown /api paths are 404 JSON', async () => {
      const crumb = await crumbFromPage();
      for (const response of [await post('/api/form/Nope', crumb), await fetch(`${base}/api/nothing-here`, { method: 'DELETE' })]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'Not found' });
      }
    });

    it.each(['GET', 'PUT', 'DELETE'])('%s on a form call is 405 JSON, allowing POST', async (method) => {
      const response = await fetch(`${base}/api/form/FormSubmissionKey`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: METHOD_NOT_ALLOWED });
    });

    it('a declared body over 64 KB -> 413, before the crumb is looked at', async () => {
      const response = await post('/api/form/SaveFormSubmission', null, 'x'.repeat(MAX_BODY_BYTES + 1));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body too large' });
    });

    it('a streamed (chunked) body over 64 KB -> 413', async () => {
      const crumb = await crumbFromPage();
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${base}/api/form/SaveFormSubmission?crumb=${crumb}`, {
          method: 'POST',
          headers: { cookie: `crumb=${crumb}`, 'content-type': 'application/json' },
        });
        req.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        req.on('error', (error) => reject(error));
        const chunk = 'x'.repeat(16 * 1024);
        for (let i = 0; i < 5; i++) req.write(chunk);
        req.end();
      });
      expect(status).toBe(413);
      expect(await count()).toBe(0);
    });

    it('more than the limit of form calls a minute from one address -> 429, counted whatever their crumb', async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await start({ formRateLimit: { limit: 3, windowMs: 60_000 } });
      const crumb = await crumbFromPage();
      expect((await post('/api/form/FormSubmissionKey', null)).status).toBe(403);
      expect((await post('/api/form/FormSubmissionKey', crumb)).status).toBe(200);
      expect((await post('/api/form/SaveFormSubmission', crumb, '{}')).status).toBe(400);
      const limited = await post('/api/form/FormSubmissionKey', crumb);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await limited.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      time += 60_000;
      expect((await post('/api/form/FormSubmissionKey', crumb)).status).toBe(200);
    });

    it('pages are not rate limited', async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await start({ formRateLimit: { limit: 1, windowMs: 60_000 } });
      for (let i = 0; i < 3; i++) expect((await fetch(`${base}/promo`)).status).toBe(200);
    });
  });
});
