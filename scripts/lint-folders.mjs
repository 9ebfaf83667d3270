// npm run lint, with Biome: the two import rules Biome's noRestrictedImports cannot say, because
// they need the resolved file, not the specifier as written.
//   folder-index      DESIGN: a folder's index.ts is its public surface; nothing reaches past it.
//                     An import of <folder>/<file> from outside <folder> fails when <folder>/index.ts
//                     exists (any ancestor folder of the file counts). Tests may reach in: they test
//                     the parts one by one. A file on SURFACES below is a second public surface
//                     of its folder, kept apart so that importing it does not load the index's chunk.
//   server-pure-core  DESIGN: the server uses core/catalog and pure core code, never browser code
//                     that touches the DOM. Every core file that server/ or site/ reaches, directly or
//                     through other core files, must be on PURE_CORE below.
//   server-overlays   The server imports no overlays/ file but those on SERVER_OVERLAYS (React views it
//                     renders with react-dom/server); what they reach must stay in their own folder,
//                     never its index (which loads the layer), and in core only PURE_CORE files.
// Usage: node scripts/lint-folders.mjs [root]   (root defaults to the working directory)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

// The core files the server may run: data, maths and strings, no DOM. A trailing /** is a folder.
export const PURE_CORE = [
  'core/catalog/**',
  'core/commerce/**',
  'core/consent/consent.ts',
  'core/consent/settings.ts',
  'core/dom/cookies.ts',
  'core/dom/set-cookie.ts',
  'core/dom/screenshot.ts',
  'core/forms/email-message.ts',
  'core/forms/error-lines.ts',
  'core/forms/fields.ts',
  'core/forms/spam.ts',
  'core/forms/shape.ts',
  'core/forms/validate.ts',
  'core/gallery/layout/**',
  'core/gallery/read-options.ts',
  'core/gallery/video-ratio.ts',
  'core/gallery/design-name.ts',
  'core/gallery/options.ts',
  'core/image-loader/attributes.ts',
  'core/image-loader/crop.ts',
  'core/image-loader/fit.ts',
  'core/image-loader/maths.ts',
  'core/image-loader/source.ts',
  'core/image-loader/width.ts',
  'core/map/model.ts',
  'core/overlays/wanted.ts',
  'core/popup/ids.ts',
  'core/popup/rules.ts',
  'core/popup/template.ts',
  'core/video/embed.ts',
];

// Second public surfaces: small parts a caller needs without the folder's (lazily loaded) index.
export const SURFACES = {
  'core/swipe/attach.ts': 'the swipe set-up galleries and the lightbox share, which fetches the motion chunk (the index) itself on first use',
  'core/image-loader/maths.ts': 'the pure maths the server and the lightbox share, without the loader and p-queue',
  'core/tween/legacy.ts': 'the JSTween stub the runtime entry installs at once, without the motion chunk',
  'overlays/popup-overlay/static.ts': 'the popup overlay as static markup, for the server (SERVER_OVERLAYS)',
  'core/consent/consent.ts': 'the consent rules the server reads (the cookie, the policy), without the DOM-writing record',
  'core/consent/server-banner.ts': "the server-drawn cookie banner's script, a chunk of its own that the features' second level imports",
  'overlays/cookie-banner/static.ts': 'the cookie banner as static markup, for the server (SERVER_OVERLAYS)',
};

// The overlays/ files the server may import, each with its reason: React views rendered with react-dom/server.
export const SERVER_OVERLAYS = {
  'overlays/cookie-banner/static.ts': "issue 21: the server draws the cookie banner from the React banner's own view and CSS, so that a page of ours fetches no React for it",
  'overlays/popup-overlay/static.ts': "issue 21: the server draws the popup overlay from the React popup's own view and CSS, so that a page of ours fetches no React for it",
};

const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// import … from '…', export … from '…', import '…', import('…')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\1/g;

function walk(root, dir = root, out = []) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || SKIP.has(name)) continue;
    const path = join(dir, name);
    const rel = relative(root, path).split(sep).join('/');
    if (rel === 'tests/fixtures/lint') continue;
    if (statSync(path).isDirectory()) walk(root, path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

// Block comments and whole-line comments go, keeping line numbers; strings stay as they are.
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
}

function imports(root, file) {
  const text = code(readFileSync(join(root, file), 'utf8'));
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveImport(root, file, match[2]);
    if (target) found.push({ target, line: text.slice(0, match.index).split('\n').length, specifier: match[2] });
  }
  return found;
}

function resolveImport(root, from, specifier) {
  const base = resolve(root, dirname(from), specifier.split('?')[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
  }
  return null;
}

const inside = (file, folder) => file.startsWith(`${folder}/`);
const isPure = (file) => PURE_CORE.some((entry) => (entry.endsWith('/**') ? inside(file, entry.slice(0, -3)) : file === entry));

/** The path to the first file a SERVER_OVERLAYS entry may not reach (another folder, its folder's index, impure core), else null. */
function serverOverlayFault(graph, entry) {
  const folder = dirname(entry);
  const seen = new Set();
  const visit = (node, path) => {
    if (seen.has(node)) return null;
    seen.add(node);
    const here = [...path, node];
    const allowed = inside(node, 'core') ? isPure(node) : inside(node, folder) && !/\/index\.tsx?$/.test(node);
    if (!allowed) return here;
    for (const next of graph.get(node) ?? []) {
      const bad = visit(next.target, here);
      if (bad) return bad;
    }
    return null;
  };
  return visit(entry, []);
}

export function lintFolders(root) {
  const files = walk(root);
  const graph = new Map(files.map((file) => [file, imports(root, file)]));
  const problems = [];
  const indexOf = (folder) => ['index.ts', 'index.tsx'].map((name) => `${folder}/${name}`).find((path) => existsSync(join(root, path)));

  for (const [file, list] of graph) {
    if (inside(file, 'tests')) continue;
    for (const { target, line, specifier } of list) {
      for (let folder = dirname(target); folder !== '.'; folder = dirname(folder)) {
        const index = indexOf(folder);
        if (!index || index === target || inside(file, folder) || Object.hasOwn(SURFACES, target)) continue;
        problems.push({ file, line, rule: 'folder-index', message: `'${specifier}' reaches past ${index}; import from ${folder}'s index instead` });
        break;
      }
    }
  }

  // From each server or site import into core, follow core's own imports; the first impure file fails.
  // An import into overlays/ must be on SERVER_OVERLAYS; from it, the same walk, through its own folder only.
  for (const [file, list] of graph) {
    if (!inside(file, 'server') && !inside(file, 'site')) continue;
    for (const { target, line, specifier } of list) {
      if (inside(target, 'overlays')) {
        const bad = Object.hasOwn(SERVER_OVERLAYS, target) ? serverOverlayFault(graph, target) : [target];
        if (bad)
          problems.push({
            file,
            line,
            rule: 'server-overlays',
            message: `'${specifier}' reaches ${bad.join(' -> ')}: the server imports only SERVER_OVERLAYS in scripts/lint-folders.mjs, and they only their own folder and PURE_CORE`,
          });
        continue;
      }
      if (!inside(target, 'core')) continue;
      const seen = new Set();
      const path = [];
      const visit = (node) => {
        if (seen.has(node)) return null;
        seen.add(node);
        path.push(node);
        if (!isPure(node)) return [...path];
        for (const next of graph.get(node) ?? []) {
          if (!inside(next.target, 'core')) continue;
          const bad = visit(next.target);
          if (bad) return bad;
        }
        path.pop();
        return null;
      };
      const bad = visit(target);
      if (bad)
        problems.push({ file, line, rule: 'server-pure-core', message: `'${specifier}' reaches ${bad.join(' -> ')}, which is not on PURE_CORE in scripts/lint-folders.mjs` });
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(process.argv[2] ?? '.');
  const problems = lintFolders(root);
  for (const p of problems) console.error(`${p.file}:${p.line} lint/folders/${p.rule}  ${p.message}`);
  if (problems.length) console.error(`lint-folders: ${problems.length} problem(s).`);
  else console.log('lint-folders: ok.');
  process.exit(problems.length ? 1 : 0);
}
