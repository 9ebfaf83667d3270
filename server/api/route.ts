// One /api/ route as the route table declares it: method, path, body limit, rate limit, crumb,
// schema and handler. pipeline.ts runs every route through the same steps.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as z from 'zod';
import type { CrumbPlace } from './crumb.ts';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The per-address limiters a route may be counted by; router.ts builds one of each. */
export type LimiterName = 'form' | 'errors' | 'store' | 'storePages' | 'places' | 'records';

/** A JSON reply: its status and body. */
export interface ApiReply {
  status: number;
  body: unknown;
}

/** A reply that is not JSON (the pixel's GIF, a form post's page): it writes the response itself; the pipeline awaits it. */
export interface RawReply {
  send(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

export type RouteReply = ApiReply | RawReply;

/** What a handler gets: the value its schema accepted, the address and the request. */
export interface RouteCall<T> {
  value: T;
  url: URL;
  req: IncomingMessage;
  /** The body as read, for a route that needs more than the parsed value (a form's repeated names); null when none is read. */
  body: Buffer | null;
}

/** A refusal of the pipeline's that a form post may answer with its own page: 429, 403 (a stale crumb) or 400 (the schema). */
export type Refusal = { reason: 'limited'; retryAfter: number } | { reason: 'crumb' } | { reason: 'invalid' };

export interface RouteSpec<S extends z.ZodType> {
  method: RouteMethod;
  /** The exact path; with `prefix`, every path that starts with it (an id at the end). */
  path: string;
  prefix?: boolean;
  /** The most bytes of body the call may send (413 above); null: no body is read and the schema checks the query. */
  bodyLimit: number | null;
  rateLimit: LimiterName | null;
  crumb: CrumbPlace;
  /** Checks the body, or the query when the call has no body; a failure is 400 naming the field. */
  schema: S;
  /** The path is also a page the app draws on GET and HEAD: the pipeline leaves those to it, and its 405 allows them. */
  page?: boolean;
  /** A form post's own answer (an HTML page) to a refusal, in place of the pipeline's JSON; `value` is the body as read, unchecked. */
  refuse?(refusal: Refusal, call: RouteCall<unknown>): RouteReply | Promise<RouteReply>;
  /** May be async (a sign-in's scrypt work runs off the event loop). */
  handle(call: RouteCall<z.output<S>>): RouteReply | Promise<RouteReply>;
}

/** A route of the table, its schema's type erased: the pipeline hands `handle` only what `schema` accepted. */
export type ApiRoute = RouteSpec<z.ZodType>;

export const defineRoute = <S extends z.ZodType>(spec: RouteSpec<S>): ApiRoute => spec as unknown as ApiRoute;

export const isRawReply = (reply: RouteReply): reply is RawReply => 'send' in reply;
