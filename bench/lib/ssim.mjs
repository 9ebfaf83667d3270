// SSIM (Wang et al. 2004) of two images' luma, for matching the formats' quality (bench/formats.mjs,
// tests/unit/server/images/formats.test.ts): 8x8 windows every 4 pixels, BT.601 luma, the paper's
// constants; 1 is identical.
const WINDOW = 8;
const STRIDE = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Luma of raw interleaved pixels (`channels` per pixel, RGB first). */
export function luma(data, channels) {
  const out = new Float64Array(data.length / channels);
  for (let i = 0, p = 0; p < out.length; i += channels, p++) out[p] = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
  return out;
}

/** Mean SSIM of two lumas of `width` x `height`. */
export function ssim(a, b, width, height) {
  if (a.length !== width * height || b.length !== a.length) throw new Error('ssim: the images differ in size');
  const n = WINDOW * WINDOW;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + WINDOW <= height; y += STRIDE) {
    for (let x = 0; x + WINDOW <= width; x += STRIDE) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let dy = 0; dy < WINDOW; dy++) {
        const row = (y + dy) * width + x;
        for (let dx = 0; dx < WINDOW; dx++) {
          const va = a[row + dx];
          const vb = b[row + dx];
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows++;
    }
  }
  return windows === 0 ? 1 : total / windows;
}

/**
 * One copy as the server draws it (encode.ts's `encodeAs`, never enlarged): its bytes, the time to
 * draw it, and its SSIM against the `original` resized without loss to the same width. `sharp` and
 * `encodeAs` are passed in, so this file needs neither.
 */
export async function measureCopy(sharp, encodeAs, original, width, type) {
  const resized = () => sharp(original).resize({ width, withoutEnlargement: true });
  const reference = await resized().raw().toBuffer({ resolveWithObject: true });
  const start = performance.now();
  const data = await encodeAs(resized(), type, width).toBuffer();
  const ms = performance.now() - start;
  const decoded = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = reference.info;
  return { bytes: data.length, ms, ssim: ssim(luma(reference.data, channels), luma(decoded.data, decoded.info.channels), w, h) };
}
