// /config/ and below answer only a signed-in session; anyone else gets the
// sign-in page in place (401, its form posting to /config/login?next=<the path asked>), never data.
// The home (with ?frameUrl= the site's page in a frame beside the panel), the lists (form
// submissions, spam, orders, analytics) and their CSV, and POST /config/logout (a route of the one
// table: the pipeline reads its body and checks its crumb). docs/decisions.md "Owner access: the owner area".
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { isPlainViewer } from '../../core/catalog/enums.ts';
import type { FormLookup } from '../../site/forms.ts';
import { expiredLastIdentityCookie, expiredSessionCookie, type Accounts, type Session } from '../accounts/index.ts';
import { createAnalyticsQuery } from '../analytics/query.ts';
import { analyticsContent, analyticsRows } from '../analytics/page.ts';
import { visitorCrumb } from '../api/crumb.ts';
import { defineRoute, type ApiRoute, type RawReply } from '../api/route.ts';
import { setCookies } from '../http/cookies.ts';
import { sendMethodNotAllowed } from '../http/replies.ts';
import { createSubmissionsList } from '../forms/submissions-page.ts';
import { sitePath } from '../http/redirect.ts';
import { createSpamList } from '../forms/spam-page.ts';
import { HTML_TYPE, sendText } from '../http/send.ts';
import type { Db } from '../db/index.ts';
import type { Website } from '../render/model.ts';
import { sendCsv } from './csv.ts';
import type { ConfigList } from './list.ts';
import { CONFIG_CACHE, CONFIG_HOME, LOGIN_PATH, sendSignInPage } from './login.ts';
import { createOrdersList } from './orders.ts';
import { createNotificationsPage } from '../notifications/page.ts';
import { CONFIG_PATHS, homeContent, notFoundContent, ownerStrings, renderConfigPage, renderFramedHome, FRAMED_HOME_CSP, type ConfigContent } from './shell.ts';

/** Where sign-out sends the browser: the site root with logout=true. */
export const LOGGED_OUT = '/?logout=true';
/** The sign-out form holds its crumb alone. */
export const LOGOUT_BODY_LIMIT = 1024;

/** True for /config and every path below it. */
export const isConfigPath = (path: string): boolean => path === '/config' || path.startsWith('/config/');

/** The frame's address: a path on this site outside the owner area (no owner area inside itself), or null. */
export function framePath(value: string | null): string | null {
  const path = sitePath(value, null);
  return path !== null && !isConfigPath(new URL(path, 'http://vitrine.invalid').pathname) ? path : null;
}

export interface OwnerAreaOptions {
  accounts: Accounts;
  db: Db;
  forms: FormLookup;
  website: Website;
  now: () => number;
  /** Dev and tests: a webhook may be set to a receiver on this machine or a private network (server/notifications/). */
  allowPrivateWebhooks?: boolean;
}

/** Resolves false for a path outside /config, and for /config/login (config/login.ts). */
export type OwnerAreaHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export interface OwnerArea {
  serve: OwnerAreaHandler;
  /** POST /config/logout, in the route table. */
  routes: ApiRoute[];
}

export function createOwnerArea({ accounts, db, forms, website, now, allowPrivateWebhooks = false }: OwnerAreaOptions): OwnerArea {
  const analytics = createAnalyticsQuery(db);
  const lists: Record<string, { list: ConfigList; file: string }> = {
    [CONFIG_PATHS.forms]: { list: createSubmissionsList(db, forms), file: 'form-submissions.csv' },
    [CONFIG_PATHS.spam]: { list: createSpamList(db, forms), file: 'form-spam.csv' },
    [CONFIG_PATHS.orders]: { list: createOrdersList(db), file: 'orders.csv' },
  };

  const headers = { 'Cache-Control': CONFIG_CACHE, Vary: 'Accept-Encoding, Cookie', 'X-Frame-Options': 'SAMEORIGIN' };

  const pageOptions = (req: IncomingMessage, res: ServerResponse, session: Session, path: string, alert: string | null = null, fresh = false, crumb?: string) => ({
    siteTitle: website.title,
    locale: website.locale,
    // The Sign out form's crumb: a new one when the request has none or it was refused; or the one the page's own forms carry.
    crumb: crumb ?? visitorCrumb(req, res, fresh),
    email: session.email,
    // An account whose only role is viewer counts as a visitor; it may read, no more.
    readOnly: isPlainViewer(true, session.websiteRoles),
    path,
    alert,
  });

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    session: Session,
    path: string,
    content: ConfigContent,
    alert: string | null = null,
    fresh = false,
  ): void => sendText(req, res, status, HTML_TYPE, renderConfigPage(pageOptions(req, res, session, path, alert, fresh), content), headers);

  const home = (req: IncomingMessage, res: ServerResponse, url: URL, session: Session, status = 200, alert: string | null = null, fresh = false): void => {
    const frame = framePath(url.searchParams.get('frameUrl'));
    if (frame === null) return void send(req, res, status, session, CONFIG_PATHS.home, homeContent, alert, fresh);
    sendText(req, res, status, HTML_TYPE, renderFramedHome(pageOptions(req, res, session, CONFIG_PATHS.home, alert, fresh), frame), {
      ...headers,
      'Content-Security-Policy': FRAMED_HOME_CSP,
    });
  };

  // Issue 33: the webhook address, its secret and the deliveries (server/notifications/page.ts), the owner's only.
  const notifications = createNotificationsPage({
    db,
    accounts,
    now,
    allowPrivate: allowPrivateWebhooks,
    send: (req, res, status, session, content, crumb, alert = null) =>
      sendText(req, res, status, HTML_TYPE, renderConfigPage(pageOptions(req, res, session, CONFIG_PATHS.notifications, alert, false, crumb), content), headers),
    signIn: (req, res) => sendSignInPage(website, req, res, 401, CONFIG_PATHS.notifications),
  });

  // The session ends, the last-identity cookie goes, the browser goes to the site root.
  const signOut = defineRoute({
    method: 'POST',
    path: CONFIG_PATHS.logout,
    bodyLimit: LOGOUT_BODY_LIMIT,
    rateLimit: null,
    crumb: 'field',
    schema: z.unknown(),
    // A stale form: the session stays; the home again with a new crumb and the one message.
    refuse: async (_refusal, { req, url }): Promise<RawReply> => {
      const session = await accounts.session(req);
      return {
        send(req, res) {
          if (session) home(req, res, new URL(CONFIG_PATHS.home, url), session, 403, ownerStrings.signOutExpired, true);
          else sendSignInPage(website, req, res, 401, CONFIG_PATHS.home);
        },
      };
    },
    async handle({ req }): Promise<RawReply> {
      await accounts.signOut(req);
      return {
        send(req, res) {
          setCookies(req, res, [expiredSessionCookie(), expiredLastIdentityCookie()]);
          res.writeHead(303, { Location: LOGGED_OUT, 'Cache-Control': CONFIG_CACHE }).end();
        },
      };
    },
  });

  const serve: OwnerAreaHandler = async (req, res, url) => {
    const path = url.pathname;
    if (!isConfigPath(path) || path === LOGIN_PATH) return false;
    const session = await accounts.session(req);
    if (!session) {
      sendSignInPage(website, req, res, 401, sitePath(path + url.search, CONFIG_HOME));
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendMethodNotAllowed(req, res, 'GET, HEAD');
      return true;
    }
    const list = lists[path];
    const csv = path.endsWith('.csv') ? lists[path.slice(0, -'.csv'.length)] : undefined;
    if (path === CONFIG_PATHS.home || path === '/config') home(req, res, url, session);
    else if (list) send(req, res, 200, session, path, await list.list.content(url.searchParams.get('page')));
    else if (csv) sendCsv(req, res, csv.file, await csv.list.rows());
    else if (path === CONFIG_PATHS.analytics) send(req, res, 200, session, path, analyticsContent(await analytics(now()), `${CONFIG_PATHS.analytics}.csv`));
    else if (path === CONFIG_PATHS.notifications) await notifications.serve(req, res, session, url);
    else if (path === `${CONFIG_PATHS.analytics}.csv`) sendCsv(req, res, 'analytics-daily.csv', analyticsRows(await analytics(now())));
    else send(req, res, 404, session, path, notFoundContent);
    return true;
  };
  return { serve, routes: [signOut, ...notifications.routes] };
}
