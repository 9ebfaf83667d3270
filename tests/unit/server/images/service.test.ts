import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createImageService, ensureDemoImages } from '../../../../server/images/index.ts';
import type { ImageService } from '../../../../server/images/index.ts';

describe('createImageService', () => {
  let root = '';
  let originalsDir = '';
  let cacheDir = '';
  let calls = 0;
  let log = { error: vi.fn() };
  let service: ImageService;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
    originalsDir = join(root, 'originals');
    cacheDir = join(root, 'cache');
    await ensureDemoImages(originalsDir, [
      { name: 'wide.jpg', width: 1200, height: 800 },
      { name: 'small.jpg', width: 400, height: 300 },
    ]);
    calls = 0;
    log = { error: vi.fn() };
    const counting = (input: string) => {
      calls++;
      return sharp(input);
    };
    service = createImageService({ originalsDir, cacheDir, sharp: counting, log });
  });
  afterEach(async () => {
    service.destroy();
    await rm(root, { recursive: true, force: true });
  });

  test('resizes to the step as a progressive JPEG cached at {cacheDir}/{width}/{name}', async () => {
    const image = await service.get('wide.jpg', 500);
    expect(image).toMatchObject({ file: join(cacheDir, '500', 'wide.jpg'), contentType: 'image/jpeg' });
    const meta = await sharp(image?.file).metadata();
    expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual(['jpeg', 500, 333, true]);
    expect(image?.size).toBe((await stat(join(cacheDir, '500', 'wide.jpg'))).size);
    expect(await readdir(join(cacheDir, '500'))).toEqual(['wide.jpg']);
  });

  test('a second get is served from the disk cache without resizing again', async () => {
    const first = await service.get('wide.jpg', 300);
    expect(calls).toBe(1);
    const second = await service.get('wide.jpg', 300);
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    const fresh = createImageService({
      originalsDir,
      cacheDir,
      sharp: () => {
        throw new Error('no resize expected');
      },
    });
    expect(await fresh.get('wide.jpg', 300)).toEqual(first);
  });

  test('concurrent requests for the same name and width resize once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => service.get('wide.jpg', 750)));
    expect(calls).toBe(1);
    expect(new Set(results.map((r) => r?.file)).size).toBe(1);
  });

  test('never enlarges: a step wider than the original serves the original width', async () => {
    const image = await service.get('small.jpg', 1000);
    expect(image?.file).toBe(join(cacheDir, '1000', 'small.jpg'));
    expect((await sharp(image?.file).metadata()).width).toBe(400);
  });

  test('a width between steps snaps up to the next step', async () => {
    const image = await service.get('wide.jpg', 600);
    expect(image?.file).toBe(join(cacheDir, '750', 'wide.jpg'));
    expect((await sharp(image?.file).metadata()).width).toBe(750);
  });

  test('width null serves the original file', async () => {
    const file = join(originalsDir, 'wide.jpg');
    expect(await service.get('wide.jpg', null)).toMatchObject({
      file,
      contentType: 'image/jpeg',
      size: (await stat(file)).size,
    });
  });

  test('etags differ by width and change when the original changes', async () => {
    const a = await service.get('wide.jpg', 300);
    const b = await service.get('wide.jpg', 500);
    const o = await service.get('wide.jpg', null);
    expect(a?.etag).toMatch(/^"[\w-]+"$/);
    expect(new Set([a?.etag, b?.etag, o?.etag]).size).toBe(3);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(originalsDir, 'wide.jpg'), later, later);
    const c = await service.get('wide.jpg', 300);
    expect(c?.etag).not.toBe(a?.etag);
    expect(calls).toBe(4);
  });

  test.each([
    ['an unknown name', 'missing.jpg', 300],
    ['an unknown original', 'missing.jpg', null],
    ['a path', '../originals/wide.jpg', 300],
    ['a bad width', 'wide.jpg', 0],
    ['a negative width', 'wide.jpg', -5],
  ])('answers null for %s', async (_, name, width) => {
    expect(await service.get(name, width)).toBeNull();
    expect(calls).toBe(0);
  });

  test('a corrupt original answers null and logs one line, without throwing', async () => {
    await writeFile(join(originalsDir, 'broken.jpg'), Buffer.from('this is not a jpeg at all'));
    expect(await service.get('broken.jpg', 300)).toBeNull();
    expect(await service.get('broken.jpg', 500)).toBeNull();
    expect(await service.get('broken.jpg', null)).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(String(log.error.mock.calls[0]?.[0])).toMatch(/^Image broken\.jpg: the original is corrupt or unreadable/);
    expect(await readdir(cacheDir).catch(() => [])).not.toContain('300');
  });

  test('a truncated original answers null', async () => {
    const whole = await sharp(join(originalsDir, 'wide.jpg')).toBuffer();
    await writeFile(join(originalsDir, 'cut.jpg'), whole.subarray(0, whole.length >> 1));
    expect(await service.get('cut.jpg', 300)).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  test('after destroy, get answers null', async () => {
    service.destroy();
    expect(await service.get('wide.jpg', 300)).toBeNull();
  });
});
