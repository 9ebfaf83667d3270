// issue 15, 5: npm run lint fails on an import cycle, on core/ importing overlays/, on reaching past a
// folder's index.ts and on the server importing DOM code. tests/fixtures/lint/bad breaks each rule
// once; clean/ makes the same kinds of import legally. The repository's own lint skips that folder.
// Issue 31: the folder boundaries live once, in scripts/lint-folders.mjs (rule layers); Biome keeps
// the cycles and its recommended rules.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lintFolders } from '../../../scripts/lint-folders.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FIXTURES = join(ROOT, 'tests/fixtures/lint');
const BIOME = join(ROOT, 'node_modules/.bin/biome');
const work = mkdtempSync(join(tmpdir(), 'vitrine-lint-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Config = Record<string, any>;

// The repository's biome.json, run on a copy of a fixture tree outside git (so no ignore file).
function biome(tree: 'bad' | 'clean', change: (config: Config) => void = () => {}): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(work, `${tree}-`));
  cpSync(join(FIXTURES, tree), dir, { recursive: true });
  const config: Config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  change(config);
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  const run = spawnSync(BIOME, ['lint', '--colors=off', '--max-diagnostics=none', '.'], { cwd: dir, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const at = (output: string, file: string, rule: string): boolean => new RegExp(`${file}:\\d+:\\d+ lint/${rule}`).test(output);

// Each run starts the Biome binary: a second or two, more on a busy machine.
describe('biome lint with the repository config', { timeout: 30_000 }, () => {
  it('fails on the bad tree, naming each rule where it is broken', () => {
    const { ok, output } = biome('bad');
    expect(ok).toBe(false);
    expect(at(output, 'core/cycle-a.ts', 'suspicious/noImportCycles')).toBe(true);
    expect(at(output, 'core/cycle-b.ts', 'suspicious/noImportCycles')).toBe(true);
  });

  it('passes the clean tree', () => {
    const { ok, output } = biome('clean');
    expect(output).not.toMatch(/lint\//);
    expect(ok).toBe(true);
  });

  it('misses the cycle with noImportCycles off, so the first test rests on the rule', () => {
    const { output } = biome('bad', (config) => {
      config.linter.rules.suspicious.noImportCycles = 'off';
    });
    expect(output).not.toMatch(/noImportCycles/);
  });

  it("holds no folder rule of its own: the boundaries are the script's (one place)", () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
    expect(JSON.stringify(config)).not.toContain('noRestrictedImports');
  });
});

describe('scripts/lint-folders.mjs', { timeout: 30_000 }, () => {
  it('fails on the bad tree: past an index, DOM code on the server, an overlays/ file the server may not import, the layers', () => {
    const problems = lintFolders(join(FIXTURES, 'bad')).map(({ file, line, rule }) => `${file}:${line} ${rule}`);
    expect(problems.sort()).toEqual([
      'core/boot.ts:2 layers',
      'core/view.ts:2 layers',
      'overlays/panel.ts:2 folder-index',
      'server/banner.ts:2 server-overlays',
      'server/page.ts:2 server-pure-core',
      'tracking/send.ts:2 layers',
    ]);
  });

  it('names the DESIGN rule a layers problem breaks', () => {
    const messages = lintFolders(join(FIXTURES, 'bad'))
      .filter(({ rule }) => rule === 'layers')
      .map(({ file, message }) => `${file} ${message}`);
    expect(messages.find((line) => line.startsWith('core/boot.ts'))).toContain('DESIGN: core/ is the ground floor');
    expect(messages.find((line) => line.startsWith('core/view.ts'))).toContain('DESIGN: React is for overlays/ only');
    expect(messages.find((line) => line.startsWith('tracking/send.ts'))).toContain('DESIGN: tracking/ may use core/catalog, core/consent');
  });

  it('passes the clean tree', () => {
    expect(lintFolders(join(FIXTURES, 'clean'))).toEqual([]);
  });

  it('exits 1 with file:line and the rule, as npm run lint shows it', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/lint-folders.mjs'), join(FIXTURES, 'bad')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('overlays/panel.ts:2 lint/folders/folder-index');
    expect(run.stderr).toContain('server/page.ts:2 lint/folders/server-pure-core');
    expect(run.stderr).toContain('core/boot.ts:2 lint/folders/layers');
  });
});
