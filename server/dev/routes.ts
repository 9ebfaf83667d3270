// The dev-only address (VITRINE_DEV=1): the request log, which end-to-end tests read. The analytics
// page and the form submissions moved behind the session, to the owner area (config/area.ts).
// docs/decisions.md "Tracking server" and "Owner access: the owner area".
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/send.ts';
import type { RequestLog } from './request-log.ts';

export const REQUEST_LOG_PATH = '/__dev/requests';

/** Returns false for a path it does not serve. */
export type DevHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;

export function createDevRoutes(log: RequestLog): DevHandler {
  return (req, res, url) => {
    if (url.pathname !== REQUEST_LOG_PATH) return false;
    if (req.method === 'GET') sendJson(req, res, 200, log.list(url.searchParams.get('path')));
    else if (req.method === 'DELETE') {
      log.clear();
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    } else res.writeHead(405, { Allow: 'GET, DELETE' }).end();
    return true;
  };
}
