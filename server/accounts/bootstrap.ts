// The accounts made at server start. The owner from VITRINE_OWNER_EMAIL
// (default owner@example.com) and VITRINE_OWNER_PASSWORD; with no password set and no owner yet, a
// strong random one is generated, only its hash kept, and it is printed once. A viewer (website role
// viewer only) when VITRINE_VIEWER_EMAIL and VITRINE_VIEWER_PASSWORD are both set. No fixed default.
import { WebsiteRole } from '../../core/catalog/enums.ts';
import { isValidEmail } from '../../core/catalog/validators.ts';
import type { Db } from '../db/index.ts';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createAccountStore, normalizeEmail, type Account } from './store.ts';

export const DEFAULT_OWNER_EMAIL = 'owner@example.com';
/** An authenticated account is the site's owner, an admin of it. */
export const OWNER_ROLES: readonly number[] = [WebsiteRole.ADMIN];
/** The viewer account's only website role. */
export const VIEWER_ROLES: readonly number[] = [WebsiteRole.VIEWER];

export interface AccountEnv {
  VITRINE_OWNER_EMAIL?: string | undefined;
  VITRINE_OWNER_PASSWORD?: string | undefined;
  VITRINE_VIEWER_EMAIL?: string | undefined;
  VITRINE_VIEWER_PASSWORD?: string | undefined;
}

export interface EnsuredAccounts {
  owner: Account;
  viewer: Account | null;
  /** The password generated on this start, already printed; null on every other start. */
  generatedPassword: string | null;
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value);

function checkedEmail(name: string, value: string): string {
  const email = normalizeEmail(value);
  if (!isValidEmail(email)) throw new Error(`${name} is not an email address: ${JSON.stringify(value)}`);
  return email;
}

/** Keeps the stored hash while it still matches the env's password; hashes it again when it changed. */
async function hashFor(current: Account | null, password: string): Promise<string> {
  if (current && !needsRehash(current.passwordHash) && (await verifyPassword(password, current.passwordHash))) return current.passwordHash;
  return hashPassword(password);
}

export async function ensureAccounts(db: Db, env: AccountEnv, print: (line: string) => void = console.log): Promise<EnsuredAccounts> {
  const store = createAccountStore(db);
  const ownerEmail = checkedEmail('VITRINE_OWNER_EMAIL', nonEmpty(env.VITRINE_OWNER_EMAIL) ?? DEFAULT_OWNER_EMAIL);
  const ownerPassword = nonEmpty(env.VITRINE_OWNER_PASSWORD);
  const existing = await store.byEmail(ownerEmail);
  let generatedPassword: string | null = null;
  let ownerHash: string;
  if (ownerPassword !== undefined) ownerHash = await hashFor(existing, ownerPassword);
  else if (existing) ownerHash = existing.passwordHash;
  else {
    generatedPassword = generatePassword();
    ownerHash = await hashPassword(generatedPassword);
  }
  const owner = await store.save({ email: ownerEmail, displayName: 'Site owner', passwordHash: ownerHash, websiteRoles: [...OWNER_ROLES] });
  if (generatedPassword !== null) {
    print(`Owner account: ${ownerEmail}, password ${generatedPassword} (shown once; set VITRINE_OWNER_PASSWORD to choose your own)`);
  }

  let viewer: Account | null = null;
  const viewerEmail = nonEmpty(env.VITRINE_VIEWER_EMAIL);
  const viewerPassword = nonEmpty(env.VITRINE_VIEWER_PASSWORD);
  if (viewerEmail !== undefined && viewerPassword !== undefined) {
    const email = checkedEmail('VITRINE_VIEWER_EMAIL', viewerEmail);
    if (email === ownerEmail) throw new Error('VITRINE_VIEWER_EMAIL must differ from the owner email.');
    const hash = await hashFor(await store.byEmail(email), viewerPassword);
    viewer = await store.save({ email, displayName: 'Site viewer', passwordHash: hash, websiteRoles: [...VIEWER_ROLES] });
  }
  return { owner, viewer, generatedPassword };
}
