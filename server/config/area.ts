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
import { ANALYTICS_PATHS, createAnalyticsPages } from '../analytics/serve.ts';
import { visitorCrumb } from '../api/crumb.ts';
import { defineRoute, type ApiRoute, type RawReply } from '../api/route.ts';
import { setCookies } from '../http/cookies.ts';
import { sendMethodNotAllowed } from '../http/replies.ts';
import { createSubmissionsList } from '../forms/submissions-page.ts';
import { sitePath } from '../http/redirect.ts';
import { createSpamList } from '../forms/spam-page.ts';
import { HTML_TYPE, sendText } from '../http/send.ts';
import type { Db, Engine } from '../db/index.ts';
import { createFormsInbox } from '../forms/inbox.ts';
import { inboxRoutes } from '../forms/inbox-routes.ts';
import type { Website } from '../render/model.ts';
import { sendCsv } from './csv.ts';
import type { ConfigList } from './list.ts';
import { CONFIG_CACHE, CONFIG_HOME, LOGIN_PATH, sendSignInPage } from './login.ts';
import { orderRoutes, statusNotice } from './order-routes.ts';
import { createOrdersList, readOrderPath } from './orders.ts';
import type { OwnerPages } from './owner-pages.ts';
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
  /** Which engine `db` runs on: the inbox's and the orders' searches read JSON with its own operators. */
  engine: Engine;
  forms: FormLookup;
  /** The site's forms, in its order (the forms inbox lists them all). */
  formIds: readonly string[];
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

export function createOwnerArea({ accounts, db, engine, forms, formIds, website, now, allowPrivateWebhooks = false }: OwnerAreaOptions): OwnerArea {
  const analytics = createAnalyticsPages(db, now);
  const inbox = createFormsInbox({ db, engine, forms, formIds });
  const orders = createOrdersList(db, engine);
  // The lists drawn as pages here; /config/forms is the inbox's list of forms, and its CSV every form's submissions.
  const lists: Record<string, { list: ConfigList; file: string }> = {
    [CONFIG_PATHS.spam]: { list: createSpamList(db, forms), file: 'form-spam.csv' },
    [CONFIG_PATHS.orders]: { list: orders, file: 'orders.csv' },
  };
  const csvs: Record<string, { list: ConfigList; file: string }> = { ...lists, [CONFIG_PATHS.forms]: { list: createSubmissionsList(db, forms), file: 'form-submissions.csv' } };

  const headers = { 'Cache-Control': CONFIG_CACHE, Vary: 'Accept-Encoding, Cookie', 'X-Frame-Options': 'SAMEORIGIN' };

  // One crumb a response: the page's forms and its Sign out carry the same, even when it is new.
  const crumbs = new WeakMap<ServerResponse, string>();
  const crumbOf = (req: IncomingMessage, res: ServerResponse, fresh = false): string => {
    const known = crumbs.get(res);
    if (known !== undefined) return known;
    const crumb = visitorCrumb(req, res, fresh);
    crumbs.set(res, crumb);
    return crumb;
  };

  const pageOptions = (req: IncomingMessage, res: ServerResponse, session: Session, path: string, alert: string | null = null, fresh = false, crumb?: string) => ({
    siteTitle: website.title,
    locale: website.locale,
    // The Sign out form's crumb: a new one when the request has none or it was refused; or the one the page's own forms carry.
    crumb: crumb ?? crumbOf(req, res, fresh),
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

  // A page whose content carries forms: drawn with the crumb the page hands out.
  const pages: OwnerPages = {
    async send(req, res, status, session, path, content, alert = null, fresh = false) {
      const options = pageOptions(req, res, session, path, alert, fresh);
      sendText(req, res, status, HTML_TYPE, renderConfigPage(options, await content(options.crumb)), headers);
    },
    signIn: (req, res, next) => sendSignInPage(website, req, res, 401, sitePath(next, CONFIG_HOME)),
  };

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
    const csv = path.endsWith('.csv') ? csvs[path.slice(0, -'.csv'.length)] : undefined;
    const readOnly = isPlainViewer(true, session.websiteRoles);
    const order = readOrderPath(path);
    if (path === CONFIG_PATHS.home || path === '/config') home(req, res, url, session);
    else if (path === CONFIG_PATHS.forms) send(req, res, 200, session, path, await inbox.list());
    else if (path.startsWith(`${CONFIG_PATHS.forms}/`)) {
      const answer = await inbox.page(path, { url, crumb: crumbOf(req, res), readOnly });
      if (answer === null) send(req, res, 404, session, path, notFoundContent);
      else if ('csv' in answer) sendCsv(req, res, answer.filename, answer.csv);
      else send(req, res, answer.status, session, path, answer.content);
    } else if (order !== null && order.rest === '') {
      const content = await orders.order(order.id, crumbOf(req, res), readOnly, statusNotice(url.searchParams.get('changed')));
      send(req, res, content ? 200 : 404, session, path, content ?? notFoundContent);
    } else if (list) send(req, res, 200, session, path, await list.list.content(url.searchParams.get('page'), url.searchParams));
    else if (csv) sendCsv(req, res, csv.file, await csv.list.rows());
    else if (ANALYTICS_PATHS.includes(path)) await analytics(req, res, url, (content) => send(req, res, 200, session, CONFIG_PATHS.analytics, content));
    else if (path === CONFIG_PATHS.notifications) await notifications.serve(req, res, session, url);
    else send(req, res, 404, session, path, notFoundContent);
    return true;
  };
  return { serve, routes: [signOut, ...notifications.routes, ...inboxRoutes(accounts, inbox, pages), ...orderRoutes(accounts, orders, pages)] };
}
