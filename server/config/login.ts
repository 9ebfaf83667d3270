// /config/login. GET shows the sign-in page (setting the crumb cookie when
// missing); POST, a route of the one table (the pipeline reads its form-encoded fields and checks the
// hidden crumb against the cookie), signs in and redirects (303) to /config/ or a safe same-origin
// `next`; a refusal answers 401 (429 when limited, 403 for a stale crumb) with the page again, the
// email kept.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountStrings } from '../../core/catalog/strings.ts';
import { credentialsSchema, signInCookies, type Accounts } from '../accounts/index.ts';

import * as z from 'zod';
import { SIGN_IN_PATH } from '../../core/catalog/owner.ts';
import { visitorCrumb } from '../api/crumb.ts';
import { defineRoute, type ApiRoute, type RawReply } from '../api/route.ts';
import { setCookies, type CookieSpec } from '../http/cookies.ts';
import { sitePath } from '../http/redirect.ts';
import { HTML_TYPE, PRIVATE_NO_STORE, sendText } from '../http/send.ts';
import type { Website } from '../render/model.ts';
import { renderLoginPage } from './login-page.ts';

export const LOGIN_PATH = SIGN_IN_PATH;
export const CONFIG_HOME = '/config/';
/** The sign-in form's three fields and its crumb. */
export const LOGIN_BODY_LIMIT = 4 * 1024;

/** Every /config reply: it is the owner's own, never stored. */
export const CONFIG_CACHE = PRIVATE_NO_STORE;

export interface LoginOptions {
  accounts: Accounts;
  website: Website;
  now?: () => number;
}

/** Resolves false for any other path. */
export type LoginHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** What the sign-in page shows beside its empty form. */
export interface SignInState {
  email?: string;
  rememberMe?: boolean;
  error?: string | null;
  /** A new crumb, whatever the request carried (after a stale one). */
  freshCrumb?: boolean;
}

/**
 * Sends the sign-in page, its form posting to /config/login with `next`; sets the crumb cookie
 * when the request has none. The owner area (area.ts) answers with it in place of every page.
 */
export function sendSignInPage(
  website: Website,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  next: string,
  state: SignInState = {},
  headers: Record<string, string> = {},
): void {
  const crumb = visitorCrumb(req, res, state.freshCrumb === true);
  const action = next === CONFIG_HOME ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
  const html = renderLoginPage({ siteTitle: website.title, locale: website.locale, action, crumb, ...state });
  sendText(req, res, status, HTML_TYPE, html, { 'Cache-Control': CONFIG_CACHE, Vary: 'Accept-Encoding, Cookie', 'X-Frame-Options': 'SAMEORIGIN', ...headers });
}

/** The sign-in page's route for its form post, and its GET. */
export interface Login {
  /** GET and HEAD of /config/login; false for any other path or method. */
  serve: LoginHandler;
  /** POST /config/login, in the route table. */
  routes: ApiRoute[];
}

// What the page shows again after a refusal: the email as typed (cut to its bound) and the box.
const shownSchema = z
  .object({
    email: z
      .string()
      .transform((value) => value.slice(0, 256))
      .catch(''),
    rememberMe: z.unknown().transform((value) => value === 'true' || value === 'on' || value === true),
  })
  .catch({ email: '', rememberMe: false });

export function createLoginHandler({ accounts, website, now = Date.now }: LoginOptions): Login {
  const page = (req: IncomingMessage, res: ServerResponse, status: number, next: string, state: SignInState, headers: Record<string, string> = {}): void =>
    sendSignInPage(website, req, res, status, next, state, headers);
  // After signing in: `next` when it is a path on this site (the one redirect rule), else /config/.
  const nextOf = (url: URL): string => sitePath(url.searchParams.get('next'), CONFIG_HOME);

  const redirect = (req: IncomingMessage, res: ServerResponse, location: string, cookies: readonly CookieSpec[] = []): void => {
    setCookies(req, res, cookies);
    res.writeHead(303, { Location: location, 'Cache-Control': PRIVATE_NO_STORE }).end();
  };

  const signIn = defineRoute({
    method: 'POST',
    path: LOGIN_PATH,
    page: true,
    bodyLimit: LOGIN_BODY_LIMIT,
    rateLimit: null, // failed sign-ins are limited inside, per email and per client address
    crumb: 'field',
    schema: credentialsSchema,
    // A stale or missing crumb: the page again with a new one, nothing checked; fields in error: 400.
    refuse: (refusal, { value, url }): RawReply => ({
      send(req, res) {
        const shown = shownSchema.parse(value);
        if (refusal.reason === 'crumb') page(req, res, 403, nextOf(url), { ...shown, error: accountStrings.signInExpired, freshCrumb: true });
        else page(req, res, 400, nextOf(url), { ...shown, error: accountStrings.signInFailed });
      },
    }),
    async handle({ value, url, req }): Promise<RawReply> {
      const next = nextOf(url);
      const result = await accounts.signIn(req, value);
      const shown = shownSchema.parse(value);
      return {
        send(req, res) {
          if (result.ok) return redirect(req, res, next, signInCookies(result, now()));
          if (result.reason === 'limited') {
            return page(req, res, 429, next, { ...shown, error: accountStrings.signInRateLimited }, { 'Retry-After': String(result.retryAfter) });
          }
          page(req, res, 401, next, { ...shown, error: accountStrings.signInFailed });
        },
      };
    },
  });

  const serve: LoginHandler = async (req, res, url) => {
    if (url.pathname !== LOGIN_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const next = nextOf(url);
    // Already signed in: straight on.
    if (await accounts.session(req)) redirect(req, res, next);
    else page(req, res, 200, next, {});
    return true;
  };
  return { serve, routes: [signIn] };
}
