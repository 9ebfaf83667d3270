// npm run build, after rollup: the package's .d.ts tree (dist/types). tsc writes a declaration for every
// file the three entries reach; this keeps only those their declarations reach, and points their relative
// imports at .js, so that a consumer resolves them under moduleResolution bundler, node16 and nodenext.
// The package has no dependencies, so a kept declaration that imports a package (react, zod, node:fs, …)
// would not resolve in a consumer: the build fails, naming the file and the import.
// Usage: node scripts/build-types.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'dist/types';
const ENTRIES = ['entries/runtime.d.ts', 'entries/overlays.d.ts', 'entries/tracking.d.ts'];

/** The text with its comments blanked out (same length, line breaks kept), so that an example in a doc comment is not read as an import. */
function blankComments(text) {
  let out = '';
  for (let at = 0; at < text.length; ) {
    const two = text.slice(at, at + 2);
    const quote = text[at];
    let end = at + 1;
    if (two === '//' || two === '/*') {
      const close = two === '//' ? text.indexOf('\n', at) : text.indexOf('*/', at + 2);
      end = close < 0 ? text.length : two === '//' ? close : close + 2;
      out += text.slice(at, end).replace(/[^\n]/g, ' ');
      at = end;
      continue;
    }
    if (quote === "'" || quote === '"' || quote === '`') {
      while (end < text.length && text[end] !== quote) end += text[end] === '\\' ? 2 : 1;
      end += 1;
    }
    out += text.slice(at, end);
    at = end;
  }
  return out;
}

// `from '…'`, `import '…'`, `import('…')`, `require('…')` and `declare module '…'`: each with the offset of its specifier.
const SPECIFIER = /\b(?:from|import|require|module)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** Each module specifier the declaration names (triple-slash references included), with where it sits. */
export function specifiers(text) {
  const found = [...blankComments(text).matchAll(SPECIFIER)].map((match) => ({ specifier: match[2], at: match.index + match[0].length - 1 - match[2].length }));
  for (const match of text.matchAll(/^\/\/\/\s*<reference\s+(types|path)\s*=\s*(['"])([^'"]+)\2/gm))
    found.push({ specifier: match[1] === 'types' ? match[3] : `./${match[3].replace(/^\.\//, '')}`, at: -1 });
  return found;
}

/** The declaration file a relative specifier names, or null: `./a.ts`, `./a.tsx` and `./a.js` are `./a.d.ts`. */
function declarationOf(from, specifier) {
  const target = resolve(dirname(from), specifier);
  const candidates = /\.d\.ts$/.test(target) ? [target] : [target.replace(/\.(ts|tsx|js|jsx|mts|mjs)$/, '.d.ts'), `${target}.d.ts`, join(target, 'index.d.ts')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * Keeps in `dir` only the declarations the entries reach, their relative imports rewritten to .js.
 * Returns the kept files (paths from `dir`) and the problems: a package or node: import, or a
 * relative one that names no declaration.
 */
export function keepReachable(dir, entries) {
  const kept = new Map();
  const problems = [];
  const queue = entries.map((entry) => join(dir, entry));
  for (const file of queue) if (!existsSync(file)) problems.push(`${relative(dir, file)}: the entry's declaration was not written`);
  while (queue.length) {
    const file = queue.shift();
    if (kept.has(file) || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    kept.set(file, text);
    for (const { specifier } of specifiers(text)) {
      if (!specifier.startsWith('.')) {
        problems.push(`${relative(dir, file)} imports '${specifier}', which a consumer of the package (it has no dependencies) cannot resolve`);
        continue;
      }
      const target = declarationOf(file, specifier);
      if (target) queue.push(target);
      else problems.push(`${relative(dir, file)} imports '${specifier}', which names no declaration`);
    }
  }
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && !kept.has(join(entry.parentPath, entry.name))) rmSync(join(entry.parentPath, entry.name));
  // Folders left empty go too (deepest first).
  const folders = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  // `.ts` and `.tsx` become `.js`: the name a consumer's node16/nodenext resolution maps to the .d.ts beside it.
  for (const [file, text] of kept) {
    let out = text;
    for (const { specifier, at } of specifiers(text).reverse())
      if (at >= 0 && specifier.startsWith('.') && /\.tsx?$/.test(specifier)) out = out.slice(0, at) + specifier.replace(/\.tsx?$/, '.js') + out.slice(at + specifier.length);
    if (out !== text) writeFileSync(file, out);
  }
  return { kept: [...kept.keys()].map((file) => relative(dir, file)).sort(), problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = join(ROOT, OUT);
  rmSync(out, { recursive: true, force: true });
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.types.json')], { stdio: 'inherit', cwd: ROOT });
  if (tsc.status !== 0) {
    console.error('build-types: tsc could not write the declarations.');
    process.exit(1);
  }
  const { problems } = keepReachable(out, ENTRIES);
  for (const problem of problems) console.error(`build-types: ${OUT}/${problem}`);
  if (problems.length) process.exit(1);
}
