// Issue 29: the supervisor's rules, on a cluster of fakes (the built server's own tests kill real
// workers: tests/built/supervisor.test.ts). It runs the workers asked for plus a standby; a serving
// worker that dies is replaced by the standby at once and a new standby started; one that dies
// starting is retried after a pause; a first worker that cannot start ends the supervisor with 1;
// drain() tells every worker to drain and exits 0 once all did, 1 if one failed or hung.
import { EventEmitter } from 'node:events';
import type { Cluster, Worker } from 'node:cluster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAIN, LISTEN, READY, superviseWorkers } from '../../../../server/supervisor/primary.ts';

interface FakeWorker extends EventEmitter {
  id: number;
  process: { pid: number; kill: (signal?: string) => void };
  sent: string[];
  killed: string[];
  isConnected(): boolean;
  send(message: string, callback?: () => void): boolean;
}

function fakeCluster() {
  const cluster = new EventEmitter() as EventEmitter & { fork: () => Worker };
  const workers: FakeWorker[] = [];
  cluster.fork = () => {
    const worker = new EventEmitter() as FakeWorker;
    worker.id = workers.length + 1;
    worker.sent = [];
    worker.killed = [];
    worker.process = { pid: 1000 + worker.id, kill: (signal = 'SIGTERM') => void worker.killed.push(signal) };
    worker.isConnected = () => true;
    worker.send = (message) => {
      worker.sent.push(message);
      return true;
    };
    workers.push(worker);
    return worker as unknown as Worker;
  };
  const ready = (worker: FakeWorker) => worker.emit('message', READY);
  const listen = (worker: FakeWorker) => cluster.emit('listening', worker, {});
  const die = (worker: FakeWorker, code: number | null, signal: string | null = null) => cluster.emit('exit', worker, code, signal);
  return { cluster, workers, ready, listen, die };
}

describe('superviseWorkers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (count: number) => {
    const fake = fakeCluster();
    const log = { log: vi.fn(), error: vi.fn() };
    const exit = vi.fn();
    const onReady = vi.fn();
    const supervisor = superviseWorkers({ cluster: fake.cluster as unknown as Pick<Cluster, 'fork' | 'on'>, count, log, onReady, drainMs: 1000, exit, retryMs: 1000 });
    const lines = () => [...log.log.mock.calls, ...log.error.mock.calls].map(([line]) => String(line));
    return { ...fake, log, lines, exit, onReady, supervisor };
  };

  /** Starts `count` serving workers and the standby, all ready. */
  const running = (count: number) => {
    const run = start(count);
    for (const worker of run.workers) run.ready(worker);
    for (const worker of run.workers.filter((w) => w.sent.includes(LISTEN))) run.listen(worker);
    return run;
  };

  it('forks the workers asked for and one more; the first ready ones listen, the last stands by; ready once they all listen', () => {
    const run = start(2);
    expect(run.workers).toHaveLength(3);
    for (const worker of run.workers) run.ready(worker);
    expect(run.workers.map((worker) => worker.sent)).toEqual([[LISTEN], [LISTEN], []]);
    expect(run.lines()).toContain('[server] worker 1003 standing by');
    run.listen(run.workers[0]!);
    expect(run.onReady).not.toHaveBeenCalled();
    run.listen(run.workers[1]!);
    expect(run.onReady).toHaveBeenCalledTimes(1);
    expect(run.lines()).toEqual(expect.arrayContaining(['[server] worker 1001 started', '[server] worker 1002 started']));
  });

  it('a serving worker killed: the standby listens at once, the log says why, and a new standby is started', () => {
    const run = running(2);
    run.die(run.workers[0]!, null, 'SIGKILL');
    expect(run.workers[2]!.sent).toEqual([LISTEN]);
    expect(run.lines()).toContain('[server] worker 1001 died (signal SIGKILL); worker 1003 takes its place');
    expect(run.workers).toHaveLength(4);
    run.ready(run.workers[3]!);
    expect(run.workers[3]!.sent).toEqual([]);
    expect(run.lines()).toContain('[server] worker 1004 standing by');
    // Without a standby, the new worker listens as soon as it is ready.
    run.die(run.workers[1]!, 1);
    expect(run.lines()).toContain('[server] worker 1002 died (exit code 1); worker 1004 takes its place');
    run.die(run.workers[2]!, 7);
    expect(run.lines()).toContain('[server] worker 1003 died (exit code 7); starting another');
    run.ready(run.workers[5]!);
    expect(run.workers[5]!.sent).toEqual([LISTEN]);
    expect(run.exit).not.toHaveBeenCalled();
  });

  it('a worker that dies starting, once the server runs: another after the pause, not at once', () => {
    const run = running(1);
    run.die(run.workers[1]!, null, 'SIGKILL');
    run.die(run.workers[2]!, 1);
    expect(run.lines()).toContain('[server] worker 1003 died starting (exit code 1); another in 1000 ms');
    const forked = run.workers.length;
    vi.advanceTimersByTime(999);
    expect(run.workers).toHaveLength(forked);
    vi.advanceTimersByTime(1);
    expect(run.workers).toHaveLength(forked + 1);
  });

  it('a first worker that cannot start: the others killed, exit 1, nothing forked again', () => {
    const run = start(2);
    run.die(run.workers[0]!, 1);
    expect(run.lines()).toContain('[server] worker 1001 could not start (exit code 1); stopping');
    expect(run.exit).toHaveBeenCalledWith(1);
    expect(run.workers.slice(1).map((worker) => worker.killed)).toEqual([['SIGKILL'], ['SIGKILL']]);
    expect(run.workers).toHaveLength(3);
  });

  it('drain: every worker told, none replaced, exit 0 once all exited cleanly', () => {
    const run = running(2);
    run.supervisor.drain();
    run.supervisor.drain();
    expect(run.workers.map((worker) => worker.sent.filter((message) => message === DRAIN))).toEqual([[DRAIN], [DRAIN], [DRAIN]]);
    for (const worker of run.workers) run.die(worker, 0);
    expect(run.workers).toHaveLength(3);
    expect(run.exit).toHaveBeenCalledExactlyOnceWith(0);
    expect(run.lines()).toContain('[server] stopped');
  });

  it('drain with a worker that fails or hangs: exit 1, the hung one killed after the drain time', () => {
    const failing = running(1);
    failing.supervisor.drain();
    failing.die(failing.workers[0]!, 1);
    failing.die(failing.workers[1]!, 0);
    expect(failing.exit).toHaveBeenCalledExactlyOnceWith(1);

    const hung = running(1);
    hung.supervisor.drain();
    hung.die(hung.workers[1]!, 0);
    vi.advanceTimersByTime(6000);
    expect(hung.workers[0]!.killed).toEqual(['SIGKILL']);
    expect(hung.exit).toHaveBeenCalledWith(1);
  });
});
