// VITRINE_DEV=1: the request log, over HTTP against a real database. The analytics page is the owner
// area's now (tests/unit/server/config/analytics.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_PATHS } from '../../../../core/catalog/tracking.ts';
import { START_TIME, startApp, type TestApp } from '../harness.ts';

const FORM = 'application/x-www-form-urlencoded';
const visitor = (id: string): string => `${id}|1|1|1|1`;

describe('dev addresses', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const post = (path: string, body: string, type = 'text/plain', headers: Record<string, string> = {}) =>
    fetch(`${app!.base}${path}`, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
  const pageView = (path: string, cvr: string) =>
    post(TRACKING_PATHS.hit, new URLSearchParams({ event: 'pageview', data: JSON.stringify({ path }), ss_cvr: cvr }).toString(), FORM);

  describe('without VITRINE_DEV', () => {
    it.each([
      ['GET', '/__dev/requests'],
      ['DELETE', '/__dev/requests'],
    ])('%s %s -> 404', async (method, path) => {
      app = await startApp();
      expect((await fetch(`${app.base}${path}`, { method })).status).toBe(404);
    });
  });

  describe('the request log with VITRINE_DEV=1', () => {
    it('logs every /api/ request with its body and status, not pages; filters by path; DELETE clears it', async () => {
      app = await startApp({ dev: true });
      await fetch(`${app.base}/promo`);
      await pageView('/', visitor('a'));
      await post(`${TRACKING_PATHS.records}?eid=evt-00000001`, '[]');
      await fetch(`${app.base}${TRACKING_PATHS.settings}?app=vitrine`);
      const log = (await (await fetch(`${app.base}/__dev/requests`)).json()) as Record<string, unknown>[];
      expect(log).toEqual([
        {
          at: START_TIME,
          method: 'POST',
          path: TRACKING_PATHS.hit,
          search: '',
          contentType: FORM,
          body: new URLSearchParams({ event: 'pageview', data: JSON.stringify({ path: '/' }), ss_cvr: visitor('a') }).toString(),
          status: 200,
        },
        { at: START_TIME, method: 'POST', path: TRACKING_PATHS.records, search: '?eid=evt-00000001', contentType: 'text/plain', body: '[]', status: 400 },
        { at: START_TIME, method: 'GET', path: TRACKING_PATHS.settings, search: '?app=vitrine', contentType: '', body: '', status: 200 },
      ]);
      const only = (await (await fetch(`${app.base}/__dev/requests?path=${encodeURIComponent(TRACKING_PATHS.records)}`)).json()) as unknown[];
      expect(only).toHaveLength(1);
      const cleared = await fetch(`${app.base}/__dev/requests`, { method: 'DELETE' });
      expect(cleared.status).toBe(204);
      expect(await (await fetch(`${app.base}/__dev/requests`)).json()).toEqual([]);
    });

    it('other methods -> 405', async () => {
      app = await startApp({ dev: true });
      expect((await fetch(`${app.base}/__dev/requests`, { method: 'POST' })).status).toBe(405);
    });
  });
});
