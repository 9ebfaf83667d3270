// Signing in and out, shared by the session API (api/account-routes.ts) and the sign-in page
// (config/login.ts). A wrong email and a wrong password get the same answer after the same scrypt
// work. Each attempt is counted before any password is checked: against the browser's device cookie
// when it is trusted for that email (devices.ts), else per email and per client address.
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/index.ts';
import { createDeviceStore } from './devices.ts';
import { requestClientAddress } from '../http/request-client.ts';
import { clientKey, createFailureLimit, emailKey, type FailureLimitOptions } from './failure-limit.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { createSessionStore, requestSessionId, type NewSession, type Session } from './sessions.ts';
import { createAccountStore } from './store.ts';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** On success, the new session and the new device cookie's value (signInCookies sets both). */
export type SignInResult = { ok: true; session: NewSession; device: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'limited'; retryAfter: number };

export interface Accounts {
  /** Checks the credentials; on success ends the request's old session and makes a new one (rotation), and trusts the browser anew. */
  signIn(req: IncomingMessage, credentials: Credentials): Promise<SignInResult>;
  /** Ends the request's session, if any; true when there was one. */
  signOut(req: IncomingMessage): Promise<boolean>;
  /** The request's live session, or null: what other routes and the page context read. */
  session(req: IncomingMessage): Promise<Session | null>;
}

export interface AccountsOptions {
  now?: () => number;
  failures?: Omit<FailureLimitOptions, 'now'>;
}

/** The client address the limits count, as the api/ limiters count it (VITRINE_TRUST_PROXY: server/http/client-address.ts). */
export const clientAddress = (req: IncomingMessage): string => requestClientAddress(req);

export function createAccounts(db: Db, { now = Date.now, failures: limits = {} }: AccountsOptions = {}): Accounts {
  const store = createAccountStore(db, now);
  const sessions = createSessionStore(db, now);
  const failures = createFailureLimit(db, { ...limits, now });
  const devices = createDeviceStore(db, now);

  return {
    async signIn(req, { email, password, rememberMe }) {
      const trusted = await devices.trustedKey(req, email);
      const reserved = await failures.reserve(trusted !== null ? [trusted] : [emailKey(email), clientKey(clientAddress(req))]);
      if (!reserved.ok) return { ok: false, reason: 'limited', retryAfter: reserved.retryAfter };
      const account = await store.byEmail(email);
      // An unknown email still spends one hash, so timing does not tell which field was wrong.
      const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
      // A failure keeps the attempt it counted.
      if (!account || !matches) return { ok: false, reason: 'invalid' };
      await failures.release(reserved.ids);
      const old = requestSessionId(req);
      if (old !== undefined) await sessions.remove(old);
      return { ok: true, session: await sessions.create(account, rememberMe), device: await devices.issue(req, account.id) };
    },
    async signOut(req) {
      const id = requestSessionId(req);
      return id !== undefined && (await sessions.remove(id));
    },
    session: (req) => sessions.fromRequest(req),
  };
}
