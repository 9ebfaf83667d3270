import { expect, test } from './test.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A start may take long on a loaded machine: the server's own 60 s, then the test's end.
test.setTimeout(75_000);

/** Each server a test started: stopped after it, however the test ended, so none keeps its port for the next run. */
const children: ChildProcess[] = [];
test.afterEach(async () => {
  const running = children.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((done) => {
          // SIGTERM first: the supervisor stops its workers; SIGKILL would leave them holding the port.
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
});

// The built server, started as `npm start` starts it, against a data folder of the test's own.
function startServer(dataDir: string, port: number): Promise<{ code: number | null; output: string; ready: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server/start.js'], { env: { ...process.env, PORT: String(port), VITRINE_DATA_DIR: dataDir } });
    children.push(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Vitrine demo site on')) {
        child.kill('SIGTERM');
        resolve({ code: null, output, ready: true });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output, ready: false }));
    setTimeout(() => child.kill('SIGKILL'), 60_000);
  });
}

test('a missing database is created at start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-start-'));
  const result = await startServer(dir, 4201);
  expect(result.ready).toBe(true);
  expect(result.output).toContain(`Database created at ${join(dir, 'vitrine.db')}`);
  expect(existsSync(join(dir, 'vitrine.db'))).toBe(true);
  rmSync(dir, { recursive: true, force: true });
});

test('a corrupt database file is reported clearly, and the server does not start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-start-'));
  writeFileSync(join(dir, 'vitrine.db'), Buffer.from('this is not an sqlite database, just some text that fills the header and more'.repeat(20)));
  const result = await startServer(dir, 4202);
  expect(result.ready).toBe(false);
  expect(result.code).toBe(1);
  expect(result.output).toContain(`Database file ${join(dir, 'vitrine.db')} is corrupt or not an SQLite database`);
  rmSync(dir, { recursive: true, force: true });
});
