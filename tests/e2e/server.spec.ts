import http from 'node:http';
import { expect, test } from './test.ts';

test('assets are served precompressed, with long-lived cache headers for chunks', async ({ request }) => {
  const entry = await request.get('/assets/runtime.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(entry.status()).toBe(200);
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(entry.headers()['content-type']).toContain('text/javascript');
  expect(entry.headers().etag).toBeTruthy();
  const body = await entry.text();
  const chunk = /chunks\/accordion-[\w-]+\.js/.exec(body)?.[0];
  expect(chunk, 'the runtime names the accordion chunk').toBeTruthy();
  const chunkResponse = await request.get(`/assets/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(chunkResponse.headers()['content-encoding']).toBe('gzip');
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const again = await request.get('/assets/runtime.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': entry.headers().etag! } });
  expect(again.status()).toBe(304);
});

test('asset paths cannot leave the assets folder', async ({ request }) => {
  for (const path of ['/assets/../server/start.js', '/assets/%2e%2e/server/start.js', '/assets/..%2fserver%2fstart.js']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('images are resized to the requested step, in both size formats', async ({ request }) => {
  for (const [path, width] of [
    ['/images/lake.jpg?format=300w', 300],
    ['/images/lake-500w.jpg', 500],
    ['/images/lake.jpg?format=600w', 750],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const bytes = await response.body();
    // The JPEG SOF0/SOF2 marker holds height then width.
    let offset = 2;
    let found = 0;
    while (offset < bytes.length) {
      const marker = bytes[offset + 1]!;
      const length = bytes.readUInt16BE(offset + 2);
      if (marker === 0xc0 || marker === 0xc2) {
        found = bytes.readUInt16BE(offset + 7);
        break;
      }
      offset += 2 + length;
    }
    expect(found, path).toBe(width);
  }
  expect((await request.get('/images/nope.jpg?format=300w')).status()).toBe(404);
  expect((await request.get('/images/..%2f..%2fpackage.json')).status()).toBe(404);
});

test('a browser that takes AVIF gets an AVIF copy once it is drawn, the JPEG for a minute before; an original stays as it is', async ({ page, request }) => {
  // The copy waits behind the ones earlier specs asked for (at most 200, each drawn within a
  // minute of being asked for): up to three minutes.
  test.setTimeout(240_000);
  // Chromium's own Accept for an image: read from a real <img> request.
  const asked = page.waitForRequest((req) => req.url().includes('/images/lake.jpg?format=100w'));
  await page.goto('/');
  await page.evaluate(() => {
    const img = new Image();
    img.src = '/images/lake.jpg?format=100w';
    document.body.append(img);
  });
  const accept = (await (await asked).allHeaders()).accept ?? '';
  expect(accept).toContain('image/avif');
  let response = await request.get('/images/lake.jpg?format=1000w', { headers: { Accept: accept } });
  // Drawn behind the replies, once they go quiet: ask again every 2 s.
  for (let waited = 0; response.headers()['content-type'] !== 'image/avif' && waited < 200_000; waited += 2000) {
    expect([response.headers()['content-type'], response.headers()['cache-control']]).toEqual(['image/jpeg', 'public, max-age=60']);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    response = await request.get('/images/lake.jpg?format=1000w', { headers: { Accept: accept } });
  }
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers().vary).toBe('Accept');
  const avif = await response.body();
  expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  const jpeg = await request.get('/images/lake.jpg?format=1000w', { headers: { Accept: 'image/png,image/*;q=0.8,*/*;q=0.5' } });
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
  expect(avif.length).toBeLessThan((await jpeg.body()).length * 0.8);
  const original = await request.get('/images/lake.jpg', { headers: { Accept: accept } });
  expect([original.headers()['content-type'], original.headers().vary]).toEqual(['image/jpeg', undefined]);
});

test('a request body over the limit gets 413, declared or streamed', async ({ request, baseURL }) => {
  const big = 'x'.repeat(200 * 1024);
  expect((await request.post('/api/anything', { data: big })).status()).toBe(413);
  expect((await request.post('/api/anything', { data: 'small' })).status()).toBe(404);
  // Chunked: no Content-Length, so the limit must hold while reading.
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(new URL('/api/anything', baseURL), { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    for (let i = 0; i < 20; i++) req.write('y'.repeat(8 * 1024));
    req.end();
  });
  expect(status).toBe(413);
});
