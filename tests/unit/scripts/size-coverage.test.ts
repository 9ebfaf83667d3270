import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchEntries, splitPatterns } from '../../../scripts/size-coverage.mjs';

const SCRIPTS = [
  'dist/assets/runtime.js',
  'dist/assets/chunks/image-A1.js',
  'dist/assets/chunks/image-loader-B2.js',
  'dist/assets/chunks/site-C3.js',
  'dist/assets/overlays/motion-D4.js',
  'dist/preact/assets/runtime.js',
  'dist/preact/assets/chunks/site-C3.js',
];

describe('splitPatterns: as tinyglobby reads an entry path', () => {
  it.each([
    ['a/*.js', { include: ['a/*.js'], exclude: [] }],
    [['a/*.js', '!a/b-*.js'], { include: ['a/*.js'], exclude: ['a/b-*.js'] }],
    [['!(a)/*.js'], { include: ['!(a)/*.js'], exclude: [] }],
    [['a/*.js', '!!a/b.js', ''], { include: ['a/*.js'], exclude: [] }],
    [undefined, { include: [], exclude: [] }],
  ])('%j', (path, expected) => {
    expect(splitPatterns(path)).toEqual(expected);
  });
});

describe('matchEntries: issue 9, every built script is counted and every path counts a file', () => {
  it.each([
    {
      case: 'every script counted',
      entries: [{ name: 'all', path: ['dist/assets/**/*.js', 'dist/preact/assets/**/*.js'] }],
      uncovered: [],
      stale: [],
    },
    {
      case: 'an unbudgeted chunk and the whole preact variant are uncovered',
      entries: [
        { name: 'runtime', path: 'dist/assets/runtime.js' },
        { name: 'image', path: 'dist/assets/chunks/image-*.js' },
      ],
      uncovered: ['dist/assets/chunks/site-C3.js', 'dist/assets/overlays/motion-D4.js', 'dist/preact/assets/chunks/site-C3.js', 'dist/preact/assets/runtime.js'],
      stale: [],
    },
    {
      case: "a bracket class: image-[!l]* leaves image-loader out (the '!' inside [] is no negation)",
      entries: [
        { name: 'image block', path: 'dist/assets/chunks/image-[!l]*.js' },
        { name: 'rest', path: ['dist/assets/runtime.js', 'dist/assets/chunks/site-*.js', 'dist/assets/overlays/*.js', 'dist/preact/**/*.js'] },
      ],
      uncovered: ['dist/assets/chunks/image-loader-B2.js'],
      stale: [],
    },
    {
      case: 'a negated pattern takes files out of its entry',
      entries: [{ name: 'chunks but the loader', path: ['dist/**/*.js', '!**/image-loader-*.js'] }],
      uncovered: ['dist/assets/chunks/image-loader-B2.js'],
      stale: [],
    },
    {
      case: 'a stale pattern, even beside patterns that match, and one the negation empties',
      entries: [
        { name: 'all', path: ['dist/**/*.js', 'dist/assets/chunks/schema-*.js'] },
        { name: 'emptied', path: ['dist/assets/chunks/site-*.js', '!dist/assets/chunks/*.js'] },
      ],
      uncovered: [],
      stale: [
        { name: 'all', pattern: 'dist/assets/chunks/schema-*.js' },
        { name: 'emptied', pattern: 'dist/assets/chunks/site-*.js' },
      ],
    },
    {
      case: 'a path naming a folder counts what lies beneath it (expandDirectories)',
      entries: [{ name: 'folders', path: ['dist/assets', 'dist/preact/assets/'] }],
      uncovered: [],
      stale: [],
    },
    {
      case: 'an entry without path (size-limit measures the main file) counts nothing and is not stale',
      entries: [
        { name: 'main', limit: '1 KB' },
        { name: 'all', path: 'dist/**/*.js' },
      ],
      uncovered: [],
      stale: [],
    },
  ])('$case', ({ entries, uncovered, stale }) => {
    const result = matchEntries(entries, SCRIPTS);
    expect(result.uncovered).toEqual(uncovered);
    expect(result.stale).toEqual(stale);
  });

  it('counts a file once per entry, and the other files may satisfy a pattern without being required', () => {
    const { counts, uncovered, stale } = matchEntries(
      [
        { name: 'runtime', path: 'dist/assets/runtime.js' },
        { name: 'critical path', path: ['dist/assets/runtime.js', 'dist/assets/*.js', 'dist/server/start.js'] },
      ],
      ['dist/assets/runtime.js'],
      ['dist/server/start.js', 'dist/assets/runtime.js'],
    );
    expect(counts).toEqual([
      { name: 'runtime', files: ['dist/assets/runtime.js'] },
      { name: 'critical path', files: ['dist/assets/runtime.js', 'dist/server/start.js'] },
    ]);
    expect(uncovered).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('a dotfile is not counted by a wildcard, as size-limit would not count it', () => {
    expect(matchEntries([{ path: 'dist/assets/*.js' }], ['dist/assets/.hidden.js']).uncovered).toEqual(['dist/assets/.hidden.js']);
  });
});

describe("matchEntries counts what size-limit's own glob call counts", () => {
  const root = mkdtempSync(join(tmpdir(), 'size-coverage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const file of [...SCRIPTS, 'dist/assets/.hidden.js', 'dist/server/start.js']) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  const requireFromSizeLimit = createRequire(createRequire(import.meta.url).resolve('size-limit/package.json'));
  const { glob } = requireFromSizeLimit('tinyglobby') as { glob: (patterns: string[], options: { cwd: string }) => Promise<string[]> };

  it.each([
    ['dist/assets/runtime.js'],
    [['dist/assets/chunks/image-[!l]*.js']],
    [['dist/**/*.js', '!**/image-loader-*.js', '!dist/preact/**']],
    [['dist/assets', 'dist/preact/assets/']],
    [['dist/assets/*.js']],
    [['./dist/server/*.js', 'dist/assets/chunks/{site,image}-*.js']],
  ])('%j', async (path) => {
    const all = [...SCRIPTS, 'dist/assets/.hidden.js', 'dist/server/start.js'];
    const [ours] = matchEntries([{ path }], [], all).counts;
    expect(ours?.files).toEqual((await glob([path].flat(), { cwd: root })).sort());
  });
});
