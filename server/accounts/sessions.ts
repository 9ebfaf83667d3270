// Sessions in the database (migration 5). The cookie carries 32 random bytes; the row keeps only their
// sha256, so a copy of the database opens no live session. A session ends when it goes unused: a
// remembered one after 30 days, any other after 12 hours (its cookie ends with the browser). Each use
// with less than half of that left slides it on, at most one write per half; and however much it is
// used, it ends 90 days after sign-in, which is how long a remembered session's cookie lives. It keeps
// the account's password version (migration 9): once the password is replaced, it opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/index.ts';
import { expiredCookie, readCookie, type CookieSpec } from '../http/cookies.ts';

import { toAccount, type Account } from './store.ts';

export const SESSION_COOKIE = 'vitrine_session';
export const REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** The most a session lasts from sign-in, however much it is used. */
export const SESSION_LIMIT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * When a session read at `now` should end: unchanged while more than half its idle lifetime is left,
 * else `now` plus that lifetime, never past `createdAt` plus the limit. Pure; the store writes it.
 */
export function slidExpiry(session: { remember: boolean; createdAt: number; expiresAt: number }, now: number): number {
  const lifetime = session.remember ? REMEMBERED_MS : SESSION_MS;
  if (session.expiresAt - now > lifetime / 2) return session.expiresAt;
  return Math.max(session.expiresAt, Math.min(now + lifetime, session.createdAt + SESSION_LIMIT_MS));
}

// 32 bytes in base64url are 43 characters; anything else is not one of ours and is never looked up.
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** What other routes learn of the request's signed-in account. */
export interface Session {
  accountId: number;
  email: string;
  displayName: string;
  websiteRoles: number[];
  xsrfToken: string;
  remember: boolean;
  /** When it ends if unused from now; each use may slide it (slidExpiry). */
  expiresAt: number;
  /** Sign-in plus the limit: the latest it can end. */
  endsBy: number;
}

/** A session just made: `id` is the cookie's value, never stored. */
export interface NewSession extends Session {
  id: string;
}

export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

/** HttpOnly; Max-Age only when remembered, to the session's limit (the server ends it sooner when unused). */
export const sessionCookie = (session: NewSession, now: number): CookieSpec => ({
  name: SESSION_COOKIE,
  value: session.id,
  httpOnly: true,
  ...(session.remember ? { maxAge: Math.max(0, Math.ceil((session.endsBy - now) / 1000)) } : {}),
});

/** The cookie that ends the session in the browser. */
export const expiredSessionCookie = (): CookieSpec => expiredCookie(SESSION_COOKIE);

/** The request's session cookie, when it is one of ours in form. */
export function requestSessionId(req: IncomingMessage): string | undefined {
  const value = readCookie(req, SESSION_COOKIE);
  return value !== undefined && WELL_FORMED.test(value) ? value : undefined;
}

export interface SessionStore {
  /** A new session (a new id, a new xsrf token) for the account, under the password version it was read with. */
  create(account: Account, remember: boolean): Promise<NewSession>;
  /** The live session with this cookie id, or null (unknown, expired, its account gone or its password replaced); reading it is using it (slidExpiry). */
  read(id: string): Promise<Session | null>;
  /** The request's live session, or null. */
  fromRequest(req: IncomingMessage): Promise<Session | null>;
  /** Ends the session; true when there was one. */
  remove(id: string): Promise<boolean>;
}

export function createSessionStore(db: Db, now: () => number = Date.now): SessionStore {
  const read = async (id: string): Promise<Session | null> => {
    if (!WELL_FORMED.test(id)) return null;
    const time = now();
    const idHash = hashSessionId(id);
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(['s.xsrf_token', 's.remember', 's.created_at', 's.expires_at', 'a.id', 'a.email', 'a.display_name', 'a.password_hash', 'a.password_version', 'a.website_roles'])
      .where('s.id_hash', '=', idHash)
      .where('s.expires_at', '>', time)
      .whereRef('s.password_version', '=', 'a.password_version')
      .executeTakeFirst();
    if (!row) return null;
    const remember = row.remember === 1;
    const expiresAt = slidExpiry({ remember, createdAt: row.created_at, expiresAt: row.expires_at }, time);
    if (expiresAt !== row.expires_at) await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
    const { id: accountId, email, displayName, websiteRoles } = toAccount(row);
    return { accountId, email, displayName, websiteRoles, xsrfToken: row.xsrf_token, remember, expiresAt, endsBy: row.created_at + SESSION_LIMIT_MS };
  };

  return {
    async create(account, remember) {
      const time = now();
      await db.deleteFrom('sessions').where('expires_at', '<=', time).execute();
      const id = randomBytes(32).toString('base64url');
      const xsrfToken = randomBytes(24).toString('base64url');
      const expiresAt = time + (remember ? REMEMBERED_MS : SESSION_MS);
      await db
        .insertInto('sessions')
        .values({
          id_hash: hashSessionId(id),
          account_id: account.id,
          xsrf_token: xsrfToken,
          remember: remember ? 1 : 0,
          created_at: time,
          expires_at: expiresAt,
          password_version: account.passwordVersion,
        })
        .execute();
      const { email, displayName, websiteRoles } = account;
      return { id, accountId: account.id, email, displayName, websiteRoles, xsrfToken, remember, expiresAt, endsBy: time + SESSION_LIMIT_MS };
    },
    read,
    async fromRequest(req) {
      const id = requestSessionId(req);
      return id === undefined ? null : read(id);
    },
    async remove(id) {
      if (!WELL_FORMED.test(id)) return false;
      const result = await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
