// The rules every reply of the server follows, whoever sends it, applied at the one moment all its
// headers are known: when they are written (writeHead, which Node also calls for a reply that never
// called it). A reply that sets a cookie is the visitor's own: no shared cache may keep it, so its
// Cache-Control becomes private. Over https, the browser is told to come back over https only (HSTS).
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { setsCookie } from './cookies.ts';
import { isHttps } from './request-client.ts';
import { PRIVATE_NO_STORE } from './send.ts';

/** A year; not includeSubDomains, since a site's domain may have hosts that are not this server's. */
export const HSTS = 'max-age=31536000';

const PRIVATE = /^(?:private|no-store)$/i;
/** Directives only a shared cache reads, or that invite one. */
const SHARED = /^(?:public|s-maxage\b)/i;

/** A Cache-Control no shared cache may store: the value as it is when already private or no-store, else made private. */
export function privateCacheControl(value: number | string | readonly string[] | undefined): string {
  const text = value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  const directives = text
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  if (directives.some((directive) => PRIVATE.test(directive))) return text;
  const kept = directives.filter((directive) => !SHARED.test(directive));
  return kept.length > 0 ? ['private', ...kept].join(', ') : PRIVATE_NO_STORE;
}

/** The headers given to writeHead, set on the response: an object as Node would merge it, a list with each repeat kept. */
function takeHeaders(res: ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    const pairs: unknown[][] = Array.isArray(headers[0]) ? headers : headers.flatMap((_, i) => (i % 2 === 0 ? [[headers[i], headers[i + 1]]] : []));
    for (const [name, value] of pairs) if (typeof name === 'string' && name) res.appendHeader(name, value as string | readonly string[]);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value as OutgoingHttpHeader);
  }
}

/** Makes every reply on `res` follow the rules above; call once, before anything is sent. */
export function applyReplyRules(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, reason?: unknown, headers?: unknown) => ServerResponse;
  res.writeHead = ((status: number, reason?: unknown, headers?: unknown) => {
    if (res.headersSent) return writeHead(status, reason, headers);
    const message = typeof reason === 'string' ? reason : undefined;
    takeHeaders(res, message === undefined ? (headers ?? reason) : headers);
    if (setsCookie(res)) res.setHeader('Cache-Control', privateCacheControl(res.getHeader('cache-control')));
    if (isHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as ServerResponse['writeHead'];
}
