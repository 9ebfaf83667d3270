// The analytics page in the owner area, behind the session, over HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_PATHS } from '../../../../core/catalog/tracking.ts';
import { START_TIME, startApp, type TestApp } from '../harness.ts';
import { OWNER, signInAs, startSignedInApp } from '../accounts/signed-in-app.ts';

const DAY = 86_400_000;
const FORM = 'application/x-www-form-urlencoded';
const visitor = (id: string): string => `${id}|1|1|1|1`;

describe('the analytics page in the owner area', () => {
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

  describe('GET /config/analytics, signed in (no VITRINE_DEV)', () => {
    it('shows page views and unique visitors per day, p75 per page and the top errors', async () => {
      app = await startSignedInApp();
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

      const { cookie } = await signInAs(app, OWNER);
      const response = await fetch(`${app.base}/config/analytics`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
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

  it('a visitor gets the sign-in page, with or without VITRINE_DEV', async () => {
    for (const dev of [false, true]) {
      app = await startApp({ dev });
      await pageView('/promo', visitor('unique-visitor-7'));
      const response = await fetch(`${app.base}/config/analytics`);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('action="/config/login?next=%2Fconfig%2Fanalytics"');
      expect(html).not.toContain('Page views');
      await app.close();
      app = undefined;
    }
  });

  it('/config/analytics.csv: the daily table, newest first, as an attachment', async () => {
    app = await startSignedInApp();
    await pageView('/', visitor('a'));
    await pageView('/', visitor('b'));
    const { cookie } = await signInAs(app, OWNER);
    const response = await fetch(`${app.base}/config/analytics.csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="analytics-daily.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text()).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Day,Page views,Unique visitors', '2025-06-30,2,2', '2025-06-29,0,0']);
    expect(lines).toHaveLength(32); // the header, 30 days, and the empty string after the last CRLF
  });
});
