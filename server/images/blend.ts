// Lays a drawn strip (RGBA, straight alpha) over RGB pixels from row `top` down: the demo images'
// label over their texture. In JavaScript, as sharp's composite works through the whole picture.
export const blendOver = (pixels: Uint8Array, width: number, channels: number, strip: Uint8Array, top: number): Uint8Array => {
  const start = top * width * channels;
  const count = Math.min(strip.length >> 2, (pixels.length - start) / channels);
  for (let k = 0, i = start, s = 0; k < count; k++, i += channels, s += 4) {
    const alpha = strip[s + 3] as number;
    if (alpha === 0) continue;
    const a = alpha / 255;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.round((strip[s + c] as number) * a + (pixels[i + c] as number) * (1 - a));
  }
  return pixels;
};
