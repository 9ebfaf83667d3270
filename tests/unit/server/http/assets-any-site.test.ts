// Issue 32: a page of another site loads the bundles from a Vitrine site by one import. Every /assets/
// reply (entry or hashed chunk, 200 or 304, GET or HEAD, in each encoding, from the React build's root
// and from the Preact build's) allows any origin and any site's embedding; hashed chunks stay immutable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../harness.ts';

const ENTRY = 'public, max-age=3600, stale-while-revalidate=86400';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHOP = 'https://shop.example';
/** The build's layout: three entries at the top, each entry's hashed chunks in a folder of its own. */
const ENTRIES = ['runtime.js', 'overlays.js', 'tracking.js'];
const CHUNKS = ['chunks/gallery-Ab12Cd34.js', 'overlays/react-Ef56Gh78.js', 'overlays/lightbox-Ij90_l12.js', 'tracking/web-vitals-Mn34Op56.js'];
const ENCODINGS = ['', 'gzip', 'br, gzip'];

/** One build's folder as rollup writes it: each file with its brotli and gzip copies. */
function buildFolder(work: string, build: string): string {
  const root = join(work, build);
  for (const file of [...ENTRIES, ...CHUNKS]) {
    const text = `export const file = ${JSON.stringify(`${build}/${file}`)};\n`;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${file}.gz`), gzipSync(text));
  }
  return root;
}

describe.each(['assets', 'preact/assets'])('/assets/ served from the %s build', (build) => {
  let work: string;
  let app: TestApp;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
    app = await startApp({ assetsDir: buildFolder(work, build) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('every entry and chunk, in every encoding, GET and HEAD, asked at once from another site: any origin, cross-origin, entries an hour, chunks immutable', async () => {
    const asks = [...ENTRIES, ...CHUNKS].flatMap((file) => ENCODINGS.flatMap((encoding) => ['GET', 'HEAD'].map((method) => ({ file, encoding, method }))));
    const replies = await Promise.all(
      asks.map(({ file, encoding, method }) =>
        fetch(`${app.base}/assets/${file}`, {
          method,
          headers: { origin: SHOP, 'accept-encoding': encoding, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'script' },
        }),
      ),
    );
    for (const [i, { file, encoding, method }] of asks.entries()) {
      const reply = replies[i]!;
      const what = `${method} ${file} (${encoding || 'identity'})`;
      expect(reply.status, what).toBe(200);
      expect(reply.headers.get('access-control-allow-origin'), what).toBe('*');
      expect(reply.headers.get('cross-origin-resource-policy'), what).toBe('cross-origin');
      expect(reply.headers.get('cache-control'), what).toBe(ENTRIES.includes(file) ? ENTRY : IMMUTABLE);
      expect(reply.headers.get('content-encoding') ?? '', what).toBe(encoding.split(',')[0]!.trim());
      if (method === 'GET') expect(await reply.text(), what).toContain(`${build}/${file}`);
    }
  });

  it('the module a page of another site imports can be read by it: a CORS fetch of each entry and chunk, with its body', async () => {
    // What a browser's cross-origin import() checks before it runs the module: the reply allows the page's origin.
    const allowed = (reply: Response): boolean => ['*', SHOP].includes(reply.headers.get('access-control-allow-origin') ?? '');
    const replies = await Promise.all([...ENTRIES, ...CHUNKS].map((file) => fetch(`${app.base}/assets/${file}`, { mode: 'cors', headers: { origin: SHOP } })));
    expect(replies.map((reply) => reply.ok && allowed(reply))).toEqual([...ENTRIES, ...CHUNKS].map(() => true));
  });

  it('a revalidation (304) carries the same headers, for entries and chunks, in each encoding', async () => {
    const asks = [...ENTRIES, ...CHUNKS].flatMap((file) => ENCODINGS.map((encoding) => ({ file, encoding })));
    const first = await Promise.all(asks.map(({ file, encoding }) => fetch(`${app.base}/assets/${file}`, { headers: { 'accept-encoding': encoding } })));
    const again = await Promise.all(
      asks.map(({ file, encoding }, i) =>
        fetch(`${app.base}/assets/${file}`, { headers: { origin: SHOP, 'accept-encoding': encoding, 'if-none-match': first[i]!.headers.get('etag')! } }),
      ),
    );
    for (const [i, { file, encoding }] of asks.entries()) {
      const what = `${file} (${encoding || 'identity'})`;
      expect(again[i]!.status, what).toBe(304);
      expect(again[i]!.headers.get('access-control-allow-origin'), what).toBe('*');
      expect(again[i]!.headers.get('cross-origin-resource-policy'), what).toBe('cross-origin');
      expect(again[i]!.headers.get('cache-control'), what).toBe(ENTRIES.includes(file) ? ENTRY : IMMUTABLE);
    }
  });

  it('a file that is not there is a plain 404, with no CORS header; no build is served at /preact/', async () => {
    const paths = ['/assets/overlays/missing-Zz99Yy88.js', '/assets/nothing.js', '/assets/chunks/', '/preact/assets/overlays.js'];
    const replies = await Promise.all(paths.map((path) => fetch(`${app.base}${path}`, { headers: { origin: SHOP } })));
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
