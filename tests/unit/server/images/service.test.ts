import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
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
    service = createImageService({ originalsDir, cacheDir, sharp: counting, log, quietMs: 0 });
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

  /**
   * Another service on the same folders, drawing at once unless told (`quietMs`), its sharp's
   * methods replaced where `change` gives one (for an input, or for every input).
   */
  const variant = ({ quietMs = 0, maxWaitMs, change }: { quietMs?: number; maxWaitMs?: number; change?: (image: Sharp, input: string) => Partial<Sharp> | null } = {}) =>
    createImageService({
      originalsDir,
      cacheDir,
      log,
      quietMs,
      maxWaitMs,
      sharp: (input) => {
        const image = sharp(input);
        return Object.assign(image, change?.(image, input) ?? {});
      },
    });

  describe('a lighter format the browser takes', () => {
    // A new original, written after the copies (so they are older than it).
    const replaceOriginal = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await sharp(join(originalsDir, 'small.jpg')).resize({ width: 1100 }).jpeg().toFile(join(originalsDir, 'wide.jpg'));
    };

    test.each([
      ['image/avif', 'avif', 'av1'],
      ['image/webp', 'webp', 'webp'],
    ] as const)('%s: the original format meanwhile, then the lighter copy from {cacheDir}/{width}/{name}.%s', async (type, extension, format) => {
      const first = await service.get('wide.jpg', 500, type);
      expect(first).toMatchObject({ file: join(cacheDir, '500', 'wide.jpg'), contentType: 'image/jpeg', interim: true });
      await service.drawn();
      const second = await service.get('wide.jpg', 500, type);
      const target = join(cacheDir, '500', `wide.jpg.${extension}`);
      expect(second).toEqual({ file: target, contentType: type, etag: second?.etag, size: (await stat(target)).size });
      const meta = await sharp(target).metadata();
      expect([meta.format === 'heif' ? meta.compression : meta.format, meta.width, meta.height]).toEqual([format, 500, 333]);
      expect(second?.size).toBeLessThan(first?.size ?? 0);
      expect(second?.etag).not.toBe(first?.etag);
      expect(calls).toBe(2);
    });

    test('a lighter copy that came out heavier than the JPEG is not served', async () => {
      const heavy = variant({
        change: (image) => {
          const webp = image.webp.bind(image);
          return { webp: () => webp({ quality: 100, lossless: true }) };
        },
      });
      try {
        const jpeg = await heavy.get('wide.jpg', 500, 'image/webp');
        await heavy.drawn();
        const drawnCopy = await stat(join(cacheDir, '500', 'wide.jpg.webp'));
        expect(drawnCopy.size).toBeGreaterThan(jpeg?.size ?? Infinity);
        expect(await heavy.get('wide.jpg', 500, 'image/webp')).toEqual({ ...jpeg, interim: undefined });
        expect((await heavy.get('wide.jpg', 500, 'image/webp'))?.interim).toBeUndefined();
      } finally {
        heavy.destroy();
      }
    });

    test('the JPEG reply is the same file, and its ETag, as without a type', async () => {
      const plain = await service.get('wide.jpg', 300);
      const meanwhile = await service.get('wide.jpg', 300, 'image/avif');
      expect(meanwhile).toEqual({ ...plain, interim: true });
    });

    test('drawn once however many ask, and in the background only after a quiet spell', async () => {
      let avifs = 0;
      const quiet = variant({
        quietMs: 150,
        change: (image) => {
          const avif = image.avif.bind(image);
          return { avif: (options?: object) => (avifs++, avif(options)) };
        },
      });
      try {
        await Promise.all([1, 2, 3].map(() => quiet.get('wide.jpg', 300, 'image/avif')));
        // Requests keep coming: nothing is drawn while they do.
        for (let i = 0; i < 4; i++) {
          await new Promise((resolve) => setTimeout(resolve, 60));
          expect((await quiet.get('small.jpg', 300))?.contentType).toBe('image/jpeg');
          expect(await readdir(join(cacheDir, '300'))).not.toContain('wide.jpg.avif');
        }
        await quiet.drawn();
        expect((await readdir(join(cacheDir, '300'))).sort()).toEqual(['small.jpg', 'wide.jpg', 'wide.jpg.avif']);
        expect(avifs).toBe(1);
        expect((await quiet.get('wide.jpg', 300, 'image/avif'))?.contentType).toBe('image/avif');
      } finally {
        quiet.destroy();
      }
    });

    test('nothing is drawn while a request is being answered', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const slow = variant({
        quietMs: 50,
        change: (image, input) => {
          if (!input.endsWith('small.jpg')) return null;
          const toBuffer = image.toBuffer.bind(image) as () => Promise<Buffer>;
          return { toBuffer: (async () => (await held, toBuffer())) as unknown as Sharp['toBuffer'] };
        },
      });
      try {
        await slow.get('wide.jpg', 300, 'image/avif');
        const answering = slow.get('small.jpg', 300);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await readdir(join(cacheDir, '300'))).toEqual(['wide.jpg']);
        release();
        await answering;
        await slow.drawn();
        expect((await readdir(join(cacheDir, '300'))).sort()).toEqual(['small.jpg', 'wide.jpg', 'wide.jpg.avif']);
      } finally {
        slow.destroy();
      }
    });

    test('on a server never quiet, a copy that has waited maxWaitMs is drawn anyway', async () => {
      const busy = variant({ quietMs: 60_000, maxWaitMs: 200 });
      try {
        await busy.get('wide.jpg', 300, 'image/avif');
        const until = Date.now() + 5000;
        while (!(await readdir(join(cacheDir, '300'))).includes('wide.jpg.avif') && Date.now() < until) {
          await busy.get('small.jpg', 300);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await busy.get('wide.jpg', 300, 'image/avif'))?.contentType).toBe('image/avif');
      } finally {
        busy.destroy();
      }
    });

    test('an original put back with an older time (a restored backup) is drawn again, not served from the newer copy', async () => {
      const first = await service.get('wide.jpg', 300);
      const earlier = new Date(Date.now() - 86_400_000);
      await sharp(join(originalsDir, 'small.jpg')).resize({ width: 1100 }).jpeg().toFile(join(originalsDir, 'wide.jpg'));
      await utimes(join(originalsDir, 'wide.jpg'), earlier, earlier);
      const again = await service.get('wide.jpg', 300);
      expect(calls).toBe(2);
      expect(again?.etag).not.toBe(first?.etag);
      expect((await sharp(again?.file).metadata()).height).toBe(Math.round((300 * 3) / 4));
    });

    test('a PNG asked for as AVIF is drawn as a PNG and nothing is queued', async () => {
      await sharp(join(originalsDir, 'wide.jpg')).png().toFile(join(originalsDir, 'logo.png'));
      const image = await service.get('logo.png', 300, 'image/avif');
      expect(image).toMatchObject({ file: join(cacheDir, '300', 'logo.png'), contentType: 'image/png' });
      expect(image?.interim).toBeUndefined();
      await service.drawn();
      expect(await readdir(join(cacheDir, '300'))).toEqual(['logo.png']);
    });

    test('a type equal to the original is the original format, not interim', async () => {
      await sharp(join(originalsDir, 'wide.jpg')).webp().toFile(join(originalsDir, 'already.webp'));
      const image = await service.get('already.webp', 300, 'image/webp');
      expect(image).toMatchObject({ file: join(cacheDir, '300', 'already.webp'), contentType: 'image/webp' });
      expect(image?.interim).toBeUndefined();
    });

    test('the original (no width) is never converted', async () => {
      const image = await service.get('wide.jpg', null, 'image/avif');
      expect(image).toMatchObject({ file: join(originalsDir, 'wide.jpg'), contentType: 'image/jpeg' });
      expect(image?.interim).toBeUndefined();
      await service.drawn();
      expect(await readdir(cacheDir).catch(() => [])).toEqual([]);
    });

    test('a copy that cannot be drawn is logged once and the original format stays served', async () => {
      let fail = true;
      const failing = variant({
        change: () =>
          fail
            ? {
                avif: () => {
                  throw new Error('no AV1 encoder');
                },
              }
            : null,
      });
      try {
        expect(await failing.get('wide.jpg', 300, 'image/avif')).toMatchObject({ contentType: 'image/jpeg', interim: true });
        await failing.drawn();
        // Then the JPEG for good (cached for a year), not asked for again every minute.
        for (let i = 0; i < 2; i++) {
          const image = await failing.get('wide.jpg', 300, 'image/avif');
          expect(image).toMatchObject({ contentType: 'image/jpeg' });
          expect(image?.interim).toBeUndefined();
          await failing.drawn();
        }
        expect(log.error).toHaveBeenCalledTimes(1);
        expect(String(log.error.mock.calls[0]?.[0])).toBe('Image wide.jpg: the image/avif copy at 300w could not be drawn (no AV1 encoder); serving image/jpeg.');
        // A changed original is tried again.
        fail = false;
        await replaceOriginal();
        await failing.get('wide.jpg', 300, 'image/avif');
        await failing.drawn();
        expect((await failing.get('wide.jpg', 300, 'image/avif'))?.contentType).toBe('image/avif');
      } finally {
        failing.destroy();
      }
    });

    test('a copy drawn from another version of the original is drawn again, an older original too', async () => {
      await service.get('wide.jpg', 300, 'image/webp');
      await service.drawn();
      const before = await service.get('wide.jpg', 300, 'image/webp');
      await replaceOriginal();
      expect(await service.get('wide.jpg', 300, 'image/webp')).toMatchObject({ contentType: 'image/jpeg', interim: true });
      await service.drawn();
      const after = await service.get('wide.jpg', 300, 'image/webp');
      expect(after?.contentType).toBe('image/webp');
      expect(after?.etag).not.toBe(before?.etag);
    });

    test('destroy drops the copies still to draw, and drawn() settles', async () => {
      const slow = variant({ quietMs: 50 });
      await slow.get('wide.jpg', 300, 'image/avif');
      const settled = slow.drawn();
      slow.destroy();
      await settled;
      // Past the quiet spell: the copy would have been drawn by now.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await readdir(join(cacheDir, '300'))).toEqual(['wide.jpg']);
    });
  });

  test('after destroy, get answers null', async () => {
    service.destroy();
    expect(await service.get('wide.jpg', 300)).toBeNull();
  });
});
