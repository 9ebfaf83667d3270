// Issue 32: the overlays entry is a public module, imported by host pages as it is built. Its export
// names read as words, in both builds: the API's own, and what its chunks import from it (which
// rollup would otherwise shorten to one letter). Needs the build (npm test builds first).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BUILDS = ['dist/assets/overlays.js', 'dist/preact/assets/overlays.js'];

/** The documented API (docs/embedding.md): each must be exported by its own name. */
const API = ['openLightbox', 'bindLightbox', 'prepareLightbox', 'confirm', 'alert', 'info', 'showCookieBanner', 'showPopupOverlay', 'showMobileInfoBar'];

/** A name that reads as words: camelCase letters, or a constant's UPPER_CASE words joined by underscores; three letters at least. */
const WORDS = /^(?:[a-z][a-zA-Z]{2,}|[A-Z]{2,}(?:_[A-Z]{2,})+)$/;

/** The names of the module's one closing export clause, `export{a as openLightbox,b as info,…}`. */
function exportNames(file: string): string[] {
  const code = readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');
  const clauses = [...code.matchAll(/export\s*\{([^}]*)\}/g)];
  expect(clauses, `${file} has one export clause`).toHaveLength(1);
  return clauses[0]![1]!.split(',').map(
    (part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
  );
}

describe.each(BUILDS)('%s', (file) => {
  const names = exportNames(file);

  it('exports every documented API name', () => {
    expect(names).toEqual(expect.arrayContaining(API));
  });

  it('exports only names that read as words', () => {
    expect(names.filter((name) => !WORDS.test(name))).toEqual([]);
  });
});

describe('the rule itself', () => {
  it.each([
    ['openLightbox', true],
    ['readCookie', true],
    ['CONSENT_EVENT', true],
    ['a', false],
    ['C', false],
    ['ab', false],
    ['$', false],
    ['signUp$1', false],
    ['A_B', false],
    ['_private', false],
  ])('%s reads as words: %s', (name, words) => {
    expect(WORDS.test(name)).toBe(words);
  });
});
