// npm run lint, with Biome (which checks import cycles): the folder boundaries, in one place. They need
// the resolved file, not the specifier as written, so they live here rather than in Biome's per-depth
// noRestrictedImports overrides.
//   layers            DESIGN: the one-way arrows between the top folders (LAYERS below): core/ is the
//                     ground floor, tracking/ reaches only a few core files, React is for overlays/ only.
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
  'core/consent/banner-settings.ts',
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
  'core/popup/settings.ts',
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

// Who may import whom, by top folder: `never` lists folders it may not reach; `core`, when set, the only
// core files it may (a trailing /** is a folder); `react: false`, no React. The server's way into overlays/
// is the rule server-overlays below.
const REACT = 'DESIGN: React is for overlays/ only, loaded with import() on first use (STYLE 7).';
export const LAYERS = {
  core: {
    never: ['overlays', 'tracking', 'entries', 'server', 'site'],
    message: 'DESIGN: core/ is the ground floor; it never imports overlays/, tracking/, entries/, server/ or site/ (an overlay comes in through the overlay port).',
    react: false,
  },
  tracking: {
    never: ['overlays', 'entries', 'server', 'site'],
    message: 'DESIGN: tracking/ never imports overlays/, entries/, server/ or site/.',
    core: ['core/catalog/**', 'core/consent/**', 'core/dom/cookies.ts', 'core/dom/set-cookie.ts', 'core/dom/screenshot.ts', 'core/context/read.ts', 'core/context/field.ts'],
    coreMessage: 'DESIGN: tracking/ may use core/catalog, core/consent, the context reader and the cookie and screenshot rules only.',
    react: false,
  },
  overlays: { never: ['tracking', 'entries', 'server', 'site'], message: 'DESIGN: overlays/ may use core/, never tracking/, entries/, server/ or site/.' },
  server: {
    never: ['tracking', 'entries'],
    message:
      'DESIGN: the server never imports browser code: overlays/, tracking/, entries/ (its use of core/ and the overlays/ files it may render are the rules server-pure-core and server-overlays).',
  },
  site: { never: ['overlays', 'tracking', 'entries', 'server/api'], message: "DESIGN: the demo site's data never imports browser code or the API." },
  entries: { never: ['server', 'site'], message: 'DESIGN: the entries are browser code; they never import server/ or site/.' },
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
// The same, for React by its package name (react, react-dom, react/jsx-runtime, …).
const REACT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(react(?:-dom)?(?:\/[^'"]*)?)\1/g;

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

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

function imports(root, file) {
  const text = code(readFileSync(join(root, file), 'utf8'));
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveImport(root, file, match[2]);
    if (target) found.push({ target, line: lineAt(text, match.index), specifier: match[2] });
  }
  return found;
}

const reactImports = (root, file) =>
  [...code(readFileSync(join(root, file), 'utf8')).matchAll(REACT_SPECIFIER)].map((match) => ({ line: lineAt(match.input, match.index), specifier: match[2] }));

function resolveImport(root, from, specifier) {
  const base = resolve(root, dirname(from), specifier.split('?')[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
  }
  return null;
}

const inside = (file, folder) => file.startsWith(`${folder}/`);
const matches = (file, list) => list.some((entry) => (entry.endsWith('/**') ? inside(file, entry.slice(0, -3)) : file === entry));
const isPure = (file) => matches(file, PURE_CORE);

/** The layers problems of one file's imports: a folder its top folder may not reach, a core file off its list, React. */
function layerProblems(root, file, list) {
  const layer = LAYERS[file.split('/')[0]];
  if (!layer) return [];
  const problems = [];
  for (const { target, line, specifier } of list) {
    if (layer.never.some((folder) => target === folder || inside(target, folder))) problems.push({ file, line, rule: 'layers', message: `'${specifier}': ${layer.message}` });
    else if (layer.core && inside(target, 'core') && !matches(target, layer.core)) problems.push({ file, line, rule: 'layers', message: `'${specifier}': ${layer.coreMessage}` });
  }
  if (layer.react === false) for (const { line, specifier } of reactImports(root, file)) problems.push({ file, line, rule: 'layers', message: `'${specifier}': ${REACT}` });
  return problems;
}

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

/** Every source file under root, with the files it imports (type imports and import() included). */
export function importGraph(root) {
  return new Map(walk(root).map((file) => [file, imports(root, file)]));
}

export function lintFolders(root) {
  const graph = importGraph(root);
  const problems = [];
  const indexOf = (folder) => ['index.ts', 'index.tsx'].map((name) => `${folder}/${name}`).find((path) => existsSync(join(root, path)));

  for (const [file, list] of graph) {
    if (inside(file, 'tests')) continue;
    problems.push(...layerProblems(root, file, list));
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
