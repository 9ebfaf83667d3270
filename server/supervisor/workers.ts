// How many workers the supervisor runs: VITRINE_WORKERS, else one a core. With VITRINE_DEV=1 the
// default is one, since the request log (/__dev/requests) lives in one process's memory.

/** The most workers VITRINE_WORKERS may ask for: beyond it a typo would fork a machine to death. */
export const MAX_WORKERS = 256;

export interface WorkerCount {
  count: number;
  /** The log line when VITRINE_WORKERS was set to something that is not a count; null when it was fine. */
  problem: string | null;
}

/** The default: one worker a core, or one in dev mode. */
export function defaultWorkers(cores: number, dev: boolean): number {
  return dev ? 1 : Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores) || 1));
}

/** VITRINE_WORKERS read: a whole number from 1 to MAX_WORKERS, or the default with the reason it was not used. */
export function workerCount(value: string | undefined, cores: number, dev: boolean): WorkerCount {
  const fallback = defaultWorkers(cores, dev);
  if (value === undefined || value.trim() === '') return { count: fallback, problem: null };
  const count = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (count >= 1 && count <= MAX_WORKERS) return { count, problem: null };
  const why = dev ? 'one with VITRINE_DEV=1' : 'one a core';
  return { count: fallback, problem: `VITRINE_WORKERS=${JSON.stringify(value)} is not a whole number from 1 to ${MAX_WORKERS}; running ${fallback} (the default, ${why})` };
}
