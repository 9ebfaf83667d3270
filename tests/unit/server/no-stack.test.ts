// Issue 22 (OWASP ASVS level 1, V7.4.1): a failure inside the server answers the generic message,
// never the error's text, a stack trace or a source path; the failure goes to the server's log alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR } from '../../../server/http/replies.ts';
import { startApp, type TestApp } from './harness.ts';

const SECRET = 'secret-detail-42';
const leaks = (body: string): string[] =>
  [SECRET, /\bat \S+ \(/, /\.ts:\d+/, /node_modules/, /\/work\//, /Error:/]
    .filter((pattern) => (typeof pattern === 'string' ? body.includes(pattern) : pattern.test(body)))
    .map(String);

describe('no stack traces in any reply', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    vi.restoreAllMocks();
  });

  it('an image service that throws: 500 with the generic message only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    app = await startApp({
      images: {
        get: async () => {
          throw new Error(`${SECRET} at /work/main/server/images/x.ts:1:1`);
        },
        drawn: async () => {},
        destroy: () => {},
      },
    });
    const response = await fetch(`${app.base}/images/photo-001.jpg?format=750w`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({ error: INTERNAL_ERROR });
    expect(leaks(body)).toEqual([]);
    expect(log).toHaveBeenCalled();
  });

  it('a database gone under a state-changing call: 500 with the generic message only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    app = await startApp();
    const crumb = await app.crumb();
    await app.db.destroy();
    const response = await fetch(`${app.base}/api/form/FormSubmissionKey?crumb=${crumb}`, {
      method: 'POST',
      headers: { cookie: `crumb=${crumb}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(leaks(body)).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
