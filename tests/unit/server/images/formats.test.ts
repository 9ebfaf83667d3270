// Issue 34: a lighter format's copy matches the JPEG's visual quality (SSIM against the original
// resized without loss, bench/lib/ssim.mjs) in at least 25% fewer bytes (AVIF), at each width
// step the server draws, with the qualities encode.ts uses.
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { luma, measureCopy, ssim } from '../../../../bench/lib/ssim.mjs';
import { PHOTOS, renderDemoImage } from '../../../../server/images/demo.ts';
import { type DrawnType, encodeAs } from '../../../../server/images/encode.ts';

// The heavy page's first photographs; 2500 is left to bench/formats.mjs (seconds a copy).
const SOURCES = PHOTOS.slice(0, 3);
const WIDTHS = [100, 300, 500, 1000, 1500];
// How far one photo's SSIM may fall below its JPEG's: a hundredth of the gap between a q75 JPEG
// and the original (about 0.035).
const PER_PHOTO = 0.003;

type Copy = { bytes: number; ssim: number };

const total = (copies: Copy[]) => copies.reduce((sum, copy) => sum + copy.bytes, 0);
const meanSsim = (copies: Copy[]) => copies.reduce((sum, copy) => sum + copy.ssim, 0) / copies.length;

describe('the lighter formats against the JPEG', () => {
  const copies = new Map<string, Copy[]>();
  const of = (type: DrawnType, width: number) => copies.get(`${type} ${width}`) ?? [];

  beforeAll(async () => {
    const originals = await Promise.all(SOURCES.map((spec) => renderDemoImage(spec)));
    for (const width of WIDTHS) {
      for (const type of ['image/jpeg', 'image/webp', 'image/avif'] as const) {
        const found: Copy[] = [];
        for (const original of originals) found.push(await measureCopy(sharp, encodeAs, original, width, type));
        copies.set(`${type} ${width}`, found);
      }
    }
  }, 120_000);

  test.each(WIDTHS)('AVIF at %i px: at least the JPEG’s SSIM in at most 75% of its bytes', (width) => {
    const jpeg = of('image/jpeg', width);
    const avif = of('image/avif', width);
    expect(total(avif) / total(jpeg)).toBeLessThanOrEqual(0.75);
    expect(meanSsim(avif)).toBeGreaterThanOrEqual(meanSsim(jpeg));
    avif.forEach((copy, i) => expect(copy.ssim, SOURCES[i]!.name).toBeGreaterThanOrEqual(jpeg[i]!.ssim - PER_PHOTO));
  });

  test.each(WIDTHS)(`WebP at %i px: the JPEG’s mean SSIM within ${PER_PHOTO}`, (width) => {
    expect(meanSsim(of('image/webp', width))).toBeGreaterThanOrEqual(meanSsim(of('image/jpeg', width)) - PER_PHOTO);
  });

  test('WebP as served (the JPEG where the WebP came out heavier): fewer bytes over every width', () => {
    const served = WIDTHS.flatMap((width) => of('image/webp', width).map((copy, i) => Math.min(copy.bytes, of('image/jpeg', width)[i]!.bytes)));
    const jpeg = WIDTHS.flatMap((width) => of('image/jpeg', width).map((copy) => copy.bytes));
    expect(served.reduce((a, b) => a + b, 0)).toBeLessThan(0.97 * jpeg.reduce((a, b) => a + b, 0));
  });

  test('the SSIM tells a worse copy from a better one', async () => {
    // A guard on the measure itself: a picture against itself scores 1, and a coarser copy less.
    const original = await renderDemoImage(SOURCES[0]!);
    const reference = await sharp(original).resize({ width: 300 }).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = reference.info;
    const score = async (quality: number) => {
      const copy = await sharp(await sharp(original).resize({ width: 300 }).jpeg({ quality }).toBuffer())
        .raw()
        .toBuffer();
      return ssim(luma(reference.data, channels), luma(copy, channels), width, height);
    };
    expect(ssim(luma(reference.data, channels), luma(reference.data, channels), width, height)).toBe(1);
    const [coarse, fine] = [await score(20), await score(90)];
    expect(coarse).toBeLessThan(fine);
    expect(fine).toBeLessThan(1);
  });
});
