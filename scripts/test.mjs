// npm test: everything CI runs, in order: type check, unit tests, build, size gates, browser tests.
// It ends with one plain line, 'tests: N passed, N failed', counting unit and browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const counts = { passed: 0, failed: 0 };

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function finish(ok) {
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
}

rmSync('test-results', { recursive: true, force: true });

if (!step('type check', 'npx', ['tsc', '--noEmit', '-p', '.'])) finish(false);

const unitOk = step('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
const unit = readJson('test-results/unit.json');
if (unit) {
  counts.passed += unit.numPassedTests;
  counts.failed += unit.numFailedTests;
}
if (!unitOk) finish(false);

if (!step('build', 'npm', ['run', 'build', '--silent'])) finish(false);
if (!step('size coverage', 'node', ['scripts/size-coverage.mjs'])) finish(false);
if (!step('size gates', 'npx', ['size-limit'])) finish(false);

console.log('\n=== browser');
ensureChromium();
const e2eOk = step('end-to-end tests', 'npx', ['playwright', 'test']);
const e2e = readJson('test-results/e2e.json');
if (e2e?.stats) {
  counts.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  counts.failed += e2e.stats.unexpected;
} else if (!e2eOk) {
  counts.failed += 1;
}
if (!existsSync('test-results/e2e.json') && e2eOk) console.warn('Playwright wrote no report.');
finish(e2eOk);
