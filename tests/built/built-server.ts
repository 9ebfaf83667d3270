// Issue 29: the built server (dist/server/start.js, under its supervisor) on a free port over a
// temporary data folder of its own. The demo's pictures are drawn once into .data/built/images and
// shared by every such folder (a link), so a test pays for a fresh database, not for the drawing.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_ACCOUNT_ENV } from '../e2e/accounts.ts';
import { freePort, startServer, type ServerProcess } from '../processes/servers.ts';

const IMAGES = resolve(import.meta.dirname, '../../.data/built/images');

export interface BuiltServer extends ServerProcess {
  dataDir: string;
  /** Stops it if it still runs, and removes its data folder. */
  remove(): Promise<void>;
}

/** Starts it (on `port`, or a free one) and resolves once it serves; rejects with what it printed if it exits first. */
export async function startBuiltServer(env: Record<string, string> = {}, port?: number): Promise<BuiltServer> {
  mkdirSync(IMAGES, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-built-'));
  symlinkSync(IMAGES, join(dataDir, 'images'), 'dir');
  try {
    const server = await startServer(port ?? (await freePort()), { ...E2E_ACCOUNT_ENV, VITRINE_DATA_DIR: dataDir, ...env });
    return {
      ...server,
      dataDir,
      async remove() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The pids of the workers that started serving, in the order the supervisor said so. */
export const servingPids = (output: string): number[] => [...output.matchAll(/\[server\] worker (\d+) started/g)].map((match) => Number(match[1]));
