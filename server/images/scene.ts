import type { DemoImageSpec } from '../../site/images.ts';
import { hslToHex, mixHex } from './colour.ts';
import { createRandom, hashString } from './prng.ts';
import type { Random } from './prng.ts';

// Demo pictures are drawn, not downloaded: a sky, a sun, ridges, ground and a label.
type Palette = [string, string, string];

const r1 = (value: number): number => Math.round(value * 10) / 10;

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const labelOf = (spec: DemoImageSpec): string => {
  if (spec.label !== undefined) return spec.label;
  const base = spec.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
  return base.charAt(0).toUpperCase() + base.slice(1);
};

const randomPalette = (random: Random): Palette => {
  const hue = random.between(0, 360);
  return [hslToHex(hue, 0.55, 0.28), hslToHex(hue + random.between(20, 60), 0.7, 0.72), hslToHex(hue + random.between(120, 200), 0.35, 0.22)];
};

const ridge = (random: Random, width: number, height: number, layer: number): string => {
  const base = height * (0.5 + layer * 0.11);
  const amplitude = height * (0.22 - layer * 0.05);
  const steps = 6 + Math.floor(random.between(0, 8));
  const points = [`0,${height}`];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps + (i > 0 && i < steps ? random.between(-0.3, 0.3) * (width / steps) : 0);
    points.push(`${r1(x)},${r1(base - amplitude * random.next())}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
};

const cloud = (random: Random, width: number, height: number, size: number): string => {
  const cx = random.between(0, width);
  const cy = random.between(0.08, 0.35) * height;
  const puffs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = size * random.between(0.5, 1);
    puffs.push(`<circle cx="${r1(cx + (i - 1.5) * size * 0.8)}" cy="${r1(cy - random.between(0, 0.4) * size)}" r="${r1(r)}"/>`);
  }
  return `<g fill="#ffffff" opacity="0.25">${puffs.join('')}</g>`;
};

const shimmer = (random: Random, width: number, top: number, height: number): string => {
  const lines: string[] = [];
  for (let i = 0; i < 7; i++) {
    const w = width * random.between(0.05, 0.25);
    const x = random.between(0, width - w);
    const y = random.between(top, height - 4);
    lines.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(Math.max(2, height * 0.004))}"/>`);
  }
  return `<g fill="#ffffff" fill-opacity="0.12">${lines.join('')}</g>`;
};

/**
 * A demo picture as SVGs: the scene and the land alone (white on black) at its size, and the label
 * as the strip from `labelTop` to the bottom, to be laid there over the texture.
 */
export type Scene = { scene: string; land: string; label: string; labelTop: number };

const svgOf = (width: number, height: number, body: string, top = 0): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height - top}" viewBox="0 ${top} ${width} ${height - top}">${body}</svg>`;

/** The same spec always gives the same SVG text. */
export const buildScene = (spec: DemoImageSpec): Scene => {
  const { width, height } = spec;
  const random = createRandom(hashString(spec.name));
  const generated = randomPalette(random);
  const [skyTop, horizon, ground] = spec.palette ?? generated;
  const short = Math.min(width, height);
  const sunX = width * random.between(0.15, 0.85);
  const sunY = height * random.between(0.15, 0.42);
  const sunR = short * random.between(0.04, 0.08);
  const groundTop = height * 0.84;
  const clouds = Array.from({ length: 3 + Math.floor(random.between(0, 3)) }, () => cloud(random, width, height, short * random.between(0.04, 0.08)));
  const ridges = [0, 1, 2].map((layer) => ridge(random, width, height, layer));
  const groundRect = `<rect y="${r1(groundTop)}" width="${width}" height="${r1(height - groundTop)}"`;
  const labelSize = short * 0.07;
  const pad = short * 0.05;
  const title = escapeXml(labelOf(spec));
  const caption = `${width} × ${height}`;
  const text = (dx: number, fill: string, opacity: number): string =>
    `<g font-family="DejaVu Sans, Arial, sans-serif" fill="${fill}" fill-opacity="${opacity}">` +
    `<text x="${r1(pad + dx)}" y="${r1(height - pad - labelSize * 0.6 + dx)}" font-size="${r1(labelSize)}" font-weight="bold">${title}</text>` +
    `<text x="${r1(pad + dx)}" y="${r1(height - pad + dx)}" font-size="${r1(labelSize * 0.4)}">${caption}</text></g>`;
  const scene = [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.75" stop-color="${horizon}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${mixHex(horizon, '#ffffff', 0.7)}" stop-opacity="0.85"/><stop offset="1" stop-color="${horizon}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${mixHex(ground, '#000000', 0.5)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 6)}" fill="url(#glow)"/>`,
    `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR)}" fill="${mixHex(horizon, '#ffffff', 0.75)}"/>`,
    ...clouds,
    ...ridges.map((points, layer) => `<polygon points="${points}" fill="${mixHex(horizon, ground, 0.35 + layer * 0.3)}"/>`),
    `${groundRect} fill="url(#ground)"/>`,
    shimmer(random, width, groundTop, height),
  ].join('');
  const land = [
    `<rect width="${width}" height="${height}" fill="#000000"/>`,
    ...ridges.map((points) => `<polygon points="${points}" fill="#ffffff"/>`),
    `${groundRect} fill="#ffffff"/>`,
  ].join('');
  // The label is laid over the texture, so that it stays as sharp as a caption; a strip, not a
  // whole picture, since it is drawn and blended for every image.
  const label = [text(short * 0.004 + 1, '#000000', 0.35), text(0, '#ffffff', 0.92)].join('');
  const labelTop = Math.max(0, Math.floor(height - pad - labelSize * 1.8));
  return { scene: svgOf(width, height, scene), land: svgOf(width, height, land), label: svgOf(width, height, label, labelTop), labelTop };
};
