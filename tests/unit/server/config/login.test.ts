// /config/login with JavaScript off: a plain form post, a 303 on success.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRINGS } from '../../../../core/catalog/strings.ts';
import { CONFIG_HOME, LOGIN_BODY_LIMIT, LOGIN_PATH } from '../../../../server/config/login.ts';
import { sitePath } from '../../../../server/http/redirect.ts';
import type { TestApp } from '../harness.ts';
import { OWNER, sessionIdOf, setCookie, startSignedInApp } from '../accounts/signed-in-app.ts';

const s = STRINGS.account;
const hiddenCrumb = (html: string): string => /<input type="hidden" name="crumb" value="([^"]*)">/.exec(html)![1]!;
const ALERT = /<p id="sign-in-error" class="error" role="alert">([^<]*)<\/p>/;

// The sign-in's `next` goes through the one redirect rule (server/http/redirect.ts, tested there in full).
describe('next: only a path on this site', () => {
  it.each([
    [null, CONFIG_HOME],
    ['', CONFIG_HOME],
    ['/config/forms', '/config/forms'],
    ['/config/orders?page=2#top', '/config/orders?page=2#top'],
    ['/', '/'],
    ['//evil.example', CONFIG_HOME],
    ['//evil.example/config/', CONFIG_HOME],
    ['https://evil.example', CONFIG_HOME],
    ['http://127.0.0.1/config/', CONFIG_HOME],
    ['/\\evil.example', CONFIG_HOME],
    ['/config\\..\\..', CONFIG_HOME],
    ['javascript:alert(1)', CONFIG_HOME],
    ['config/forms', CONFIG_HOME],
    ['/\tevil', CONFIG_HOME],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j -> %s', (next, expected) => {
    expect(sitePath(next, CONFIG_HOME)).toBe(expected);
  });
});

describe('/config/login', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startSignedInApp();
  });
  afterEach(() => app.close());

  /** Opens the page as a browser would: the crumb cookie it sets and the hidden field it renders. */
  const open = async (search = ''): Promise<{ crumb: string; html: string; response: Response }> => {
    const response = await fetch(`${app.base}${LOGIN_PATH}${search}`);
    const html = await response.text();
    return { crumb: /^crumb=([A-Za-z0-9_-]+);/.exec(setCookie(response, 'crumb') ?? '')![1]!, html, response };
  };
  const post = (crumb: string, fields: Record<string, string>, search = '', cookieCrumb = crumb): Promise<Response> =>
    fetch(`${app.base}${LOGIN_PATH}${search}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${cookieCrumb}` },
      body: new URLSearchParams({ crumb, ...fields }).toString(),
    });

  it('renders a labelled form that needs no script, and sets the crumb cookie it carries', async () => {
    const { crumb, html, response } = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain(`<h1>${s.signInTitle}</h1>`);
    expect(html).toMatch(/<form method="post" action="\/config\/login">/);
    expect(hiddenCrumb(html)).toBe(crumb);
    expect(html).toContain('<label for="sign-in-email">Email</label>');
    expect(html).toMatch(/<input id="sign-in-email" name="email" type="email"[^>]* required/);
    expect(html).toContain('<label for="sign-in-password">Password</label>');
    expect(html).toMatch(/<input id="sign-in-password" name="password" type="password"/);
    expect(html).toContain('<label for="sign-in-remember">Remember me</label>');
    expect(html).toMatch(/<input id="sign-in-remember" name="rememberMe" type="checkbox" value="true">/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('role="alert"');
    expect(html).toContain(':focus-visible{outline:3px solid');
  });

  it('keeps a crumb cookie the visitor already has', async () => {
    const crumb = await app.crumb();
    const response = await fetch(`${app.base}${LOGIN_PATH}`, { headers: { cookie: `crumb=${crumb}` } });
    expect(setCookie(response, 'crumb')).toBeUndefined();
    expect(hiddenCrumb(await response.text())).toBe(crumb);
  });

  it('signs in: 303 to /config/ with the session cookie', async () => {
    const { crumb } = await open();
    const response = await post(crumb, { email: OWNER.email, password: OWNER.password });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/config/');
    expect(setCookie(response, 'vitrine_session')).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionIdOf(response)).toHaveLength(43);
    // Clears it, so sign-in sets it: the account's id, for 30 days.
    const { id: ownerId } = await app.db.selectFrom('accounts').select('id').where('email', '=', OWNER.email).executeTakeFirstOrThrow();
    expect(setCookie(response, 'vitrine_last_identity')).toBe(`vitrine_last_identity=${ownerId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`);
  });

  // issue 29: a crumb known before signing in is worth nothing after it.
  it('signing in rotates the crumb and trusts the browser: a new crumb cookie and a device cookie', async () => {
    const { crumb } = await open();
    const response = await post(crumb, { email: OWNER.email, password: OWNER.password });
    expect(response.status).toBe(303);
    const fresh = /^crumb=([A-Za-z0-9_-]{32}); Path=\/; SameSite=Lax$/.exec(setCookie(response, 'crumb') ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(crumb);
    expect(setCookie(response, 'vitrine_device')).toMatch(/^vitrine_device=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
  });

  it('30 wrong passwords posted at once: at most 5 judged (401), the rest 429', async () => {
    const { crumb } = await open();
    const list = (await Promise.all(Array.from({ length: 30 }, (_, i) => post(crumb, { email: OWNER.email, password: `wrong-${i}` })))).map((r) => r.status);
    expect(list.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(list.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
  }, 60_000);

  it('Remember me: a cookie to the session limit, 90 days (the server ends an unused one after 30)', async () => {
    const { crumb } = await open();
    const response = await post(crumb, { email: OWNER.email, password: OWNER.password, rememberMe: 'true' });
    expect(setCookie(response, 'vitrine_session')).toContain('; Max-Age=7776000');
  });

  it('goes on to a safe next path, carried in the form action', async () => {
    const { crumb, html } = await open('?next=%2Fconfig%2Fforms');
    expect(html).toContain('action="/config/login?next=%2Fconfig%2Fforms"');
    const response = await post(crumb, { email: OWNER.email, password: OWNER.password }, '?next=%2Fconfig%2Fforms');
    expect(response.headers.get('location')).toBe('/config/forms');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])('refuses next=%s: 303 to /config/', async (next) => {
    const { crumb, html } = await open(`?next=${encodeURIComponent(next)}`);
    expect(html).toContain('action="/config/login"');
    const response = await post(crumb, { email: OWNER.email, password: OWNER.password }, `?next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/config/');
  });

  it.each([
    ['a wrong password', OWNER.email, 'wrong-password'],
    ['an unknown email', 'nobody@example.com', OWNER.password],
  ])('%s: 401, the page again with the one message, the email kept, the fields marked', async (_name, email, password) => {
    const { crumb } = await open();
    const response = await post(crumb, { email, password, rememberMe: 'true' });
    expect(response.status).toBe(401);
    expect(setCookie(response, 'vitrine_session')).toBeUndefined();
    const html = await response.text();
    expect(ALERT.exec(html)![1]).toBe(s.signInFailed);
    expect(html).toMatch(new RegExp(`<input id="sign-in-email"[^>]* value="${email}" aria-invalid="true" aria-describedby="sign-in-error"`));
    expect(html).toMatch(/<input id="sign-in-password"[^>]* aria-invalid="true"/);
    expect(html).not.toContain(password);
    expect(html).toMatch(/<input id="sign-in-remember"[^>]* checked>/);
    expect(hiddenCrumb(html)).toBe(crumb);
  });

  it('escapes the kept email', async () => {
    const { crumb } = await open();
    const html = await (await post(crumb, { email: '"><script>x</script>@example.com', password: 'x' })).text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;@example.com"');
  });

  it('the 6th quick wrong attempt: 429, the page with the rate-limit words', async () => {
    const { crumb } = await open();
    for (let i = 0; i < 5; i += 1) expect((await post(crumb, { email: OWNER.email, password: `wrong-${i}` })).status).toBe(401);
    const response = await post(crumb, { email: OWNER.email, password: OWNER.password });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    const html = await response.text();
    expect(ALERT.exec(html)![1]).toBe(s.signInRateLimited);
    expect(html).toContain(`value="${OWNER.email}"`);
  });

  it.each([
    ['a hidden crumb that differs from the cookie', 'x'.repeat(32), undefined],
    ['no crumb cookie', 'x'.repeat(32), ''],
  ])('refuses %s: 403, the page again with a new crumb, no session', async (_name, fieldCrumb, cookieCrumb) => {
    const { crumb } = await open();
    const response = await post(fieldCrumb, { email: OWNER.email, password: OWNER.password }, '', cookieCrumb ?? crumb);
    expect(response.status).toBe(403);
    expect(setCookie(response, 'vitrine_session')).toBeUndefined();
    const fresh = /^crumb=([A-Za-z0-9_-]+);/.exec(setCookie(response, 'crumb') ?? '')![1]!;
    const html = await response.text();
    expect(hiddenCrumb(html)).toBe(fresh);
    expect(fresh).not.toBe(crumb);
    expect(ALERT.exec(html)![1]).toBe(s.signInExpired);
  });

  it('refuses a body over its limit with 413', async () => {
    const { crumb } = await open();
    const response = await post(crumb, { email: OWNER.email, password: 'x'.repeat(LOGIN_BODY_LIMIT) });
    expect(response.status).toBe(413);
  });

  it('signed in already: GET goes straight on', async () => {
    const { crumb } = await open();
    const session = sessionIdOf(await post(crumb, { email: OWNER.email, password: OWNER.password }));
    const response = await fetch(`${app.base}${LOGIN_PATH}?next=%2Fconfig%2Forders`, { redirect: 'manual', headers: { cookie: `vitrine_session=${session}` } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/config/orders');
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${app.base}${LOGIN_PATH}`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});
