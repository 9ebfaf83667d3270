// Issue 29: the rules every reply follows, whoever sends it (server/http/reply-rules.ts), over HTTP: a
// reply that sets a cookie is never left for a shared cache, however its sender wrote its headers;
// HSTS over https only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HSTS, applyReplyRules, privateCacheControl } from '../../../../server/http/reply-rules.ts';
import { sendText } from '../../../../server/http/send.ts';

type Send = (req: IncomingMessage, res: ServerResponse) => void;

/** Each path answers as its sender below writes it. */
const SENDERS: Record<string, Send> = {
  '/public-cookie': (_req, res) => res.writeHead(200, { 'Set-Cookie': 'a=1', 'Cache-Control': 'public, max-age=60, s-maxage=600' }).end(),
  '/no-cache-cookie': (req, res) => {
    res.setHeader('Set-Cookie', 'a=1');
    sendText(req, res, 200, 'text/html; charset=utf-8', '<p>page</p>', { 'Cache-Control': 'no-cache' });
  },
  '/implicit': (_req, res) => {
    res.setHeader('Set-Cookie', ['a=1', 'b=2']);
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.end('no writeHead at all');
  },
  '/none-given': (_req, res) => res.writeHead(303, { Location: '/', 'Set-Cookie': 'a=1' }).end(),
  '/flat-list': (_req, res) => res.writeHead(200, 'Fine', ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'Cache-Control', 'max-age=60']).end(),
  '/already-private': (_req, res) => res.writeHead(200, { 'Set-Cookie': 'a=1', 'Cache-Control': 'private, no-cache' }).end(),
  '/no-store': (_req, res) => res.writeHead(200, { 'Set-Cookie': 'a=1', 'Cache-Control': 'no-store' }).end(),
  '/public-no-cookie': (_req, res) => res.writeHead(200, { 'Cache-Control': 'public, max-age=31536000, immutable' }).end(),
};

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** A server whose every reply follows the rules; `tls` marks each connection as a TLS one, as an https server's are. */
async function serve(tls = false): Promise<string> {
  server = createServer((req, res) => {
    applyReplyRules(req, res);
    SENDERS[new URL(req.url ?? '/', 'http://x').pathname]!(req, res);
  });
  if (tls) server.on('connection', (socket: Socket & { encrypted?: boolean }) => Object.assign(socket, { encrypted: true }));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a reply that sets a cookie is private', () => {
  it.each([
    ['/public-cookie', 'private, max-age=60'],
    ['/no-cache-cookie', 'private, no-cache'],
    ['/implicit', 'private, max-age=60'],
    ['/none-given', 'private, no-store'],
    ['/flat-list', 'private, max-age=60'],
    ['/already-private', 'private, no-cache'],
    ['/no-store', 'no-store'],
    ['/public-no-cookie', 'public, max-age=31536000, immutable'],
  ])('%s: Cache-Control %s', async (path, expected) => {
    const base = await serve();
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.headers.get('cache-control')).toBe(expected);
    if (path !== '/public-no-cookie') expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it('keeps every cookie of a list, and the status message', async () => {
    const base = await serve();
    const response = await fetch(`${base}/flat-list`);
    expect([response.statusText, response.headers.getSetCookie()]).toEqual(['Fine', ['a=1', 'b=2']]);
  });

  it.each([
    [undefined, 'private, no-store'],
    ['public', 'private, no-store'],
    ['no-cache', 'private, no-cache'],
    ['max-age=0, must-revalidate', 'private, max-age=0, must-revalidate'],
    ['NO-STORE', 'NO-STORE'],
    ['Private', 'Private'],
  ])('privateCacheControl(%j) = %j', (value, expected) => {
    expect(privateCacheControl(value)).toBe(expected);
  });
});

describe('HSTS', () => {
  it('over https, on every reply', async () => {
    const base = await serve(true);
    const replies = await Promise.all(Object.keys(SENDERS).map((path) => fetch(`${base}${path}`, { redirect: 'manual' })));
    for (const response of replies) expect(response.headers.get('strict-transport-security')).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=\d{8,}$/);
  });

  it('never over plain http', async () => {
    const base = await serve();
    const replies = await Promise.all(Object.keys(SENDERS).map((path) => fetch(`${base}${path}`, { redirect: 'manual' })));
    for (const response of replies) expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
