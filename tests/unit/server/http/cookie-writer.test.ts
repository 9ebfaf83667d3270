// Issue 31: one writer (server/http/cookies.ts) produces every Set-Cookie header of the server and
// decides Secure and SameSite; the crumb cookie is Secure over https like every other.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../../server/http/client-address.ts';
import { startApp, type TestApp } from '../harness.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const WRITER = 'server/http/cookies.ts';

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/** Code without its comments, so that a comment naming the header does not count. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('the one cookie writer', () => {
  const files = sources('server').map((path) => relative(ROOT, join(ROOT, path)));

  it('finds the server sources and the writer among them', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(WRITER);
    expect(code(readFileSync(join(ROOT, WRITER), 'utf8'))).toMatch(/['"`]Set-Cookie['"`]/);
  });

  it('no other server file names the Set-Cookie header, nor builds SameSite or Secure', () => {
    const offenders = files.filter((file) => file !== WRITER && /['"`]set-cookie['"`]|SameSite=|['"`;]\s*Secure['"`]/i.test(code(readFileSync(join(ROOT, file), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});

describe('the crumb cookie', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const crumbCookie = async (headers: Record<string, string>): Promise<string> => {
    const response = await fetch(`${app!.base}/`, { headers });
    return response.headers.getSetCookie().find((cookie) => cookie.startsWith('crumb='))!;
  };

  it('is Secure behind a trusted proxy that says https, in parallel as in a row', async () => {
    app = await startApp({ trustProxy: parseTrustProxy('1') });
    const cookies = await Promise.all([1, 2, 3].map(() => crumbCookie({ 'x-forwarded-proto': 'https' })));
    for (const cookie of cookies) expect(cookie).toMatch(/^crumb=[A-Za-z0-9_-]+; Path=\/; SameSite=Lax; Secure$/);
  });

  it('is not Secure over plain http, nor when an untrusted client says https', async () => {
    app = await startApp();
    expect(await crumbCookie({})).toMatch(/^crumb=[A-Za-z0-9_-]+; Path=\/; SameSite=Lax$/);
    expect(await crumbCookie({ 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
  });
});
