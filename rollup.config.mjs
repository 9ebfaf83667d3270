// Builds the three browser entries (ES modules, one chunk per block kind) and the demo-site server.
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { precompress } from './scripts/rollup-precompress.mjs';
import { forbidReact } from './scripts/rollup-forbid-react.mjs';
import { preactCompat } from './scripts/rollup-preact.mjs';
import { smallEmitter } from './scripts/rollup-emitter.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The server loads its packages from node_modules at run time. They are all devDependencies: the
// published package is the browser builds alone, which bundle what they use, so it depends on nothing.
const external = [...builtinModules, ...builtinModules.map((name) => `node:${name}`), ...Object.keys(pkg.devDependencies)];

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/;

const output = (dir, chunks, manualChunks, minifyInternalExports) => ({
  dir,
  format: 'es',
  entryFileNames: '[name].js',
  chunkFileNames: `${chunks}/[name]-[hash].js`,
  sourcemap: true,
  generatedCode: 'es2015',
  manualChunks,
  minifyInternalExports,
  plugins: [precompress()],
});

const REACT_DIR = 'dist/assets';
const PREACT_DIR = 'dist/preact/assets';

/**
 * One browser entry, as a build of its own, so that no entry shares a chunk with another: the
 * overlays and tracking entries work on pages with no runtime, and the runtime never waits on a
 * chunk that exists for them (it finds overlays.js beside itself, by its address). `dist/assets`
 * has React overlays; `dist/preact/assets` has the same with preact/compat (issue 7).
 */
const browser = (name, chunks, { preact = false, dirs = [REACT_DIR], manualChunks, minifyInternalExports } = {}) => ({
  input: { [name]: `entries/${name}.ts` },
  output: dirs.map((dir) => output(dir, chunks, manualChunks, minifyInternalExports)),
  // The entry may also export what its own chunks import from it, so it needs no facade file.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    ...(preact ? [preactCompat()] : []),
    smallEmitter(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', legalComments: 'none' }),
    // terser compresses about 6% smaller than esbuild's minifier, which the size gates need.
    terser({ module: true, ecma: 2022, compress: { passes: 3 }, format: { comments: false } }),
    // React may load only through import(): never with an entry, never in a chunk of core/ or tracking/.
    forbidReact({ entries: [name], folders: ['/core/', '/tracking/'] }),
  ],
});

// React (or preact) in a chunk of its own, asked for beside the layer and the overlay that need it.
const overlayChunks = (id) => (FRAMEWORK.test(id) ? 'react' : undefined);

// The runtime's small shared modules, grouped so that the chunks that share them (the site overlays,
// the form block, the data layer, the outbox) each import one chunk of them, not several.
const RUNTIME_SHARED = [
  // With the form messages' unknown error, which the server popup says without the form chunk (its own file, else submit-calls takes it in).
  ['page-reads', /[\\/]core[\\/](dom[\\/]cookies|context[\\/]field|catalog[\\/]strings[\\/]unknown-error)\.ts$/],
  ['submit-calls', /[\\/]core[\\/](catalog[\\/]strings[\\/]form|forms[\\/](messages|submission))\.ts$/],
  // The store's words (the cart's, the shop's and the common ones they use), shared by its chunks: one chunk.
  ['shop-strings', /[\\/]core[\\/]catalog[\\/]strings[\\/](cart|shop|common)\.ts$/],
];
const runtimeChunks = (id) => RUNTIME_SHARED.find(([, pattern]) => pattern.test(id))?.[0];

/** @type {import('rollup').RollupOptions[]} */
export default [
  browser('runtime', 'chunks', { dirs: [REACT_DIR, PREACT_DIR], manualChunks: runtimeChunks }),
  // The overlays entry is a public module: what its chunks import from it keeps its own name (words,
  // not one letter), since a facade entry would add a request before the lightbox's chunk.
  browser('overlays', 'overlays', { manualChunks: overlayChunks, minifyInternalExports: false }),
  browser('overlays', 'overlays', { manualChunks: overlayChunks, preact: true, dirs: [PREACT_DIR], minifyInternalExports: false }),
  // web-vitals in a chunk of its own, so that the size gate can weigh the tracking code without it.
  browser('tracking', 'tracking', { dirs: [REACT_DIR, PREACT_DIR], manualChunks: (id) => (/[\\/]web-vitals[\\/]/.test(id) ? 'web-vitals' : undefined) }),
  {
    // server/launch.ts sets NODE_ENV before it imports the server (server/start.ts, the chunk server-start.js).
    input: { start: 'server/launch.ts' },
    output: { dir: 'dist/server', format: 'es', sourcemap: true, chunkFileNames: 'server-[name].js' },
    external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.mjs', '.js'] }), esbuild({ target: 'node20', platform: 'node' })],
  },
];
