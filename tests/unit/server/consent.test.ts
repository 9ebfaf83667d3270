// Issue 21: the server-drawn cookie banner over HTTP: drawn on a page for a request with no choice and
// none once the choice is made; its form (JavaScript off) records the choice as the banners do and
// returns to the page. Crumb-checked like every form.
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_ACTION, CONSENT_MAX_AGE_MS, RESTRICTED_COOKIES } from '../../../core/consent/index.ts';
import { website } from '../../../site/website.ts';
import { START_TIME, startApp, type TestApp } from './harness.ts';

const FORM = 'application/x-www-form-urlencoded';
const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

describe('the cookie banner drawn by the server, and POST /consent', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const post = (crumb: string, fields: [string, string][], cookie = crumb) =>
    fetch(`${app!.base}${CONSENT_ACTION}`, {
      method: 'POST',
      headers: { 'content-type': FORM, cookie: `crumb=${cookie}` },
      body: new URLSearchParams([['crumb', crumb], ...fields]).toString(),
      redirect: 'manual',
    });

  it("a page without a choice carries the banner, its form with the visitor's crumb; with one, none (Vary: Cookie)", async () => {
    app = await startApp();
    const first = await fetch(`${app.base}/media`);
    const crumb = /^crumb=([A-Za-z0-9_-]+);/.exec(first.headers.get('set-cookie') ?? '')![1]!;
    const form = parse(await first.text()).querySelector('[data-banner="server"] form')!;
    expect(form.getAttribute('action')).toBe(CONSENT_ACTION);
    expect((form.querySelector('[name="crumb"]') as HTMLInputElement).value).toBe(crumb);
    expect((form.querySelector('[name="back"]') as HTMLInputElement).value).toBe('/media');
    expect(first.headers.get('vary')).toContain('Cookie');
    for (const cookie of [`crumb=${crumb}; ss_cookieAllowed=true`, 'ss_cookieAllowed=false']) {
      const html = await (await fetch(`${app.base}/media`, { headers: { cookie } })).text();
      expect(parse(html).querySelector('[data-banner]')).toBeNull();
    }
    const screenshot = await (await fetch(`${app.base}/media?sqsscreenshot=true`)).text();
    expect(parse(screenshot).querySelector('[data-banner]')).toBeNull();
  });

  it.each([
    ['true', 'true', false],
    ['false', 'false', true],
  ])('consent=%s sets ss_cookieAllowed=%s for 30 days and returns to the page (listed cookies cleared: %s)', async (consent, value, cleared) => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await post(crumb, [
      ['consent', consent],
      ['back', '/media'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/media');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe(`ss_cookieAllowed=${value}; Path=/; SameSite=Lax; Expires=${new Date(START_TIME + CONSENT_MAX_AGE_MS).toUTCString()}`);
    // The demo site has no restrictive policy: a decline clears the listed cookies, an accept none.
    expect(website.cookieBannerSettings?.isRestrictiveCookiePolicyEnabled).not.toBe(true);
    expect(cookies.slice(1).map((cookie) => cookie.split('=')[0])).toEqual(cleared ? [...RESTRICTED_COOKIES] : []);
  });

  it.each([
    ['another origin', '//evil.example/'],
    ['a full address', 'https://evil.example/'],
    ['nothing', ''],
  ])('back to %s: the home page instead', async (_name, back) => {
    app = await startApp();
    const crumb = await app.crumb();
    const response = await post(crumb, [
      ['consent', 'true'],
      ['back', back],
    ]);
    expect(response.headers.get('location')).toBe('/');
  });

  it('a wrong crumb is 403 and sets nothing of the choice; a choice that is neither is 400', async () => {
    app = await startApp();
    const crumb = await app.crumb();
    const wrong = await post('x'.repeat(32), [['consent', 'true']], crumb);
    expect(wrong.status).toBe(403);
    expect(wrong.headers.getSetCookie().some((cookie) => cookie.startsWith('ss_cookieAllowed'))).toBe(false);
    expect((await post(crumb, [['consent', 'maybe']])).status).toBe(400);
  });
});
