// The bench's history (issue 34): bench/results/history.jsonl, one JSON line per bench per run, each
// with the run's figures flattened to keys like `medians.vitrine.lcp`. --check compares a run with
// the median of the heavy bench's last runs; --history draws each figure's trend.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { COLOURS, escapeHtml, svgStart } from './chart.mjs';
import { median } from './setup.mjs';

/** How many of the heavy bench's last runs --check takes the median of. */
export const CHECK_RUNS = 5;

// Where the benches keep their summary figures: medians and ratios (the browser benches and
// analytics), p95 (dashboard), results.tasks and results.ratios (micro). Left out: the raw runs
// (samples), the targets (arrays, worked out from the medians), the device and the table.
const SUMMARIES = ['medians', 'ratios', 'p95', 'results.tasks', 'results.ratios'];

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
const byDate = (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** One bench's result -> { 'medians.vitrine.lcp': 856, ... }: its finite summary figures, flat. */
export function flatten(bench) {
  const flat = {};
  const walk = (value, key) => {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) flat[key] = value;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`);
    }
  };
  for (const path of SUMMARIES)
    walk(
      path.split('.').reduce((at, name) => at?.[name], bench),
      path,
    );
  return flat;
}

// flatten's inverse, so a baseline has the shape compare() reads. A key that is both a figure and
// a prefix (a name with a dot in it) keeps the deeper one rather than throwing.
function unflatten(flat) {
  const out = {};
  for (const [key, value] of Object.entries(flat)) {
    const path = key.split('.');
    const last = path.pop();
    let at = out;
    for (const name of path) {
      if (typeof at[name] !== 'object') at[name] = {};
      at = at[name];
    }
    at[last] = value;
  }
  return out;
}

/** A line of the history: one bench's run. */
export const historyEntry = (name, bench, commit = null) => ({ date: bench.date, bench: name, commit, runs: bench.runs, figures: flatten(bench) });

/** The checked-out commit, short; null outside a git checkout. */
export function headCommit() {
  try {
    return git('rev-parse', '--short', 'HEAD').trim();
  } catch {
    return null;
  }
}

export function appendHistory(file, entries) {
  if (entries.length === 0) return;
  mkdirSync(dirname(file), { recursive: true });
  // A file edited by hand may lack its last newline: the first new line must not join it.
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const gap = text === '' || text.endsWith('\n') ? '' : '\n';
  appendFileSync(file, gap + entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
}

const isEntry = (entry) => typeof entry?.bench === 'string' && typeof entry.date === 'string' && typeof entry.figures === 'object' && entry.figures !== null;

/** Every well-formed line of the history; a bad line (a merge, a hand edit) is skipped, not fatal. */
export function readHistory(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line);
        return isEntry(entry) ? [entry] : [];
      } catch {
        return [];
      }
    });
}

// The first two committed versions had no `benches`: the home bench alone at the top, then the
// images bench under `images` with the date and runs beside it.
const benchesOf = (results) =>
  results.benches ?? (results.medians ? { home: results } : results.images ? { images: { date: results.date, runs: results.runs, ...results.images } } : {});

/**
 * The history git remembers: each committed version of `file` (latest.json), one line per bench
 * per date (a run of some benches commits the others' older results again), oldest first. Each
 * line's commit is the one that committed that result.
 */
export function historyFromGit(file) {
  let revisions;
  try {
    revisions = git('log', '--format=%H %h', '--', file).trim().split('\n').filter(Boolean).reverse();
  } catch {
    return [];
  }
  const seen = new Set();
  const entries = [];
  for (const [full, short] of revisions.map((line) => line.split(' '))) {
    let results;
    try {
      results = JSON.parse(git('show', `${full}:${file}`));
    } catch {
      continue;
    }
    for (const [name, bench] of Object.entries(benchesOf(results))) {
      const key = `${name} ${bench.date}`;
      if (typeof bench.date !== 'string' || seen.has(key)) continue;
      seen.add(key);
      entries.push(historyEntry(name, bench, short));
    }
  }
  return entries.sort(byDate);
}

const runsOf = (entries, bench) => entries.filter((entry) => entry.bench === bench).sort(byDate);

/**
 * The median of each figure over the bench's last `n` runs, shaped like the bench's own result
 * (medians.vitrine.lcp, ratios.lcp.peers, ...) for compare(); null when the history has no run.
 */
export function historyBaseline(entries, bench, n = CHECK_RUNS) {
  const last = runsOf(entries, bench).slice(-n);
  if (last.length === 0) return null;
  const keys = new Set(last.flatMap((entry) => Object.keys(entry.figures)));
  return unflatten(Object.fromEntries([...keys].map((key) => [key, median(last.map((entry) => entry.figures[key]))])));
}

// Three significant digits, whole numbers from 1000 up: enough to read a trend's ends.
const show = (value) => (Math.abs(value) >= 1000 ? String(Math.round(value)) : String(Number(value.toPrecision(3))));
// A page's figures in its colour (medians.peers.lcp), the rest (ratios, other benches) in Vitrine's.
const colourOf = (key) => COLOURS[key.split('.')[1]] ?? COLOURS.vitrine;
const NAME_LENGTH = 60;

/**
 * bench/results/history/{bench}.svg: one small line chart per figure, its value at each of the
 * bench's runs, oldest left, the first and last value and date written under it. `figureKeys`:
 * by default every figure any run has.
 */
export function historyChart(entries, bench, figureKeys) {
  const runs = runsOf(entries, bench);
  const keys = figureKeys ?? [...new Set(runs.flatMap((entry) => Object.keys(entry.figures)))];
  const day = (entry) => entry.date.slice(0, 10);
  const width = 760;
  const columns = 2;
  const cellWidth = 368;
  const plotWidth = cellWidth - 24;
  const plotHeight = 48;
  const cellHeight = plotHeight + 52;
  const top = 56;
  const height = top + Math.ceil(keys.length / columns) * cellHeight + 8;
  const span = runs.length > 0 ? `${day(runs[0])} to ${day(runs.at(-1))}` : 'no runs';
  const out = [
    ...svgStart(width, height),
    `<text x="16" y="24" font-size="15" font-weight="600">${escapeHtml(`The ${bench} bench over its ${runs.length} runs, ${span}`)}</text>`,
    `<text x="16" y="42" fill="#555">One run a step, oldest left; under each chart its first and last value, with their dates.</text>`,
  ];
  keys.forEach((key, i) => {
    const x0 = 16 + (i % columns) * cellWidth;
    const y0 = top + Math.floor(i / columns) * cellHeight;
    const plotTop = y0 + 18;
    const name = key.length > NAME_LENGTH ? `${key.slice(0, NAME_LENGTH - 1)}…` : key;
    out.push(`<text x="${x0}" y="${y0 + 10}" font-size="11" font-weight="600"><title>${escapeHtml(key)}</title>${escapeHtml(name)}</text>`);
    out.push(`<rect x="${x0}" y="${plotTop}" width="${plotWidth}" height="${plotHeight}" fill="#f3f4f6"/>`);
    const points = runs.flatMap((entry, at) => (Number.isFinite(entry.figures[key]) ? [{ at, entry, value: entry.figures[key] }] : []));
    if (points.length === 0) {
      out.push(`<text x="${x0 + 6}" y="${plotTop + plotHeight / 2 + 4}" fill="#999">no run has this figure</text>`);
      return;
    }
    const values = points.map(({ value }) => value);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    // A run's place is its index among all the bench's runs, so the charts line up with each other.
    const x = (at) => x0 + (runs.length > 1 ? (at / (runs.length - 1)) * plotWidth : plotWidth / 2);
    const y = (value) => plotTop + plotHeight - 4 - (high > low ? ((value - low) / (high - low)) * (plotHeight - 8) : (plotHeight - 8) / 2);
    const colour = colourOf(key);
    const xy = points.map(({ at, value }) => `${x(at).toFixed(1)},${y(value).toFixed(1)}`);
    out.push(`<polyline points="${xy.join(' ')}" fill="none" stroke="${colour}" stroke-width="1.5"/>`);
    const first = points[0];
    const last = points.at(-1);
    out.push(`<circle cx="${x(last.at).toFixed(1)}" cy="${y(last.value).toFixed(1)}" r="2.5" fill="${colour}"/>`);
    const labelY = plotTop + plotHeight + 14;
    out.push(`<text x="${x0}" y="${labelY}">${escapeHtml(`${show(first.value)} (${day(first.entry)})`)}</text>`);
    out.push(`<text x="${x0 + plotWidth}" y="${labelY}" text-anchor="end">${escapeHtml(`${show(last.value)} (${day(last.entry)})`)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
