// A local webhook receiver for the tests: node:http on port 0, answering each request as the script
// says ('hang' never answers), and keeping what it received.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A status; 'hang', no answer; a status and a body; or 'endless', a 500 whose body never ends. */
export type Answer = number | 'hang' | 'endless' | { status: number; body: string };

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Answers the n-th request with `script[n]` (the last one after that), after `delayMs`. */
export async function startReceiver(script: readonly Answer[], delayMs = 0): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = script[Math.min(received.length, script.length - 1)]!;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (answer === 'hang') return;
      if (answer === 'endless') {
        res.writeHead(500, { 'content-type': 'text/plain' });
        const more = setInterval(() => res.write('x'.repeat(1024)), 1);
        res.on('close', () => clearInterval(more));
        return;
      }
      setTimeout(() => {
        if (typeof answer === 'number') res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer >= 300 ? 'receiver down' : 'ok');
        else res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
