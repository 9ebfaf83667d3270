import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createImageService, DEMO_IMAGES, demoOriginalMaker, ensureDemoImages } from '../../../../server/images/index.ts';
import { DEMO_GENERATOR, GENERATOR_MARKER, renderDemoImage } from '../../../../server/images/demo.ts';
import { demoImageSpec, type DemoImageSpec } from '../../../../site/images.ts';

const SMALL: DemoImageSpec[] = [
  { name: 'wide.jpg', width: 320, height: 200 },
  { name: 'tall.jpg', width: 150, height: 240, label: 'Tall <one> & co', palette: ['#102030', '#c0a080', '#203020'] },
];

describe('demo images', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-demo-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('the same spec gives identical bytes; another name gives another picture', async () => {
    const spec = SMALL[0] as DemoImageSpec;
    const [a, b, other] = await Promise.all([renderDemoImage(spec), renderDemoImage({ ...spec }), renderDemoImage({ ...spec, name: 'other.jpg' })]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(other)).toBe(false);
  });

  test('ensureDemoImages writes JPEGs of the spec dimensions and no temp files', async () => {
    await ensureDemoImages(dir, SMALL);
    expect((await readdir(dir)).sort()).toEqual([GENERATOR_MARKER, 'tall.jpg', 'wide.jpg']);
    for (const spec of SMALL) {
      const meta = await sharp(join(dir, spec.name)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', spec.width, spec.height]);
    }
    const bytes = await readFile(join(dir, 'wide.jpg'));
    expect(bytes.equals(await renderDemoImage(SMALL[0] as DemoImageSpec))).toBe(true);
  });

  test('an existing original of this generator is kept, only missing ones are written', async () => {
    await ensureDemoImages(dir, []);
    expect(await readFile(join(dir, GENERATOR_MARKER), 'utf8')).toBe(`${DEMO_GENERATOR}\n`);
    await writeFile(join(dir, 'wide.jpg'), 'kept');
    await ensureDemoImages(join(dir), SMALL);
    expect(await readFile(join(dir, 'wide.jpg'), 'utf8')).toBe('kept');
    expect((await sharp(join(dir, 'tall.jpg')).metadata()).width).toBe(150);
  });

  test('creates the folder when missing', async () => {
    const nested = join(dir, 'a', 'b');
    await ensureDemoImages(nested, [SMALL[0] as DemoImageSpec]);
    expect((await readdir(nested)).sort()).toEqual([GENERATOR_MARKER, 'wide.jpg']);
  });

  test.each([
    ['no marker: a folder of the flat generator', null],
    ['another generator', 'flat-0\n'],
  ])('originals under %s are drawn again, and the resized cache follows them', async (_, marker) => {
    const originals = join(dir, 'originals');
    const cacheDir = join(dir, 'cache');
    await ensureDemoImages(originals, SMALL);
    if (marker === null) await rm(join(originals, GENERATOR_MARKER));
    else await writeFile(join(originals, GENERATOR_MARKER), marker);
    const old = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    await writeFile(join(originals, 'wide.jpg'), old);
    const before = createImageService({ originalsDir: originals, cacheDir });
    const stale = await before.get('wide.jpg', 300);
    before.destroy();
    // The cache was written on an earlier start.
    const earlier = new Date(Date.now() - 3_600_000);
    await utimes(stale?.file ?? '', earlier, earlier);
    const staleBytes = await readFile(stale?.file ?? '');

    await ensureDemoImages(originals, SMALL);
    expect((await readFile(join(originals, 'wide.jpg'))).equals(await renderDemoImage(SMALL[0] as DemoImageSpec))).toBe(true);
    expect(await readFile(join(originals, GENERATOR_MARKER), 'utf8')).toBe(`${DEMO_GENERATOR}\n`);
    const after = createImageService({ originalsDir: originals, cacheDir });
    const fresh = await after.get('wide.jpg', 300);
    after.destroy();
    expect(fresh?.file).toBe(stale?.file);
    expect(fresh?.etag).not.toBe(stale?.etag);
    expect((await readFile(fresh?.file ?? '')).equals(staleBytes)).toBe(false);
    expect((await stat(fresh?.file ?? '')).mtimeMs).toBeGreaterThan(earlier.getTime());
  });

  test('a stale folder loses the originals it does not list: they are drawn when first asked for', async () => {
    const originals = join(dir, 'originals');
    await ensureDemoImages(originals, SMALL);
    await writeFile(join(originals, GENERATOR_MARKER), 'flat-0');
    await ensureDemoImages(originals, [SMALL[0] as DemoImageSpec]);
    expect((await readdir(originals)).sort()).toEqual([GENERATOR_MARKER, 'wide.jpg']);
  });

  test('an original not there yet is drawn on its first request, once however many ask, and only if it is one of the specs', async () => {
    const originals = join(dir, 'originals');
    const make = demoOriginalMaker(originals, SMALL);
    const service = createImageService({ originalsDir: originals, cacheDir: join(dir, 'cache'), makeOriginal: make });
    const [a, b] = await Promise.all([service.get('tall.jpg', null), service.get('tall.jpg', 100)]);
    expect(a?.file).toBe(join(originals, 'tall.jpg'));
    expect(b?.contentType).toBe('image/jpeg');
    expect((await readFile(join(originals, 'tall.jpg'))).equals(await renderDemoImage(SMALL[1] as DemoImageSpec))).toBe(true);
    expect(await service.get('unknown.jpg', null)).toBeNull();
    expect(await make('unknown.jpg')).toBe(false);
    expect(await readdir(originals)).toEqual(['tall.jpg']);
    service.destroy();
  });

  test('a 1500 x 1000 demo image weighs what a photograph does: 150 to 300 KB as a quality-80 JPEG', async () => {
    const original = await renderDemoImage({ name: 'calibration.jpg', width: 1500, height: 1000 });
    const q80 = await sharp(original).jpeg({ quality: 80 }).toBuffer();
    expect(q80.length).toBeGreaterThan(150 * 1024);
    expect(q80.length).toBeLessThan(300 * 1024);
  });

  test.each<[string, DemoImageSpec]>([
    ['a path', { name: '../x.jpg', width: 10, height: 10 }],
    ['not a jpeg name', { name: 'x.png', width: 10, height: 10 }],
    ['too large', { name: 'x.jpg', width: 2501, height: 10 }],
    ['zero', { name: 'x.jpg', width: 0, height: 10 }],
    ['fractional', { name: 'x.jpg', width: 10.5, height: 10 }],
    ['a bad palette', { name: 'x.jpg', width: 10, height: 10, palette: ['red', '#000', '#fff'] }],
  ])('rejects a spec with %s', async (_, spec) => {
    await expect(ensureDemoImages(dir, [spec])).rejects.toThrow(/Demo image .* is invalid/);
    expect(await readdir(dir)).toEqual([]);
  });

  test('DEMO_IMAGES: 24 unique names, up to 2500 px, every orientation, found by name', () => {
    expect(DEMO_IMAGES).toHaveLength(24);
    expect(new Set(DEMO_IMAGES.map((spec) => spec.name)).size).toBe(24);
    for (const spec of DEMO_IMAGES) {
      expect(Math.max(spec.width, spec.height)).toBeLessThanOrEqual(2500);
      expect(demoImageSpec(spec.name)).toBe(spec);
    }
    const shapes = new Set(DEMO_IMAGES.map((s) => Math.sign(s.width - s.height)));
    expect(shapes).toEqual(new Set([-1, 0, 1]));
    expect(demoImageSpec('lake.jpg')).toMatchObject({ width: 2500, height: 1667 });
    expect(demoImageSpec('nope.jpg')).toBeUndefined();
  });
});
