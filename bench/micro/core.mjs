// The core's pure functions, for node: Node 20 cannot import .ts, so esbuild bundles them (untouched,
// unminified) into a temp file under .tmp/ at bench start, and the bench imports that.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const ENTRY = `
export { justifiedLayout } from './core/gallery/layout/justified.ts';
export { masonryLayout, columnCount } from './core/gallery/layout/masonry.ts';
export { pickWidth, neededWidth } from './core/image-loader/width.ts';
export { IMAGE_WIDTHS } from './core/catalog/image-widths.ts';
export { normalizeIndex, stepIndex } from './core/gallery/index-state.ts';
export { readConsent, analyticsAllowed } from './core/consent/consent.ts';
export { readCookie } from './core/dom/cookies.ts';
export { visit, VISITOR_COOKIE, VISIT_COOKIE } from './tracking/visits.ts';
`;

export async function loadCore() {
  const { outputFiles } = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'micro-entry.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  const dir = `${ROOT}.tmp`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/bench-micro-core-${process.pid}.mjs`;
  writeFileSync(file, outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}
