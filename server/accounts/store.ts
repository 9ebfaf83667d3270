// The accounts table (migration 5): one row an account, its website roles as JSON numbers.
import { sql, type Expression } from 'kysely';
import type { Db } from '../db/index.ts';

export interface Account {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string;
  /** Goes up with every new hash: sessions made under an older one open nothing (sessions.ts). */
  passwordVersion: number;
  websiteRoles: number[];
}

interface AccountRow {
  id: number;
  email: string;
  display_name: string;
  password_hash: string;
  password_version: number;
  website_roles: string;
}

const readRoles = (text: string): number[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((role): role is number => Number.isInteger(role)) : [];
  } catch {
    return [];
  }
};

export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  passwordHash: row.password_hash,
  passwordVersion: Number(row.password_version),
  websiteRoles: readRoles(row.website_roles),
});

/**
 * Emails are compared trimmed and in lower case: they are stored that way, so a plain comparison
 * finds them on either engine (the SQLite column is NOCASE too).
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export interface AccountStore {
  byEmail(email: string): Promise<Account | null>;
  byId(id: number): Promise<Account | null>;
  /** Creates the account, or sets the hash, roles and name of the one with that email; a new hash moves the password version on. */
  save(account: Omit<Account, 'id' | 'passwordVersion'>): Promise<Account>;
  /** Sets the hash; a new one moves the password version on. */
  setPasswordHash(id: number, hash: string): Promise<void>;
}

/** A new hash moves the password version on; the same one (a restart with the same password) keeps it. */
const nextVersion = (hash: Expression<string>) => sql<number>`CASE WHEN accounts.password_hash = ${hash} THEN accounts.password_version ELSE accounts.password_version + 1 END`;

const ACCOUNT_COLUMNS = ['id', 'email', 'display_name', 'password_hash', 'password_version', 'website_roles'] as const;

export function createAccountStore(db: Db, now: () => number = Date.now): AccountStore {
  return {
    async byEmail(email) {
      const row = await db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('email', '=', normalizeEmail(email)).executeTakeFirst();
      return row ? toAccount(row) : null;
    },
    async byId(id) {
      const row = await db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toAccount(row) : null;
    },
    async save(account) {
      const time = now();
      const row = await db
        .insertInto('accounts')
        .values({
          email: normalizeEmail(account.email),
          display_name: account.displayName,
          password_hash: account.passwordHash,
          website_roles: JSON.stringify(account.websiteRoles),
          created_at: time,
          updated_at: time,
        })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) => ({
            display_name: eb.ref('excluded.display_name'),
            password_hash: eb.ref('excluded.password_hash'),
            password_version: nextVersion(eb.ref('excluded.password_hash')),
            website_roles: eb.ref('excluded.website_roles'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirstOrThrow();
      return toAccount(row);
    },
    async setPasswordHash(id, hash) {
      await db
        .updateTable('accounts')
        .set((eb) => ({ password_hash: hash, password_version: nextVersion(eb.val(hash)), updated_at: now() }))
        .where('id', '=', id)
        .execute();
    },
  };
}
