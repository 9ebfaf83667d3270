// VITRINE_DEV=1: the analytics page and the request log, over HTTP against a real database.
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_PATHS } from '../../../../core/catalog/tracking.ts';
import { START_TIME, startApp, type TestApp } from '../harness.ts';

const DAY = 86_400_000;
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
  const records = (pl: string, path: string, m: Record<string, number>) => post(TRACKING_PATHS.records, JSON.stringify([{ t: 'ps', pl, p: path, m, c: {} }]));

  describe('without VITRINE_DEV', () => {
    it.each([
      ['GET', '/config/analytics'],
      ['GET', '/__dev/requests'],
      ['DELETE', '/__dev/requests'],
    ])('%s %s -> 404', async (method, path) => {
      app = await startApp();
      expect((await fetch(`${app.base}${path}`, { method })).status).toBe(404);
    });
  });

  describe('GET /config/analytics with VITRINE_DEV=1', () => {
    it('shows page views and unique visitors per day, p75 per page and the top errors', async () => {
      app = await startApp({ dev: true });
      const crumb = await app.crumb();
      await pageView('/', visitor('a'));
      await pageView('/', visitor('a'));
      await pageView('/promo', visitor('b'));
      await pageView('/promo', '');
      app.clock.time -= DAY;
      await pageView('/', visitor('c'));
      app.clock.time -= 40 * DAY;
      await pageView('/', visitor('old'));
      app.clock.time = START_TIME;
      // Load 1 sends LCP twice: its last value counts.
      await records('load-1', '/', { lcp: 1000, ttfb: 100 });
      await records('load-1', '/', { lcp: 5000, cls: 0.3 });
      for (const [index, lcp] of [1200, 1300, 1400].entries()) await records(`load-${index + 2}`, '/', { lcp, ttfb: 200 });
      const error = (message: string) => ({ eventName: 'interface_error_vitrine', data: { app: 'vitrine', message, url: '/', userAgent: 'UA' }, timestamp: START_TIME });
      const errors = [error('Gallery <failed>'), error('Gallery <failed>'), error('Map failed')];
      expect((await post(TRACKING_PATHS.errors, JSON.stringify(errors), 'application/json', { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb })).status).toBe(200);

      const response = await fetch(`${app.base}/config/analytics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      // Today: 4 views by 2 known visitors (the view without a cookie counts as a view only); yesterday 1.
      expect(html).toContain('<th scope="row">2025-06-30</th><td class="n">4</td><td class="n">2</td>');
      expect(html).toContain('<th scope="row">2025-06-29</th><td class="n">1</td><td class="n">1</td>');
      expect(html).toContain(': 5 views in all, at most 4 a day.');
      expect(html).not.toContain('2025-05-20');
      // LCP of loads 1..4 is 5000, 1200, 1300, 1400: p75 is 1400. TTFB 100, 200, 200, 200: 200.
      expect(html).toContain('<th scope="row">/</th><td class="n">4</td><td class="n">1400 ms<svg');
      expect(html).toContain('aria-label="TTFB 200 ms, good"');
      expect(html).toContain('aria-label="CLS 0.3, poor"');
      expect(html).toMatch(/<th scope="row">Gallery &lt;failed&gt;<\/th><td>vitrine<\/td><td class="n">2<\/td><td>2025-06-30 12:00 UTC<\/td>.*Map failed/s);
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
