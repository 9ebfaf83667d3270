// The /api/ calls of forms-commerce.md 7. Each POST call is checked in this order: the per-address
// rate limit (form calls), the crumb, the body; then its handler replies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { sendJson } from '../http/send.ts';
import { parseFields, type Fields } from './body.ts';
import { crumbCookie, crumbMatches, newCrumb, type CrumbFailure } from './crumb.ts';
import { createFormApi, type ApiReply } from './form.ts';
import { createRateLimiter } from './rate-limit.ts';

export const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';
export const BAD_BODY = 'Send the call\'s fields as JSON or form-encoded.';

export interface ApiOptions {
  db: Database;
  now?: () => number;
  /** POST /api/form/* per client address. Default 30 a minute. */
  formRateLimit?: { limit: number; windowMs: number };
}

interface Route {
  rateLimited: boolean;
  reply: (fields: Fields) => ApiReply;
}

/** Returns false for a path it does not serve, so the app answers 404. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) => boolean;

export function createApi({ db, now = Date.now, formRateLimit = { limit: 30, windowMs: 60_000 } }: ApiOptions): ApiHandler {
  const form = createFormApi(db, { now });
  const limiter = createRateLimiter({ ...formRateLimit, now });
  const routes = new Map<string, Route>([
    ['/api/form/FormSubmissionKey', { rateLimited: true, reply: () => form.submissionKey() }],
    ['/api/form/SaveFormSubmission', { rateLimited: true, reply: (fields) => form.saveSubmission(fields) }],
  ]);

  return (req, res, url, body) => {
    const route = req.method === 'POST' ? routes.get(url.pathname) : undefined;
    if (!route) return false;
    const client = req.socket.remoteAddress ?? 'unknown';
    if (route.rateLimited && !limiter.allow(client)) {
      res.setHeader('Retry-After', String(limiter.retryAfter(client)));
      sendJson(req, res, 429, { error: RATE_LIMITED });
      return true;
    }
    if (!crumbMatches(req, url)) {
      const crumb = newCrumb();
      res.setHeader('Set-Cookie', crumbCookie(crumb));
      sendJson(req, res, 403, { crumbFail: true, crumb } satisfies CrumbFailure);
      return true;
    }
    const fields = parseFields(req, body);
    const reply = fields ? route.reply(fields) : { status: 400, body: { error: BAD_BODY } };
    sendJson(req, res, reply.status, reply.body);
    return true;
  };
}
