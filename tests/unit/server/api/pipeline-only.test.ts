// Issue 31: no file outside the pipeline reads a request body or checks the crumb. The pipeline is
// api/pipeline.ts (the steps), api/body.ts (the one body parser), api/crumb.ts (the one crumb check)
// and http/body-limit.ts (the one byte reader).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const PIPELINE = ['server/api/pipeline.ts', 'server/api/body.ts', 'server/api/crumb.ts', 'server/http/body-limit.ts'];

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Reading a body: the byte reader or the parser called, a data listener, an async iteration or a read of the request. */
const READS_BODY = /\breadBody\s*\(|\bparseBody\s*\(|\.on\(\s*['"`](?:data|readable)['"`]|for\s+await\s*\(|\breq\.read\s*\(|\btext\(\s*req\b|\bjson\(\s*req\b/;
/** Checking a crumb: the one check called, or the crumb compared by hand. */
const CHECKS_CRUMB = /\bcrumbEquals\b|\bcrumbPasses\b|[\w.]*crumb\w*\s*[!=]==|[!=]==\s*[\w.]*\bcrumb|timingSafeEqual\([^)\n]*crumb/;

describe('the one pipeline', () => {
  const files = sources('server').filter((file) => !PIPELINE.includes(file));

  it('its files are there, and do what the patterns look for', () => {
    expect(sources('server').length).toBeGreaterThan(100);
    const pipeline = code(readFileSync(join(ROOT, 'server/api/pipeline.ts'), 'utf8'));
    expect(pipeline).toMatch(READS_BODY);
    expect(pipeline).toMatch(CHECKS_CRUMB);
  });

  it('no file outside it reads a request body', () => {
    expect(files.filter((file) => READS_BODY.test(code(readFileSync(join(ROOT, file), 'utf8'))))).toEqual([]);
  });

  it('no file outside it checks a crumb', () => {
    expect(files.filter((file) => CHECKS_CRUMB.test(code(readFileSync(join(ROOT, file), 'utf8'))))).toEqual([]);
  });
});
