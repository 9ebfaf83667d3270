// Issue 30: what docs/ARCHITECTURE.md and the notes say about the code, held against the code. It
// reads the repository's own documents and sources.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORE_CAP } from '../../../core/catalog/tracking.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const ARCHITECTURE = read('docs/ARCHITECTURE.md');
const FOLDERS = ['entries', 'overlays', 'tracking', 'server', 'site', 'core'];

/** Every source file of the folders above, as a path from the root. */
const SOURCES = FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(folder, file)),
);

/** Each relative import of each source, resolved to a path from the root. */
const IMPORTS = SOURCES.flatMap((file) =>
  [...read(file).matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(([, spec]) => ({ file, target: normalize(join(dirname(file), spec!)) })),
);
const top = (path: string): string => path.split('/')[0]!;

describe('docs/ARCHITECTURE.md: the import arrows between the top folders', () => {
  // The paragraph "Imports run downward only: a/ → b/, c/; d/ → e/; …", up to "The build".
  const paragraph = ARCHITECTURE.slice(ARCHITECTURE.indexOf('Imports run downward only'), ARCHITECTURE.indexOf('The build', ARCHITECTURE.indexOf('Imports run downward only')));
  const documented = new Set(
    paragraph
      .split(';')
      .filter((clause) => clause.includes('→'))
      .flatMap((clause) => {
        const [from, to] = clause.split('→').map((side) => [...side.matchAll(/`(\w+)\/`/g)].map(([, name]) => name));
        return from!.flatMap((a) => to!.map((b) => `${a} -> ${b}`));
      }),
  );
  const actual = new Set(
    IMPORTS.filter(({ file, target }) => FOLDERS.includes(top(target)) && top(target) !== top(file)).map(({ file, target }) => `${top(file)} -> ${top(target)}`),
  );

  it('every arrow the code has is drawn (server -> site and server -> overlays among them)', () => {
    expect(actual).toContain('server -> site');
    expect(actual).toContain('server -> overlays');
    expect([...actual].filter((edge) => !documented.has(edge))).toEqual([]);
  });

  it('every arrow drawn is one the code has', () => {
    expect([...documented].filter((edge) => !actual.has(edge))).toEqual([]);
  });
});

describe("docs/ARCHITECTURE.md: the server's ways into overlays/", () => {
  const serverOverlays = [...new Set(IMPORTS.filter(({ file, target }) => top(file) === 'server' && top(target) === 'overlays').map(({ target }) => target))].sort();

  it('are the two static.ts files, and the document names both as the two', () => {
    expect(serverOverlays).toEqual(['overlays/cookie-banner/static.ts', 'overlays/popup-overlay/static.ts']);
    for (const file of serverOverlays) expect(ARCHITECTURE).toContain(`\`${file}\``);
    expect(ARCHITECTURE).not.toContain("the server's one way into `overlays/`");
    expect(ARCHITECTURE).toContain("one of the server's two ways into `overlays/`");
  });
});

describe('docs/ARCHITECTURE.md: listeners and the resize emitter', () => {
  const usesAbort = SOURCES.filter((file) => read(file).includes('new AbortController'));

  it('one listener-cleanup style: every file aborts a controller, and the listener store is gone', () => {
    expect(SOURCES).not.toContain('core/dom/listeners.ts');
    expect(usesAbort).toEqual(expect.arrayContaining(['core/blocks/accordion.ts', 'core/blocks/store/address-lookup.ts']));
    expect(ARCHITECTURE).not.toContain('listener store');
  });

  it('the resize emitter nothing used is gone, and the document names the one resize source', () => {
    expect(SOURCES).not.toContain('core/dom/resize-emitter.ts');
    expect(ARCHITECTURE).not.toContain('resize-emitter.ts');
    expect(ARCHITECTURE).toContain("the page's one resize source is the image loader's");
    expect(ARCHITECTURE).not.toContain('the resize emitter and focus containment, for the lightbox and dialogs');
  });
});

describe('the notes on the durable store and tracking_calls', () => {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));

  it('no document says the store has no cap or that tracking_calls is never swept', () => {
    for (const file of docs) {
      const text = read(join('docs', file));
      expect(text, file).not.toMatch(/durable store has no cap/);
      expect(text, file).not.toMatch(/`tracking_calls` is never swept/);
    }
  });

  it("docs/decisions.md gives the store's cap as the code has it", () => {
    expect(read('docs/decisions.md')).toContain(`keeps at most ${STORE_CAP} calls`);
  });
});
