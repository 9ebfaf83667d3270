// VITRINE_TRUST_PROXY over HTTP (server/http/client-address.ts): which limiter bucket a request
// counts in, and whether a proxy's X-Forwarded-Proto makes the cookies Secure.
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../../../../server/accounts/index.ts';
import { FORM_PATHS } from '../../../../server/api/form-routes.ts';
import { parseTrustProxy, type TrustProxy } from '../../../../server/http/client-address.ts';
import { trustRequest } from '../../../../server/http/request-client.ts';
import { CART_ADD_PATH } from '../../../../server/store/paths.ts';
import { startApp, type TestApp } from '../harness.ts';
import { OWNER, setCookie } from '../accounts/signed-in-app.ts';
import { ensureAccounts } from '../../../../server/accounts/index.ts';

const TWO_A_MINUTE = { limit: 2, windowMs: 60_000 };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const start = async (trustProxy?: TrustProxy): Promise<TestApp> => {
  app = await startApp({ formRateLimit: TWO_A_MINUTE, storeRateLimit: TWO_A_MINUTE, ...(trustProxy ? { trustProxy } : {}) });
  return app;
};

/** A submission key asked for with these forwarding headers, sent all at once; the statuses in order. */
async function keys(running: TestApp, forwardedFor: readonly string[]): Promise<number[]> {
  const crumb = await running.crumb();
  const replies = await Promise.all(
    forwardedFor.map((header) =>
      fetch(`${running.base}${FORM_PATHS.submissionKey}?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-forwarded-for': header },
        body: '{}',
      }),
    ),
  );
  return replies.map((reply) => reply.status).sort();
}

describe('the /api/ limiters under VITRINE_TRUST_PROXY', () => {
  it('by default a forged X-Forwarded-For does not change the bucket: three calls, three forged addresses, one limit of two', async () => {
    expect(await keys(await start(), ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });

  it('trusting 1 proxy: two visitors behind it get a limit each', async () => {
    const running = await start(parseTrustProxy('1'));
    expect(await keys(running, ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'])).toEqual([200, 200, 200, 200]);
    expect(await keys(running, ['203.0.113.1', '203.0.113.2'])).toEqual([429, 429]);
  });

  it('trusting 1 proxy: a visitor who forges entries left of the proxy\u2019s stays in one bucket', async () => {
    const running = await start(parseTrustProxy('1'));
    expect(await keys(running, ['1.1.1.1, 203.0.113.9', '2.2.2.2, 203.0.113.9', '3.3.3.3, 203.0.113.9'])).toEqual([200, 200, 429]);
  });

  it('trusting a proxy by address: the socket (loopback here) is it, so the entry it added counts', async () => {
    const running = await start(parseTrustProxy('127.0.0.1, ::1'));
    expect(await keys(running, ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'])).toEqual([200, 200, 200, 200]);
  });

  it('trusting another address: the loopback socket is not a proxy, and the header is ignored', async () => {
    expect(await keys(await start(parseTrustProxy('10.0.0.0/8')), ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });
});

describe('the store pages\u2019 posts under VITRINE_TRUST_PROXY', () => {
  const add = async (running: TestApp, forwardedFor: readonly string[]): Promise<number[]> => {
    const replies = await Promise.all(
      forwardedFor.map((header) =>
        fetch(`${running.base}${CART_ADD_PATH}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': header },
          body: 'productId=nope',
        }),
      ),
    );
    return replies.map((reply) => reply.status).sort();
  };

  it('by default one bucket, whatever the header', async () => {
    expect((await add(await start(), ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).filter((status) => status === 429)).toHaveLength(1);
  });

  it('trusting 1 proxy: two visitors behind it get a limit each', async () => {
    const running = await start(parseTrustProxy('1'));
    expect(await add(running, ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'])).not.toContain(429);
    expect(await add(running, ['203.0.113.1', '203.0.113.2'])).toEqual([429, 429]);
  });
});

describe('X-Forwarded-Proto counts only from a trusted proxy', () => {
  const signIn = async (running: TestApp, headers: Record<string, string>): Promise<string | undefined> => {
    await ensureAccounts(running.db, { VITRINE_OWNER_PASSWORD: OWNER.password }, () => {});
    const crumb = await running.crumb();
    const response = await fetch(`${running.base}/api/site-users/account/session?crumb=${crumb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, ...headers },
      body: JSON.stringify({ ...OWNER, rememberMe: false }),
    });
    expect(response.status).toBe(200);
    return setCookie(response, 'vitrine_session');
  };

  it('by default a client that claims https does not get a Secure cookie', async () => {
    expect(await signIn(await start(), { 'x-forwarded-proto': 'https' })).not.toContain('Secure');
  });

  it('behind a trusted proxy that says https, the cookie is Secure', async () => {
    expect(await signIn(await start(parseTrustProxy('1')), { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.1' })).toMatch(/; Secure$/);
  });
});

describe('clientAddress (the sign-in limit\u2019s key) follows the same rule', () => {
  const request = (headers: Record<string, string>, remoteAddress = '10.0.0.9'): IncomingMessage => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('the socket by default; the proxy\u2019s entry once the app trusts it', () => {
    const req = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(clientAddress(req)).toBe('10.0.0.9');
    trustRequest(req, parseTrustProxy('1'));
    expect(clientAddress(req)).toBe('203.0.113.7');
  });
});
