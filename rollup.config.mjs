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

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(pkg.dependencies),
];

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: {
      runtime: 'entries/runtime.ts',
      overlays: 'entries/overlays.ts',
      tracking: 'entries/tracking.ts',
    },
    output: {
      dir: 'dist/assets',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      generatedCode: 'es2015',
    },
    preserveEntrySignatures: 'exports-only',
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      commonjs(),
      esbuild({ target: 'es2022', jsx: 'automatic', legalComments: 'none' }),
      // terser compresses about 6% smaller than esbuild's minifier, which the size gates need.
      terser({ module: true, ecma: 2022, compress: { passes: 3 }, format: { comments: false } }),
      forbidReact({ entries: ['runtime', 'tracking'], folders: ['/core/', '/tracking/'] }),
      precompress(),
    ],
  },
  {
    input: { start: 'server/start.ts' },
    output: { dir: 'dist/server', format: 'es', sourcemap: true, chunkFileNames: '[name].js' },
    external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [
      nodeResolve({ preferBuiltins: true, extensions: ['.ts', '.mjs', '.js'] }),
      esbuild({ target: 'node20', platform: 'node' }),
    ],
  },
];
