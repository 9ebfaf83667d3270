// issue 31: npm run lint fails on an import cycle between files, type imports included (which Biome's
// noImportCycles does not count), as madge --circular would.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles } from '../../../scripts/lint-cycles.mjs';
import { importGraph } from '../../../scripts/lint-folders.mjs';
import { fileTrees } from './file-tree.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const tree = fileTrees('vitrine-cycles-');

const loops = (files: Record<string, string>) => findCycles(importGraph(tree(files))).map((cycle: { loop: string[] }) => cycle.loop);

describe('lint-cycles', () => {
  it('finds a cycle made only of type imports, as the model and its renderers had', () => {
    const found = loops({
      'server/model.ts': "import type { FormState } from './blocks/form.ts';\nexport interface Options { forms?: FormState }\n",
      'server/blocks/form.ts': "import type { Options } from '../model.ts';\nexport interface FormState { options?: Options }\n",
    });
    expect(found).toEqual([['server/blocks/form.ts', 'server/model.ts', 'server/blocks/form.ts']]);
  });

  it('finds a longer loop through a folder index, an export-from and an import()', () => {
    const found = loops({
      'core/a.ts': "export type * from './b/index.ts';\n",
      'core/b/index.ts': "export { c } from './c.ts';\n",
      'core/b/c.ts': "export const c = () => import('../a.ts');\n",
    });
    expect(found).toEqual([['core/a.ts', 'core/b/index.ts', 'core/b/c.ts', 'core/a.ts']]);
  });

  it('finds a file that imports itself, and nothing in a tree that only goes down', () => {
    expect(loops({ 'core/self.ts': "import type { X } from './self.ts';\nexport type X = 1;\n" })).toEqual([['core/self.ts', 'core/self.ts']]);
    expect(loops({ 'core/top.ts': "import type { Y } from './low.ts';\n", 'core/low.ts': 'export type Y = 1;\n' })).toEqual([]);
  });

  it('finds none in the repository', () => {
    expect(findCycles(importGraph(ROOT))).toEqual([]);
  });
});
