// Hex colours keep the generated SVG independent of the renderer's CSS colour support.
const hex = (value: number): string =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

export const hslToHex = (hue: number, saturation: number, lightness: number): string => {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(1, Math.max(0, saturation));
  const l = Math.min(1, Math.max(0, lightness));
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return `#${hex(channel(h + 1 / 3) * 255)}${hex(channel(h) * 255)}${hex(channel(h - 1 / 3) * 255)}`;
};

const parseHex = (colour: string): [number, number, number] => {
  const full = colour.length === 4 ? colour.replace(/([0-9a-f])/gi, '$1$1') : colour;
  const value = Number.parseInt(full.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** Mixes two #rrggbb (or #rgb) colours; amount 0 gives `from`, 1 gives `to`. */
export const mixHex = (from: string, to: string, amount: number): string => {
  const a = parseHex(from);
  const b = parseHex(to);
  return `#${a.map((channel, i) => hex(channel + ((b[i] ?? channel) - channel) * amount)).join('')}`;
};
