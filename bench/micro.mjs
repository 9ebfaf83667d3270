// The micro-benches (issue 9), in node with tinybench: the core's pure maths, two of them against a
// reference. autorows against flickr's justified-layout and autocolumns against a plain greedy
// masonry, both on 10,000 seeded items; width choice, index arithmetic, and the consent and visit
// cookie rules at 1e6 calls per sample. `node bench/micro.mjs` prints the table alone;
// `npm run bench -- micro` also writes it to bench/results/latest.json.
// The autorows pair also runs at 100 items, a usual gallery. Figures only: nothing here passes or fails,
// but a side whose result fails its check before timing stops the bench.
import { cpus, loadavg, platform, arch } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Bench } from 'tinybench';
import flickrJustifiedLayout from 'justified-layout';
import { loadCore } from './micro/core.mjs';
import { checkJustified, checkMasonry } from './micro/checks.mjs';
import { cookieInputs, indexInputs, photoRatios, widthInputs } from './micro/inputs.mjs';

const ITEMS = 10_000;
// A usual gallery's size too: flickr's layout grows faster than linearly (it concatenates its box list per row).
const FEW = 100;
const MANY = ITEMS.toLocaleString('en-US');
const CALLS = 1_000_000;
const SEED = 20260509;
// A desktop gallery: autorows at the spec's defaults (rows near 250 px, 20 px gutters), and
// autocolumns at its column width (250 px): 4 columns at 1200 px.
const ROWS = { width: 1200, rowHeight: 250, gutter: 20 };
const COLUMNS = { width: 1200, columnWidth: 250, gutter: 20 };
const FLICKR = { containerWidth: ROWS.width, containerPadding: 0, boxSpacing: ROWS.gutter, targetRowHeight: ROWS.rowHeight };
const POLICIES = [
  { restrictive: false, absolute: false },
  { restrictive: true, absolute: false },
  { restrictive: true, absolute: true },
];

/** The reference masonry, written plainly: each item goes into the currently shortest column (in px, gutters included), the leftmost among equals. */
function greedyMasonry(ratios, { width, columnWidth, gutter }) {
  const columns = Math.max(1, Math.floor((width + gutter) / (columnWidth + gutter)));
  const itemWidth = (width - gutter * (columns - 1)) / columns;
  const tops = new Array(columns).fill(0);
  const boxes = new Array(ratios.length);
  for (let i = 0; i < ratios.length; i++) {
    let shortest = 0;
    for (let k = 1; k < columns; k++) if (tops[k] < tops[shortest]) shortest = k;
    const height = itemWidth / ratios[i];
    boxes[i] = { left: shortest * (itemWidth + gutter), top: tops[shortest], width: itemWidth, height };
    tops[shortest] += height + gutter;
  }
  return { boxes, height: Math.max(0, Math.max(...tops) - gutter) };
}

// Results go to a sink the loops add to, so no call can be dropped as dead code.
let sink = 0;

function checkAll(core, inputs) {
  const { ratios, widths, steps, hits } = inputs;
  const rows = {
    vitrine: checkJustified('autorows, Vitrine', ratios, core.justifiedLayout(ratios, ROWS).boxes, ROWS),
    flickr: checkJustified("autorows, flickr's justified-layout", ratios, flickrJustifiedLayout(ratios, FLICKR).boxes, ROWS),
  };
  const few = ratios.slice(0, FEW);
  checkJustified(`autorows (${FEW} items), Vitrine`, few, core.justifiedLayout(few, ROWS).boxes, ROWS);
  checkJustified(`autorows (${FEW} items), flickr's justified-layout`, few, flickrJustifiedLayout(few, FLICKR).boxes, ROWS);
  const columns = core.columnCount(COLUMNS.width, COLUMNS.columnWidth, COLUMNS.gutter);
  const ours = core.masonryLayout(ratios, COLUMNS);
  const theirs = greedyMasonry(ratios, COLUMNS);
  const masonry = {
    vitrine: checkMasonry('autocolumns, Vitrine', ratios, ours, { ...COLUMNS, columns }),
    greedy: checkMasonry('autocolumns, greedy reference', ratios, theirs, { ...COLUMNS, columns }),
    // Vitrine measures columns without their gutters (masonry.ts), so that its choice holds at any width;
    // ties between equal ratios also break differently once float sums differ. Both checks above still hold.
    placedElsewhere: ours.boxes.filter((box, i) => box.left !== theirs.boxes[i].left).length,
  };
  if (Math.abs(ours.height / theirs.height - 1) > 0.01) throw new Error(`micro-bench autocolumns: heights ${ours.height} and ${theirs.height} differ by over 1%`);

  const known = [
    [0, 0],
    [-5, 0],
    [1, 100],
    [100, 100],
    [101, 300],
    [2500, 2500],
    [9999, 2500],
  ];
  for (const [pixels, step] of known) if (core.pickWidth(pixels) !== step) throw new Error(`micro-bench width: pickWidth(${pixels}) is ${core.pickWidth(pixels)}, not ${step}`);
  for (const input of widths) {
    const width = core.neededWidth(input);
    if (!(width === 0 || core.IMAGE_WIDTHS.includes(width)) || (width === 0) !== !(input.box.width > 0))
      throw new Error(`micro-bench width: neededWidth gave ${width} for ${JSON.stringify(input)}`);
  }
  for (const { current, delta, count, loop } of steps) {
    const from = ((current % count) + count) % count;
    const to = from + delta;
    const expected = loop ? [(to + count) % count, null] : to < 0 ? [from, 'beginning'] : to >= count ? [from, 'end'] : [to, null];
    const { index, reached } = core.stepIndex(current, delta, count, loop);
    if (core.normalizeIndex(current, count) !== from || index !== expected[0] || reached !== expected[1])
      throw new Error(`micro-bench index: stepIndex(${current}, ${delta}, ${count}, ${loop}) gave ${index}, ${reached}, not ${expected}`);
  }
  for (const { cookies, consent } of hits) {
    const expected = consent === 'true' ? 'accepted' : consent === 'false' ? 'declined' : null;
    if (core.readConsent(cookies) !== expected) throw new Error(`micro-bench consent: read ${core.readConsent(cookies)} from '${cookies}'`);
  }
  const VISITOR = /^[\w-]+(\|[1-9]\d*){4}$/;
  for (const { cookies, id, screenshot } of hits) {
    const hit = core.visit(core.readCookie(cookies, core.VISITOR_COOKIE), core.readCookie(cookies, core.VISIT_COOKIE), inputs.now, id, screenshot);
    if (!VISITOR.test(hit.visitor) || hit.cookies.length !== (screenshot ? 0 : 2)) throw new Error(`micro-bench visit: ${JSON.stringify(hit)} from '${cookies}'`);
  }
  return { autorows: rows, autocolumns: masonry };
}

/** One task per row: [key, label, what one op is, group (paired rows share one), function]. */
function tasks(core, { ratios, widths, steps, hits, now }) {
  const W = widths.length - 1;
  const S = steps.length - 1;
  const H = hits.length - 1;
  const few = ratios.slice(0, FEW);
  return [
    ['autorowsFewVitrine', 'autorows: Vitrine justifiedLayout', `1 layout, ${FEW} items`, 'autorows', () => (sink += core.justifiedLayout(few, ROWS).height)],
    ['autorowsFewFlickr', "autorows: flickr's justified-layout 4.1", `1 layout, ${FEW} items`, 'autorows', () => (sink += flickrJustifiedLayout(few, FLICKR).containerHeight)],
    ['autorowsVitrine', 'autorows: Vitrine justifiedLayout', `1 layout, ${MANY} items`, 'autorows', () => (sink += core.justifiedLayout(ratios, ROWS).height)],
    ['autorowsFlickr', "autorows: flickr's justified-layout 4.1", `1 layout, ${MANY} items`, 'autorows', () => (sink += flickrJustifiedLayout(ratios, FLICKR).containerHeight)],
    ['autocolumnsVitrine', 'autocolumns: Vitrine masonryLayout', `1 layout, ${MANY} items`, 'autocolumns', () => (sink += core.masonryLayout(ratios, COLUMNS).height)],
    ['autocolumnsGreedy', 'autocolumns: plain greedy (shortest column)', `1 layout, ${MANY} items`, 'autocolumns', () => (sink += greedyMasonry(ratios, COLUMNS).height)],
    [
      'pickWidth',
      'width choice: pickWidth',
      '1e6 calls',
      null,
      () => {
        for (let i = 0; i < CALLS; i++) sink += core.pickWidth(widths[i & W].box.width * widths[i & W].dpr);
      },
    ],
    [
      'neededWidth',
      'width choice: neededWidth (crop, dpr)',
      '1e6 calls',
      null,
      () => {
        for (let i = 0; i < CALLS; i++) sink += core.neededWidth(widths[i & W]);
      },
    ],
    [
      'normalizeIndex',
      'index: normalizeIndex',
      '1e6 calls',
      null,
      () => {
        for (let i = 0; i < CALLS; i++) sink += core.normalizeIndex(steps[i & S].current, steps[i & S].count);
      },
    ],
    [
      'stepIndex',
      'index: stepIndex (wrap or stop)',
      '1e6 calls',
      null,
      () => {
        for (let i = 0; i < CALLS; i++) {
          const { current, delta, count, loop } = steps[i & S];
          sink += core.stepIndex(current, delta, count, loop).index;
        }
      },
    ],
    [
      'consent',
      'consent: readConsent + analyticsAllowed',
      '1e6 calls',
      null,
      () => {
        for (let i = 0; i < CALLS; i++) sink += core.analyticsAllowed(core.readConsent(hits[i & H].cookies), POLICIES[i % 3]) ? 1 : 0;
      },
    ],
    [
      'visit',
      'visit cookies: readCookie x2 + visit',
      '1e6 calls',
      null,
      () => {
        for (let i = 0; i < CALLS; i++) {
          const { cookies, id, screenshot } = hits[i & H];
          sink += core.visit(core.readCookie(cookies, core.VISITOR_COOKIE), core.readCookie(cookies, core.VISIT_COOKIE), now, id, screenshot).visitor.length;
        }
      },
    ],
  ];
}

const digits = (v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
/** A time in ms, written in ms or, under 0.1 ms, in µs. */
const time = (v) => (v >= 0.1 ? `${digits(v)} ms` : `${digits(v * 1000)} µs`);

export async function benchMicro() {
  const core = await loadCore();
  const now = Date.UTC(2026, 4, 9, 12);
  // Pools of a power of two, so a loop picks its input with a mask.
  const inputs = { ratios: photoRatios(ITEMS, SEED), widths: widthInputs(4096, SEED + 1), steps: indexInputs(4096, SEED + 2), hits: cookieInputs(1024, SEED + 3, now), now };
  const checks = checkAll(core, inputs);
  const load = loadavg()[0];

  const list = tasks(core, inputs);
  // Layouts: at least 20 samples in 1.5 s; loops of 1e6 calls: at least 8 samples in 1.5 s.
  const layouts = new Bench({ time: 1500, iterations: 20, warmupTime: 300, warmupIterations: 5, throws: true });
  const loops = new Bench({ time: 1500, iterations: 8, warmupTime: 300, warmupIterations: 2, throws: true });
  for (const [key, , , group, fn] of list) (group ? layouts : loops).add(key, fn);
  await layouts.run();
  await loops.run();

  const byKey = new Map([...layouts.tasks, ...loops.tasks].map((task) => [task.name, task.result]));
  const figures = {};
  for (const [key, label, op, group] of list) {
    const { latency } = byKey.get(key);
    figures[key] = {
      label,
      op,
      group,
      meanMs: latency.mean,
      p50Ms: latency.p50,
      p75Ms: latency.p75,
      p99Ms: latency.p99,
      rmePercent: latency.rme,
      samples: latency.samplesCount,
      opsPerSecond: 1000 / latency.mean,
    };
  }
  // Ratios of medians: on a shared machine a burst of other work lands in one side's mean.
  const ratios = {
    autorows: figures.autorowsVitrine.p50Ms / figures.autorowsFlickr.p50Ms,
    autorowsFew: figures.autorowsFewVitrine.p50Ms / figures.autorowsFewFlickr.p50Ms,
    autocolumns: figures.autocolumnsVitrine.p50Ms / figures.autocolumnsGreedy.p50Ms,
  };
  const firstOfPair = { autorowsFewVitrine: ratios.autorowsFew, autorowsVitrine: ratios.autorows, autocolumnsVitrine: ratios.autocolumns };

  if (!Number.isFinite(sink)) throw new Error('micro-bench: a task returned something not finite');
  const cpu = cpus();
  const machine = { node: process.version, platform: platform(), arch: arch(), cpu: cpu[0]?.model ?? 'unknown', threads: cpu.length, loadAverage1m: load };
  const rows = [
    '| task | one op | mean | ops/s | median | p75 | p99 | ± (95%) | samples | median time, Vitrine / reference |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...list.map(([key]) => {
      const f = figures[key];
      const ratio = key in firstOfPair ? firstOfPair[key].toFixed(2) : '';
      return `| ${f.label} | ${f.op} | ${time(f.meanMs)} | ${f.opsPerSecond.toFixed(f.opsPerSecond >= 100 ? 0 : 2)} | ${time(f.p50Ms)} | ${time(f.p75Ms)} | ${time(f.p99Ms)} | ${f.rmePercent.toFixed(1)}% | ${f.samples} | ${ratio} |`;
    }),
  ];
  const { autorows: r, autocolumns: c } = checks;
  const table = [
    '### Micro-benches (node, tinybench)',
    '',
    `Node ${machine.node} on ${machine.platform} ${machine.arch}, ${machine.cpu} (${machine.threads} threads), load average ${load.toFixed(1)} at the start. ` +
      `Seeded inputs (seed ${SEED}); ${MANY} photo ratios at ${ROWS.width} px. For the 1e6-call rows, ms per 1e6 calls reads as ns per call.`,
    '',
    ...rows,
    '',
    `Checked before timing. autorows: ${r.vitrine.rows} rows, mean |row height - ${ROWS.rowHeight}| ${r.vitrine.meanDeviation.toFixed(1)} px (Vitrine) against ` +
      `${r.flickr.rows} rows, ${r.flickr.meanDeviation.toFixed(1)} px (flickr); every full row fills the width within 1 px. ` +
      `autocolumns: ${c.vitrine.columns} columns, ending ${c.vitrine.spread.toFixed(0)} px apart (Vitrine) and ${c.greedy.spread.toFixed(0)} px apart (greedy); ` +
      `${c.placedElsewhere} of ${MANY} items in another column than the greedy's.`,
    '',
  ].join('\n');
  return { table, results: { date: new Date().toISOString(), machine, seed: SEED, items: ITEMS, callsPerLoop: CALLS, tasks: figures, ratios, checks } };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { table } = await benchMicro();
  console.log(table);
}
