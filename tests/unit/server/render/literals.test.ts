// issue 31: a block type, a page type and the page's width are each written once. The renderers take
// block types from the catalogue (BlockType, and ChosenBlockType for the numbers docs/block-types.md
// chooses), the site's pages take PageType, and every width rule takes server/render/page-width.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

function sources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) out.push(path);
    }
  };
  walk(join(ROOT, folder));
  return out;
}

/** Each `file:line  text` in the folders whose code (comments left out) matches `pattern`. */
function matches(folders: string[], pattern: RegExp, except: string[] = []): string[] {
  const found: string[] = [];
  for (const file of folders.flatMap(sources)) {
    const rel = relative(ROOT, file);
    if (except.includes(rel)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
        if (pattern.test(code)) found.push(`${rel}:${i + 1}  ${line.trim()}`);
      });
  }
  return found;
}

describe('one place for each type number and the page width', () => {
  it('no renderer writes a block type as a number or keeps a constant of its own', () => {
    expect(matches(['server/render'], /blockWrapper\(\s*(?:[\w.]+\s*\?\s*)?\d/)).toEqual([]);
    expect(matches(['server/render'], /\b[A-Z_]*TYPE\s*=\s*\d+\s*;/)).toEqual([]);
  });

  it('no site page writes its page type as a number', () => {
    expect(matches(['site'], /\bpageType:\s*\d/)).toEqual([]);
  });

  it('the 960 px page width is written in page-width.ts only', () => {
    expect(matches(['server', 'core', 'overlays', 'site'], /\b96[01]\b|\b920\b/, ['server/render/page-width.ts'])).toEqual([]);
  });
});
