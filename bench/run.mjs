// npm run bench [-- heavy] [-- home] [-- images] [-- swipe] [-- gallery] [-- lightbox] [-- micro] [-- analytics] [-- dashboard] [-- formats] [-- --check] [-- --report] [-- --history]: the
// benches in Chromium on a throttled phone (the lightbox also on a desktop), with alternating repeats;
// micro, analytics and dashboard run in node (analytics against its own server: the owner's page after a
// flood; dashboard the analytics panels' queries on a seeded year of traffic; formats the image formats'
// bytes at matched quality).
// Prints tables of medians and writes bench/results/latest.json (raw runs), latest.md (the tables) and
// latest.svg (the heavy page's main figures), and appends each bench's figures to history.jsonl (issue 34).
// Figures only: nothing here passes or fails, except --check (issue 9), which runs the heavy bench and
// exits 1 when a median ratio is more than 10% worse than the median of the heavy bench's last 5 runs in
// the history (than the committed results when the history has none).
// --history runs nothing: it draws each bench's figures over its runs in bench/results/history/{bench}.svg.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium, CHROMIUM } from '../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { CPU_THROTTLE, DEVICE, NETWORK, startServer } from './lib/setup.mjs';
import { benchHeavy } from './heavy.mjs';
import { checkReport, committedResults, compare } from './lib/check.mjs';
import { heavyChart } from './lib/chart.mjs';
import { appendHistory, CHECK_RUNS, headCommit, historyBaseline, historyChart, historyEntry, readHistory } from './lib/history.mjs';
import { benchHome } from './home.mjs';
import { benchImages } from './images.mjs';
import { benchSwipe } from './swipe.mjs';
import { benchGallery } from './gallery.mjs';
import { benchLightbox } from './lightbox.mjs';
import { benchMicro } from './micro.mjs';
import { benchAnalytics } from './analytics.mjs';
import { benchDashboard } from './dashboard.mjs';
import { benchFormats } from './formats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4188);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BENCHES = {
  heavy: benchHeavy,
  home: benchHome,
  images: benchImages,
  swipe: benchSwipe,
  gallery: benchGallery,
  lightbox: benchLightbox,
  micro: benchMicro,
  analytics: benchAnalytics,
  dashboard: benchDashboard,
  formats: benchFormats,
};
const CHECK = process.argv.includes('--check');
// --report: no run; latest.md, latest.svg and README's table are written again from latest.json.
const REPORT = process.argv.includes('--report');
// --history: no run; the history's charts are drawn, nothing else is written.
const HISTORY = process.argv.includes('--history');
const chosen = process.argv.slice(2).filter((name) => name in BENCHES);
if (CHECK && !chosen.includes('heavy')) chosen.unshift('heavy');
const names = REPORT || HISTORY ? [] : chosen.length > 0 ? chosen : Object.keys(BENCHES);
const FILE = 'bench/results/latest.json';
const HISTORY_FILE = 'bench/results/history.jsonl';
// The baseline for --check is read before this run writes anything: the median of the heavy bench's
// last runs, so one noisy run neither hides nor invents a regression; else the committed results.
const history = readHistory(HISTORY_FILE);
const heavyRuns = Math.min(CHECK_RUNS, history.filter((entry) => entry.bench === 'heavy').length);
const fromHistory = CHECK ? historyBaseline(history, 'heavy') : null;
const baseline = CHECK ? (fromHistory ?? committedResults(FILE)?.benches?.heavy) : undefined;
const baselineLabel = fromHistory ? `the median of the last ${heavyRuns} run${heavyRuns === 1 ? '' : 's'} in ${HISTORY_FILE}` : 'the committed results';

// The micro-benches run in node alone: no shared server, no browser for them (analytics starts its own
// server; dashboard opens its databases itself).
const IN_NODE = new Set(['micro', 'analytics', 'dashboard', 'formats']);
const needsBrowser = names.some((name) => !IN_NODE.has(name));
const device = { ...DEVICE, cpuThrottle: CPU_THROTTLE, network: NETWORK };
const benchHeader = (date, { viewport, deviceScaleFactor, cpuThrottle } = device) =>
  `Bench ${date}: ${viewport.width}x${viewport.height} @${deviceScaleFactor}x, CPU ${cpuThrottle}x, 1.6 Mbit/s, 150 ms RTT\n`;
if (needsBrowser) ensureChromium();
const server = needsBrowser ? await startServer(PORT) : null;
const browser = needsBrowser ? await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }) : null;
const origin = `http://127.0.0.1:${PORT}`;
const results = {};
try {
  for (const [i, name] of names.entries()) results[name] = await BENCHES[name]({ browser, origin, port: PORT + 10 + i * 10, runs: RUNS });
} finally {
  await browser?.close();
  server?.kill('SIGTERM');
}

const date = new Date().toISOString();
const header = benchHeader(date);
if (names.length > 0) console.log([header, ...names.map((name) => results[name].table)].join('\n'));

// A run of some benches keeps the others' last results, each with its own date.
const previous = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {};
const benches = { ...previous.benches };
for (const name of names) benches[name] = { date, runs: RUNS, ...(IN_NODE.has(name) ? {} : { device }), ...results[name] };
mkdirSync('bench/results', { recursive: true });
if (names.length > 0) writeFileSync(FILE, `${JSON.stringify({ benches }, null, 2)}\n`);
// Each bench run joins the history, one line a bench, with the commit checked out (HEAD) when it ran.
if (names.length > 0) {
  const commit = headCommit();
  appendHistory(
    HISTORY_FILE,
    names.map((name) => historyEntry(name, benches[name], commit)),
  );
}

// The charts are drawn on demand and not committed (bench/results/history/ is ignored).
if (HISTORY) {
  const drawn = [...new Set(history.map((entry) => entry.bench))];
  mkdirSync('bench/results/history', { recursive: true });
  for (const name of drawn) writeFileSync(`bench/results/history/${name}.svg`, historyChart(history, name));
  console.log(drawn.length === 0 ? `No history in ${HISTORY_FILE} yet.` : drawn.map((name) => `bench/results/history/${name}.svg`).join('\n'));
}

// latest.md: every bench's last table, the heavy page's first; latest.svg: the heavy page's chart.
const tables = Object.entries(benches)
  .sort(([a], [b]) => Object.keys(BENCHES).indexOf(a) - Object.keys(BENCHES).indexOf(b))
  .map(([name, bench]) => `<!-- ${name}: ${bench.date}, ${bench.runs} runs -->\n${bench.device ? benchHeader(bench.date, bench.device) : `Bench ${bench.date}\n`}\n${bench.table}`);
if (!HISTORY) writeFileSync('bench/results/latest.md', `# Bench results\n\n${tables.join('\n')}`);
if (!HISTORY && benches.heavy?.medians) {
  writeFileSync('bench/results/latest.svg', heavyChart(benches.heavy.medians, { date: benches.heavy.date.slice(0, 10) }));
  // README's Performance section shows the latest heavy-page table, between its two markers.
  const readme = readFileSync('README.md', 'utf8');
  const table = `<!-- bench:heavy -->\n${benches.heavy.table.replace(/^### .*\n\n/, '')}\n${benchHeader(benches.heavy.date, benches.heavy.device).trim()}.\n<!-- /bench:heavy -->`;
  writeFileSync('README.md', readme.replace(/<!-- bench:heavy -->[\s\S]*?<!-- \/bench:heavy -->/, table));
}

if (CHECK) {
  if (!baseline) {
    console.log(`Check: no heavy-bench results to compare with, in ${HISTORY_FILE} or committed; commit bench/results/latest.json first.`);
  } else {
    const changes = compare(results.heavy, baseline);
    console.log(checkReport(changes, baselineLabel));
    if (changes.some((change) => change.regression)) process.exitCode = 1;
  }
}
