// `npm run chaos` (issue 22, part 5): runs the chaos cases (playwright.chaos.config.ts, tests/chaos),
// then prints their table (call | failure | what the visitor saw | data lost) and writes it to
// docs/chaos.md. The rows come from .chaos-results/rows.jsonl (one a case, tests/chaos/chaos.ts);
// a case that failed is named from Playwright's JSON report, so a broken run never prints a clean table.
// Arguments go on to Playwright (`node scripts/chaos.mjs -g tracking`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const RESULTS = '.chaos-results';
const ROWS = `${RESULTS}/rows.jsonl`;
const REPORT = `${RESULTS}/report.json`;
const FAILURE_NAMES = {
  abort: "aborted (route.abort('failed'))",
  500: 'HTTP 500 (an HTML error page)',
  hang: 'no answer (held while the test acts and checks, then released)',
};

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.chaos.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
const seconds = Math.round((Date.now() - started) / 1000);

const rows = existsSync(ROWS)
  ? readFileSync(ROWS, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

/** Every test that did not pass, with its first error line. */
function failedTests() {
  if (!existsSync(REPORT)) return [];
  const failed = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status !== 'passed' && result.status !== 'skipped')
            failed.push({ title: spec.title, error: (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(REPORT, 'utf8')).suites ?? []) walk(suite);
  return failed;
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const lostCell = (row) => {
  const parts = [String(row.lost)];
  if (row.duplicates) parts.push(`${row.duplicates} stored twice`);
  if (row.errors?.length) parts.push(`uncaught: ${row.errors.join('; ')}`);
  return parts.join(', ');
};

const lines = [
  '| call (page) | failure | what the visitor saw | data lost |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${cell(`${row.call} (${row.page})`)} | ${cell(FAILURE_NAMES[row.failure] ?? row.failure)} | ${cell(row.saw)} | ${cell(lostCell(row))} |`),
];
const failed = failedTests();
const totalLost = rows.reduce((sum, row) => sum + row.lost + (row.duplicates ?? 0), 0);
const summary = `${rows.length} cases recorded, ${failed.length} failed, data lost in all: ${totalLost}; ${seconds} s.`;
const failures = failed.length ? ['', 'Cases that failed (no row, or a row whose check did not hold):', '', ...failed.map((test) => `- ${test.title}: ${test.error}`)] : [];
const table = [...lines, '', summary, ...failures].join('\n');

console.log(`\n${table}`);
// A partial run (arguments given) prints its table but leaves the committed one alone.
if (process.argv.length <= 2)
  writeFileSync(
    'docs/chaos.md',
    [
      '# Every call failing in turn',
      '',
      'Issue 22, part 5. `npm run chaos` (scripts/chaos.mjs over playwright.chaos.config.ts and tests/chaos/) fails each',
      'network call a demo page makes, on the pages that make it, in three ways: aborted, answered 500, or not',
      'answered at all (held while the test acts and checks, then let through: the 30 s of the issue shortened to what',
      'proves the point). Each case checks that the page throws nothing uncaught, that another of its blocks still',
      'answers, the message the specification names, and, once the network is back, the database: what the visitor',
      'entered or the runtime recorded is stored exactly once (or still in the field, with a message). This file is',
      'written by the last full run.',
      '',
      table,
      '',
    ].join('\n'),
  );
process.exit(run.status ?? 1);
