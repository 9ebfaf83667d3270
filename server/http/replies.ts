// The server's own JSON error replies, worded once, for the /api/ pipeline and the app's fallbacks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dataLayerStrings } from '../../core/catalog/strings.ts';
import { sendJson } from './send.ts';

export const NOT_FOUND = 'Not found';
/** A request target the server does not serve (server/http/target.ts). */
export const BAD_REQUEST = 'Bad request';
export const METHOD_NOT_ALLOWED = 'This address does not answer that method.';
export const BODY_TOO_LARGE = 'Request body too large';
/** Data layer. */
export const INTERNAL_ERROR = dataLayerStrings.internalServerError;

/** 413; the connection closes after it, since the rest of the body was never read. */
export function sendBodyTooLarge(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  res.on('finish', () => req.destroy());
  if (!res.headersSent) sendJson(req, res, 413, { error: BODY_TOO_LARGE });
}

/** 405 with the methods the address answers: the one answer for every route and page. */
export function sendMethodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string): void {
  res.setHeader('Allow', allow);
  sendJson(req, res, 405, { error: METHOD_NOT_ALLOWED });
}
