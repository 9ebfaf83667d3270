// The demo server's HTTP server: every request goes to the app's handler inside a guard, so a handler
// that rejects is logged and answered, never an unhandled rejection (which ends a Node 20 process);
// bytes that are not HTTP get a 4xx and the connection is closed (clientError), never a throw.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { INTERNAL_ERROR } from './replies.ts';
import { sendJson } from './send.ts';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The reply to bytes the HTTP parser refused, as Node words it: too large, too slow, or bad. */
export const clientErrorReply = (code: string | undefined): string => {
  const [status, reason] =
    code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
  return `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
};

/** A reply already under way on the socket: a second status line would corrupt it, so it is only cut. */
const replying = (socket: Duplex): boolean => Boolean((socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent);

export function createHttpServer(handler: RequestHandler, log: Pick<Console, 'error'> = console): Server {
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    try {
      log.error(`[server] ${req.method} request failed outside the app's guard:`, error);
      if (!res.headersSent) sendJson(req, res, 500, { error: INTERNAL_ERROR });
      else res.destroy();
    } catch {
      res.destroy();
    }
  };
  const server = createServer((req, res) => {
    try {
      handler(req, res).catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && !replying(socket)) socket.write(clientErrorReply(error.code));
    socket.destroy();
  });
  return server;
}
