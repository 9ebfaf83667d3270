// npm test: everything CI runs, in order: lint, type check, unit tests, build, the tests against the
// built server (vitest.built.config.ts), size gates, browser tests. It ends with one plain line,
// 'tests: N passed, N failed', counting unit, built-server and browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { e2eCounts, unitCounts } from './test-counts.mjs';

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

function add({ passed, failed }) {
  counts.passed += passed;
  counts.failed += failed;
}

// A step that fails before any test of its own ran (lint, type check, build, size gates) counts once.
function gate(name, command, args) {
  const ok = step(name, command, args);
  if (!ok) add({ passed: 0, failed: 1 });
  return ok;
}

function finish(ok) {
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
}

rmSync('test-results', { recursive: true, force: true });

if (!gate('lint', 'npm', ['run', 'lint', '--silent'])) finish(false);
if (!gate('format', 'npm', ['run', 'format:check', '--silent'])) finish(false);
if (!gate('type check', 'npx', ['tsc', '--noEmit', '-p', '.'])) finish(false);

const unitOk = step('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
add(unitCounts(readJson('test-results/unit.json'), unitOk));
if (!unitOk) finish(false);

if (!gate('build', 'npm', ['run', 'build', '--silent'])) finish(false);

// Issue 29: the supervisor and the raw-socket fuzz target (1,000 requests here; 10,000 in npm run fuzz).
const builtOk = step('tests against the built server', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.built.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/built.json',
]);
add(unitCounts(readJson('test-results/built.json'), builtOk));
if (!builtOk) finish(false);
if (!gate('size coverage', 'node', ['scripts/size-coverage.mjs'])) finish(false);
if (!gate('size gates', 'npx', ['size-limit'])) finish(false);

console.log('\n=== browser');
ensureChromium();
const e2eOk = step('end-to-end tests', 'npx', ['playwright', 'test']);
add(e2eCounts(readJson('test-results/e2e.json'), e2eOk));
if (!existsSync('test-results/e2e.json') && e2eOk) console.warn('Playwright wrote no report.');
finish(e2eOk);
