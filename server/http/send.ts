// Small response helpers: compressed HTML and JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { PAGE_CSP } from './csp.ts';

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  const accept = String(req.headers['accept-encoding'] ?? '');
  let payload: Buffer = Buffer.from(body);
  // Issue 22: every HTML answer carries the policy (csp.ts), unless its sender gives one of its own.
  const policy: Record<string, string> = type.startsWith('text/html') ? { 'Content-Security-Policy': PAGE_CSP } : {};
  const all: Record<string, string | number> = { ...BASE_HEADERS, ...policy, 'Content-Type': type, Vary: 'Accept-Encoding', ...headers };
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
