// Issue 32: Playwright's global setup. A throwaway folder for this run, which the foreign-origin suite
// packs and installs the package into the first time it needs it (tests/fixtures/foreign-origin/package.ts),
// so a run without that suite pays nothing; removed when the run ends. Workers read it from the environment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_FOLDER_ENV } from '../fixtures/foreign-origin/package.ts';

export default function packageFolder(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-e2e-package-'));
  process.env[PACKAGE_FOLDER_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
