// Issue 29, "A process that dies anyway is replaced": the built server under its supervisor. A worker
// killed with SIGKILL is replaced within a second (its standby listens) and the log says why it died;
// SIGTERM lets a request in flight finish (and keeps what it sent) before the process exits 0; a bad
// VITRINE_WORKERS runs the default, saying so; a worker that cannot start ends the supervisor.
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.ts';
import { TRACKING_PATHS } from '../../core/catalog/tracking.ts';
import { statusesOf } from '../unit/server/raw.ts';
import { freePort } from '../processes/servers.ts';
import { type BuiltServer, servingPids, startBuiltServer } from './built-server.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the supervisor', () => {
  let server: BuiltServer | undefined;
  afterEach(async () => {
    await server?.remove();
    server = undefined;
  });

  it('a worker killed with SIGKILL: another answers within a second, and the log says why it died', async () => {
    server = await startBuiltServer({ VITRINE_WORKERS: '1' });
    await server.waitFor(/worker \d+ standing by/);
    const [serving] = servingPids(server.output());
    const from = server.output().length;
    const killedAt = performance.now();
    process.kill(serving!, 'SIGKILL');
    // Asked again and again until a worker answers: the one that served is dead, so it is the standby.
    // A cheap address (the JSON 404 of /api/): what is timed is the takeover, not a first page render.
    let status = 0;
    while (status !== 404 && performance.now() - killedAt < 5000) {
      status = await fetch(`${server.base}/api/no-such-call`).then(
        (reply) => reply.status,
        () => 0,
      );
      if (status !== 404) await pause(10);
    }
    const replacedIn = performance.now() - killedAt;
    expect(status).toBe(404);
    expect(replacedIn).toBeLessThan(1000);
    await server.waitFor(new RegExp(`worker ${serving} died \\(signal SIGKILL\\); worker \\d+ takes its place`), 5000, from);
    const [, next] = servingPids(server.output());
    expect(next).toBeDefined();
    expect(next).not.toBe(serving);
    // And a new standby is started behind it.
    await server.waitFor(/worker \d+ standing by/, 30_000, from);
  });

  it('SIGTERM while a body is still arriving: that request completes and is kept, then the process exits 0', async () => {
    server = await startBuiltServer({ VITRINE_WORKERS: '1' });
    const eid = `drain-${Date.now().toString(36)}`;
    const data = JSON.stringify({ path: `/drain/${eid}`, url: `${server.base}/drain/${eid}` });
    const body = new URLSearchParams({ event: 'pageview', data, ss_cvr: 'drainvisitor|1|1|1|1' }).toString();
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST ${TRACKING_PATHS.hit}?eid=${eid} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await pause(300);
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    await server.waitFor(/\[server\] stopping/);
    // The supervisor waits: the rest of the body, a second later, is still read and answered.
    await pause(1000);
    expect(server.child.exitCode).toBeNull();
    socket.end(body.slice(half));
    await once(socket, 'close');
    expect(statusesOf(answer)).toEqual([200]);
    const [code, signal] = await exited;
    expect([code, signal]).toEqual([0, null]);
    expect(server.output()).toContain('[server] stopped');
    const database = await openDatabase(join(server.dataDir, 'vitrine.db'), { log: { info: () => {} } });
    try {
      const rows = await database.db.selectFrom('tracking_calls').select('eid').where('eid', '=', eid).execute();
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('VITRINE_WORKERS that is not a count: the default (one a core), and a line that says why', async () => {
    server = await startBuiltServer({ VITRINE_WORKERS: 'lots' });
    const cores = availableParallelism();
    expect(server.output()).toContain(`[server] VITRINE_WORKERS="lots" is not a whole number from 1 to 256; running ${cores} (the default, one a core)`);
    expect(server.output()).toMatch(new RegExp(`Vitrine demo site on http://\\S+ \\(SQLite, database schema v\\d+, ${cores} workers?\\)`));
    expect(servingPids(server.output())).toHaveLength(cores);
  });

  it('a worker that cannot start (the port is taken): the supervisor says why and exits 1, not forking for ever', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startBuiltServer({ VITRINE_WORKERS: '1' }, port)).rejects.toThrow(/exited \(1\) before listening:[\s\S]*EADDRINUSE[\s\S]*could not start/);
    } finally {
      taken.close();
    }
  });
});
