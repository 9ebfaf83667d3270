// Issue 29, finding 1: one request line ended the process. Each target below, sent raw over a socket,
// made `new URL(req.url, …)` throw outside the handler's guard, and Node 20 exits on that. Now each is
// a 400, and the same server goes on answering `/`, whether the targets come one by one or all at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { sendRaw } from './raw.ts';

// The targets that ended the demo server, and the other shapes the URL parser would read a host out of.
const REFUSED = ['//%', '//[', '//a%20b', '/\\%', '//zq%22%27%3Cx7%3E', '//evil.example:99999', 'http://[', 'http://evil.example/', '*', '/..//evil.example:99999', '/.//%'];

const requestLine = (target: string, method = 'GET'): string => `${method} ${target} HTTP/1.1\r\nHost: x\r\n\r\n`;

describe('request targets the URL parser refuses', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await startApp();
    port = Number(new URL(app.base).port);
  });
  afterAll(() => app.close());

  const stillServes = async () => expect((await fetch(`${app.base}/`)).status).toBe(200);

  for (const target of REFUSED)
    it(`GET ${JSON.stringify(target)}: 400, and the server still answers /`, async () => {
      const answer = await sendRaw(port, requestLine(target));
      expect(answer.statuses).toEqual([400]);
      await stillServes();
    });

  it('all of them at once, with every method: 400 each, and the server still answers /', async () => {
    const answers = await Promise.all(REFUSED.flatMap((target) => ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'].map((method) => sendRaw(port, requestLine(target, method)))));
    expect(answers.map((answer) => answer.statuses)).toEqual(answers.map(() => [400]));
    await stillServes();
  });
});
