// The server never imports browser code that touches the DOM, and site/ never
// imports server/ (the arrows run server/ -> site/ -> core/). Follows every relative import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
// Code that reads or writes a page: globals of the browser, element types and element reading.
const DOM =
  /\b(document|window|navigator|localStorage|HTMLElement|Element|NodeList|querySelector(All)?|getAttribute|IntersectionObserver|ResizeObserver|requestAnimationFrame|matchMedia)\b/;

const filesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(ROOT, folder, name));

/** Every file the given files reach through relative imports, themselves included. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) stack.push(resolve(dirname(file), match[1] ?? match[2]!));
  }
  return seen;
}

/** The code without its comments and string contents, so a message that names an element is not code. */
const codeOf = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''");

describe('import arrows', () => {
  it('nothing the server imports outside server/ touches the DOM', () => {
    const outside = [...closure(filesUnder('server'))].filter((file) => !file.startsWith(join(ROOT, 'server')));
    expect(outside.length).toBeGreaterThan(0);
    const touching = outside.filter((file) => DOM.test(codeOf(readFileSync(file, 'utf8')))).map((file) => relative(ROOT, file));
    expect(touching).toEqual([]);
  });

  it('the DOM check sees element reading (core/gallery/slides.ts reads slides)', () => {
    expect(DOM.test(codeOf(readFileSync(join(ROOT, 'core/gallery/slides.ts'), 'utf8')))).toBe(true);
  });

  it('site/ imports nothing under server/', () => {
    const reached = [...closure(filesUnder('site'))].map((file) => relative(ROOT, file));
    expect(reached.filter((file) => file.startsWith('server/'))).toEqual([]);
  });
});
