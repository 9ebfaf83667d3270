// The heavy bench's figures: medians, the ratios Vitrine / peers and Vitrine / floor, the issue's
// targets, and the markdown table. Pure: samples in, text and numbers out.
import { median } from './setup.mjs';

/**
 * Each figure: key, label, decimals, which way is better, and the noise floor: a change smaller
 * than this (in the figure's own unit) is never a regression, whatever the ratio says.
 */
export const HEAVY_FIGURES = [
  { key: 'jsBeforeLcp', label: 'JS before LCP, KB (compressed)', unit: 1024, digits: 1, better: 'lower', noise: 1024 },
  { key: 'jsTotal', label: 'JS in total, KB (compressed)', unit: 1024, digits: 1, better: 'lower', noise: 1024 },
  { key: 'lcp', label: 'LCP, ms', better: 'lower', noise: 100 },
  { key: 'lcpLimit', label: 'LCP physical limit, ms', better: 'lower', noise: 100, informative: true },
  { key: 'lcpOverLimit', label: 'LCP / its physical limit', digits: 2, better: 'lower', noise: 0.1 },
  { key: 'fcp', label: 'FCP, ms', better: 'lower', noise: 100 },
  { key: 'tbt', label: 'total blocking time, ms', better: 'lower', noise: 50 },
  { key: 'cls', label: 'CLS', digits: 3, better: 'lower', noise: 0.01 },
  { key: 'imageBytes', label: 'image KB before scroll', unit: 1024, better: 'lower', noise: 20 * 1024 },
  { key: 'imageRequests', label: 'image requests before scroll', better: 'lower', noise: 2 },
  { key: 'heapMb', label: 'JS heap after load, MB', digits: 1, better: 'lower', noise: 0.5 },
  { key: 'inpNext', label: 'INP, gallery next, ms', better: 'lower', noise: 24 },
  { key: 'inpLightbox', label: 'INP, lightbox open, ms', better: 'lower', noise: 24 },
  { key: 'inpCookie', label: 'INP, cookie banner accept, ms', better: 'lower', noise: 24 },
  { key: 'frameMedian', label: 'swipe: median frame time, ms', digits: 1, better: 'lower', noise: 2 },
  { key: 'frameP95', label: 'swipe: p95 frame time, ms', digits: 1, better: 'lower', noise: 4 },
  { key: 'dropped', label: 'swipe: dropped frames (over 20 ms) in 1 s', better: 'lower', noise: 2 },
  { key: 'scrollImageBytes', label: 'image KB after scrolling the whole page', unit: 1024, better: 'lower', noise: 100 * 1024 },
  { key: 'lighthouse', label: 'Lighthouse mobile performance score', better: 'higher', noise: 2 },
];

export const VARIANTS = ['vitrine', 'peers', 'floor'];

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : NaN);
const show = (value, { unit = 1, digits = 0 }) => (Number.isFinite(value) ? (value / unit).toFixed(digits) : 'n/a');
const showRatio = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/** Medians of each figure for each page: name -> key -> value. */
export function heavyMedians(samples) {
  return Object.fromEntries(Object.entries(samples).map(([name, runs]) => [name, Object.fromEntries(HEAVY_FIGURES.map(({ key }) => [key, median(runs.map((run) => run[key]))]))]));
}

/** The two ratios the performance team watches, for each figure. */
export function heavyRatios(medians) {
  return Object.fromEntries(
    HEAVY_FIGURES.map(({ key }) => [key, { peers: ratio(medians.vitrine?.[key], medians.peers?.[key]), floor: ratio(medians.vitrine?.[key], medians.floor?.[key]) }]),
  );
}

/** The targets, each with whether the medians meet it. */
export function heavyTargets(medians) {
  const v = medians.vitrine ?? {};
  const p = medians.peers ?? {};
  const f = medians.floor ?? {};
  const target = (name, value, goal, met) => ({ name, value, goal, met: Number.isFinite(value) ? met : null });
  const js = ratio(v.jsBeforeLcp, p.jsBeforeLcp);
  const tbt = ratio(v.tbt, p.tbt);
  const lcpPeers = ratio(v.lcp, p.lcp);
  return [
    target('JS before LCP, Vitrine / peers', js, 'at most 0.20', js <= 0.2),
    // A page with no blocking at all meets any ratio: 0 ms against the peers' is 0.
    target('total blocking time, Vitrine / peers', Number.isFinite(tbt) ? tbt : v.tbt === 0 ? 0 : NaN, 'at most 0.25', v.tbt === 0 || tbt <= 0.25),
    target('LCP / its physical limit', v.lcpOverLimit, 'at most 1.25', v.lcpOverLimit <= 1.25),
    target('LCP, Vitrine / peers', lcpPeers, 'at most 0.60', lcpPeers <= 0.6),
    target('CLS, Vitrine against the floor', v.cls, `at most the floor's ${show(f.cls, { digits: 3 })}`, v.cls <= f.cls + 1e-9),
    target('Lighthouse mobile score', v.lighthouse, 'at least 98', v.lighthouse >= 98),
  ];
}

export function heavyTable(samples, runs) {
  const medians = heavyMedians(samples);
  const ratios = heavyRatios(medians);
  const targets = heavyTargets(medians);
  const rows = [
    '| figure | Vitrine | peers | floor | Vitrine / peers | Vitrine / floor |',
    '|---|---:|---:|---:|---:|---:|',
    ...HEAVY_FIGURES.map((figure) => {
      const [v, p, f] = VARIANTS.map((name) => medians[name]?.[figure.key]);
      return `| ${figure.label} | ${show(v, figure)} | ${show(p, figure)} | ${show(f, figure)} | ${showRatio(ratios[figure.key].peers)} | ${showRatio(ratios[figure.key].floor)} |`;
    }),
  ];
  const goals = [
    '| target | where we stand | goal | met |',
    '|---|---:|---|---|',
    ...targets.map(
      ({ name, value, goal, met }) =>
        `| ${name} | ${Number.isFinite(value) ? value.toFixed(name.startsWith('CLS') ? 3 : 2) : 'n/a'} | ${goal} | ${met === null ? 'n/a' : met ? 'yes' : 'no'} |`,
    ),
  ];
  const table = [
    '### The heavy page: Vitrine against the peers and the no-script floor',
    '',
    `/bench/heavy (8 galleries, 400 images), ${runs} alternating runs, medians; Lighthouse runs a page: ${Math.max(...VARIANTS.map((name) => samples[name]?.filter((s) => Number.isFinite(s.lighthouse)).length ?? 0))}. n/a: nothing to measure or divide by (the floor has no lightbox, no banner and no script).`,
    '',
    ...rows,
    '',
    ...goals,
    '',
  ].join('\n');
  return { medians, ratios, targets, samples, table };
}
