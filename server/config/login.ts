// contract.md "Accounts": /config/login. GET shows the sign-in page (setting the crumb cookie when
// missing); POST takes its form-encoded fields, checks the hidden crumb against the cookie, signs in
// and redirects (303) to /config/ or a safe same-origin `next`; a refusal answers 401 (429 when
// limited, 403 for a stale crumb) with the page again, the email kept.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountStrings } from '../../core/catalog/strings.ts';
import { credentialsSchema, signInCookies, type Accounts } from '../accounts/index.ts';

import { crumbCookie, crumbEquals, newCrumb, requestCrumb } from '../api/crumb.ts';
import { sitePath } from '../http/redirect.ts';
import { sendText } from '../http/send.ts';
import type { Website } from '../render/model.ts';
import { renderLoginPage } from './login-page.ts';
import { readPostedFields } from './posted-fields.ts';

export const LOGIN_PATH = '/config/login';
export const CONFIG_HOME = '/config/';
/** The sign-in form's three fields and its crumb. */
export const LOGIN_BODY_LIMIT = 4 * 1024;

const HTML = 'text/html; charset=utf-8';
/** Every /config reply: it is the owner's own, never stored. */
export const CONFIG_CACHE = 'private, no-store';

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
  const existing = state.freshCrumb ? undefined : requestCrumb(req);
  const crumb = existing ?? newCrumb();
  if (existing === undefined) res.setHeader('Set-Cookie', crumbCookie(crumb));
  const action = next === CONFIG_HOME ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
  const html = renderLoginPage({ siteTitle: website.title, locale: website.locale, action, crumb, ...state });
  sendText(req, res, status, HTML, html, { 'Cache-Control': CONFIG_CACHE, Vary: 'Accept-Encoding, Cookie', 'X-Frame-Options': 'SAMEORIGIN', ...headers });
}

export function createLoginHandler({ accounts, website, now = Date.now }: LoginOptions): LoginHandler {
  const page = (req: IncomingMessage, res: ServerResponse, status: number, next: string, state: SignInState, headers: Record<string, string> = {}): void =>
    sendSignInPage(website, req, res, status, next, state, headers);

  const redirect = (res: ServerResponse, location: string, cookies?: string[]): void => {
    if (cookies) res.setHeader('Set-Cookie', cookies);
    res.writeHead(303, { Location: location, 'Cache-Control': CONFIG_CACHE }).end();
  };

  const signIn = async (req: IncomingMessage, res: ServerResponse, next: string): Promise<void> => {
    const fields = await readPostedFields(req, res, LOGIN_BODY_LIMIT);
    if (fields === null) return;
    const email = typeof fields.email === 'string' ? fields.email.slice(0, 256) : '';
    const rememberMe = fields.rememberMe === 'true' || fields.rememberMe === 'on' || fields.rememberMe === true;
    // A stale or missing crumb: the page again with a new one, nothing checked.
    if (!crumbEquals(req, fields.crumb)) return page(req, res, 403, next, { email, rememberMe, error: accountStrings.signInExpired, freshCrumb: true });
    const parsed = credentialsSchema.safeParse(fields);
    if (!parsed.success) return page(req, res, 400, next, { email, rememberMe, error: accountStrings.signInFailed });
    const result = await accounts.signIn(req, parsed.data);
    if (result.ok) return redirect(res, next, signInCookies(req, result, now()));
    if (result.reason === 'limited') {
      return page(req, res, 429, next, { email, rememberMe, error: accountStrings.signInRateLimited }, { 'Retry-After': String(result.retryAfter) });
    }
    return page(req, res, 401, next, { email, rememberMe, error: accountStrings.signInFailed });
  };

  return async (req, res, url) => {
    if (url.pathname !== LOGIN_PATH) return false;
    // After signing in: `next` when it is a path on this site (the one redirect rule), else /config/.
    const next = sitePath(url.searchParams.get('next'), CONFIG_HOME);
    if (req.method === 'POST') await signIn(req, res, next);
    else if (req.method === 'GET' || req.method === 'HEAD') {
      // Already signed in: straight on.
      if (await accounts.session(req)) redirect(res, next);
      else page(req, res, 200, next, {});
    } else res.writeHead(405, { Allow: 'GET, HEAD, POST' }).end();
    return true;
  };
}
