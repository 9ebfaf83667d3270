// The image formats (issue 34), in node: `npm run bench -- formats`. Each demo photograph and demo
// image (BENCH_FORMATS_IMAGES of the photos, 12 by default, and the site's 24) drawn at every width
// step as the server draws it (server/images/encode.ts), as JPEG, WebP and AVIF. Quality is matched
// by SSIM (bench/lib/ssim.mjs) against the original resized without loss: per width, each format's
// bytes against the JPEG's, its mean SSIM against the JPEG's, the worst photo's SSIM gap, and the
// median time to draw a copy. "WebP served" counts the JPEG where the WebP came out heavier, as the
// server does. Figures only; tests/unit/server/images/formats.test.ts holds the claims.
import sharp from 'sharp';
import { measureCopy } from './lib/ssim.mjs';
import { median } from './lib/setup.mjs';
import { importBundled } from './lib/bundle-import.mjs';

const IMAGES = Number(process.env.BENCH_FORMATS_IMAGES ?? 12);
const TYPES = ['image/jpeg', 'image/webp', 'image/avif'];

const sum = (values) => values.reduce((a, b) => a + b, 0);
const mean = (values) => sum(values) / values.length;
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(4)}`;

export async function benchFormats() {
  const { encodeAs, JPEG_QUALITY, IMAGE_WIDTHS, PHOTOS, DEMO_IMAGES, renderDemoImage } = await importBundled(
    `export { encodeAs, JPEG_QUALITY } from './server/images/encode.ts';
export { IMAGE_WIDTHS } from './core/catalog/image-widths.ts';
export { PHOTOS, DEMO_IMAGES, renderDemoImage } from './server/images/demo.ts';`,
    'formats',
  );
  const specs = [...PHOTOS.slice(0, IMAGES), ...DEMO_IMAGES];
  const originals = [];
  for (const spec of specs) originals.push(await renderDemoImage(spec));
  const ratios = {};
  const medians = {};
  const rows = [];
  const all = { 'image/jpeg': 0, 'image/webp': 0, 'image/avif': 0, served: 0 };
  for (const width of IMAGE_WIDTHS) {
    const copies = Object.fromEntries(TYPES.map((type) => [type, []]));
    for (const original of originals) for (const type of TYPES) copies[type].push(await measureCopy(sharp, encodeAs, original, width, type));
    process.stderr.write(`formats: ${width} px\n`);
    const jpeg = copies['image/jpeg'];
    const bytes = (type) => sum(copies[type].map((copy) => copy.bytes));
    const served = sum(copies['image/webp'].map((copy, i) => Math.min(copy.bytes, jpeg[i].bytes)));
    for (const type of TYPES) all[type] += bytes(type);
    all.served += served;
    const gap = (type) => mean(copies[type].map((copy) => copy.ssim)) - mean(jpeg.map((copy) => copy.ssim));
    const worst = (type) => Math.min(...copies[type].map((copy, i) => copy.ssim - jpeg[i].ssim));
    const ms = (type) => median(copies[type].map((copy) => copy.ms));
    ratios[`w${width}`] = { avif: bytes('image/avif') / bytes('image/jpeg'), webp: bytes('image/webp') / bytes('image/jpeg'), webpServed: served / bytes('image/jpeg') };
    medians[`w${width}`] = { avifSsimGap: gap('image/avif'), webpSsimGap: gap('image/webp'), jpegMs: ms('image/jpeg'), webpMs: ms('image/webp'), avifMs: ms('image/avif') };
    rows.push(
      `| ${width} | ${(bytes('image/jpeg') / 1024).toFixed(1)} | ${ratios[`w${width}`].avif.toFixed(2)} | ${signed(gap('image/avif'))} | ${signed(worst('image/avif'))} | ${ratios[`w${width}`].webp.toFixed(2)} | ${ratios[`w${width}`].webpServed.toFixed(2)} | ${signed(gap('image/webp'))} | ${signed(worst('image/webp'))} | ${ms('image/jpeg').toFixed(0)} / ${ms('image/webp').toFixed(0)} / ${ms('image/avif').toFixed(0)} |`,
    );
  }
  ratios.total = { avif: all['image/avif'] / all['image/jpeg'], webp: all['image/webp'] / all['image/jpeg'], webpServed: all.served / all['image/jpeg'] };
  const table = [
    `### Image formats: ${specs.length} images at each width, against a q${JPEG_QUALITY} JPEG (SSIM of luma against the original at that width)`,
    '',
    '| width | JPEG KB | AVIF bytes | AVIF SSIM gap (mean) | AVIF worst | WebP bytes | WebP served | WebP SSIM gap (mean) | WebP worst | ms to draw JPEG / WebP / AVIF |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| all widths | ${(all['image/jpeg'] / 1024).toFixed(1)} | ${ratios.total.avif.toFixed(2)} | | | ${ratios.total.webp.toFixed(2)} | ${ratios.total.webpServed.toFixed(2)} | | | |`,
    '',
  ].join('\n');
  // One pass: each copy's bytes and SSIM do not vary from run to run.
  return { table, ratios, medians, images: specs.length, runs: 1 };
}
