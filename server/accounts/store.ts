// The accounts table (migration 5): one row an account, its website roles as JSON numbers.
import type { Database } from 'better-sqlite3';

export interface Account {
  id: number;
  email: string;
  displayName: string;
  passwordHash: string;
  websiteRoles: number[];
}

interface AccountRow {
  id: number;
  email: string;
  display_name: string;
  password_hash: string;
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
  websiteRoles: readRoles(row.website_roles),
});

/** Emails are compared trimmed and in lower case (the column is NOCASE too). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export interface AccountStore {
  byEmail(email: string): Account | null;
  byId(id: number): Account | null;
  /** Creates the account, or sets the hash, roles and name of the one with that email. */
  save(account: Omit<Account, 'id'>): Account;
  setPasswordHash(id: number, hash: string): void;
}

export function createAccountStore(db: Database, now: () => number = Date.now): AccountStore {
  const byEmail = db.prepare('SELECT * FROM accounts WHERE email = ?');
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const upsert = db.prepare(
    `INSERT INTO accounts (email, display_name, password_hash, website_roles, created_at, updated_at)
     VALUES (@email, @displayName, @passwordHash, @websiteRoles, @time, @time)
     ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name, password_hash = excluded.password_hash,
       website_roles = excluded.website_roles, updated_at = excluded.updated_at`,
  );
  const setHash = db.prepare('UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?');
  const find = (email: string): Account | null => {
    const row = byEmail.get(normalizeEmail(email)) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  };
  return {
    byEmail: find,
    byId(id) {
      const row = byId.get(id) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    save(account) {
      const email = normalizeEmail(account.email);
      upsert.run({ email, displayName: account.displayName, passwordHash: account.passwordHash, websiteRoles: JSON.stringify(account.websiteRoles), time: now() });
      return find(email)!;
    },
    setPasswordHash(id, hash) {
      setHash.run(hash, now(), id);
    },
  };
}
