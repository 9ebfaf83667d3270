// The lightbox bench's arithmetic (issue 21): the marks of one open from the frames sampled in the
// page, and the tables: the figures, and the issue's targets as ratios to PhotoSwipe. Pure.
import { median, medianTable } from './setup.mjs';

/** An image counts as shown full-screen at this share of its width and its opacity at rest. */
export const SHOWN_SHARE = 0.9;

/**
 * The marks of one open, in ms from the tap, from the frames the page sampled (one a frame):
 * `{ t, layer, ready, fallback, imgs: [{ w, o, nw }] }`, where `imgs` are the layer's loaded images
 * centred in the viewport: rendered width, opacity with the ancestors', natural width.
 *   shown  the first frame with the layer in the page;
 *   image  the first frame with an image of the layer at SHOWN_SHARE of the width and opacity at rest
 *          (the last frame's widest sharp image): the tapped thumbnail shown full-screen counts;
 *   sharp  the same, for an image wider than the tapped thumbnail (the lightbox's own large image);
 *   ready  the first frame with the ready mark, else with the fallback mark (`readyBy` says which).
 */
export function marksOf(frames, tap, thumbWidth) {
  const from = (frame) => (frame ? frame.t - tap : NaN);
  const last = frames.at(-1);
  const isSharp = (img) => img.nw > thumbWidth;
  const rest = (last?.imgs ?? []).filter(isSharp).sort((a, b) => b.w - a.w)[0];
  const full = (img) => rest !== undefined && img.w >= SHOWN_SHARE * rest.w && img.o >= SHOWN_SHARE * rest.o;
  const ready = frames.find((frame) => frame.ready);
  const fallback = frames.find((frame) => frame.fallback);
  return {
    shown: from(frames.find((frame) => frame.layer)),
    image: from(frames.find((frame) => frame.imgs.some(full))),
    sharp: from(frames.find((frame) => frame.imgs.some((img) => full(img) && isSharp(img)))),
    ready: from(ready ?? fallback),
    readyBy: ready ? 'ready' : fallback ? 'fallback' : 'none',
  };
}

export const FIELDS = [
  ['firstShown', 'first open: shown, ms'],
  ['firstImage', 'first open: the tapped image full-screen, ms'],
  ['firstSharp', 'first open: its large image, ms'],
  ['firstReady', 'first open: ready (controls, keys, swipe), ms'],
  ['secondShown', 'second open: shown, ms'],
  ['secondImage', 'second open: the tapped image full-screen, ms'],
  ['secondSharp', 'second open: its large image, ms'],
  ['secondReady', 'second open: ready, ms'],
];

/** One sample: both opens' marks under the table's keys, and whether the first open was cold. */
export const sampleOf = (first, second, cold) => ({
  firstShown: first.shown,
  firstImage: first.image,
  firstSharp: first.sharp,
  firstReady: first.ready,
  secondShown: second.shown,
  secondImage: second.image,
  secondSharp: second.sharp,
  secondReady: second.ready,
  readyBy: [first.readyBy, second.readyBy],
  cold,
});

// issue 21, targets 1 and 2: Vitrine's figure over PhotoSwipe's, at most this.
export const TARGETS = [
  { key: 'firstImage', name: 'first open: tap to the tapped image full-screen', goal: 0.8 },
  { key: 'firstReady', name: 'first open: tap to the full lightbox ready', goal: 1.0 },
  { key: 'secondImage', name: 'second open: tap to the tapped image full-screen', goal: 1.0 },
];

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN);
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** The targets: each Vitrine build's median over the peer's, against its goal. */
export function lightboxTargets(medians, builds, peer) {
  return TARGETS.map(({ key, name, goal }) => {
    const ratios = Object.fromEntries(builds.map((build) => [build, ratio(medians[build]?.[key], medians[peer]?.[key])]));
    return { key, name, goal, ratios, met: Object.fromEntries(builds.map((build) => [build, Number.isFinite(ratios[build]) ? ratios[build] <= goal : null])) };
  });
}

/** The table of targets: a ratio and met or not for each build. */
export function targetTable(targets, builds, peer) {
  const met = (value) => (value === null ? 'n/a' : value ? 'yes' : 'no');
  return [
    `| target (Vitrine / ${peer}) | goal | ${builds.map((build) => `${build} | met`).join(' | ')} |`,
    `|---|---|${builds.map(() => '---:|---|').join('')}`,
    ...targets.map(
      ({ name, goal, ratios, met: isMet }) =>
        `| ${name} | at most ${goal.toFixed(2)} | ${builds.map((build) => `${fixed(ratios[build], 2)} | ${met(isMet[build])}`).join(' | ')} |`,
    ),
  ].join('\n');
}

/** What the runs say beside the medians: first opens that were not cold, and how "ready" was told. */
export function notes(samples) {
  const lines = [];
  for (const [name, runs] of Object.entries(samples)) {
    const warm = runs.filter((run) => run.cold === false).length;
    if (warm > 0) lines.push(`${name}: ${warm} of ${runs.length} first opens found the lightbox's code already fetched before the tap.`);
    const fallbacks = runs.flatMap((run) => run.readyBy ?? []).filter((by) => by === 'fallback').length;
    if (fallbacks > 0) lines.push(`${name}: "ready" from the fallback mark in ${fallbacks} of ${runs.length * 2} opens.`);
  }
  return lines;
}

/** Medians of every field for each variant (also those not in a table), for latest.json. */
export const lightboxMedians = (samples) =>
  Object.fromEntries(Object.entries(samples).map(([name, runs]) => [name, Object.fromEntries(FIELDS.map(([key]) => [key, median(runs.map((run) => run[key]))]))]));

/** The two tables' markdown; `heavy` and `grid` are the variants' names in each. */
export function lightboxTables(samples, { heavy, grid, builds, peer, heavyIntro, gridIntro }) {
  const medians = lightboxMedians(samples);
  const pick = (names) => Object.fromEntries(names.map((name) => [name, samples[name]]));
  const targets = lightboxTargets(medians, builds, peer);
  const heavyNotes = notes(pick(heavy));
  const gridNotes = notes(pick(grid));
  const text = [
    heavyIntro,
    '',
    medianTable(heavy, samples, FIELDS).table,
    '',
    targetTable(targets, builds, peer),
    '',
    ...(heavyNotes.length > 0 ? [...heavyNotes, ''] : []),
    ...(grid.length > 0 ? [gridIntro, '', medianTable(grid, samples, FIELDS).table, '', ...(gridNotes.length > 0 ? [...gridNotes, ''] : [])] : []),
  ].join('\n');
  return { medians, targets, table: text };
}
