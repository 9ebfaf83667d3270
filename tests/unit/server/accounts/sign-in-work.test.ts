import * as crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccounts, ensureAccounts } from '../../../../server/accounts/index.ts';
import { decoyHash } from '../../../../server/accounts/password.ts';
import { openTestDatabase, type TestDatabase } from '../engine.ts';

// The real scrypt, counted.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const request = { headers: {}, socket: { remoteAddress: '10.0.0.1' } } as unknown as IncomingMessage;

describe('a sign-in spends one scrypt hash whichever field is wrong', () => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await ensureAccounts(opened.db, { VITRINE_OWNER_PASSWORD: 'owner-pass' }, () => {});
    await decoyHash();
  });
  afterAll(() => opened.remove());

  it.each([
    ['an unknown email', 'nobody@example.com', 'owner-pass'],
    ['a wrong password', 'owner@example.com', 'wrong'],
    ['the right pair', 'owner@example.com', 'owner-pass'],
  ])('%s: one hash, with the same parameters', async (_name, email, password) => {
    const scrypt = vi.mocked(crypto.scrypt);
    scrypt.mockClear();
    await createAccounts(opened.db).signIn(request, { email, password, rememberMe: false });
    expect(scrypt).toHaveBeenCalledTimes(1);
    expect(scrypt.mock.calls[0]![3]).toMatchObject({ N: 32768, r: 8, p: 1 });
  });
});
