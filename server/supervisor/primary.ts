// The supervisor: node's cluster primary. It runs `count` workers that serve and one more that stands
// by, started but not listening, so that a worker that dies is replaced at once (the standby listens)
// rather than after a new worker's start; a new standby is then started. It says why each worker died,
// and on drain() tells every worker to finish what it is answering, waits for them, and exits.
import type { Cluster, Worker } from 'node:cluster';

/** Supervisor to worker: stop accepting, finish the requests in flight, close and exit (worker.ts). */
export const DRAIN = 'vitrine:drain';
/** Supervisor to worker: start listening. */
export const LISTEN = 'vitrine:listen';
/** Worker to supervisor: everything is open and the server made; it listens when told. */
export const READY = 'vitrine:ready';

export interface SupervisorOptions {
  cluster: Pick<Cluster, 'fork' | 'on'>;
  /** The workers that serve (the standby is one more). */
  count: number;
  log: Pick<Console, 'log' | 'error'>;
  /** Called once, when the first `count` workers listen (the startup lines). */
  onReady(): void;
  /** How long a worker is given to drain before the supervisor kills it. */
  drainMs: number;
  exit(code: number): void;
  /** The wait before replacing a worker that died before it was ready, so a cause that repeats does not spin. */
  retryMs?: number;
}

export interface Supervisor {
  /** Stops replacing workers and drains every one; exits 0 once all of them exited cleanly. */
  drain(): void;
}

/** starting: forked, not ready yet; standby: ready, not listening; serving: told to listen. */
type Role = 'starting' | 'standby' | 'serving';

const causeOf = (code: number | null, signal: string | null): string => (signal ? `signal ${signal}` : `exit code ${code}`);

export function superviseWorkers({ cluster, count, log, onReady, drainMs, exit, retryMs = 1000 }: SupervisorOptions): Supervisor {
  const roles = new Map<Worker, Role>();
  const listening = new Set<Worker>();
  let ready = false;
  let draining = false;
  let unclean = false;

  const pid = (worker: Worker) => worker.process.pid;
  const serving = () => [...roles.values()].filter((role) => role === 'serving').length;
  const send = (worker: Worker, message: string) => {
    if (worker.isConnected()) worker.send(message, () => {});
  };
  const serve = (worker: Worker) => {
    roles.set(worker, 'serving');
    send(worker, LISTEN);
  };
  const standby = () => [...roles].find(([, role]) => role === 'standby')?.[0];

  const fork = (): void => {
    if (draining) return;
    const worker = cluster.fork();
    roles.set(worker, 'starting');
    // A send to a worker that is already gone reports here, not as an uncaught error.
    worker.on('error', (error: Error) => log.error(`[server] worker ${pid(worker)}: ${error.message}`));
    worker.on('message', (message: unknown) => {
      if (message !== READY || roles.get(worker) !== 'starting' || draining) return;
      if (serving() < count) serve(worker);
      else {
        roles.set(worker, 'standby');
        log.log(`[server] worker ${pid(worker)} standing by`);
      }
    });
  };

  cluster.on('listening', (worker: Worker) => {
    if (listening.has(worker)) return;
    listening.add(worker);
    log.log(`[server] worker ${pid(worker)} started`);
    if (!ready && listening.size >= count) {
      ready = true;
      onReady();
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const role = roles.get(worker);
    roles.delete(worker);
    listening.delete(worker);
    const cause = causeOf(code, signal);
    if (draining) {
      if (code !== 0) {
        unclean = true;
        log.error(`[server] worker ${pid(worker)} ended with ${cause} while stopping`);
      }
      if (roles.size === 0) {
        log.log('[server] stopped');
        exit(unclean ? 1 : 0);
      }
      return;
    }
    if (!ready) {
      // A first worker that cannot start (the port taken, the database refused) would fail again.
      log.error(`[server] worker ${pid(worker)} could not start (${cause}); stopping`);
      draining = true;
      for (const other of roles.keys()) other.process.kill('SIGKILL');
      exit(1);
      return;
    }
    if (role === 'starting') {
      log.error(`[server] worker ${pid(worker)} died starting (${cause}); another in ${retryMs} ms`);
      setTimeout(fork, retryMs);
      return;
    }
    const next = role === 'serving' ? standby() : undefined;
    if (next) serve(next);
    log.error(`[server] worker ${pid(worker)} died (${cause}); ${next ? `worker ${pid(next)} takes its place` : 'starting another'}`);
    fork();
  });

  for (let i = 0; i <= count; i++) fork();

  return {
    drain() {
      if (draining) return;
      draining = true;
      log.log(`[server] stopping: ${serving()} worker${serving() === 1 ? '' : 's'} finishing what they are answering`);
      if (roles.size === 0) return exit(0);
      for (const worker of roles.keys()) send(worker, DRAIN);
      // A worker stuck past its own drain limit is killed, so the supervisor always ends.
      setTimeout(() => {
        for (const worker of roles.keys()) {
          log.error(`[server] worker ${pid(worker)} still busy after ${drainMs} ms; killed`);
          worker.process.kill('SIGKILL');
        }
        exit(1);
      }, drainMs + 5000).unref();
    },
  };
}
