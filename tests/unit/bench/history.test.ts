// The bench's history (issue 34): a run's figures flat, the JSON-lines file, the baseline --check
// takes from the last runs, the trend charts, and the history seeded from git's versions of latest.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as history from '../../../bench/lib/history.mjs';
import * as report from '../../../bench/lib/heavy-report.mjs';
import * as check from '../../../bench/lib/check.mjs';

// The bench is plain JavaScript: its modules are used here untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const { flatten, historyEntry, appendHistory, readHistory, historyBaseline, historyChart, historyFromGit, CHECK_RUNS } = history as any;
const { heavyTable, HEAVY_FIGURES } = report as any;
const { compare, checkReport } = check as any;

type Entry = { date: string; bench: string; commit: string | null; runs: number; figures: Record<string, number> };

const sample = (values: Record<string, number>) => Object.fromEntries(HEAVY_FIGURES.map(({ key }: { key: string }) => [key, values[key] ?? NaN]));
// A heavy result as bench/heavy.mjs makes it, with the fields run.mjs adds.
const heavy = (lcp: number) => ({
  date: '2026-12-01T10:00:00.000Z',
  runs: 2,
  device: { viewport: { width: 412, height: 915 }, cpuThrottle: 4 },
  ...heavyTable(
    {
      vitrine: [sample({ lcp, jsBeforeLcp: 7000, cls: 0 }), sample({ lcp, jsBeforeLcp: 7400, cls: 0 })],
      peers: [sample({ lcp: 1000, jsBeforeLcp: 46000, cls: 0 })],
      floor: [sample({ lcp: 1400, jsBeforeLcp: 0, cls: 0 })],
    },
    2,
  ),
});

describe('flatten', () => {
  it("keeps a heavy result's medians and ratios as flat keys, finite numbers only", () => {
    const flat = flatten(heavy(800));
    expect(flat['medians.vitrine.lcp']).toBe(800);
    expect(flat['medians.vitrine.jsBeforeLcp']).toBe(7200);
    expect(flat['medians.peers.lcp']).toBe(1000);
    expect(flat['ratios.lcp.peers']).toBeCloseTo(0.8);
    expect(flat['ratios.lcp.floor']).toBeCloseTo(800 / 1400);
    // NaN (nothing measured, or the floor's 0 JS to divide by) is left out, not written as null.
    expect(flat).not.toHaveProperty('medians.vitrine.tbt');
    expect(flat).not.toHaveProperty('ratios.jsBeforeLcp.floor');
    expect(Object.values(flat).every((value) => Number.isFinite(value))).toBe(true);
    // Nothing from the raw runs, the targets, the device, the date or the table.
    expect(Object.keys(flat).filter((key) => !/^(medians|ratios)\./.test(key))).toEqual([]);
  });

  it("walks the other benches' summaries: the dashboard's p95, the micro-benches' tasks and ratios", () => {
    expect(flatten({ p95: { SQLite: { trend: { '30d, country=US': 8.5 } } }, views: 1_000_000 })).toEqual({ 'p95.SQLite.trend.30d, country=US': 8.5 });
    const micro = { results: { seed: 1, machine: { threads: 2 }, tasks: { pickWidth: { label: 'pick', meanMs: 19.9 } }, ratios: { autorows: 0.12 } } };
    expect(flatten(micro)).toEqual({ 'results.tasks.pickWidth.meanMs': 19.9, 'results.ratios.autorows': 0.12 });
  });
});

describe('the history file', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('appends one JSON line per entry and reads them back, skipping a malformed line', () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-history-'));
    const file = join(dir, 'results', 'history.jsonl');
    const first = historyEntry('heavy', heavy(800), 'abc1234');
    appendHistory(file, [first]);
    // A line broken by a hand edit or a bad merge, then one with no figures, and no final newline.
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"date": "2026-12-02", "bench": "hea\n{"date":"2026-12-02","bench":"heavy"}`, { flag: 'w' });
    const second = historyEntry('micro', { date: '2026-12-03T00:00:00.000Z', runs: 5, results: { ratios: { autorows: 0.1 } } }, null);
    appendHistory(file, [second]);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(4);
    const read = readHistory(file);
    expect(read).toEqual([first, second]);
    expect(read[0]).toEqual({ date: '2026-12-01T10:00:00.000Z', bench: 'heavy', commit: 'abc1234', runs: 2, figures: flatten(heavy(800)) });
    expect(readHistory(join(dir, 'none.jsonl'))).toEqual([]);
  });
});

describe('the baseline --check takes from the history', () => {
  // Seven heavy runs, oldest first; the oldest two are outliers (LCP 1200) that would pull the median up.
  const lcps = [1200, 1200, 800, 900, 750, 850, 700];
  const entries: Entry[] = lcps.map((lcp, i) => ({ ...historyEntry('heavy', heavy(lcp), `c${i}`), date: `2026-12-0${i + 1}T10:00:00.000Z` }));
  // Another bench's lines in between count for nothing.
  const mixed = [...entries.slice(0, 4), historyEntry('micro', { date: '2026-12-09T00:00:00.000Z', runs: 5, results: { ratios: { autorows: 9 } } }), ...entries.slice(4)];

  it('is the median of each figure over the last 5 runs, in the shape compare() reads', () => {
    expect(CHECK_RUNS).toBe(5);
    const baseline = historyBaseline([...mixed].reverse(), 'heavy');
    // The last five LCPs are 800, 900, 750, 850, 700: median 800 (the last run alone says 700, all seven 850).
    expect(baseline.medians.vitrine.lcp).toBe(800);
    expect(baseline.ratios.lcp.peers).toBeCloseTo(0.8);
    expect(baseline.ratios.lcp.floor).toBeCloseTo(800 / 1400);
    expect(baseline.medians.peers.lcp).toBe(1000);
    expect(historyBaseline(mixed, 'heavy', 7).medians.vitrine.lcp).toBe(850);
    expect(historyBaseline(mixed, 'lightbox')).toBeNull();
  });

  it('compare() flags a run that is worse than the last runs, though not worse than all seven', () => {
    // 905 ms: 105 ms (past LCP's 100 ms noise floor) and 13% over the last five's 800; 6% over all seven's 850.
    const slower = heavy(905);
    const changes = compare(slower, historyBaseline(mixed, 'heavy'));
    expect(changes).toEqual([
      expect.objectContaining({ figure: 'LCP, ms', against: 'peers', regression: true }),
      expect.objectContaining({ figure: 'LCP, ms', against: 'floor', regression: true }),
    ]);
    expect(changes[0].before).toBeCloseTo(0.8);
    expect(compare(slower, historyBaseline(mixed, 'heavy', 7))).toEqual([]);
    expect(compare(heavy(800), historyBaseline(mixed, 'heavy'))).toEqual([]);
    const label = 'the median of the last 5 runs in bench/results/history.jsonl';
    expect(checkReport(changes, label)).toMatch(/^Check: 2 median ratios more than 10% worse than the median of the last 5 runs in bench\/results\/history\.jsonl:/);
    expect(checkReport([], label)).toBe(`Check: no median ratio is more than 10% worse than ${label}.`);
    expect(checkReport([])).toContain('than the committed results.');
  });
});

describe('the trend charts', () => {
  // Out of date order (a merge of two branches' lines), another bench's line among them.
  const entries: Entry[] = [
    { date: '2026-12-09T10:00:00.000Z', bench: 'dashboard', commit: null, runs: 10, figures: { 'p95.SQLite.a<b & "c"': 13, 'p95.SQLite.trend': 4 } },
    { date: '2026-12-01T10:00:00.000Z', bench: 'dashboard', commit: null, runs: 10, figures: { 'p95.SQLite.a<b & "c"': 12.5, 'p95.SQLite.trend': 3 } },
    { date: '2026-12-03T10:00:00.000Z', bench: 'heavy', commit: null, runs: 5, figures: { 'medians.vitrine.lcp': 900 } },
    { date: '2026-12-05T10:00:00.000Z', bench: 'dashboard', commit: null, runs: 10, figures: { 'p95.SQLite.a<b & "c"': 14.25, 'p95.SQLite.trend': 2 } },
  ];
  const svg: string = historyChart(entries, 'dashboard', ['p95.SQLite.a<b & "c"', 'p95.SQLite.trend']);

  // Well-formed enough: every tag closed in order, and no bare < or & in the text.
  const balanced = (text: string) => {
    const open: string[] = [];
    for (const [, close, name, selfClosing] of text.matchAll(/<(\/?)([a-z]+)[^<>]*?(\/?)>/g)) {
      if (close) {
        if (open.pop() !== name) return false;
      } else if (!selfClosing) open.push(name!);
    }
    return open.length === 0;
  };

  it('is one well-formed SVG with a line per figure, its name escaped', () => {
    expect(svg.match(/<svg /g)).toHaveLength(1);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(balanced(svg)).toBe(true);
    expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot);)/);
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg).toContain('p95.SQLite.a&lt;b &amp; &quot;c&quot;');
    expect(svg).toContain('>p95.SQLite.trend</title>');
    expect(balanced('<svg><text>a</svg></text>')).toBe(false);
  });

  it("draws each figure's runs in date order, the other benches' left out, first and last value and date written", () => {
    const points = (svg.match(/<polyline points="([^"]*)"/)?.[1] ?? '').split(' ').map((point) => point.split(',').map(Number));
    expect(points).toHaveLength(3);
    const xs = points.map(([x]) => x ?? NaN);
    const ys = points.map(([, y]) => y ?? NaN);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    // 12.5, 14.25, 13: the middle run highest (smallest y), then the last, then the first.
    expect([...ys].sort((a, b) => a - b)).toEqual([ys[1], ys[2], ys[0]]);
    expect(svg).toContain('>12.5 (2026-12-01)</text>');
    expect(svg).toContain('>13 (2026-12-09)</text>');
    expect(svg).toContain('>3 (2026-12-01)</text>');
    expect(svg).toContain('>4 (2026-12-09)</text>');
    expect(svg).toContain('over its 3 runs, 2026-12-01 to 2026-12-09');
    expect(svg).not.toContain('>900 (');
  });

  it('draws every figure of the bench when none are named', () => {
    expect(historyChart(entries, 'dashboard').match(/<polyline /g)).toHaveLength(2);
  });
});

// A checkout without git's whole history (a shallow clone, an exported tree) has no versions to read.
const fullHistory = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'false';
  } catch {
    return false;
  }
})();

describe('the history seeded from git', () => {
  it.skipIf(!fullHistory)("has one line per bench per date from the committed latest.json's versions, oldest first", () => {
    const seeded: Entry[] = historyFromGit('bench/results/latest.json');
    expect(seeded.length).toBeGreaterThan(20);
    const dates = seeded.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort());
    const keys = seeded.map((entry) => `${entry.bench} ${entry.date}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...new Set(seeded.map((entry) => entry.bench))]).toEqual(
      expect.arrayContaining(['home', 'images', 'swipe', 'gallery', 'lightbox', 'heavy', 'micro', 'analytics', 'dashboard']),
    );
    expect(seeded.every((entry) => /^[0-9a-f]{7,}$/.test(entry.commit ?? '') && Object.keys(entry.figures).length > 0)).toBe(true);
    // The first line is from a version before `benches`: the home bench alone at the top.
    expect(seeded[0]).toMatchObject({ bench: 'home', date: '2026-11-22T11:26:51.567Z', commit: expect.stringMatching(/^25436ca/) });
    expect(seeded.find((entry) => entry.bench === 'heavy')).toMatchObject({ date: '2026-11-22T21:42:48.949Z', commit: expect.stringMatching(/^e42805d/) });
    // A result committed again by later runs of other benches keeps the commit that first had it.
    expect(seeded.find((entry) => entry.bench === 'micro' && entry.date.startsWith('2026-11-25'))).toMatchObject({ commit: expect.stringMatching(/^1e6b711/) });
  });
});
