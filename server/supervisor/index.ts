// The supervisor (node's cluster) that runs the demo server's workers: server/start.ts wires it.
export { superviseWorkers, DRAIN, LISTEN, READY, type Supervisor, type SupervisorOptions } from './primary.ts';
export { workerLife, type WorkerLife } from './worker.ts';
export { defaultWorkers, workerCount, MAX_WORKERS, type WorkerCount } from './workers.ts';
