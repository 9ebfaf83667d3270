// The session calls. POST /api/site-users/account/session signs in (email,
// password, rememberMe; the reply holds xsrfToken and sets the session cookie); DELETE of the same
// path and POST /api/auth/Logout end the session, 200 {} whether there was one or not. Every call
// carries the crumb in its query, as the data layer sends it. Sign-in sets the last-identity cookie;
// logout expires it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { accountStrings } from '../../core/catalog/strings.ts';
import { credentialsSchema, expiredLastIdentityCookie, expiredSessionCookie, flag, signInCookies, type Accounts } from '../accounts/index.ts';
import { setCookies, type CookieSpec } from '../http/cookies.ts';
import { sendJson } from '../http/send.ts';

import { defineRoute, type ApiRoute, type RawReply } from './route.ts';

export const ACCOUNT_PATHS = {
  session: '/api/site-users/account/session',
  logout: '/api/auth/Logout',
} as const;

/** A sign-in body is three short fields. */
export const SESSION_BODY_LIMIT = 4 * 1024;
const LOGOUT_BODY_LIMIT = 1024;

const reply = (status: number, body: unknown, headers: Record<string, string> = {}, cookies: readonly CookieSpec[] = []): RawReply => ({
  send(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    setCookies(req, res, cookies);
    sendJson(req, res, status, body);
  },
});

export function accountRoutes(accounts: Accounts, now: () => number = Date.now): ApiRoute[] {
  const signOut: ApiRoute['handle'] = async ({ req }) => {
    await accounts.signOut(req);
    return reply(200, {}, {}, [expiredSessionCookie(), expiredLastIdentityCookie()]);
  };
  return [
    defineRoute({
      method: 'POST',
      path: ACCOUNT_PATHS.session,
      bodyLimit: SESSION_BODY_LIMIT,
      rateLimit: null, // failed sign-ins are limited inside, per email and per client address
      crumb: 'query',
      schema: credentialsSchema,
      async handle({ value, req }) {
        const result = await accounts.signIn(req, value);
        if (result.ok) return reply(200, { xsrfToken: result.session.xsrfToken }, {}, signInCookies(result, now()));
        if (result.reason === 'limited') return reply(429, { error: accountStrings.signInRateLimited }, { 'Retry-After': String(result.retryAfter) });
        return reply(401, { error: accountStrings.signInFailed });
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: ACCOUNT_PATHS.session,
      bodyLimit: null,
      rateLimit: null,
      crumb: 'query',
      // The data layer sends cloneCart; there is no cart to copy into the visitor's session yet.
      schema: z.object({ cloneCart: flag.optional() }),
      handle: signOut,
    }),
    defineRoute({
      method: 'POST',
      path: ACCOUNT_PATHS.logout,
      bodyLimit: LOGOUT_BODY_LIMIT,
      rateLimit: null,
      crumb: 'query',
      schema: z.unknown(),
      handle: signOut,
    }),
  ];
}
