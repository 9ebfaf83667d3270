// The session calls over HTTP, on the demo server with a temporary database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRINGS } from '../../../../core/catalog/strings.ts';
import { ACCOUNT_PATHS, SESSION_BODY_LIMIT } from '../../../../server/api/account-routes.ts';
import { hashSessionId } from '../../../../server/accounts/sessions.ts';
import type { TestApp } from '../harness.ts';
import { contextOf, OWNER, sessionIdOf, setCookie, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';
import { countRows } from '../engine.ts';

const FAILED = { error: STRINGS.account.signInFailed };

/** A sign-in POST to `app` with the crumb in the query (`search`) and its cookie; `headers` added to the JSON ones. */
const postSignIn = (app: TestApp, crumb: string, body: unknown, headers: Record<string, string> = {}, search = `?crumb=${crumb}`): Promise<Response> =>
  fetch(`${app.base}${ACCOUNT_PATHS.session}${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/site-users/account/session', () => {
  let app: TestApp;
  let crumb = '';
  beforeEach(async () => {
    app = await startSignedInApp();
    crumb = await app.crumb();
  });
  afterEach(() => app.close());

  const signIn = (body: unknown, headers: Record<string, string> = {}, search = `?crumb=${crumb}`): Promise<Response> => postSignIn(app, crumb, body, headers, search);

  it('200 { xsrfToken } and an HttpOnly, SameSite=Lax session cookie that ends with the browser', async () => {
    const response = await signIn({ ...OWNER, rememberMe: false });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { xsrfToken: string };
    expect(Object.keys(body)).toEqual(['xsrfToken']);
    expect(body.xsrfToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(setCookie(response, 'vitrine_session')).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(setCookie(response, 'vitrine_last_identity')).toMatch(/^vitrine_last_identity=\d+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const row = await app.db
      .selectFrom('sessions')
      .select(['xsrf_token', 'remember'])
      .where('id_hash', '=', hashSessionId(sessionIdOf(response)))
      .executeTakeFirst();
    expect(row).toEqual({ xsrf_token: body.xsrfToken, remember: 0 });
  });

  it('rememberMe: a cookie to the session limit, 90 days (the server ends an unused one after 30)', async () => {
    const response = await signIn({ ...OWNER, rememberMe: true });
    expect(setCookie(response, 'vitrine_session')).toMatch(/; Max-Age=7776000(;|$)/);
  });

  // Secure behind a trusted proxy that says https: tests/unit/server/http/trust-proxy.test.ts.
  it('not Secure when the client itself claims https (X-Forwarded-Proto counts from a trusted proxy only)', async () => {
    const response = await signIn({ ...OWNER, rememberMe: false }, { 'x-forwarded-proto': 'https' });
    expect(setCookie(response, 'vitrine_session')).not.toContain('Secure');
    expect(setCookie(await signIn({ ...OWNER, rememberMe: false }), 'vitrine_session')).not.toContain('Secure');
  });

  it('takes the fields form-encoded too', async () => {
    const form = new URLSearchParams({ email: OWNER.email, password: OWNER.password, rememberMe: 'true' }).toString();
    const response = await signIn(form, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(200);
    expect(setCookie(response, 'vitrine_session')).toContain('Max-Age=7776000');
  });

  it('401 with one message for a wrong password and for an unknown email, and no cookie', async () => {
    const wrongPassword = await signIn({ email: OWNER.email, password: 'nope', rememberMe: false });
    const unknownEmail = await signIn({ email: 'nobody@example.com', password: OWNER.password, rememberMe: false });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(FAILED);
    expect(await unknownEmail.json()).toEqual(FAILED);
    expect(setCookie(wrongPassword, 'vitrine_session')).toBeUndefined();
    expect(setCookie(unknownEmail, 'vitrine_session')).toBeUndefined();
  });

  it('the 6th quick attempt after 5 failures is 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn({ email: OWNER.email, password: `wrong-${i}` })).status).toBe(401);
    const limited = await signIn({ ...OWNER, rememberMe: false });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: STRINGS.account.signInRateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBe(900);
    expect(setCookie(limited, 'vitrine_session')).toBeUndefined();
    app.clock.time += 15 * 60 * 1000;
    expect((await signIn({ ...OWNER, rememberMe: false })).status).toBe(200);
  });

  it.each([
    ['no crumb parameter', ''],
    ['another crumb', `?crumb=${'x'.repeat(32)}`],
  ])('refuses %s: 403 crumbFail, no session', async (_name, search) => {
    const response = await signIn({ ...OWNER, rememberMe: false }, {}, search);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ crumbFail: true });
    expect(setCookie(response, 'vitrine_session')).toBeUndefined();
    expect(
      await app.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 0 });
  });

  it('refuses a body over its limit with 413', async () => {
    const response = await signIn({ ...OWNER, rememberMe: false, padding: 'x'.repeat(SESSION_BODY_LIMIT) });
    expect(response.status).toBe(413);
  });

  it.each([
    ['no email', { password: OWNER.password }, 'email'],
    ['a number for the password', { email: OWNER.email, password: 12 }, 'password'],
    ['rememberMe not a flag', { ...OWNER, rememberMe: 'maybe' }, 'rememberMe'],
  ])('400 for %s, naming the field', async (_name, body, field) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(field);
  });
});

// issue 29: limits that hold whatever the order the attempts arrive in, and a browser that signed in
// before is never locked out by a stranger. Attempts at once queue for scrypt: a longer timeout.
describe('sign-in limits that hold in any order', { timeout: 60_000 }, () => {
  let app: TestApp;
  let crumb = '';
  beforeEach(async () => {
    app = await startSignedInApp();
    crumb = await app.crumb();
  });
  afterEach(() => app.close());

  const signIn = (body: unknown, cookie = ''): Promise<Response> => postSignIn(app, crumb, body, { cookie: `crumb=${crumb}${cookie}` });
  const statuses = async (bodies: unknown[], cookie = ''): Promise<number[]> => (await Promise.all(bodies.map((body) => signIn(body, cookie)))).map((r) => r.status);
  const count = (list: number[], status: number): number => list.filter((s) => s === status).length;
  const wrong = (n: number) => Array.from({ length: n }, (_, i) => ({ email: OWNER.email, password: `wrong-${i}` }));
  /** The device cookie a sign-in set, as the browser sends it back. */
  const deviceOf = (response: Response): string => `; vitrine_device=${/^vitrine_device=([A-Za-z0-9_-]{43});/.exec(setCookie(response, 'vitrine_device') ?? '')![1]}`;

  it('30 wrong passwords sent at once: at most the limit (5) are judged, the rest 429', async () => {
    const list = await statuses(wrong(30));
    expect(count(list, 401)).toBeLessThanOrEqual(5);
    expect(count(list, 429)).toBeGreaterThanOrEqual(25);
    expect(count(list, 401) + count(list, 429)).toBe(30);
  });

  it('59 wrong and the right one at once: no more than 5 judged, so no sign-in past the limit', async () => {
    const list = await statuses([...wrong(59), { ...OWNER, rememberMe: false }]);
    expect(count(list, 401) + count(list, 200)).toBeLessThanOrEqual(5);
    expect(count(list, 429)).toBeGreaterThanOrEqual(55);
  });

  it('sets an HttpOnly, SameSite=Lax device cookie for a year at each sign-in, a new one each time', async () => {
    const first = await signIn({ ...OWNER, rememberMe: false });
    expect(setCookie(first, 'vitrine_device')).toMatch(/^vitrine_device=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    const second = await signIn({ ...OWNER, rememberMe: false }, deviceOf(first));
    expect(deviceOf(second)).not.toBe(deviceOf(first));
    expect(await countRows(app.db, 'sign_in_devices')).toBe(1);
  });

  it("a stranger's failures lock the email for untrusted browsers, never a browser that signed in before", async () => {
    const device = deviceOf(await signIn({ ...OWNER, rememberMe: false }));
    const list = await statuses(wrong(50));
    expect(count(list, 429)).toBeGreaterThanOrEqual(45);
    expect((await signIn({ ...OWNER, rememberMe: false })).status).toBe(429);
    const trusted = await signIn({ ...OWNER, rememberMe: false }, device);
    expect(trusted.status).toBe(200);
    // The device cookie names its account: for another email the browser is untrusted (and this address is locked).
    expect((await signIn({ ...VIEWER, rememberMe: false }, deviceOf(trusted))).status).toBe(429);
  });

  it("a device cookie's own wrong tries lock that cookie alone, not the email", async () => {
    const device = deviceOf(await signIn({ ...OWNER, rememberMe: false }));
    const list = await statuses(wrong(8), device);
    expect(count(list, 401)).toBe(5);
    expect(count(list, 429)).toBe(3);
    expect((await signIn({ ...OWNER, rememberMe: false }, device)).status).toBe(429);
    expect((await signIn({ ...OWNER, rememberMe: false })).status).toBe(200);
  });

  it('a forged or unknown device cookie is an untrusted browser', async () => {
    await statuses(wrong(5));
    expect((await signIn({ ...OWNER, rememberMe: false }, `; vitrine_device=${'A'.repeat(43)}`)).status).toBe(429);
  });

  it('rotates the crumb: the reply sets a new crumb cookie', async () => {
    const response = await signIn({ ...OWNER, rememberMe: false });
    expect(response.status).toBe(200);
    const fresh = /^crumb=([A-Za-z0-9_-]{32}); Path=\/; SameSite=Lax$/.exec(setCookie(response, 'crumb') ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(crumb);
  });
});

describe('the session on pages (Site context)', () => {
  let app: TestApp;
  let crumb = '';
  beforeEach(async () => {
    app = await startSignedInApp();
    crumb = await app.crumb();
  });
  afterEach(() => app.close());

  const sessionFor = async (who: { email: string; password: string }): Promise<string> => {
    const response = await fetch(`${app.base}${ACCOUNT_PATHS.session}?crumb=${crumb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
      body: JSON.stringify(who),
    });
    return sessionIdOf(response);
  };
  const page = (session?: string): Promise<Response> => fetch(`${app.base}/`, { headers: { cookie: session ? `crumb=${crumb}; vitrine_session=${session}` : `crumb=${crumb}` } });

  // Issue 29: the page carries the visitor's crumb (its cookie banner's form), so it is cached privately.
  it('a visitor: no account, no roles, the page cached privately', async () => {
    const response = await page();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await contextOf(response)).toMatchObject({ authenticatedAccount: null, websiteRoles: [] });
  });

  it('the owner: the account and the admin role; the page private, never stored', async () => {
    const response = await page(await sessionFor(OWNER));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    const context = await contextOf(response);
    expect(context.authenticatedAccount).toEqual({ id: expect.any(String), email: OWNER.email, displayName: 'Site owner' });
    expect(context.websiteRoles).toEqual([1]);
    expect(context).toMatchObject({ useEscapeKeyToLogin: true, siteStatus: null, tweakJSON: {}, website: { cloneable: false } });
  });

  it('a viewer: the viewer role only', async () => {
    const context = await contextOf(await page(await sessionFor(VIEWER)));
    expect(context.authenticatedAccount).toMatchObject({ email: VIEWER.email });
    expect(context.websiteRoles).toEqual([10]);
  });

  it('an expired session is a visitor again', async () => {
    const session = await sessionFor(OWNER);
    app.clock.time += 12 * 60 * 60 * 1000;
    expect(await contextOf(await page(session))).toMatchObject({ authenticatedAccount: null, websiteRoles: [] });
  });
});

describe('logout: DELETE /api/site-users/account/session and POST /api/auth/Logout', () => {
  let app: TestApp;
  let crumb = '';
  beforeEach(async () => {
    app = await startSignedInApp();
    crumb = await app.crumb();
  });
  afterEach(() => app.close());

  const signIn = async (): Promise<string> =>
    sessionIdOf(
      await fetch(`${app.base}${ACCOUNT_PATHS.session}?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
        body: JSON.stringify(OWNER),
      }),
    );
  const sessions = (): Promise<number> => countRows(app.db, 'sessions');

  const calls = [
    [
      'DELETE session',
      (session: string | null, search = `?crumb=${crumb}&cloneCart=true`) =>
        fetch(`${app.base}${ACCOUNT_PATHS.session}${search}`, { method: 'DELETE', headers: { cookie: session ? `crumb=${crumb}; vitrine_session=${session}` : `crumb=${crumb}` } }),
    ],
    [
      'POST Logout',
      (session: string | null, search = `?crumb=${crumb}`) =>
        fetch(`${app.base}${ACCOUNT_PATHS.logout}${search}`, { method: 'POST', headers: { cookie: session ? `crumb=${crumb}; vitrine_session=${session}` : `crumb=${crumb}` } }),
    ],
  ] as const;

  it.each(calls)('%s ends the session: 200 {}, the row gone, the cookie expired, pages anonymous', async (_name, call) => {
    const session = await signIn();
    expect(await sessions()).toBe(1);
    const response = await call(session);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await sessions()).toBe(0);
    expect(setCookie(response, 'vitrine_session')).toMatch(/^vitrine_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    // The shared last-identity cookie is cleared too.
    expect(setCookie(response, 'vitrine_last_identity')).toMatch(/^vitrine_last_identity=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    const page = await fetch(`${app.base}/`, { headers: { cookie: `crumb=${crumb}; vitrine_session=${session}` } });
    expect((await contextOf(page)).authenticatedAccount).toBeNull();
  });

  it.each(calls)('%s without a session is still 200 {} (idempotent)', async (_name, call) => {
    const response = await call(null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it.each(calls)('%s needs the crumb: 403 crumbFail, the session kept', async (_name, call) => {
    const session = await signIn();
    const response = await call(session, '?cloneCart=true');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ crumbFail: true });
    expect(await sessions()).toBe(1);
  });

  it('DELETE checks cloneCart is a boolean, and ignores it otherwise', async () => {
    const [, call] = calls[0];
    expect((await call(null, `?crumb=${crumb}&cloneCart=false`)).status).toBe(200);
    expect((await call(null, `?crumb=${crumb}`)).status).toBe(200);
    const bad = await call(null, `?crumb=${crumb}&cloneCart=maybe`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('cloneCart');
  });
});
