// Lighthouse's mobile performance score of each page, against the same Debian Chromium the bench
// drives (issue 9). Lighthouse's own mobile settings: a Moto G Power screen, simulated throttling
// (150 ms RTT, 1.6 Mbit/s, CPU 4x). The pages run in alternation, LIGHTHOUSE_RUNS times (default 3).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM } from '../../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** `pages`: name -> address. Returns name -> the scores of each run, 0 to 100. */
export async function lighthouseScores(pages, runs = RUNS) {
  const scores = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(pages)) {
      // A fresh browser for each run: nothing cached, no cookie or consent carried over.
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'] });
      try {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const score = result?.lhr?.categories?.performance?.score;
        const runtimeError = result?.lhr?.runtimeError;
        if (runtimeError) console.warn(`  lighthouse ${name}: ${runtimeError.code} ${runtimeError.message}`);
        scores[name].push(typeof score === 'number' ? Math.round(score * 100) : NaN);
        console.log(`  lighthouse run ${run + 1}/${runs} ${name}: ${scores[name].at(-1)}`);
      } catch (error) {
        console.warn(`  lighthouse ${name}: ${String(error?.message ?? error).split('\n')[0]}`);
        scores[name].push(NaN);
      } finally {
        await chrome.kill();
      }
    }
  }
  return scores;
}
