// npm run bench -- --check (issue 9): this run's median ratios against the last committed results.
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
 * where the excess is also over the figure's noise floor: Vitrine's figure against what the old
 * ratio predicts from this run's peers (or floor). Ratios keep a slower or faster machine out of it.
 */
export function regressions(current, baseline, tolerance = TOLERANCE) {
  const found = [];
  if (!current?.ratios || !baseline?.ratios) return found;
  for (const figure of HEAVY_FIGURES) {
    if (figure.informative) continue;
    for (const against of ['peers', 'floor']) {
      const now = current.ratios[figure.key]?.[against];
      const before = baseline.ratios[figure.key]?.[against];
      if (!Number.isFinite(now) || !Number.isFinite(before)) continue;
      const worse = figure.better === 'higher' ? now < before * (1 - tolerance) : now > before * (1 + tolerance);
      const excess = Math.abs((current.medians?.vitrine?.[figure.key] ?? NaN) - before * (current.medians?.[against]?.[figure.key] ?? NaN));
      if (worse && !(excess <= figure.noise)) found.push({ figure: figure.label, against, before, now });
    }
  }
  return found;
}

export function checkReport(found) {
  if (found.length === 0) return 'Check: no median ratio is more than 10% worse than the committed results.';
  return [
    `Check: ${found.length} median ratio${found.length === 1 ? '' : 's'} more than 10% worse than the committed results:`,
    ...found.map(({ figure, against, before, now }) => `  ${figure}, Vitrine / ${against}: ${before.toFixed(2)} -> ${now.toFixed(2)}`),
  ].join('\n');
}
