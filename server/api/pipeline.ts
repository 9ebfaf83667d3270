// The one pipeline every /api/ route runs (docs/ARCHITECTURE.md 1), always in this order:
//   1. match the path (no route: false, the app answers 404), then the method (405 with Allow; a GET or
//      HEAD of a path that is also a page: false, the app draws the page);
//   2. body limit: a declared length over the route's limit is 413;
//   3. rate limit: over the route's limiter is 429 with Retry-After, before the body is read;
//   4. body read: a streamed body over the limit is 413, one that is neither JSON nor form fields 400,
//      a body, query or path holding U+0000 400;
//   5. crumb, read where the route says: 403 crumbFail with a new crumb;
//   6. schema: 400 naming the first field in error;
//   7. the handler's reply.
// A form post (`refuse`) answers steps 3, 5 and 6 with its own page; 405 and 413 are the same for every route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, declaresTooLarge, readBody } from '../http/body-limit.ts';
import { sendBodyTooLarge, sendMethodNotAllowed } from '../http/replies.ts';
import { sendJson } from '../http/send.ts';
import { requestClientAddress } from '../http/request-client.ts';
import { holdsNul, NUL_CHARACTER, parseBody, type ReadBody } from './body.ts';
import { crumbPasses, sendCrumbFailure } from './crumb.ts';
import { describeError, describeUncheckable } from './describe-error.ts';
import { RATE_LIMITED, type RateLimiter } from './rate-limit.ts';
import { isRawReply, type ApiRoute, type LimiterName, type Refusal, type RouteCall, type RouteReply } from './route.ts';

export interface PipelineOptions {
  routes: readonly ApiRoute[];
  limiters: Record<LimiterName, RateLimiter>;
  /** Sees each body read, before it is parsed (the dev request log). */
  onBody?: (req: IncomingMessage, body: Buffer) => void;
}

/** Resolves false for a path no route serves, so the app answers it. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/**
 * A body no route takes, read within the default limit so that the app answers 404 on a drained
 * connection; false once a 413 was sent.
 */
export async function drainUnrouted(req: IncomingMessage, res: ServerResponse, onBody?: PipelineOptions['onBody']): Promise<boolean> {
  if (declaresTooLarge(req)) {
    sendBodyTooLarge(req, res);
    return false;
  }
  try {
    onBody?.(req, await readBody(req));
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendBodyTooLarge(req, res);
    return false;
  }
  return true;
}

const sendReply = async (reply: RouteReply, req: IncomingMessage, res: ServerResponse): Promise<void> => {
  if (isRawReply(reply)) await reply.send(req, res);
  else sendJson(req, res, reply.status, reply.body);
};

export function createPipeline({ routes, limiters, onBody }: PipelineOptions): ApiHandler {
  const exact = new Map<string, ApiRoute[]>();
  for (const route of routes) if (!route.prefix) exact.set(route.path, [...(exact.get(route.path) ?? []), route]);
  const prefixed = routes.filter((route) => route.prefix);
  // An exact path wins over a prefix that also covers it.
  const routesAt = (path: string): ApiRoute[] => exact.get(path) ?? prefixed.filter((route) => path.startsWith(route.path));

  const readValue = async (route: ApiRoute, req: IncomingMessage, url: URL): Promise<{ read: ReadBody; body: Buffer | null }> => {
    // The path's own id (a prefix route's SKU, a Quick View's product) is as much the caller's input as a field.
    if (/%00/.test(url.pathname)) return { read: { ok: false, error: NUL_CHARACTER }, body: null };
    if (route.bodyLimit === null) {
      const query = Object.fromEntries(url.searchParams);
      return { read: holdsNul(query) ? { ok: false, error: NUL_CHARACTER } : { ok: true, value: query }, body: null };
    }
    const body = await readBody(req, route.bodyLimit);
    onBody?.(req, body);
    return { read: parseBody(req, body), body };
  };

  return async (req, res, url) => {
    const candidates = routesAt(url.pathname);
    if (candidates.length === 0) return false;
    const route = candidates.find((candidate) => candidate.method === req.method);
    if (!route) {
      const page = candidates.some((candidate) => candidate.page);
      if (page && (req.method === 'GET' || req.method === 'HEAD')) return false;
      sendMethodNotAllowed(req, res, [...new Set([...(page ? ['GET', 'HEAD'] : []), ...candidates.map((candidate) => candidate.method)])].join(', '));
      return true;
    }
    if (route.bodyLimit !== null && declaresTooLarge(req, route.bodyLimit)) {
      sendBodyTooLarge(req, res);
      return true;
    }
    // A refusal: the route's own page when it draws one (a form post), else the pipeline's JSON.
    const refuse = async (refusal: Refusal, value: unknown, body: Buffer | null, json: () => void): Promise<true> => {
      if (!route.refuse) json();
      else await sendReply(await route.refuse(refusal, { value, url, req, body } satisfies RouteCall<unknown>), req, res);
      return true;
    };
    const limiter = route.rateLimit === null ? null : limiters[route.rateLimit];
    const decision = limiter ? await limiter.allow(requestClientAddress(req)) : null;
    if (decision && !decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfter));
      return refuse({ reason: 'limited', retryAfter: decision.retryAfter }, undefined, null, () => sendJson(req, res, 429, { error: RATE_LIMITED }));
    }
    let read: ReadBody;
    let body: Buffer | null;
    try {
      ({ read, body } = await readValue(route, req, url));
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendBodyTooLarge(req, res);
      return true;
    }
    if (!read.ok) {
      sendJson(req, res, 400, { error: read.error });
      return true;
    }
    if (!crumbPasses(route.crumb, req, url, read.value)) return refuse({ reason: 'crumb' }, read.value, body, () => sendCrumbFailure(req, res));
    let parsed: ReturnType<ApiRoute['schema']['safeParse']>;
    try {
      parsed = route.schema.safeParse(read.value);
    } catch (error) {
      // A value the schema's own checks throw on (describe-error.ts) is still the caller's bad payload.
      const line = describeUncheckable(read.value);
      if (line === null) throw error;
      return refuse({ reason: 'invalid' }, read.value, body, () => sendJson(req, res, 400, { error: line }));
    }
    if (!parsed.success) {
      const error = parsed.error;
      return refuse({ reason: 'invalid' }, read.value, body, () => sendJson(req, res, 400, { error: describeError(error) }));
    }
    await sendReply(await route.handle({ value: parsed.data, url, req, body }), req, res);
    return true;
  };
}
