// Issue 32: the package's declarations (scripts/build-types.mjs). Only the .d.ts files the entries reach
// are kept, their relative imports point at .js, and one that imports a package fails the build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepReachable } from '../../../scripts/build-types.mjs';
import { fileTrees } from './file-tree.ts';

const tree = fileTrees('vitrine-types-');

describe('build-types: keepReachable', () => {
  it('keeps what the entries reach through from, export-from and import(), and points .ts and .tsx at .js', () => {
    const dir = tree({
      'entries/overlays.d.ts': "export * from '../overlays/index.ts';\n",
      'overlays/index.d.ts': "import type { Item } from '../core/port.ts';\nexport declare function open(items: Item[]): import('./dialogs/index.tsx').Handle;\n",
      'overlays/dialogs/index.d.ts': 'export interface Handle { close(): void }\n',
      'core/port.d.ts': 'export interface Item { src: string }\n',
      'core/unused.d.ts': "import type { Root } from 'react-dom/client';\nexport type R = Root;\n",
      'server/app.d.ts': "import type { Server } from 'node:http';\nexport type S = Server;\n",
    });
    const { kept, problems } = keepReachable(dir, ['entries/overlays.d.ts']);
    expect(problems).toEqual([]);
    expect(kept).toEqual(['core/port.d.ts', 'entries/overlays.d.ts', 'overlays/dialogs/index.d.ts', 'overlays/index.d.ts']);
    expect(existsSync(join(dir, 'core/unused.d.ts'))).toBe(false);
    expect(existsSync(join(dir, 'server'))).toBe(false);
    expect(readFileSync(join(dir, 'entries/overlays.d.ts'), 'utf8')).toBe("export * from '../overlays/index.js';\n");
    expect(readFileSync(join(dir, 'overlays/index.d.ts'), 'utf8')).toBe(
      "import type { Item } from '../core/port.js';\nexport declare function open(items: Item[]): import('./dialogs/index.js').Handle;\n",
    );
  });

  it('does not read an example in a doc comment as an import', () => {
    const dir = tree({ 'entries/a.d.ts': "/**\n * import { x } from 'react';\n */\nexport declare const a: number; // from 'zod'\n" });
    expect(keepReachable(dir, ['entries/a.d.ts']).problems).toEqual([]);
  });

  it.each([
    ["import type { ReactNode } from 'react';\nexport type N = ReactNode;\n", "'react'"],
    ["export declare const read: typeof import('node:fs').readFileSync;\n", "'node:fs'"],
    ['/// <reference types="node" />\nexport declare const a: number;\n', "'node'"],
    ["export type { ZodType } from 'zod/mini';\n", "'zod/mini'"],
  ])('fails a reachable declaration that imports a package, naming the file and the import: %s', (text, named) => {
    const dir = tree({ 'entries/a.d.ts': "export * from '../overlays/b.ts';\n", 'overlays/b.d.ts': text });
    const { problems } = keepReachable(dir, ['entries/a.d.ts']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('overlays/b.d.ts');
    expect(problems[0]).toContain(named);
  });

  it('fails a relative import that names no declaration, and an entry tsc did not write', () => {
    const dir = tree({ 'entries/a.d.ts': "export * from './missing.ts';\n" });
    const { problems } = keepReachable(dir, ['entries/a.d.ts', 'entries/b.d.ts']);
    expect(problems).toEqual(["entries/b.d.ts: the entry's declaration was not written", "entries/a.d.ts imports './missing.ts', which names no declaration"]);
  });
});
