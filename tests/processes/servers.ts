// issue 23: real server processes (the built dist/server/start.js) on their own ports, sharing one
// PostgreSQL schema and one data folder, as several processes behind one address would.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { CookieJar } from '../unit/server/cookie-jar.ts';

export interface ServerProcess {
  base: string;
  stop(): Promise<void>;
}

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
  return {
    base: `http://127.0.0.1:${port}`,
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
