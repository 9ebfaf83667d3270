// A demo server on port 0 over a temporary database, for tests that speak HTTP to it: an SQLite file,
// or a schema of its own in PostgreSQL under npm run test:postgres (engine.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../../../server/app.ts';
import { createHttpServer } from '../../../server/http/server.ts';
import { demoSite } from '../../../site/demo-site.ts';
import type { Db } from '../../../server/db/index.ts';
import type { Site } from '../../../server/site.ts';
import { openTestDatabase } from './engine.ts';

export interface TestApp {
  base: string;
  db: Db;
  clock: { time: number };
  /** Visits a page and returns the crumb its cookie hands out. */
  crumb(): Promise<string>;
  close(): Promise<void>;
}

export const START_TIME = Date.UTC(2025, 5, 30, 12, 0, 0);

/** `site` is the demo's unless a test hands in its own. */
export async function startApp(options: Partial<AppOptions> = {}, site: Site = demoSite): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-app-'));
  mkdirSync(join(dir, 'assets'));
  const database = await openTestDatabase();
  const { db } = database;
  const clock = { time: START_TIME };
  const handler = await createApp(site, {
    assetsDir: join(dir, 'assets'),
    images: { get: async () => null, drawn: async () => {}, destroy: () => {} },
    db,
    engine: database.engine,
    now: () => clock.time,
    ...options,
  });
  // The server the demo runs (server/http/server.ts): its guard and its answer to bytes that are not HTTP.
  const server: Server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    db,
    clock,
    async crumb() {
      const response = await fetch(`${base}/`);
      return /^crumb=([A-Za-z0-9_-]+);/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
