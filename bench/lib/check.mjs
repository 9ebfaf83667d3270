// npm run bench -- --check (issue 9): this run's median ratios against a baseline: since issue 34 the
// median of the heavy bench's last runs in the history (history.mjs), else the last committed results.
// A ratio more than 10% worse is a regression; changes inside a figure's noise floor are not.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { HEAVY_FIGURES } from './heavy-report.mjs';

export const TOLERANCE = 0.1;

/** The results as last committed (git HEAD), else the file on disk, else null. */
export function committedResults(file) {
  try {
    return JSON.parse(execFileSync('git', ['show', `HEAD:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  }
}

/**
 * Each ratio (Vitrine / peers, Vitrine / floor) that moved the wrong way by more than `tolerance`,
 * where Vitrine's own figure also got worse by more than the figure's noise floor. Ratios keep a
 * slower or faster machine out of it; Vitrine's own change keeps a ratio that moved only because
 * the other page's figure swung (the peers' JS before LCP is 0 or 45 KB, as their LCP comes before
 * or after their script) from counting. Those are returned as notes.
 */
export function regressions(current, baseline, tolerance = TOLERANCE) {
  return compare(current, baseline, tolerance).filter((change) => change.regression);
}

export function compare(current, baseline, tolerance = TOLERANCE) {
  const found = [];
  if (!current?.ratios || !baseline?.ratios) return found;
  for (const figure of HEAVY_FIGURES) {
    if (figure.informative) continue;
    const sign = figure.better === 'higher' ? -1 : 1;
    const own = sign * ((current.medians?.vitrine?.[figure.key] ?? NaN) - (baseline.medians?.vitrine?.[figure.key] ?? NaN));
    for (const against of ['peers', 'floor']) {
      const now = current.ratios[figure.key]?.[against];
      const before = baseline.ratios[figure.key]?.[against];
      if (!Number.isFinite(now) || !Number.isFinite(before)) continue;
      const worse = figure.better === 'higher' ? now < before * (1 - tolerance) : now > before * (1 + tolerance);
      if (worse) found.push({ figure: figure.label, against, before, now, regression: own > figure.noise });
    }
  }
  return found;
}

const line = ({ figure, against, before, now }) => `  ${figure}, Vitrine / ${against}: ${before.toFixed(2)} -> ${now.toFixed(2)}`;

/** `changes`: what compare() found, regressions and notes; `baseline`: what they were compared with. */
export function checkReport(changes, baseline = 'the committed results') {
  const found = changes.filter((change) => change.regression !== false);
  const notes = changes.filter((change) => change.regression === false);
  const text = [
    found.length === 0
      ? `Check: no median ratio is more than 10% worse than ${baseline}.`
      : `Check: ${found.length} median ratio${found.length === 1 ? '' : 's'} more than 10% worse than ${baseline}:`,
    ...found.map(line),
  ];
  if (notes.length > 0) text.push("Moved more than 10%, but Vitrine's own figure did not get worse beyond its noise floor (the other page's did the moving):", ...notes.map(line));
  return text.join('\n');
}
