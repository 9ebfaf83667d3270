import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OWNER_EMAIL, ensureAccounts, type AccountEnv } from '../../../../server/accounts/bootstrap.ts';
import { parseHash, verifyPassword } from '../../../../server/accounts/password.ts';
import { WebsiteRole } from '../../../../core/catalog/enums.ts';
import { openTestDatabase, type TestDatabase } from '../engine.ts';

// The owner and the viewer, made at server start from the environment.
describe('accounts made at start', () => {
  let opened: TestDatabase;
  let printed: string[] = [];
  const print = (line: string): void => void printed.push(line);
  const start = (env: AccountEnv) => ensureAccounts(opened.db, env, print);
  const rows = () => opened.db.selectFrom('accounts').select(['email', 'password_hash', 'website_roles']).orderBy('id').execute();

  beforeEach(async () => {
    opened = await openTestDatabase();
    printed = [];
  });
  afterEach(() => opened.remove());

  it('with no password, the first start generates one, keeps only its hash and prints it once; later starts print nothing and keep it', async () => {
    const first = await start({});
    expect(first.owner.email).toBe(DEFAULT_OWNER_EMAIL);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(DEFAULT_OWNER_EMAIL);
    expect(printed[0]).toContain(first.generatedPassword);
    const [row] = await rows();
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain(first.generatedPassword!);
    expect(await verifyPassword(first.generatedPassword!, row!.password_hash)).toBe(true);

    const second = await start({});
    expect(second.generatedPassword).toBeNull();
    expect(printed).toHaveLength(1);
    expect((await rows())[0]!.password_hash).toBe(row!.password_hash);
  });

  it('never a fixed default: two fresh databases get two different passwords', async () => {
    const a = await start({});
    await opened.remove();
    opened = await openTestDatabase();
    const b = await start({});
    expect(a.generatedPassword).not.toBe(b.generatedPassword);
  });

  it('with VITRINE_OWNER_PASSWORD set, nothing is printed and the hash follows it; a change re-hashes, the same one keeps the hash', async () => {
    await start({ VITRINE_OWNER_EMAIL: 'Me@Example.com ', VITRINE_OWNER_PASSWORD: 'first-password' });
    expect(printed).toEqual([]);
    const [first] = await rows();
    expect(first!.email).toBe('me@example.com');
    expect(await verifyPassword('first-password', first!.password_hash)).toBe(true);

    await start({ VITRINE_OWNER_EMAIL: 'me@example.com', VITRINE_OWNER_PASSWORD: 'first-password' });
    expect((await rows())[0]!.password_hash).toBe(first!.password_hash);

    await start({ VITRINE_OWNER_EMAIL: 'me@example.com', VITRINE_OWNER_PASSWORD: 'second-password' });
    const [changed] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(changed!.password_hash).not.toBe(first!.password_hash);
    expect(await verifyPassword('second-password', changed!.password_hash)).toBe(true);
    expect(await verifyPassword('first-password', changed!.password_hash)).toBe(false);
    expect(parseHash(changed!.password_hash)!.params.N).toBe(2 ** 15);
  });

  it('the password version: 1 at first, kept by the same password, one up for each new one', async () => {
    const version = async () => (await opened.db.selectFrom('accounts').select('password_version').executeTakeFirstOrThrow()).password_version;
    expect((await start({ VITRINE_OWNER_PASSWORD: 'first-password' })).owner.passwordVersion).toBe(1);
    await start({ VITRINE_OWNER_PASSWORD: 'first-password' });
    expect(await version()).toBe(1);
    expect((await start({ VITRINE_OWNER_PASSWORD: 'second-password' })).owner.passwordVersion).toBe(2);
    await start({});
    expect(await version()).toBe(2);
  });

  it('a generated password is replaced once VITRINE_OWNER_PASSWORD is set', async () => {
    const { generatedPassword } = await start({});
    await start({ VITRINE_OWNER_PASSWORD: 'chosen-later' });
    const hash = (await rows())[0]!.password_hash;
    expect(await verifyPassword('chosen-later', hash)).toBe(true);
    expect(await verifyPassword(generatedPassword!, hash)).toBe(false);
  });

  it("the owner's only website role is admin", async () => {
    const { owner } = await start({ VITRINE_OWNER_PASSWORD: 'pw-owner-1' });
    expect(owner.websiteRoles).toEqual([WebsiteRole.ADMIN]);
    expect(JSON.parse((await rows())[0]!.website_roles)).toEqual([1]);
  });

  it.each([
    ['neither viewer variable', {}],
    ['only the email', { VITRINE_VIEWER_EMAIL: 'viewer@example.com' }],
    ['only the password', { VITRINE_VIEWER_PASSWORD: 'viewer-pass' }],
    ['an empty password', { VITRINE_VIEWER_EMAIL: 'viewer@example.com', VITRINE_VIEWER_PASSWORD: '' }],
  ])('no viewer account with %s', async (_name, env) => {
    const result = await start({ VITRINE_OWNER_PASSWORD: 'pw-owner-1', ...env });
    expect(result.viewer).toBeNull();
    expect(await rows()).toHaveLength(1);
  });

  it('a viewer account, website role viewer (10) only, when both viewer variables are set', async () => {
    const { viewer } = await start({ VITRINE_OWNER_PASSWORD: 'pw-owner-1', VITRINE_VIEWER_EMAIL: 'viewer@example.com', VITRINE_VIEWER_PASSWORD: 'viewer-pass' });
    expect(viewer).toMatchObject({ email: 'viewer@example.com', websiteRoles: [WebsiteRole.VIEWER] });
    const row = (await rows()).find((r) => r.email === 'viewer@example.com')!;
    expect(JSON.parse(row.website_roles)).toEqual([10]);
    expect(await verifyPassword('viewer-pass', row.password_hash)).toBe(true);
  });

  it('refuses an owner email that is not an address, and a viewer with the owner email', async () => {
    await expect(start({ VITRINE_OWNER_EMAIL: 'owner', VITRINE_OWNER_PASSWORD: 'x' })).rejects.toThrow(/VITRINE_OWNER_EMAIL/);
    await expect(start({ VITRINE_OWNER_PASSWORD: 'pw', VITRINE_VIEWER_EMAIL: DEFAULT_OWNER_EMAIL, VITRINE_VIEWER_PASSWORD: 'pw2' })).rejects.toThrow(/VITRINE_VIEWER_EMAIL/);
  });
});
