// The /api/ calls: the tracking calls of tracking.md 7 (tracking/routes.ts), and the form calls of
// forms-commerce.md 7. Each form call is checked in this order: the per-address rate limit, the
// crumb, the body; then its handler replies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { sendJson } from '../http/send.ts';
import { parseFields, type Fields } from './body.ts';
import { crumbMatches, sendCrumbFailure } from './crumb.ts';
import { createFormApi, type ApiReply } from './form.ts';
import { createRateLimiter, RATE_LIMITED } from './rate-limit.ts';
import { createTrackingApi, type TrackingApiOptions } from './tracking/routes.ts';

export { RATE_LIMITED };
export const BAD_BODY = 'Send the call\'s fields as JSON or form-encoded.';

export interface ApiOptions {
  db: Database;
  now?: () => number;
  /** POST /api/form/* per client address. Default 30 a minute. */
  formRateLimit?: { limit: number; windowMs: number };
  errorRateLimit?: TrackingApiOptions['errorRateLimit'];
  pageSpeed?: TrackingApiOptions['pageSpeed'];
}

interface Route {
  rateLimited: boolean;
  reply: (fields: Fields) => ApiReply;
}

/** Returns false for a path it does not serve, so the app answers 404. A GET has an empty body. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) => boolean;

export function createApi({ db, now = Date.now, formRateLimit = { limit: 30, windowMs: 60_000 }, errorRateLimit, pageSpeed }: ApiOptions): ApiHandler {
  const tracking = createTrackingApi({ db, now, errorRateLimit, pageSpeed });
  const form = createFormApi(db, { now });
  const limiter = createRateLimiter({ ...formRateLimit, now });
  const routes = new Map<string, Route>([
    ['/api/form/FormSubmissionKey', { rateLimited: true, reply: () => form.submissionKey() }],
    ['/api/form/SaveFormSubmission', { rateLimited: true, reply: (fields) => form.saveSubmission(fields) }],
  ]);

  return (req, res, url, body) => {
    if (tracking(req, res, url, body)) return true;
    const route = req.method === 'POST' ? routes.get(url.pathname) : undefined;
    if (!route) return false;
    const client = req.socket.remoteAddress ?? 'unknown';
    if (route.rateLimited && !limiter.allow(client)) {
      res.setHeader('Retry-After', String(limiter.retryAfter(client)));
      sendJson(req, res, 429, { error: RATE_LIMITED });
      return true;
    }
    if (!crumbMatches(req, url)) {
      sendCrumbFailure(req, res);
      return true;
    }
    const fields = parseFields(req, body);
    const reply = fields ? route.reply(fields) : { status: 400, body: { error: BAD_BODY } };
    sendJson(req, res, reply.status, reply.body);
    return true;
  };
}
