// Issue 29: every route that sends a redirect or frames an address taken from the request, attacked
// over HTTP with the issue's strings (off-site.ts), each route's requests sent at once: no Location
// and no frame off this site, never a 500. One rule decides (server/http/redirect.ts).
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_ACTION } from '../../../../core/consent/index.ts';
import type { FormDefinition } from '../../../../core/forms/fields.ts';
import { CONFIG_HOME, LOGIN_PATH } from '../../../../server/config/login.ts';
import { FRAME_SANDBOX } from '../../../../server/config/shell.ts';
import { formById } from '../../../../site/forms.ts';
import { website } from '../../../../site/website.ts';
import { OWNER, signInAs, startSignedInApp } from '../accounts/signed-in-app.ts';
import type { TestApp } from '../harness.ts';
import { OFF_SITE } from './off-site.ts';

const FORM = 'application/x-www-form-urlencoded';
const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const MANY = { limit: 10_000, windowMs: 60_000 };

/** A form whose success address is an attack string (its id names the string's index). */
const redirecting = (id: string, successRedirect: string): FormDefinition => ({
  id,
  name: 'Redirecting',
  submitButtonText: 'Go',
  successRedirect,
  fields: [{ id: 'text', type: 'text', title: 'Text' }],
});

describe('no redirect and no frame off this site, never a 500', { timeout: 30_000 }, () => {
  let app: TestApp;
  let owner: { cookie: string; crumb: string };
  beforeAll(async () => {
    app = await startSignedInApp({
      formRateLimit: MANY,
      storeRateLimit: MANY,
      forms: (id) => (id.startsWith('redirecting-') ? redirecting(id, OFF_SITE[Number(id.slice('redirecting-'.length))]!) : formById(id)),
    });
    owner = await signInAs(app, OWNER);
  }, 60_000);
  afterAll(() => app.close());

  /** A Location the browser resolves on this site: exactly one leading '/', no backslash or control character. */
  const expectOnSite = (location: string | null, value: string): void => {
    if (location === null) return;
    expect(location, JSON.stringify(value)).toMatch(/^\/(?!\/)/);
    expect(location, JSON.stringify(value)).not.toMatch(/[\\\u0000-\u001f\u007f-\u009f]/);
    expect(new URL(location, `${app.base}/a/b`).origin, JSON.stringify(value)).toBe(app.base);
  };
  const post = (path: string, crumb: string, fields: [string, string][]): Promise<Response> =>
    fetch(`${app.base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': FORM, cookie: `crumb=${crumb}` },
      body: new URLSearchParams([['crumb', crumb], ...fields]).toString(),
    });

  it("/config/login?next= for a signed-in owner: 303 to the owner area's home", async () => {
    const replies = await Promise.all(
      OFF_SITE.map((next) => fetch(`${app.base}${LOGIN_PATH}?next=${encodeURIComponent(next)}`, { redirect: 'manual', headers: { cookie: owner.cookie } })),
    );
    for (const [i, response] of replies.entries()) {
      expect([response.status, response.headers.get('location')], JSON.stringify(OFF_SITE[i])).toEqual([303, CONFIG_HOME]);
    }
  });

  it('/config/login?next= for a visitor: the sign-in form posts to the sign-in page alone; signing in goes to the home', async () => {
    const visitor = await app.crumb();
    const pages = await Promise.all(OFF_SITE.map((next) => fetch(`${app.base}${LOGIN_PATH}?next=${encodeURIComponent(next)}`, { headers: { cookie: `crumb=${visitor}` } })));
    for (const [i, response] of pages.entries()) {
      expect(response.status, JSON.stringify(OFF_SITE[i])).toBe(200);
      expect(
        parse(await response.text())
          .querySelector('form')!
          .getAttribute('action'),
        JSON.stringify(OFF_SITE[i]),
      ).toBe(LOGIN_PATH);
    }
    // The issue's four, signed in through the form (each a slow password check, so only these).
    const issue = ['/..//evil.example/x', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/a/..//evil.example/x'];
    const signIns = await Promise.all(
      issue.map((next) =>
        post(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`, visitor, [
          ['email', OWNER.email],
          ['password', OWNER.password],
        ]),
      ),
    );
    for (const [i, response] of signIns.entries()) expect([response.status, response.headers.get('location')], issue[i]).toEqual([303, CONFIG_HOME]);
  });

  it('/config/?frameUrl=: the plain home, no frame, no script', async () => {
    const replies = await Promise.all(OFF_SITE.map((frameUrl) => fetch(`${app.base}/config/?frameUrl=${encodeURIComponent(frameUrl)}`, { headers: { cookie: owner.cookie } })));
    for (const [i, response] of replies.entries()) {
      const html = await response.text();
      expect(response.status, JSON.stringify(OFF_SITE[i])).toBe(200);
      expect(parse(html).querySelector('iframe'), JSON.stringify(OFF_SITE[i])).toBeNull();
      expect(html).not.toContain('evil.example');
    }
  });

  it('/config/?frameUrl= a page of the site: framed in a sandbox, under a policy that frames this site only', async () => {
    const response = await fetch(`${app.base}/config/?frameUrl=${encodeURIComponent('/a/../shop?x=1')}`, { headers: { cookie: owner.cookie } });
    const frame = parse(await response.text()).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/shop?x=1');
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual(
      ['allow-forms', 'allow-modals', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts', 'allow-top-navigation-by-user-activation'].sort(),
    );
    expect(FRAME_SANDBOX).not.toMatch(/allow-top-navigation(?!-by-user-activation)|allow-downloads/);
    expect(response.headers.get('content-security-policy')).toMatch(/(?:^|; )frame-src 'self'(?:;|$)/);
  });

  it('POST /consent back=: 303 to the home page (a value over the limit, or with a NUL, is refused before, 400)', async () => {
    const crumb = await app.crumb();
    const replies = await Promise.all(
      OFF_SITE.map((back) =>
        post(CONSENT_ACTION, crumb, [
          ['consent', 'true'],
          ['back', back],
        ]),
      ),
    );
    for (const [i, response] of replies.entries()) {
      const value = OFF_SITE[i]!;
      if (value.length > 2048 || value.includes('\u0000')) expect(response.status).toBe(400);
      else expect([response.status, response.headers.get('location')], JSON.stringify(value)).toEqual([303, '/']);
    }
  });

  it('POST /forms/submit pagePath=: the form alone answers (a NUL is refused before, 400), on no page of the attacker', async () => {
    const crumb = await app.crumb();
    const replies = await Promise.all(
      OFF_SITE.map((pagePath) =>
        post('/forms/submit', crumb, [
          ['formId', 'newsletter'],
          ['pagePath', pagePath],
          ['newsletter-email', 'ada@example.com'],
        ]),
      ),
    );
    for (const [i, response] of replies.entries()) {
      expect(response.status, JSON.stringify(OFF_SITE[i])).toBe(OFF_SITE[i]!.includes('\u0000') ? 400 : 200);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).not.toContain('evil.example');
    }
  });

  it("POST /forms/submit with a form's success address off this site: the success page, or a 303 on this site", async () => {
    const crumb = await app.crumb();
    const replies = await Promise.all(
      OFF_SITE.map((_, i) =>
        post('/forms/submit', crumb, [
          ['formId', `redirecting-${i}`],
          ['text', 'hi'],
        ]),
      ),
    );
    for (const [i, response] of replies.entries()) {
      expect([200, 303], JSON.stringify(OFF_SITE[i])).toContain(response.status);
      expectOnSite(response.headers.get('location'), OFF_SITE[i]!);
    }
  });

  it("the checkout posts back to its own address, whatever its query (a guard: no input reached the store's redirects before either)", async () => {
    const crumb = await app.crumb();
    const queries = ['?x=/..//evil.example', `?websiteId=${website.id}&giftCardProductId=%2F%2Fevil.example&sku=%5C%5Cevil`];
    for (const path of ['/checkout', '/checkout/giftcard', '/checkout/subscribe']) {
      const replies = await Promise.all(queries.map((query) => fetch(`${app.base}${path}${query}`, { headers: { cookie: `crumb=${crumb}` } })));
      for (const response of replies) {
        expect(response.status).toBeLessThan(500);
        const action =
          parse(await response.text())
            .querySelector('form.checkout-form')
            ?.getAttribute('action') ?? null;
        expectOnSite(action, path);
        if (action) expect(new URL(action, app.base).pathname).toBe(path);
      }
    }
  });
});
