// Small response helpers: compressed HTML and JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { PAGE_CSP } from './csp.ts';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';

/** Every HTML answer's Content-Type. */
export const HTML_TYPE = 'text/html; charset=utf-8';
/** A visitor's or the owner's own answer: never stored by a shared cache, nor kept. */
export const PRIVATE_NO_STORE = 'private, no-store';

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Every HTML answer: its Content-Security-Policy (csp.ts), the browser features it may use, and a
 * browsing context group of its own (COOP same-origin): a page of another site that opens this one, or
 * that this one opens, gets no handle on its window. The site opens every new window with noopener, so
 * nothing of its own needs that handle.
 */
export const HTML_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PAGE_CSP,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  const accept = String(req.headers['accept-encoding'] ?? '');
  let payload: Buffer = Buffer.from(body);
  // Issues 22 and 29: every HTML answer carries the policies above, unless its sender gives one of its own.
  const policies = type.startsWith('text/html') ? HTML_HEADERS : {};
  const all: Record<string, string | number> = { ...BASE_HEADERS, ...policies, 'Content-Type': type, Vary: 'Accept-Encoding', ...headers };
  if (payload.length > 1024 && /\bbr\b/.test(accept)) {
    payload = brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    all['Content-Encoding'] = 'br';
  } else if (payload.length > 1024 && /\bgzip\b/.test(accept)) {
    payload = gzipSync(payload);
    all['Content-Encoding'] = 'gzip';
  }
  all['Content-Length'] = payload.length;
  res.writeHead(status, all);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown): void {
  sendText(req, res, status, 'application/json; charset=utf-8', JSON.stringify(value), { 'Cache-Control': 'no-store' });
}
