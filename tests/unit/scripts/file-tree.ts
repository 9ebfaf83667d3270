// Throwaway folders of files for the script tests: a test file calls fileTrees once, and each
// tree(files) writes a new folder of those files under one temporary folder, removed after the file's tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

export function fileTrees(prefix: string): (files: Record<string, string>) => string {
  const work = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return (files) => {
    const dir = mkdtempSync(join(work, 'tree-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
}
