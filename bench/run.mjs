// npm run bench [-- home] [-- images] [-- swipe] [-- gallery] [-- lightbox]: the benches in Chromium on a
// throttled phone (the lightbox also on a desktop), with alternating repeats. Prints tables of medians and
// writes bench/results/latest.json.
// Figures only: nothing here passes or fails.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium, CHROMIUM } from '../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { CPU_THROTTLE, DEVICE, NETWORK, startServer } from './lib/setup.mjs';
import { benchHome } from './home.mjs';
import { benchImages } from './images.mjs';
import { benchSwipe } from './swipe.mjs';
import { benchGallery } from './gallery.mjs';
import { benchLightbox } from './lightbox.mjs';
import { benchMicro } from './micro.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4188);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BENCHES = { home: benchHome, images: benchImages, swipe: benchSwipe, gallery: benchGallery, lightbox: benchLightbox, micro: benchMicro };
const chosen = process.argv.slice(2).filter((name) => name in BENCHES);
const names = chosen.length > 0 ? chosen : Object.keys(BENCHES);

ensureChromium();
const server = await startServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const origin = `http://127.0.0.1:${PORT}`;
const results = {};
try {
  for (const [i, name] of names.entries()) results[name] = await BENCHES[name]({ browser, origin, port: PORT + 10 + i * 10, runs: RUNS });
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

const date = new Date().toISOString();
const device = { ...DEVICE, cpuThrottle: CPU_THROTTLE, network: NETWORK };
const header = `Bench ${date}: ${DEVICE.viewport.width}x${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x, CPU ${CPU_THROTTLE}x, 1.6 Mbit/s, 150 ms RTT\n`;
console.log([header, ...names.map((name) => results[name].table)].join('\n'));

// A run of some benches keeps the others' last results, each with its own date.
const FILE = 'bench/results/latest.json';
const previous = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {};
const benches = { ...previous.benches };
for (const name of names) benches[name] = { date, runs: RUNS, device, ...results[name] };
mkdirSync('bench/results', { recursive: true });
writeFileSync(FILE, `${JSON.stringify({ benches }, null, 2)}\n`);
