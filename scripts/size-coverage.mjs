// Issue 9: no built script escapes the size gate. Every .js file the build writes to dist/assets
// and dist/preact/assets must be counted by a .size-limit.json entry, and every path pattern of
// an entry must count a file (a stale pattern measures nothing and passes silently).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The very glob library size-limit resolves `path` with, and the matcher that library uses.
const sizeLimitRequire = createRequire(createRequire(import.meta.url).resolve('size-limit/package.json'));
const tinyglobby = sizeLimitRequire.resolve('tinyglobby');
const { glob } = sizeLimitRequire(tinyglobby);
const picomatch = createRequire(tinyglobby)('picomatch');

export const BUILT_DIRS = ['dist/assets', 'dist/preact/assets'];
export const CONFIG = '.size-limit.json';

// tinyglobby's options as size-limit calls it (`glob(patterns, { cwd })`): no dotfiles, '/' only.
const MATCH_OPTIONS = { dot: false, posix: true };

/** @typedef {{ name?: string, path?: string | string[], limit?: string }} Entry */

/** An entry's name as size-limit shows it: its own, or its paths. */
export const entryName = (entry) => entry.name ?? [entry.path ?? []].flat().join(', ');

/** Splits an entry's path as tinyglobby does: '!x' leaves x out; '!(…)' is an extglob; '!!x' is dropped. */
export function splitPatterns(path) {
  const include = [];
  const exclude = [];
  for (const pattern of [path ?? []].flat()) {
    if (!pattern) continue;
    if (pattern[0] !== '!' || pattern[1] === '(') include.push(pattern);
    else if (pattern[1] !== '!' || pattern[2] === '(') exclude.push(pattern.slice(1));
  }
  return { include, exclude };
}

// tinyglobby's expandDirectories: a pattern that does not end in '*' also counts what lies beneath it.
const normalize = (pattern) => {
  const trimmed = pattern.endsWith('/') ? pattern.slice(0, -1) : pattern;
  return posix.normalize(trimmed.endsWith('*') ? trimmed : `${trimmed}/**`);
};

const matcher = (patterns) => picomatch(patterns.map(normalize), MATCH_OPTIONS);

/**
 * Pure: the files each entry counts, the scripts no entry counts, and the path patterns that
 * count no file. Paths are relative to the config's folder, with '/'. `files` are the other files
 * the patterns might count (scripts are included with them). Entries without `path` (size-limit's
 * `entry` or the package's main) are not glob-based: they count no script here and are never stale.
 * @param {Entry[]} entries
 * @param {string[]} scripts
 * @param {string[]} [files]
 */
export function matchEntries(entries, scripts, files = []) {
  const all = [...new Set([...scripts, ...files])].sort();
  const counted = new Set();
  const stale = [];
  const counts = entries.map((entry) => {
    const { include, exclude } = splitPatterns(entry.path);
    const included = matcher(include);
    const excluded = matcher(exclude);
    const matched = all.filter((file) => included(file) && !excluded(file));
    for (const file of matched) counted.add(file);
    for (const pattern of include) {
      const one = matcher([pattern]);
      if (!all.some((file) => one(file) && !excluded(file))) stale.push({ name: entryName(entry), pattern });
    }
    return { name: entryName(entry), files: matched };
  });
  const uncovered = [...new Set(scripts)].filter((script) => !counted.has(script)).sort();
  return { counts, uncovered, stale };
}

/** Reads the config and the build, matches them, and checks the match against size-limit's own glob call. */
export async function sizeCoverage(root) {
  const entries = JSON.parse(readFileSync(posix.join(root, CONFIG), 'utf8'));
  const scripts = await glob(
    BUILT_DIRS.map((dir) => `${dir}/**/*.js`),
    { cwd: root, dot: true },
  );
  const empty = BUILT_DIRS.filter((dir) => !scripts.some((script) => script.startsWith(`${dir}/`)));
  const files = await glob(
    entries.flatMap((entry) => splitPatterns(entry.path).include),
    { cwd: root },
  );
  const result = matchEntries(entries, scripts, files);
  // Were tinyglobby's rules to change, the matcher above would drift from size-limit: say so.
  const disagree = [];
  for (const [index, entry] of entries.entries()) {
    if (!entry.path) continue;
    const theirs = (await glob([entry.path].flat(), { cwd: root })).sort();
    if (theirs.join('\n') !== result.counts[index].files.join('\n')) disagree.push(entryName(entry));
  }
  return { ...result, scripts, empty, disagree };
}

function report({ scripts, uncovered, stale, empty, disagree }) {
  const lines = [];
  for (const dir of empty) lines.push(`size coverage: no scripts in ${dir}; run npm run build first.`);
  if (uncovered.length > 0) {
    lines.push(`size coverage: ${uncovered.length} built script(s) that no ${CONFIG} entry counts:`);
    for (const script of uncovered) lines.push(`  ${script}`);
  }
  if (stale.length > 0) {
    lines.push(`size coverage: ${stale.length} ${CONFIG} path(s) that count no file:`);
    for (const { name, pattern } of stale) lines.push(`  ${pattern}  (in "${name}")`);
  }
  for (const name of disagree) lines.push(`size coverage: this script and size-limit resolve the paths of "${name}" differently; fix scripts/size-coverage.mjs.`);
  if (lines.length === 0) {
    console.log(`size coverage: each of the ${scripts.length} scripts in ${BUILT_DIRS.join(' and ')} is counted by a ${CONFIG} entry, and every entry's paths count a file.`);
    return true;
  }
  if (uncovered.length > 0 || stale.length > 0)
    lines.push(
      `Fix: add a ${CONFIG} entry (a name, its path, and a limit of its brotli size with modest headroom) for each script listed, and correct or remove each path that counts nothing.`,
    );
  console.error(lines.join('\n'));
  return false;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\\/g, '/');
  process.exit(report(await sizeCoverage(root)) ? 0 : 1);
}
