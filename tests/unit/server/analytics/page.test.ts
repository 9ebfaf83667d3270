import { describe, expect, it } from 'vitest';
import { dailySeries, VITALS } from '../../../../server/analytics/aggregate.ts';
import { analyticsContent, analyticsRows, formatVital } from '../../../../server/analytics/page.ts';
import type { AnalyticsData } from '../../../../server/analytics/query.ts';
import { renderConfigPage } from '../../../../server/config/shell.ts';

// The page as the owner area sends it (server/config/shell.ts around the analytics content).
const renderAnalyticsPage = (data: AnalyticsData): string =>
  renderConfigPage(
    { siteTitle: 'Site', locale: 'en', crumb: 'c'.repeat(32), email: 'owner@example.com', readOnly: false, path: '/config/analytics' },
    analyticsContent(data, '/config/analytics.csv'),
  );

const days = dailySeries([{ day: '2025-06-30', views: 7, visitors: 3 }], '2025-06-30', 30);

describe('the analytics page', () => {
  it('has a title, one h1, a heading per section, and a chart with a title', () => {
    const html = renderAnalyticsPage({ days, vitals: [], errors: [] });
    expect(html).toContain('<title>Analytics · Site</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html.match(/<h2 /g)).toHaveLength(3);
    expect(html).toMatch(
      /<svg class="chart"[^>]*role="img" aria-labelledby="daily-title"><title id="daily-title">Page views \(bars\) and unique visitors \(line\) per day, 2025-06-01 to 2025-06-30: 7 views in all/,
    );
    expect(html).toContain('<th scope="row">2025-06-30</th><td class="n">7</td><td class="n">3</td>');
    expect(html).toContain('No page-speed records yet.');
    expect(html).toContain('No errors reported.');
    expect(html).not.toContain('<script');
    expect(html).toContain('<a href="/config/analytics.csv" download>');
  });

  it('hands the CSV the daily table, newest first, under its header row', () => {
    const rows = analyticsRows({ days, vitals: [], errors: [] });
    expect(rows[0]).toEqual(['Day', 'Page views', 'Unique visitors']);
    expect(rows[1]).toEqual(['2025-06-30', '7', '3']);
    expect(rows[2]).toEqual(['2025-06-29', '0', '0']);
    expect(rows).toHaveLength(31);
  });

  it('escapes every text it shows', () => {
    const html = renderAnalyticsPage({
      days,
      vitals: [{ path: '/<b>', loads: 1, p75: { lcp: 1200 } }],
      errors: [{ message: '<img src=x onerror=alert(1)>', app: 'a"b', count: 2, lastSeen: Date.UTC(2025, 5, 30, 9, 5) }],
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a&quot;b');
    expect(html).toContain('/&lt;b&gt;');
    expect(html).toContain('2025-06-30 09:05 UTC');
  });

  it('shows each p75 with a bar labelled by its value and rating', () => {
    const html = renderAnalyticsPage({ days, vitals: [{ path: '/', loads: 3, p75: { lcp: 3000, cls: 0.05 } }], errors: [] });
    expect(html).toContain('3000 ms<svg class="meter"');
    expect(html).toContain('aria-label="LCP 3000 ms, needs improvement"');
    expect(html).toContain('aria-label="CLS 0.05, good"');
    expect(html.match(/no data/g)).toHaveLength(3);
  });

  it.each([
    [VITALS[0], 1234.6, '1235 ms'],
    [VITALS[1], 0.12345, '0.123'],
    [VITALS[1], 0, '0'],
  ])('formats %o %d as %s', (vital, value, shown) => {
    expect(formatVital(vital!, value)).toBe(shown);
  });
});
