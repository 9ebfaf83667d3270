// The project's TypeScript for a bench in node: Node 20 cannot import .ts, so esbuild bundles the
// modules `contents` exports (untouched, unminified) into a temp file under .tmp/, and the bench
// imports that. Packages stay imports from node_modules (sharp, the database drivers), which is
// why the file is written inside the repository.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `contents`: an ES module of re-exports, with paths from the repository's root. */
export async function importBundled(contents, name) {
  const { outputFiles } = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: `${name}-entry.ts` },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const dir = `${ROOT}.tmp`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/bench-${name}-${process.pid}.mjs`;
  writeFileSync(file, outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}
