import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { decoyHash, formatHash, generatePassword, hashPassword, needsRehash, parseHash, verifyPassword } from '../../../../server/accounts/password.ts';

// The real timingSafeEqual, watched: the comparison must be the constant-time one.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const STORED = /^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/;

describe('password hashes (scrypt, a random salt, one stored string)', () => {
  it('round trip: the password verifies, a wrong one does not', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores algorithm, parameters (N=2^15, r=8, p=1), a 16-byte salt and a 32-byte hash, and never the password', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(stored).toMatch(STORED);
    expect(stored).not.toContain('s3cret-pass');
    const parsed = parseHash(stored)!;
    expect(parsed.params).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.hash).toHaveLength(32);
    expect(formatHash(parsed)).toBe(stored);
  });

  it('salts each hash: the same password twice gives two different strings, both valid', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(parseHash(a)!.salt.equals(parseHash(b)!.salt)).toBe(false);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('reads the parameters back from the string, so they can change later', async () => {
    const stronger = { N: 2 ** 16, r: 8, p: 2 };
    const stored = await hashPassword('later', stronger);
    expect(stored.startsWith('scrypt$N=65536,r=8,p=2$')).toBe(true);
    expect(parseHash(stored)!.params).toEqual(stronger);
    expect(await verifyPassword('later', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    const weaker = await hashPassword('older', { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword('older', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(await hashPassword('now'))).toBe(false);
  });

  it('compares with timingSafeEqual', async () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    const stored = await hashPassword('watched');
    compare.mockClear();
    expect(await verifyPassword('not it', stored)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    const [candidate, expected] = compare.mock.calls[0]!;
    expect(Buffer.from(expected as Uint8Array).equals(parseHash(stored)!.hash)).toBe(true);
    expect((candidate as Uint8Array).length).toBe(32);
  });

  it.each([
    ['not a hash at all', 'plain text'],
    ['another algorithm', 'bcrypt$N=32768,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['N not a power of two', 'scrypt$N=30000,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['N too large to spend', 'scrypt$N=4194304,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short hash', 'scrypt$N=32768,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
  ])('refuses a malformed stored string: %s', async (_name, stored) => {
    expect(parseHash(stored)).toBeNull();
    expect(await verifyPassword('anything', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it("the decoy hash for unknown emails is made once, with today's parameters, and matches nothing typed", async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(decoy).toMatch(STORED);
    expect(await verifyPassword('', decoy)).toBe(false);
  });

  it('generates strong random passwords: 24 url-safe characters (144 bits), never the same', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
