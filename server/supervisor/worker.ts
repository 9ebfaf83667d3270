// A worker's life under the supervisor (primary.ts): once its server is made it says so, and listens
// when told (at once, or later as the standby). It serves until told to drain (the supervisor's
// message, or SIGTERM/SIGINT sent to it directly, as a terminal's Ctrl-C is), then stops accepting,
// lets every request in flight finish, closes what it opened and exits 0.
import type { Server } from 'node:http';
import { DRAIN, LISTEN, READY } from './primary.ts';

export interface WorkerLife {
  /** Ready to serve: listens when the supervisor says; once drained, `close` runs (the images, the database) and the worker exits. */
  serve(server: Server, port: number, host: string, close: () => Promise<void>): void;
}

export interface WorkerLifeOptions {
  drainMs: number;
  log: Pick<Console, 'error'>;
  exit?: (code: number) => void;
  /** To the supervisor (process.send in a cluster worker). */
  send?: (message: string) => void;
}

/** Call first thing: a drain asked for before the server is made exits at once (nothing is in flight). */
export function workerLife({ drainMs, log, exit = (code) => process.exit(code), send = (message) => void process.send?.(message) }: WorkerLifeOptions): WorkerLife {
  let stop: () => void = () => exit(0);
  let listen: () => void = () => {};
  let stopping = false;
  const onStop = (): void => {
    if (stopping) return;
    stopping = true;
    stop();
  };
  process.on('message', (message) => {
    if (message === DRAIN) onStop();
    else if (message === LISTEN && !stopping) listen();
  });
  process.on('SIGTERM', onStop);
  process.on('SIGINT', onStop);

  return {
    serve(server, port, host, close) {
      stop = () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // A kept-alive connection with no request on it is closed as soon as it is idle.
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const cut = setTimeout(() => {
          log.error(`[server] worker ${process.pid}: requests still open after ${drainMs} ms; closing them`);
          server.closeAllConnections();
        }, drainMs);
        void closed
          .then(close)
          .then(
            () => 0,
            (error: unknown) => {
              log.error(`[server] worker ${process.pid} could not close cleanly:`, error);
              return 1;
            },
          )
          .then((code) => {
            clearInterval(idle);
            clearTimeout(cut);
            exit(code);
          });
      };
      // The port taken, or not ours to take: said once, and the supervisor stops (primary.ts).
      server.on('error', (error) => {
        log.error(`[server] ${error.message}`);
        exit(1);
      });
      listen = () => server.listen(port, host);
      send(READY);
    },
  };
}
