// Issue 32: the published package, as a consumer gets it. npm pack's tarball holds the browser builds
// and their declarations and nothing else; installed into a throwaway folder with no network, it brings
// no other package; a consumer file type-checks against it under moduleResolution bundler and nodenext,
// and a wrong call fails to (the types are not `any`). It needs the build (dist/ and dist/types).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type Packed } from '../fixtures/packed-package.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const work = mkdtempSync(join(tmpdir(), 'vitrine-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let packed: Packed;
let consumer: string;
const paths = (): string[] => packed.files.map((file) => file.path);

const CONSUMER = `import { alert, bindLightbox, confirm, info, openLightbox, showCookieBanner, showPopupOverlay } from 'vitrine/overlays';
import type { CookieBannerSettings, LightboxItem, PopupOverlaySettings } from 'vitrine/overlays';
import * as preact from 'vitrine/preact/overlays';
import { trackEvent } from 'vitrine/tracking';
import 'vitrine/runtime';

export async function run(): Promise<void> {
  const items: LightboxItem[] = [{ src: '/images/lake.jpg', width: 2500, height: 1667, alt: 'Lake at dawn' }];
  const lightbox = await openLightbox(items, 0);
  lightbox.close();
  const shown: number = await lightbox.closed;
  const binding = bindLightbox('#photos', { children: 'a[href]' });
  binding.destroy();
  const answer: 'confirm' | 'reject' | 'cancel' = await confirm({ title: 'Delete this file?', style: 'confirm-or-reject' });
  await alert('Saved.');
  await info('Saved', 'Your file is saved.');
  const banner: CookieBannerSettings = { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' };
  await showCookieBanner(banner);
  const popup: PopupOverlaySettings = { style: 'show', signup: '/newsletter' };
  const signedUp: boolean = await showPopupOverlay(popup);
  await preact.showPopupOverlay({ style: 'show', signup: async (email: string) => void (await fetch('/newsletter', { method: 'POST', body: email })) });
  await preact.openLightbox(items, shown);
  preact.bindLightbox(document.body).destroy();
  await preact.confirm({ title: String(answer) });
  await preact.showCookieBanner(null);
  await preact.showPopupOverlay(undefined);
  await trackEvent({ signedUp });
}
`;
// One wrong call in each build: a string where the lightbox wants its list of items.
const WRONG = `import { openLightbox } from 'vitrine/overlays';
import * as preact from 'vitrine/preact/overlays';
export const react = openLightbox('not a list');
export const small = preact.openLightbox('not a list');
export const style = preact.showPopupOverlay({ style: 'shown' });
export const signup = preact.showPopupOverlay({ signup: 42 });
`;

/** Runs the repository's tsc on the consumer's tsconfig for `resolution`, over `file`. */
function typeCheck(resolution: 'bundler' | 'nodenext', file: string): { status: number | null; output: string } {
  const module = resolution === 'bundler' ? 'esnext' : 'nodenext';
  const config = `tsconfig.${resolution}.${file}.json`;
  const compilerOptions = { strict: true, skipLibCheck: false, noEmit: true, target: 'es2022', lib: ['es2022', 'dom'], types: [], module, moduleResolution: resolution };
  writeFileSync(join(consumer, config), JSON.stringify({ compilerOptions, files: [file] }));
  const result = spawnSync(process.execPath, [TSC, '-p', config], { cwd: consumer, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  ({ packed, consumer } = packAndInstall(work));
  writeFileSync(join(consumer, 'consumer.ts'), CONSUMER);
  writeFileSync(join(consumer, 'wrong.ts'), WRONG);
});

describe('npm pack', () => {
  it('ships the built entries, their chunks and their declarations, and the README', () => {
    const outside = paths().filter((path) => !/^(dist\/assets\/.+\.js|dist\/preact\/assets\/.+\.js|dist\/types\/.+\.d\.ts|README\.md|LICENSE|package\.json)$/.test(path));
    expect(outside).toEqual([]);
    for (const file of ['README.md', 'package.json', 'dist/assets/runtime.js', 'dist/assets/overlays.js', 'dist/preact/assets/overlays.js', 'dist/assets/tracking.js'])
      expect(paths()).toContain(file);
    // The hashed chunks the entries import come with them, in both builds.
    expect(paths().filter((path) => path.startsWith('dist/assets/overlays/')).length).toBeGreaterThan(0);
    expect(paths().filter((path) => path.startsWith('dist/preact/assets/overlays/')).length).toBeGreaterThan(0);
  });

  it('ships no test, bench, server, demo site, script, source map or precompressed copy', () => {
    expect(paths().filter((path) => /^(tests|bench|server|site|scripts|dist\/server|core|overlays|tracking|entries)\//.test(path))).toEqual([]);
    expect(paths().filter((path) => /\.(map|br|gz)$/.test(path))).toEqual([]);
  });

  it('holds every file package.json exports, types named first for each entry; npm pack builds first', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>>; scripts: Record<string, string> };
    expect(manifest.scripts.prepack).toBe('npm run build --silent');
    expect(Object.keys(manifest.exports)).toEqual(['./runtime', './overlays', './preact/overlays', './tracking', './package.json']);
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'object') expect(Object.keys(target)[0], subpath).toBe('types');
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) expect(paths(), subpath).toContain(file.replace(/^\.\//, ''));
    }
  });
});

describe('the installed package', () => {
  it('brings no other package: node_modules holds vitrine alone', () => {
    expect(readdirSync(join(consumer, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['vitrine']);
    const installed = JSON.parse(readFileSync(join(consumer, 'node_modules/vitrine/package.json'), 'utf8')) as { dependencies?: object };
    expect(Object.keys(installed.dependencies ?? {})).toEqual([]);
  });

  it('each build works as a folder: every import in its JavaScript is relative and names a file the package holds', () => {
    const installed = join(consumer, 'node_modules/vitrine');
    const scripts = paths().filter((path) => path.endsWith('.js'));
    const imports = scripts.flatMap((file) =>
      [...readFileSync(join(installed, file), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((match) => ({ file, specifier: match[1]! })),
    );
    expect(imports.length).toBeGreaterThan(scripts.length);
    const broken = imports.filter(({ file, specifier }) => !/^\.{1,2}\//.test(specifier) || !paths().includes(posix.join(posix.dirname(file), specifier)));
    expect(broken).toEqual([]);
  });

  it('its declarations name one another by .js, the name every resolution maps to the .d.ts beside it', () => {
    const types = join(consumer, 'node_modules/vitrine/dist/types');
    const files = readdirSync(types, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.d.ts'));
    expect(files).toContain('entries/overlays.d.ts');
    const named = files.flatMap((file) => [...readFileSync(join(types, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((specifier) => !/^\.{1,2}\/.+\.js$/.test(specifier))).toEqual([]);
  });

  it.each(['bundler', 'nodenext'] as const)('a consumer of vitrine/overlays and vitrine/preact/overlays type-checks, strict, under moduleResolution %s', (resolution) => {
    expect(typeCheck(resolution, 'consumer.ts')).toEqual({ status: 0, output: '' });
  });

  it.each(['bundler', 'nodenext'] as const)(
    'wrong calls fail the check under %s: a list that is not one, in each build, a popup style and a sign-up of the wrong type',
    (resolution) => {
      const { status, output } = typeCheck(resolution, 'wrong.ts');
      expect(status).not.toBe(0);
      const lines = output.split('\n').filter((line) => line.includes('error TS'));
      // One error on each wrong line (3 to 6 of wrong.ts), each a type mismatch (TS2345 argument, TS2322 or TS2820 property).
      expect(lines.map((line) => Number(/^wrong\.ts\((\d+),/.exec(line)?.[1]))).toEqual([3, 4, 5, 6]);
      for (const line of lines) expect(line).toMatch(/error TS2(345|322|820): /);
    },
  );
});
