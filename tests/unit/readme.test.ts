// Issue 30: the README names every environment variable the server and the build read, so that no
// setting is found only by reading the code. It reads the repository's own README and sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGES, PHOTOS } from '../../site/images.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The server's sources (what `npm start` and `npm run serve` run) and the build's configuration. */
const sources = [
  ...readdirSync(join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('server', file)),
  'rollup.config.mjs',
];

/** Every name read as `process.env.NAME` or `env.NAME` (an environment handed down), and every VITRINE_ name. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, name] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) found.set(name!, file);
    for (const [name] of text.matchAll(/\bVITRINE_[A-Z0-9_]+/g)) found.set(name, file);
  }
  return found;
}

describe('the README names every environment variable the code reads', () => {
  const read = variablesRead();

  it('the scan finds what the server reads, the six the issue named among them', () => {
    for (const name of [
      'VITRINE_DATA_DIR',
      'VITRINE_DEMO_IMAGES',
      'VITRINE_DATABASE_SCHEMA',
      'VITRINE_FORM_RATE_LIMIT',
      'VITRINE_STORE_RATE_LIMIT',
      'VITRINE_ASSETS',
      'VITRINE_PUBLIC_URL',
      'VITRINE_OWNER_EMAIL',
      'PORT',
      'NODE_ENV',
    ])
      expect(read.has(name), name).toBe(true);
  });

  it.each([...read].sort())('%s (read in %s)', (name) => {
    expect(README).toContain(`\`${name}`);
  });

  it("the first start's images: the site's, and all of them with VITRINE_DEMO_IMAGES=all", () => {
    expect(README).toContain(`the site's ${DEMO_IMAGES.length} demo images`);
    expect(README).toContain(`\`VITRINE_DEMO_IMAGES=all\` draws all ${DEMO_IMAGES.length + PHOTOS.length} demo images`);
  });

  it('VITRINE_ASSETS is told as the folder served at /assets/, with its default, not only as the preact switch', () => {
    expect(README).toMatch(/`VITRINE_ASSETS` is the folder served at `\/assets\/` \(`dist\/assets` by default/);
  });
});
