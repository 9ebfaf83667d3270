// The dev-only addresses (VITRINE_DEV=1): the analytics page and the form submissions, which are
// for signed-in owners once sign-in exists, and the request log. docs/decisions.md "Tracking server"
// and "Forms: the server".
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { sendJson, sendText } from '../http/send.ts';
import { renderAnalyticsPage } from '../analytics/page.ts';
import { createAnalyticsQuery } from '../analytics/query.ts';
import { createSubmissionsPage, FORMS_CONFIG_PATH } from '../forms/submissions-page.ts';
import type { FormLookup } from '../../site/forms.ts';
import type { RequestLog } from './request-log.ts';

export const ANALYTICS_PATH = '/config/analytics';
export const REQUEST_LOG_PATH = '/__dev/requests';

/** Returns false for a path it does not serve. */
export type DevHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;

export function createDevRoutes(db: Database, log: RequestLog, now: () => number, forms: FormLookup): DevHandler {
  const analytics = createAnalyticsQuery(db);
  const submissions = createSubmissionsPage(db, forms);
  return (req, res, url) => {
    if (url.pathname === FORMS_CONFIG_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      sendText(req, res, 200, 'text/html; charset=utf-8', submissions(), { 'Cache-Control': 'no-store' });
      return true;
    }
    if (url.pathname === ANALYTICS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      sendText(req, res, 200, 'text/html; charset=utf-8', renderAnalyticsPage(analytics(now())), { 'Cache-Control': 'no-store' });
      return true;
    }
    if (url.pathname !== REQUEST_LOG_PATH) return false;
    if (req.method === 'GET') sendJson(req, res, 200, log.list(url.searchParams.get('path')));
    else if (req.method === 'DELETE') {
      log.clear();
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    } else res.writeHead(405, { Allow: 'GET, DELETE' }).end();
    return true;
  };
}
