// `npm run test:postgres` (issue 23): the server's unit and API tests against PostgreSQL, then two
// server processes on one PostgreSQL (tests/processes/). It starts a throwaway PostgreSQL from
// Debian's package (installed when missing, scripts/postgres.mjs), builds the server, and stops and
// removes the database at the end, whatever happened. Not part of npm test (CI's time).
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';
import { unitCounts } from './test-counts.mjs';
import { readFileSync, rmSync } from 'node:fs';

const counts = { passed: 0, failed: 0 };
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const step = (name, command, args, env) => {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
};
const tests = (name, args, env, report) => {
  rmSync(report, { force: true });
  const ok = step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  const found = unitCounts(readJson(report), ok);
  counts.passed += found.passed;
  counts.failed += found.failed;
  return ok;
};

const cluster = await startPostgres();
const stop = () => cluster.stop();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
let ok = false;
try {
  const env = { VITRINE_DATABASE_URL: cluster.url };
  const unitOk = tests('server tests on PostgreSQL', ['tests/unit/server', 'tests/unit/fuzz/server.test.ts'], env, 'test-results/postgres-unit.json');
  const built = step('build', 'npm', ['run', 'build', '--silent'], {});
  if (!built) counts.failed += 1;
  const processesOk = built && tests('two server processes on one PostgreSQL', ['--config', 'vitest.processes.config.ts'], env, 'test-results/postgres-processes.json');
  ok = unitOk && built && processesOk;
} finally {
  stop();
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed (PostgreSQL)`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
