import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cookieHeader } from '../../../../server/http/cookies.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccounts, ensureAccounts, expiredSessionCookie, type Accounts } from '../../../../server/accounts/index.ts';
import { sessionCookie } from '../../../../server/accounts/sessions.ts';
import { createSessionStore, hashSessionId, REMEMBERED_MS, SESSION_LIMIT_MS, SESSION_MS, slidExpiry, type SessionStore } from '../../../../server/accounts/sessions.ts';
import type { Account } from '../../../../server/accounts/store.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';
import { parseTrustProxy } from '../../../../server/http/client-address.ts';
import { trustRequest } from '../../../../server/http/request-client.ts';

const request = (headers: Record<string, string> = {}, socket: Record<string, unknown> = { remoteAddress: '10.0.0.1' }): IncomingMessage =>
  ({ headers, socket }) as unknown as IncomingMessage;
const withSession = (id: string, address = '10.0.0.1'): IncomingMessage => request({ cookie: `crumb=x; vitrine_session=${id}` }, { remoteAddress: address });
/** A request that came through one proxy the server trusts (VITRINE_TRUST_PROXY=1). */
const viaProxy = (headers: Record<string, string>): IncomingMessage => {
  const req = request(headers);
  trustRequest(req, parseTrustProxy('1'));
  return req;
};

let opened: TestDatabase;
let time = 1_750_000_000_000;
let ownerId = 0;
let owner: Account;

beforeEach(async () => {
  opened = await openTestDatabase();
  time = 1_750_000_000_000;
  ({ owner } = await ensureAccounts(
    opened.db,
    { VITRINE_OWNER_PASSWORD: 'owner-pass', VITRINE_VIEWER_EMAIL: 'viewer@example.com', VITRINE_VIEWER_PASSWORD: 'viewer-pass' },
    () => {},
  ));
  ownerId = owner.id;
});
afterEach(() => opened.remove());

describe(`sessions in the database (${ENGINE})`, () => {
  let store: SessionStore;
  beforeEach(() => {
    store = createSessionStore(opened.db, () => time);
  });
  const stored = () => opened.db.selectFrom('sessions').selectAll().execute();

  it('creates a random 32-byte id and reads the account back by it', async () => {
    const session = await store.create(owner, false);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(session.id, 'base64url')).toHaveLength(32);
    expect((await store.create(owner, false)).id).not.toBe(session.id);
    expect(await store.read(session.id)).toEqual({
      accountId: ownerId,
      email: 'owner@example.com',
      displayName: 'Site owner',
      websiteRoles: [1],
      xsrfToken: session.xsrfToken,
      remember: false,
      expiresAt: time + SESSION_MS,
      endsBy: time + SESSION_LIMIT_MS,
    });
    expect(session.xsrfToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('stores only the sha256 of the id: the database alone opens no session', async () => {
    const session = await store.create(owner, true);
    const [row] = await stored();
    expect(row!.id_hash).toBe(createHash('sha256').update(session.id).digest('hex'));
    expect(row!.id_hash).toBe(hashSessionId(session.id));
    expect(JSON.stringify(await stored())).not.toContain(session.id);
    expect(await store.read(String(row!.id_hash))).toBeNull();
  });

  it.each([
    ['not remembered: 12 hours', false, SESSION_MS],
    ['remembered: 30 days', true, REMEMBERED_MS],
  ])('expires when unused, %s', async (_name, remember, lifetime) => {
    const session = await store.create(owner, remember);
    expect(session.expiresAt).toBe(time + lifetime);
    const other = await store.create(owner, remember);
    time += lifetime - 1;
    expect((await store.read(session.id))?.remember).toBe(remember);
    time += 1;
    // The one read at the last moment slid on; the one left unused has ended.
    expect(await store.read(other.id)).toBeNull();
    expect((await store.read(session.id))?.expiresAt).toBe(time - 1 + lifetime);
  });

  it.each([
    ['not remembered', false, SESSION_MS],
    ['remembered', true, REMEMBERED_MS],
  ])('slides on when used with less than half its time left, writing once per half (%s)', async (_name, remember, lifetime) => {
    const session = await store.create(owner, remember);
    const expiry = async () => (await opened.db.selectFrom('sessions').select('expires_at').executeTakeFirstOrThrow()).expires_at;
    time += lifetime / 2 - 1;
    expect((await store.read(session.id))?.expiresAt).toBe(session.expiresAt);
    expect(await expiry()).toBe(session.expiresAt);
    time += 1;
    expect((await store.read(session.id))?.expiresAt).toBe(time + lifetime);
    expect(await expiry()).toBe(time + lifetime);
    // Used a moment later, nothing is written.
    const written = await expiry();
    time += 1000;
    expect((await store.read(session.id))?.expiresAt).toBe(written);
    // Used every half lifetime, it outlives its first expiry (well within the 90-day limit).
    for (let n = 0; n < 3; n++) {
      time += lifetime / 2 + 1;
      expect(await store.read(session.id), `use ${n}`).not.toBeNull();
    }
  });

  it('ends at the limit after sign-in however often it is used', async () => {
    const signedIn = time;
    const session = await store.create(owner, true);
    while (time + REMEMBERED_MS / 2 < signedIn + SESSION_LIMIT_MS) {
      time += REMEMBERED_MS / 2 - 1;
      expect((await store.read(session.id))?.expiresAt).toBeLessThanOrEqual(signedIn + SESSION_LIMIT_MS);
    }
    time = signedIn + SESSION_LIMIT_MS - 1;
    expect((await store.read(session.id))?.endsBy).toBe(signedIn + SESSION_LIMIT_MS);
    time += 1;
    expect(await store.read(session.id)).toBeNull();
  });

  it('sweeps expired rows when a session is made', async () => {
    await store.create(owner, false);
    time += SESSION_MS;
    await store.create(owner, false);
    expect(await stored()).toHaveLength(1);
  });

  it('deletes a session: it reads as none, and a second delete finds nothing', async () => {
    const session = await store.create(owner, false);
    expect(await store.remove(session.id)).toBe(true);
    expect(await store.read(session.id)).toBeNull();
    expect(await store.remove(session.id)).toBe(false);
    expect(await stored()).toEqual([]);
  });

  it("a replaced password ends every session of that account, remembered or not; another account's stay", async () => {
    const remembered = await store.create(owner, true);
    const plain = await store.create(owner, false);
    const { viewer } = await ensureAccounts(
      opened.db,
      { VITRINE_OWNER_PASSWORD: 'owner-pass', VITRINE_VIEWER_EMAIL: 'viewer@example.com', VITRINE_VIEWER_PASSWORD: 'viewer-pass' },
      () => {},
    );
    const viewers = await store.create(viewer!, true);
    // The same password again keeps the sessions.
    expect(await store.read(remembered.id)).not.toBeNull();
    await ensureAccounts(opened.db, { VITRINE_OWNER_PASSWORD: 'a-new-pass' }, () => {});
    expect(await store.read(remembered.id)).toBeNull();
    expect(await store.read(plain.id)).toBeNull();
    expect((await store.read(viewers.id))?.email).toBe('viewer@example.com');
  });

  it('a session made under a password already replaced opens nothing (a sign-in racing the change)', async () => {
    await ensureAccounts(opened.db, { VITRINE_OWNER_PASSWORD: 'a-new-pass' }, () => {});
    expect(await store.read((await store.create(owner, true)).id)).toBeNull();
  });

  it("reads the request's cookie, ignoring ids not of our form", async () => {
    const session = await store.create(owner, false);
    expect((await store.fromRequest(withSession(session.id)))?.accountId).toBe(ownerId);
    expect(await store.fromRequest(request())).toBeNull();
    expect(await store.fromRequest(withSession(`${session.id}x`))).toBeNull();
    expect(await store.fromRequest(withSession('x'.repeat(43)))).toBeNull();
  });
});

describe('slidExpiry', () => {
  const day = 24 * 60 * 60 * 1000;
  it.each([
    // [name, remember, created, expires, now, expected]
    ['more than half left: unchanged', false, 0, SESSION_MS, SESSION_MS / 2 - 1, SESSION_MS],
    ['exactly half left: slides', false, 0, SESSION_MS, SESSION_MS / 2, SESSION_MS / 2 + SESSION_MS],
    ['remembered, 10 days left: slides 30 days on', true, 0, 30 * day, 20 * day, 50 * day],
    ['near the limit: held to it', true, 0, 80 * day, 70 * day, SESSION_LIMIT_MS],
    ['past the limit in theory: never earlier than it was', true, 0, 95 * day, 94 * day, 95 * day],
  ])('%s', (_name, remember, createdAt, expiresAt, now, expected) => {
    expect(slidExpiry({ remember, createdAt, expiresAt }, now)).toBe(expected);
  });
});

describe('the session cookie', () => {
  const session = { id: 'a'.repeat(43), accountId: 1, email: '', displayName: '', websiteRoles: [], xsrfToken: '', remember: false, expiresAt: 0, endsBy: 0 };

  it('is HttpOnly, SameSite=Lax, for the whole site, and ends with the browser when not remembered', () => {
    const cookie = cookieHeader(request(), sessionCookie({ ...session, expiresAt: 1000 + SESSION_MS }, 1000));
    expect(cookie).toBe(`vitrine_session=${'a'.repeat(43)}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('lasts to the session limit (90 days) when remembered: the server ends it sooner when unused', () => {
    const remembered = { ...session, remember: true, expiresAt: 1000 + REMEMBERED_MS, endsBy: 1000 + SESSION_LIMIT_MS };
    expect(cookieHeader(request(), sessionCookie(remembered, 1000))).toContain('; Max-Age=7776000');
    // Read a moment after the session was made, it still says 90 days, not a second less.
    expect(cookieHeader(request(), sessionCookie(remembered, 1001))).toMatch(/; Max-Age=7776000$/);
  });

  it.each([
    ['plain http', request(), false],
    ['X-Forwarded-Proto https from a trusted proxy', viaProxy({ 'x-forwarded-proto': 'https' }), true],
    ['X-Forwarded-Proto https, http (the first proxy wins)', viaProxy({ 'x-forwarded-proto': 'HTTPS, http' }), true],
    ['X-Forwarded-Proto http', viaProxy({ 'x-forwarded-proto': 'http' }), false],
    ['X-Forwarded-Proto https from a client no setting trusts', request({ 'x-forwarded-proto': 'https' }), false],
    ['a TLS socket', request({}, { encrypted: true }), true],
  ])('Secure over https only: %s', (_name, req, secure) => {
    expect(cookieHeader(req, sessionCookie(session, 0)).endsWith('; Secure')).toBe(secure);
    expect(cookieHeader(req, expiredSessionCookie()).endsWith('; Secure')).toBe(secure);
  });

  it('the expired cookie empties the value at once', () => {
    expect(cookieHeader(request(), expiredSessionCookie())).toMatch(/^vitrine_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970/);
  });
});

describe('signing in and out', () => {
  let accounts: Accounts;
  beforeEach(() => {
    accounts = createAccounts(opened.db, { now: () => time });
  });
  const creds = (email: string, password: string, rememberMe = false) => ({ email, password, rememberMe });

  it('signs in with the right password, case and spaces in the email aside', async () => {
    const result = await accounts.signIn(request(), creds(' OWNER@example.com', 'owner-pass', true));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.session).toMatchObject({ accountId: ownerId, remember: true, websiteRoles: [1] });
    expect((await accounts.session(withSession(result.session.id)))?.email).toBe('owner@example.com');
  });

  it('refuses a wrong password and an unknown email with the same reason', async () => {
    expect(await accounts.signIn(request(), creds('owner@example.com', 'wrong'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await accounts.signIn(request(), creds('nobody@example.com', 'owner-pass'))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rotates at every sign-in: a new id, and the old session of the request ends', async () => {
    const first = await accounts.signIn(request(), creds('owner@example.com', 'owner-pass'));
    if (!first.ok) throw new Error('sign-in failed');
    const second = await accounts.signIn(withSession(first.session.id), creds('owner@example.com', 'owner-pass'));
    if (!second.ok) throw new Error('sign-in failed');
    expect(second.session.id).not.toBe(first.session.id);
    expect(second.session.xsrfToken).not.toBe(first.session.xsrfToken);
    expect(await accounts.session(withSession(first.session.id))).toBeNull();
    expect((await accounts.session(withSession(second.session.id)))?.accountId).toBe(ownerId);
  });

  it('signs out: the session ends; without one, nothing happens', async () => {
    const result = await accounts.signIn(request(), creds('viewer@example.com', 'viewer-pass'));
    if (!result.ok) throw new Error('sign-in failed');
    expect(result.session.websiteRoles).toEqual([10]);
    expect(await accounts.signOut(withSession(result.session.id))).toBe(true);
    expect(await accounts.session(withSession(result.session.id))).toBeNull();
    expect(await accounts.signOut(request())).toBe(false);
  });

  it('limits failures per email: the 6th try is refused before the password is checked, from any address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await accounts.signIn(request({}, { remoteAddress: `10.0.1.${i}` }), creds('owner@example.com', 'wrong'))).toEqual({ ok: false, reason: 'invalid' });
    }
    const limited = await accounts.signIn(request({}, { remoteAddress: '10.0.2.1' }), creds('owner@example.com', 'owner-pass'));
    expect(limited).toEqual({ ok: false, reason: 'limited', retryAfter: 15 * 60 });
    // Another email from a fresh address is not held back.
    expect((await accounts.signIn(request({}, { remoteAddress: '10.0.2.2' }), creds('viewer@example.com', 'viewer-pass'))).ok).toBe(true);
    time += 15 * 60 * 1000;
    expect((await accounts.signIn(request({}, { remoteAddress: '10.0.2.1' }), creds('owner@example.com', 'owner-pass'))).ok).toBe(true);
  });

  it('limits failures per client address, across emails', async () => {
    for (let i = 0; i < 5; i += 1) await accounts.signIn(request(), creds(`guess${i}@example.com`, 'wrong'));
    expect(await accounts.signIn(request(), creds('owner@example.com', 'owner-pass'))).toMatchObject({ ok: false, reason: 'limited' });
    expect((await accounts.signIn(request({}, { remoteAddress: '10.9.9.9' }), creds('owner@example.com', 'owner-pass'))).ok).toBe(true);
  });

  it('tells how long to wait: until the oldest counted failure leaves the 15-minute window', async () => {
    for (let i = 0; i < 5; i += 1) {
      await accounts.signIn(request(), creds('owner@example.com', 'wrong'));
      time += 60_000;
    }
    // Failures at 0..4 minutes; now 5 minutes in: 10 minutes to wait.
    expect(await accounts.signIn(request(), creds('owner@example.com', 'owner-pass'))).toEqual({ ok: false, reason: 'limited', retryAfter: 600 });
  });

  it('a second server process on the same database shares the failure counts and the sessions', async () => {
    const second = await opened.reopen();
    try {
      const other = createAccounts(second.db, { now: () => time });
      for (let i = 0; i < 3; i += 1) await accounts.signIn(request({}, { remoteAddress: `10.0.7.${i}` }), creds('owner@example.com', 'wrong'));
      for (let i = 3; i < 5; i += 1) await other.signIn(request({}, { remoteAddress: `10.0.7.${i}` }), creds('owner@example.com', 'wrong'));
      // Five failures between the two: both refuse the sixth.
      expect(await accounts.signIn(request({}, { remoteAddress: '10.0.8.1' }), creds('owner@example.com', 'owner-pass'))).toMatchObject({ ok: false, reason: 'limited' });
      expect(await other.signIn(request({}, { remoteAddress: '10.0.8.2' }), creds('owner@example.com', 'owner-pass'))).toMatchObject({ ok: false, reason: 'limited' });
      const result = await other.signIn(request({}, { remoteAddress: '10.0.8.3' }), creds('viewer@example.com', 'viewer-pass'));
      if (!result.ok) throw new Error('sign-in failed');
      expect((await accounts.session(withSession(result.session.id)))?.email).toBe('viewer@example.com');
      expect(await accounts.signOut(withSession(result.session.id))).toBe(true);
      expect(await other.session(withSession(result.session.id))).toBeNull();
    } finally {
      await second.close();
    }
  });

  // issue 29: a success used to clear the email's failures, so a guesser who also knew one right
  // sign-in (or raced one in) started afresh; now it takes back only the attempt it counted.
  it("a success clears only its own count: the email's other failures stay", async () => {
    for (let i = 0; i < 4; i += 1) await accounts.signIn(request({}, { remoteAddress: `10.0.3.${i}` }), creds('owner@example.com', 'wrong'));
    expect((await accounts.signIn(request({}, { remoteAddress: '10.0.4.1' }), creds('owner@example.com', 'owner-pass'))).ok).toBe(true);
    expect(await accounts.signIn(request({}, { remoteAddress: '10.0.5.1' }), creds('owner@example.com', 'wrong'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await accounts.signIn(request({}, { remoteAddress: '10.0.6.1' }), creds('owner@example.com', 'owner-pass'))).toMatchObject({ ok: false, reason: 'limited' });
  });

  it('attempts at once: each is counted before its hash, so no more than the limit are judged', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => accounts.signIn(request({}, { remoteAddress: `10.0.9.${i}` }), creds('owner@example.com', i === 11 ? 'owner-pass' : 'wrong'))),
    );
    const judged = results.filter((result) => result.ok || result.reason === 'invalid');
    expect(judged.length).toBe(5);
    expect(results.filter((result) => !result.ok && result.reason === 'limited')).toHaveLength(7);
  }, 60_000);
});
