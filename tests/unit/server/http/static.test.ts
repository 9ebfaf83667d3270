// Issue 29: an asset whose file fails while it is read (removed by a rebuild under a running server,
// a disk error) must not end the process: the reply is cut, and the server answers the next request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every read of an asset fails once it has begun, as a file removed mid-read does.
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  createReadStream: () =>
    new Readable({
      read() {
        this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
      },
    }),
}));

const { serveAsset } = await import('../../../../server/http/static.ts');

describe('serveAsset when the read fails', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-static-'));
    writeFileSync(join(dir, 'runtime.js'), 'export {};');
    server = createServer((req, res) => {
      if (req.url === '/ok') return void res.end('ok');
      void serveAsset(dir, 'runtime.js', req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('the reply is cut (never a whole 200), and the server answers the next request', async () => {
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => fetch(`${base}/assets/runtime.js`).then((reply) => reply.text())).map((reply) =>
        reply.then(
          () => 'whole',
          () => 'cut',
        ),
      ),
    );
    expect(replies).toEqual(['cut', 'cut', 'cut']);
    expect(await (await fetch(`${base}/ok`)).text()).toBe('ok');
  });
});
