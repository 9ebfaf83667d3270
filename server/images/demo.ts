import { access, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from './atomic-write.ts';
import type { DemoImageSpec } from '../../site/images.ts';
import { forEachLimited } from './limit.ts';
import { isImageName } from './name.ts';
import { hashString } from './prng.ts';
import { buildScene } from './scene.ts';
import { blendOver } from './blend.ts';
import { addTexture } from './texture.ts';
import { MAX_IMAGE_WIDTH } from './widths.ts';

export { DEMO_IMAGES, PHOTOS } from '../../site/images.ts';

// Two at a time: the machines have two cores and the server keeps serving meanwhile.
const CONCURRENCY = 2;
// The generator's version, kept in the originals' folder: a folder drawn by another version is drawn
// again (issue 21: photographic texture), and the resized cache follows its newer originals.
export const DEMO_GENERATOR = 'photographic-1';
export const GENERATOR_MARKER = '.generator';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const checkSpec = (spec: DemoImageSpec): void => {
  const size = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= MAX_IMAGE_WIDTH;
  const problem =
    !isImageName(spec.name) || !/\.jpe?g$/i.test(spec.name)
      ? 'the name must be a plain .jpg file name'
      : !size(spec.width) || !size(spec.height)
        ? `width and height must be whole numbers from 1 to ${MAX_IMAGE_WIDTH}`
        : spec.palette && !spec.palette.every((colour) => HEX.test(colour))
          ? 'palette colours must be #rrggbb'
          : null;
  if (problem) throw new Error(`Demo image ${JSON.stringify(spec.name)} is invalid: ${problem}.`);
};

/** Renders one demo image as a quality-90 JPEG: the scene, its texture, then the label; the same spec gives the same bytes. */
export const renderDemoImage = async (spec: DemoImageSpec): Promise<Buffer> => {
  checkSpec(spec);
  const { scene, land, label, labelTop } = buildScene(spec);
  const [{ data, info }, mask, strip] = await Promise.all([
    sharp(Buffer.from(scene)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(Buffer.from(land)).extractChannel(0).raw().toBuffer(),
    sharp(Buffer.from(label)).ensureAlpha().raw().toBuffer(),
  ]);
  addTexture(data, mask, info.width, info.height, info.channels, hashString(`texture:${spec.name}`));
  blendOver(data, info.width, info.channels, strip, labelTop);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
};

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

const generatorOf = (dir: string): Promise<string | null> =>
  readFile(join(dir, GENERATOR_MARKER), 'utf8').then(
    (text) => text.trim(),
    () => null,
  );

/**
 * Writes each missing original of `specs` into `dir`; files already there are kept while the folder's
 * marker names this generator, else every original there is removed (those not in `specs` are drawn
 * when first asked for: `demoOriginalMaker`) and these drawn again. The marker is written last, so a
 * start stopped halfway draws them all again next time.
 */
export const ensureDemoImages = async (dir: string, specs: readonly DemoImageSpec[]): Promise<void> => {
  specs.forEach(checkSpec);
  await mkdir(dir, { recursive: true });
  const current = (await generatorOf(dir)) === DEMO_GENERATOR;
  if (!current) for (const name of await readdir(dir)) if (isImageName(name)) await rm(join(dir, name), { force: true });
  await forEachLimited(specs, CONCURRENCY, async (spec) => {
    const file = join(dir, spec.name);
    if (current && (await exists(file))) return;
    await writeFileAtomic(file, await renderDemoImage(spec));
  });
  if (!current) await writeFileAtomic(join(dir, GENERATOR_MARKER), Buffer.from(`${DEMO_GENERATOR}\n`));
};

/**
 * The image service's `makeOriginal` for the demo's other originals (the bench pages' 400 photos):
 * drawn into `dir` the first time one is asked for, once however many ask, two at a time, so that
 * the server listens without drawing them all first. True when `name` is one of `specs` and is there.
 */
export function demoOriginalMaker(dir: string, specs: readonly DemoImageSpec[]): (name: string) => Promise<boolean> {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const drawing = new Map<string, Promise<boolean>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = (): Promise<void> => {
    if (running >= CONCURRENCY) return new Promise((resolve) => waiting.push(resolve));
    running++;
    return Promise.resolve();
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return (name) => {
    const spec = byName.get(name);
    if (!spec) return Promise.resolve(false);
    let task = drawing.get(name);
    if (!task) {
      const file = join(dir, name);
      task = (async () => {
        if (await exists(file)) return true;
        await slot();
        try {
          await mkdir(dir, { recursive: true });
          await writeFileAtomic(file, await renderDemoImage(spec));
          return true;
        } finally {
          release();
        }
      })().finally(() => drawing.delete(name));
      drawing.set(name, task);
    }
    return task;
  };
}
