import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from './atomic-write.ts';
import type { DemoImageSpec } from '../../site/images.ts';
import { forEachLimited } from './limit.ts';
import { isImageName } from './name.ts';
import { buildSceneSvg } from './scene.ts';
import { MAX_IMAGE_WIDTH } from './widths.ts';

export { DEMO_IMAGES, PHOTOS, PHOTO_COUNT, demoImageSpec, photoName } from '../../site/images.ts';
export type { DemoImageSpec } from '../../site/images.ts';

// Two at a time: the machines have two cores and the server keeps serving meanwhile.
const CONCURRENCY = 2;
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

/** Renders one demo image as a quality-90 JPEG; the same spec gives the same bytes. */
export const renderDemoImage = async (spec: DemoImageSpec): Promise<Buffer> => {
  checkSpec(spec);
  return sharp(Buffer.from(buildSceneSvg(spec)))
    .jpeg({ quality: 90 })
    .toBuffer();
};

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes each missing original into `dir`; files already there are kept as they are. */
export const ensureDemoImages = async (dir: string, specs: readonly DemoImageSpec[]): Promise<void> => {
  specs.forEach(checkSpec);
  await mkdir(dir, { recursive: true });
  await forEachLimited(specs, CONCURRENCY, async (spec) => {
    const file = join(dir, spec.name);
    if (await exists(file)) return;
    await writeFileAtomic(file, await renderDemoImage(spec));
  });
};
