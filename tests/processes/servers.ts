// issue 23: real server processes (the built dist/server/start.js) on their own ports, sharing one
// PostgreSQL schema and one data folder, as several processes behind one address would. Issue 29's
// tests of the built server (tests/built/) start it here too, and read its log and its exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { CookieJar } from '../unit/server/cookie-jar.ts';

export interface ServerProcess {
  base: string;
  port: number;
  /** The supervisor's process (the workers are its children). */
  child: ChildProcess;
  /** Everything it and its workers printed so far. */
  output(): string;
  /** Resolves with the line matching `pattern` once it is printed (the first one after `from` characters). */
  waitFor(pattern: RegExp, timeoutMs?: number, from?: number): Promise<RegExpExecArray>;
  /** SIGTERM, and resolves once it exited. */
  stop(): Promise<void>;
}

/** A port nothing listens on, for a server of a test's own. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const START = resolve(import.meta.dirname, '../../dist/server/start.js');

/** Starts one server and resolves once it listens (its first line says so), or rejects with what it printed. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [START], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((ready, fail) => {
    const check = () => output.includes('Vitrine demo site on') && ready();
    child.stdout!.on('data', check);
    child.once('exit', (code) => fail(new Error(`The server on port ${port} exited (${code}) before listening:\n${output}`)));
  });
  const waitFor = (pattern: RegExp, timeoutMs = 10_000, from = 0) =>
    new Promise<RegExpExecArray>((found, fail) => {
      const look = () => {
        const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(output.slice(from));
        if (!match) return false;
        stopLooking();
        found(match);
        return true;
      };
      const timer = setTimeout(() => {
        stopLooking();
        fail(new Error(`No line matching ${pattern} in ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const stopLooking = () => {
        clearTimeout(timer);
        child.stdout!.off('data', look);
        child.stderr!.off('data', look);
      };
      if (look()) return;
      child.stdout!.on('data', look);
      child.stderr!.on('data', look);
    });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    waitFor,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A client with a cookie jar that may call either server: the load balancer's two backends. */
export class Visitor extends CookieJar {
  async get(server: ServerProcess, path: string): Promise<Response> {
    return this.keep(await fetch(`${server.base}${path}`, { headers: { cookie: this.header() }, redirect: 'manual' }));
  }

  /** A form post, as a page without JavaScript sends it, with the crumb field. */
  async post(server: ServerProcess, path: string, fields: [string, string][]): Promise<Response> {
    const body = new URLSearchParams([['crumb', this.crumb], ...fields]).toString();
    return this.keep(
      await fetch(`${server.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.header() }, body, redirect: 'manual' }),
    );
  }

  /** A JSON call with the crumb in its query, as the data layer sends it. */
  async json(server: ServerProcess, method: string, path: string, body: unknown): Promise<Response> {
    const url = `${server.base}${path}${path.includes('?') ? '&' : '?'}crumb=${this.crumb}`;
    return this.keep(await fetch(url, { method, headers: { 'content-type': 'application/json', cookie: this.header() }, body: JSON.stringify(body), redirect: 'manual' }));
  }
}
