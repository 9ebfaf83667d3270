// The supervisor (node's cluster) that runs the demo server's workers: server/start.ts wires it.
export { superviseWorkers } from './primary.ts';
export { workerLife } from './worker.ts';
export { workerCount } from './workers.ts';
