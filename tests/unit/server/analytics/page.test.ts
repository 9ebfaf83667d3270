// The dashboard's HTML (server/analytics/page.ts) from known data: the period links, the filters as
// links (add and remove), the chart with its table equivalent, the panels, the vitals and escaping.
import { describe, expect, it } from 'vitest';
import { VITALS } from '../../../../server/analytics/aggregate.ts';
import { kpiFigures } from '../../../../server/analytics/kpis.ts';
import { analyticsContent, csvHref, formatVital } from '../../../../server/analytics/page.ts';
import { PANELS } from '../../../../server/analytics/panels.ts';
import { bucketsOf, parseDashboardQuery } from '../../../../server/analytics/params.ts';
import type { AnalyticsData } from '../../../../server/analytics/query.ts';
import { renderConfigPage } from '../../../../server/config/shell.ts';

const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
const sums = { visitors: 3, visits: 4, pageviews: 7, bounces: 2, visitViews: 7, durationMs: 180_000 };

function data(search = 'period=7d', extra: Partial<AnalyticsData> = {}): AnalyticsData {
  const query = parseDashboardQuery(new URLSearchParams(search), NOW);
  return {
    query,
    kpis: kpiFigures(sums, { ...sums, visitors: 1, bounces: 4 }),
    trend: bucketsOf(query).map((key, index) => ({ key, visitors: index, visits: index, pageviews: 2 * index })),
    panels: PANELS.map((panel) => ({ panel, rows: [], more: false })),
    goals: { rows: [], more: false },
    visitors: 3,
    vitals: { byDay: [], byPage: [], byDevice: [] },
    errors: [],
    ...extra,
  };
}

// The page as the owner area sends it (server/config/shell.ts around the analytics content).
const render = (input: AnalyticsData, current = 0): string =>
  renderConfigPage(
    { siteTitle: 'Site', locale: 'en', crumb: 'c'.repeat(32), email: 'owner@example.com', readOnly: false, path: '/config/analytics' },
    analyticsContent(input, current),
  );
const panels = (key: string, rows: { value: string; visitors: number; count: number }[], more = false) =>
  PANELS.map((panel) => ({ panel, rows: panel.key === key ? rows : [], more: panel.key === key && more }));

describe('the analytics dashboard page', () => {
  it('has a title, one h1, the period links with the current one marked, and the custom range form', () => {
    const html = render(data());
    expect(html).toContain('<title>Analytics · Site</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<a href="/config/analytics?period=7d" aria-current="page">Last 7 days</a>');
    expect(html).toContain('<a href="/config/analytics">Last 30 days</a>');
    expect(html).toContain('<a href="/config/analytics?period=12mo">Last 12 months</a>');
    expect(html).toContain('<form class="custom" method="get" action="/config/analytics"><input type="hidden" name="period" value="custom">');
    expect(html).toContain('name="from" value="2025-06-24"');
    expect(html).toContain('name="to" value="2025-06-30"');
  });

  it('the KPIs with their change against the previous period', () => {
    const html = render(data());
    expect(html).toContain('<dt>Unique visitors</dt><dd>3<span class="change">+200%, previous period: 1</span></dd>');
    expect(html).toContain('<dt>Bounce rate</dt><dd>50%<span class="change">−50 points, previous period: 100%</span></dd>');
    expect(html).toContain('<dt>Visit duration</dt><dd>45s<span class="change">no change, previous period: 45s</span></dd>');
    expect(html).toContain('<dt>Views per visit</dt><dd>1.75');
  });

  it('the trend chart is reachable by keyboard, states a summary, and has a table with every bucket', () => {
    const html = render(data());
    expect(html).toMatch(
      /<svg class="chart" [^>]*role="img" tabindex="0" aria-labelledby="trend-title"><title id="trend-title">Page views \(bars\) and unique visitors \(line\) per day, 2025-06-24 to 2025-06-30: 42 page views in all, the most on 2025-06-30 \(12\)\.<\/title>/,
    );
    const details = html.slice(html.indexOf('<details>'), html.indexOf('</details>'));
    expect(details).toContain('<summary>The chart as a table</summary>');
    expect(details.match(/<tr><th scope="row">/g)).toHaveLength(7);
    expect(details).toContain('<th scope="row">2025-06-30</th><td class="n">6</td><td class="n">6</td><td class="n">12</td>');
    const hours = render(data('period=day'));
    expect(hours).toContain('<th scope="row">2025-06-30 23:00</th>');
  });

  it('each row of a panel is a plain link that adds its filter and keeps the period and the other filters', () => {
    const html = render(
      data('period=7d&device=phone', {
        panels: panels('countries', [
          { value: 'FR', visitors: 5, count: 6 },
          { value: 'ZZ', visitors: 1, count: 1 },
        ]),
      }),
    );
    expect(html).toContain('<th scope="row"><a href="/config/analytics?period=7d&amp;device=phone&amp;country=FR">France</a></th><td class="n">5</td><td class="n">6</td>');
    // An unknown code shows as itself.
    expect(html).toContain('country=ZZ">ZZ</a>');
    const pages = render(data('', { panels: panels('pages', [{ value: '/a?b=<c>', visitors: 1, count: 2 }]) }));
    expect(pages).toContain('<a href="/config/analytics?page=%2Fa%3Fb%3D%3Cc%3E">/a?b=&lt;c&gt;</a>');
  });

  it('the active filters are listed, each with a link that removes it, and one that removes them all', () => {
    const html = render(data('period=7d&country=FR&source=Google'));
    expect(html).toContain('<li>Source is Google <a href="/config/analytics?period=7d&amp;country=FR" aria-label="Remove the filter Source is Google">Remove</a></li>');
    expect(html).toContain('<li>Country is France <a href="/config/analytics?period=7d&amp;source=Google" aria-label="Remove the filter Country is France">Remove</a></li>');
    expect(html).toContain('<a href="/config/analytics?period=7d">Remove every filter</a>');
    expect(render(data())).not.toContain('Remove every filter');
  });

  it('a panel with more rows has a "more" link; the CSV links carry the period, the filters and the panel', () => {
    const html = render(data('period=12mo&os=iOS', { panels: panels('pages', [{ value: '/', visitors: 1, count: 1 }], true) }));
    expect(html).toContain('<a href="/config/analytics?period=12mo&amp;os=iOS&amp;more=pages#panel-pages">More top pages</a>');
    expect(html).toContain(
      `<a href="${csvHref(parseDashboardQuery(new URLSearchParams('period=12mo&os=iOS'), NOW), 'pages').replace(/&/g, '&amp;')}" download>Download top pages as CSV</a>`,
    );
    expect(csvHref(parseDashboardQuery(new URLSearchParams('period=12mo&os=iOS'), NOW), 'pages')).toBe('/config/analytics.csv?period=12mo&os=iOS&panel=pages');
    expect(render(data('period=12mo&os=iOS&more=pages', { panels: panels('pages', [{ value: '/', visitors: 1, count: 1 }], true) }))).not.toContain('More top pages');
  });

  it('goals with their conversion rate among unique visitors', () => {
    const html = render(data('', { goals: { rows: [{ value: 'signup', kind: 'event', visitors: 1, count: 4 }], more: false } }));
    expect(html).toContain('<th scope="row"><a href="/config/analytics?goal=signup">signup</a></th><td>event</td><td class="n">1</td><td class="n">4</td><td class="n">33.3%</td>');
  });

  it('visitors right now: the count, the JSON with the filters, and the one script from this origin, no inline script', () => {
    const html = render(data('country=FR'), 12);
    expect(html).toContain('<output id="live" data-src="/config/analytics/live.json?country=FR">12</output>');
    expect(html).toContain('<script src="/config/analytics/live.js" defer></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('the vitals by day, page and device, each p75 with a bar labelled by its value and rating; a row links its filter', () => {
    const html = render(
      data('', {
        vitals: {
          byDay: [{ key: '2025-06-30', loads: 2, p75: { lcp: 3000, cls: 0.05 } }],
          byPage: [{ key: '/<b>', loads: 1, p75: { inp: 600 } }],
          byDevice: [{ key: 'phone', loads: 2, p75: { ttfb: 100 } }],
        },
      }),
    );
    expect(html).toContain('3000 ms<svg class="meter"');
    expect(html).toContain('aria-label="LCP 3000 ms, needs improvement"');
    expect(html).toContain('aria-label="CLS 0.05, good"');
    expect(html).toContain('aria-label="INP 600 ms, poor"');
    expect(html).toContain('<a href="/config/analytics?page=%2F%3Cb%3E">/&lt;b&gt;</a>');
    expect(html).toContain('<a href="/config/analytics?device=phone">phone</a>');
    expect(html).toContain('Good is at most LCP 2500 ms, INP 200 ms, CLS 0.1, TTFB 800 ms');
    expect(html).not.toContain('FCP');
  });

  it('escapes every text it shows', () => {
    const html = render(
      data('page=%3Cimg%3E', {
        errors: [{ message: '<img src=x onerror=alert(1)>', app: 'a"b', count: 2, lastSeen: Date.UTC(2025, 5, 30, 9, 5) }],
        goals: { rows: [{ value: '<svg onload=x>', kind: 'event', visitors: 1, count: 1 }], more: false },
      }),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<svg onload');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a&quot;b');
    expect(html).toContain('2025-06-30 09:05 UTC');
    expect(html).toContain('Page is &lt;img&gt;');
  });

  it.each([
    [VITALS[0], 1234.6, '1235 ms'],
    [VITALS[1], 0.12345, '0.123'],
    [VITALS[1], 0, '0'],
  ])('formats %o %d as %s', (vital, value, shown) => {
    expect(formatVital(vital!, value)).toBe(shown);
  });
});
