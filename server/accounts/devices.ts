// Trusted browsers (OWASP's device cookies): each successful sign-in hands the browser a device cookie
// naming the account, 32 random bytes whose sha256 the database keeps (migration 9), so every server
// process knows it and a copy of the database forges none. An attempt carrying a live one for the
// email typed is counted against that cookie alone, so a stranger who locks the email out locks out
// untrusted browsers only. The last-identity cookie cannot serve: its value is a guessable id and
// every logout clears it, while trust must outlive a logout.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CookieSpec } from '../http/cookies.ts';
import type { Db } from '../db/index.ts';
import { readCookie } from '../http/cookies.ts';
import { deviceKey } from './failure-limit.ts';
import { normalizeEmail } from './store.ts';

export const DEVICE_COOKIE = 'vitrine_device';
/** A browser stays trusted for a year after its last sign-in. */
export const DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

// 32 bytes in base64url are 43 characters; anything else is not one of ours and is never looked up.
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The request's device cookie, when it is one of ours in form. */
function requestDevice(req: IncomingMessage): string | undefined {
  const value = readCookie(req, DEVICE_COOKIE);
  return value !== undefined && WELL_FORMED.test(value) ? value : undefined;
}

/** HttpOnly, the whole site (both sign-in addresses read it). */
export const deviceCookie = (token: string): CookieSpec => ({ name: DEVICE_COOKIE, value: token, httpOnly: true, maxAge: DEVICE_MS / 1000 });

export interface DeviceStore {
  /** The failure key of the request's device cookie when it is live and names the account of `email`; null for an untrusted browser. */
  trustedKey(req: IncomingMessage, email: string): Promise<string | null>;
  /** A new device cookie's value for the account, replacing the one the request carried. */
  issue(req: IncomingMessage, accountId: number): Promise<string>;
}

export function createDeviceStore(db: Db, now: () => number = Date.now): DeviceStore {
  return {
    async trustedKey(req, email) {
      const token = requestDevice(req);
      if (token === undefined) return null;
      const tokenHash = hashToken(token);
      const row = await db
        .selectFrom('sign_in_devices as d')
        .innerJoin('accounts as a', 'a.id', 'd.account_id')
        .select('d.token_hash')
        .where('d.token_hash', '=', tokenHash)
        .where('a.email', '=', normalizeEmail(email))
        .where('d.expires_at', '>', now())
        .executeTakeFirst();
      return row ? deviceKey(tokenHash) : null;
    },
    async issue(req, accountId) {
      const time = now();
      const old = requestDevice(req);
      const token = randomBytes(32).toString('base64url');
      await db
        .deleteFrom('sign_in_devices')
        .where((eb) => eb.or([eb('expires_at', '<=', time), ...(old === undefined ? [] : [eb('token_hash', '=', hashToken(old))])]))
        .execute();
      await db
        .insertInto('sign_in_devices')
        .values({ token_hash: hashToken(token), account_id: accountId, created_at: time, expires_at: time + DEVICE_MS })
        .execute();
      return token;
    },
  };
}
