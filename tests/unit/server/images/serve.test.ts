import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createImageService, ensureDemoImages, serveImage, type ImageService } from '../../../../server/images/index.ts';

// Accept as Chrome and Safari 15 send it for an <img>.
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serveImage: the format by Accept', () => {
  let root = '';
  let images: ImageService;
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'vitrine-serve-'));
    await ensureDemoImages(join(root, 'originals'), [{ name: 'lake.jpg', width: 1200, height: 800 }]);
    await sharp({ create: { width: 600, height: 400, channels: 4, background: '#3366cc80' } })
      .png()
      .toFile(join(root, 'originals', 'logo.png'));
    images = createImageService({ originalsDir: join(root, 'originals'), cacheDir: join(root, 'cache'), quietMs: 0 });
    server = createServer((req, res) => {
      void serveImage(images, req, res, new URL(req.url ?? '/', 'http://x')).then((served) => {
        if (!served) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    images.destroy();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const format = body.length > 0 ? (await sharp(body).metadata()).format : null;
    return { status: response.status, headers: Object.fromEntries(response.headers), body, format };
  };

  test('a cold AVIF copy: the JPEG for a minute, then the AVIF for a year, both with Vary: Accept', async () => {
    const first = await get('/images/lake.jpg?format=500w', { Accept: CHROME });
    expect([first.status, first.headers['content-type'], first.format]).toEqual([200, 'image/jpeg', 'jpeg']);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('Accept');
    await images.drawn();
    const second = await get('/images/lake.jpg?format=500w', { Accept: CHROME, 'If-None-Match': first.headers.etag! });
    expect([second.status, second.headers['content-type'], second.format]).toEqual([200, 'image/avif', 'heif']);
    expect(second.headers['cache-control']).toBe(IMMUTABLE);
    expect(second.headers.vary).toBe('Accept');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(second.body.length).toBeLessThan(first.body.length);
    const again = await get('/images/lake-500w.jpg', { Accept: CHROME, 'If-None-Match': second.headers.etag! });
    expect([again.status, again.headers.etag, again.headers.vary, again.headers['cache-control']]).toEqual([304, second.headers.etag, 'Accept', IMMUTABLE]);
  });

  test('WebP where only WebP is taken; the JPEG where neither is', async () => {
    await get('/images/lake.jpg?format=300w', { Accept: SAFARI_15 });
    await images.drawn();
    const webp = await get('/images/lake.jpg?format=300w', { Accept: SAFARI_15 });
    expect([webp.headers['content-type'], webp.format, webp.headers.vary]).toEqual(['image/webp', 'webp', 'Accept']);
    for (const accept of [undefined, '*/*', 'image/png,image/*;q=0.8']) {
      const jpeg = await get('/images/lake.jpg?format=300w', accept ? { Accept: accept } : {});
      expect([jpeg.headers['content-type'], jpeg.format, jpeg.headers.vary, jpeg.headers['cache-control']], String(accept)).toEqual(['image/jpeg', 'jpeg', 'Accept', IMMUTABLE]);
    }
  });

  test('an original and a PNG are sent as they are, to every browser, without Vary', async () => {
    const original = await get('/images/lake.jpg', { Accept: CHROME });
    expect([original.headers['content-type'], original.format, original.headers.vary, original.headers['cache-control']]).toEqual(['image/jpeg', 'jpeg', undefined, IMMUTABLE]);
    const png = await get('/images/logo.png?format=300w', { Accept: CHROME });
    expect([png.headers['content-type'], png.format, png.headers.vary, png.headers['cache-control']]).toEqual(['image/png', 'png', undefined, IMMUTABLE]);
    await images.drawn();
    expect((await get('/images/logo.png?format=300w', { Accept: CHROME })).format).toBe('png');
  });

  test('a HEAD gets the headers of the type the GET would', async () => {
    await get('/images/lake.jpg?format=750w', { Accept: CHROME });
    await images.drawn();
    const response = await fetch(`${origin}/images/lake.jpg?format=750w`, { method: 'HEAD', headers: { Accept: CHROME } });
    const whole = await get('/images/lake.jpg?format=750w', { Accept: CHROME });
    expect(whole.format).toBe('heif');
    const pick = (headers: Record<string, string>) => ['content-type', 'content-length', 'etag', 'vary', 'cache-control'].map((name) => headers[name]);
    expect(pick(Object.fromEntries(response.headers))).toEqual(pick(whole.headers));
    expect(Number(response.headers.get('content-length'))).toBe(whole.body.length);
    expect(await response.arrayBuffer()).toHaveProperty('byteLength', 0);
  });
});
