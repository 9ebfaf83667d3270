// Issue 29: the HTTP server the demo runs. A handler that rejects (or throws) is answered 500 and
// logged, never an unhandled rejection, which ends a Node 20 process; bytes that are not HTTP get
// the parser's 4xx and a closed connection; either way the same server answers the next request.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorReply, createHttpServer, type RequestHandler } from '../../../../server/http/server.ts';
import { INTERNAL_ERROR } from '../../../../server/http/replies.ts';
import { sendRaw } from '../raw.ts';

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('createHttpServer', () => {
  let server: Server | undefined;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(async () => {
    process.off('unhandledRejection', onRejection);
    rejections.length = 0;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  /** A server whose handler fails on /fail (as `how` says) and answers 200 elsewhere. */
  const start = async (how: 'reject' | 'throw' | 'reject after headers') => {
    process.on('unhandledRejection', onRejection);
    const log = { error: vi.fn() };
    const handler: RequestHandler = (req, res) => {
      if (req.url !== '/fail') return Promise.resolve(void res.end('ok'));
      if (how === 'throw') throw new Error('thrown');
      if (how === 'reject after headers') res.writeHead(200).write('half');
      return Promise.reject(new Error('rejected'));
    };
    server = createHttpServer(handler, log);
    return { port: await listen(server), log };
  };

  for (const how of ['reject', 'throw'] as const)
    it(`a handler that ${how}s: 500 with the generic message, logged, no unhandled rejection, and the next request is served`, async () => {
      const { port, log } = await start(how);
      const replies = await Promise.all(Array.from({ length: 5 }, () => fetch(`http://127.0.0.1:${port}/fail`)));
      for (const reply of replies) {
        expect(reply.status).toBe(500);
        expect(await reply.json()).toEqual({ error: INTERNAL_ERROR });
      }
      expect(log.error).toHaveBeenCalledTimes(5);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).toEqual([]);
    });

  it('a handler that rejects after its headers went out: the connection is cut, and the next request is served', async () => {
    const { port } = await start('reject after headers');
    const answer = await sendRaw(port, 'GET /fail HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.statuses).toEqual([200]);
    expect(answer.timedOut).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rejections).toEqual([]);
  });

  it('bytes that are not HTTP: 400 (431 for headers too large), the connection closed, the server still serving', async () => {
    const { port } = await start('reject');
    const answers = await Promise.all([
      sendRaw(port, '\x00\x01\x02 nonsense\r\n\r\n'),
      sendRaw(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n'),
      sendRaw(port, 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
      sendRaw(port, 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nabc'),
      sendRaw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    ]);
    expect(answers.map((answer) => [answer.statuses.at(-1), answer.timedOut])).toEqual([
      [400, false],
      [400, false],
      [400, false],
      [400, false],
      [431, false],
    ]);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it('the parser-error replies close the connection and carry no body', () => {
    expect(clientErrorReply('HPE_INVALID_METHOD')).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    expect(clientErrorReply('HPE_HEADER_OVERFLOW')).toMatch(/^HTTP\/1\.1 431 /);
    expect(clientErrorReply('ERR_HTTP_REQUEST_TIMEOUT')).toMatch(/^HTTP\/1\.1 408 /);
    expect(clientErrorReply(undefined)).toMatch(/^HTTP\/1\.1 400 /);
  });
});
