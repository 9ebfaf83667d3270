// The analytics dashboard in the owner area, behind the session, over HTTP: the page for the period
// and filters in the address, its CSV exports, the visitors-right-now JSON and its script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_PATHS } from '../../../../core/catalog/tracking.ts';
import { START_TIME, type TestApp } from '../harness.ts';
import { OWNER, signInAs, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';
import { NOW, seed } from '../analytics/dashboard-data.ts';

const PATHS = ['/config/analytics', '/config/analytics.csv', '/config/analytics/live.json', '/config/analytics/live.js'];

// One server for the file, its database seeded once, the owner and the viewer signed in once: signing
// in hashes a password, which is slow on a loaded machine.
describe('the analytics dashboard in the owner area', { timeout: 30_000 }, () => {
  let app: TestApp | undefined;
  let cookie = '';
  let viewer = '';
  beforeAll(async () => {
    app = await startSignedInApp();
    await seed(app.db);
    await app.db
      .insertInto('goals')
      .values({ kind: 'event', name: '=HYPERLINK("x")', visitor_id: 'a', session_id: 's1', path: '/', created_at: NOW - 1000 })
      .execute();
    cookie = (await signInAs(app, OWNER)).cookie;
    viewer = (await signInAs(app, VIEWER)).cookie;
  }, 60_000);
  afterAll(() => app?.close());

  const get = (path: string, cookie?: string) => fetch(`${app!.base}${path}`, { headers: cookie ? { cookie } : {} });

  it('the seeded data set, as the owner sees it: KPIs, rows as filter links, a filter applied', async () => {
    expect(NOW).toBe(START_TIME);
    const response = await get('/config/analytics?period=7d', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<dt>Unique visitors</dt><dd>4<span class="change">+300%, previous period: 1</span>');
    expect(html).toContain('<dt>Bounce rate</dt><dd>50%');
    expect(html).toContain('<th scope="row"><a href="/config/analytics?period=7d&amp;country=FR">France</a></th><td class="n">2</td><td class="n">2</td>');
    expect(html).toContain(
      '<th scope="row"><a href="/config/analytics?period=7d&amp;goal=signup">signup</a></th><td>event</td><td class="n">2</td><td class="n">2</td><td class="n">50.0%</td>',
    );

    const filtered = await (await get('/config/analytics?period=7d&country=FR', cookie)).text();
    expect(filtered).toContain('<dt>Unique visitors</dt><dd>2<span');
    expect(filtered).toContain('Country is France <a href="/config/analytics?period=7d"');
    expect(filtered).not.toContain('news.example.com');
  });

  it('a bad period or filter value shows the default period, no error page', async () => {
    for (const search of ['?period=forever', '?period=custom&from=2025-13-01&to=x', `?page=${'x'.repeat(600)}`, '?more=%3Cscript%3E']) {
      const response = await get(`/config/analytics${search}`, cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<a href="/config/analytics" aria-current="page">Last 30 days</a>');
      expect(html).not.toContain('<script>');
    }
  });

  it('the CSV of a panel, with the period and filters, as an attachment, formula-injection safe', async () => {
    const csv = async (search: string) => {
      const response = await get(`/config/analytics.csv${search}`, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      return { disposition: response.headers.get('content-disposition'), lines: (await response.text()).split('\r\n') };
    };
    const countries = await csv('?period=7d&panel=countries');
    expect(countries.disposition).toBe('attachment; filename="analytics-countries-2025-06-24-to-2025-06-30.csv"');
    expect(countries.lines).toEqual(['Country,Unique visitors,Visits', 'France,2,2', 'Germany,1,1', 'United States,1,1', '']);
    expect((await csv('?period=7d&panel=pages&device=phone')).lines).toEqual(['Page,Unique visitors,Page views', '/,1,1', '/pricing,1,1', '']);
    const kpis = await csv('?period=7d&panel=kpis');
    expect(kpis.lines[0]).toBe('Figure,Value,Previous period,Change');
    // The writer guards a leading minus as it guards any formula start.
    expect(kpis.lines).toContain("Bounce rate (%),50.00,100.00,'-50.0");
    const goals = await csv('?period=7d&panel=goals');
    expect(goals.lines[0]).toBe('Goal,Kind,Unique visitors,Conversions,Conversion rate (%)');
    expect(goals.lines).toContain(`"'=HYPERLINK(""x"")",event,1,1,25.0`);
    // No panel, or one that does not exist: the trend, a row a bucket.
    const trend = await csv('?period=7d&panel=nope');
    expect(trend.disposition).toBe('attachment; filename="analytics-trend-2025-06-24-to-2025-06-30.csv"');
    expect(trend.lines.slice(0, 2)).toEqual(['Day,Unique visitors,Visits,Page views', '2025-06-24,0,0,0']);
    expect(trend.lines).toContain('2025-06-30,1,1,3');
    expect(trend.lines).toHaveLength(9);
    expect((await csv('?period=12mo')).lines).toHaveLength(14);
    expect((await csv('?panel=vitals_device')).lines[0]).toBe('Device,Loads,LCP p75 (ms),INP p75 (ms),CLS p75,TTFB p75 (ms)');
  });

  it('visitors right now: owner-only JSON with the filters, and the small script, never stored on the way', async () => {
    app!.clock.time = NOW - 60 * 60_000 + 4 * 60_000;
    const [all, us, script] = await Promise.all([
      get('/config/analytics/live.json', cookie),
      get('/config/analytics/live.json?country=US', cookie),
      get('/config/analytics/live.js', cookie),
    ]);
    expect(all.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(await all.json()).toEqual({ visitors: 1, at: app!.clock.time });
    app!.clock.time = START_TIME;
    expect((await us.json()).visitors).toBe(0);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await script.text();
    expect(source.length).toBeLessThan(600);
    expect(source).toContain("getElementById('live')");
    expect(source).toContain('o.dataset.src');
  });

  it('anyone not signed in gets the sign-in page for every analytics path, never data', async () => {
    const responses = await Promise.all(PATHS.map((path) => get(`${path}?period=7d`)));
    for (const [index, response] of responses.entries()) {
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain(`action="/config/login?next=${encodeURIComponent(`${PATHS[index]}?period=7d`)}"`);
      expect(html).not.toContain('news.example.com');
      expect(html).not.toContain('"visitors"');
    }
    // A forged session cookie is no session.
    const forged = await get('/config/analytics/live.json', 'vitrine_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(401);
  });

  it('a viewer reads the dashboard as the owner area lets it read every page: with the read-only note', async () => {
    const html = await (await get('/config/analytics?period=7d', viewer)).text();
    expect(html).toContain('Your account is a viewer: you can read these pages, not change the site.');
    expect(html).toContain('<dt>Visits</dt><dd>4<span');
  });

  it('a page view sent by a browser shows on the dashboard (the write path and the dashboard agree)', async () => {
    const body = new URLSearchParams({ event: 'pageview', data: JSON.stringify({ path: '/promo' }), ss_cvr: 'visitor-1|1|1|1|1' }).toString();
    const sent = await fetch(`${app!.base}${TRACKING_PATHS.hit}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(sent.status).toBeLessThan(300);
    const html = await (await get('/config/analytics?period=day', cookie)).text();
    // The seeded visit s1 has 3 page views today: with the one sent, 4.
    expect(html).toContain('<dt>Page views</dt><dd>4<span');
    expect(html).toContain('<a href="/config/analytics?period=day&amp;page=%2Fpromo">/promo</a>');
  });
});
