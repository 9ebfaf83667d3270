// The KPI maths (server/analytics/kpis.ts) and the names rows are shown by (labels.ts).
import { describe, expect, it } from 'vitest';
import { change, conversionRate, formatChange, formatDuration, formatKpi, kpiFigures, kpiValue } from '../../../../server/analytics/kpis.ts';
import { countryName, filterLabel, valueLabel } from '../../../../server/analytics/labels.ts';

const none = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, visitViews: 0, durationMs: 0 };
const some = { visitors: 8, visits: 10, pageviews: 25, bounces: 4, visitViews: 25, durationMs: 600_000 };

describe('the KPIs', () => {
  it('views per visit, bounce rate and visit duration from the sums', () => {
    expect(kpiValue('viewsPerVisit', some)).toBe(2.5);
    expect(kpiValue('bounceRate', some)).toBe(40);
    expect(kpiValue('visitDuration', some)).toBe(60);
  });

  it('a ratio of no visits is null, never NaN or Infinity', () => {
    for (const key of ['viewsPerVisit', 'bounceRate', 'visitDuration'] as const) expect(kpiValue(key, none)).toBeNull();
    expect(kpiFigures(none, none).map((figure) => figure.change)).toEqual([null, null, null, null, null, null]);
  });

  it.each([
    ['visitors', 12, 8, 50],
    ['visitors', 4, 8, -50],
    ['visitors', 5, 0, null],
    ['visitDuration', 90, 60, 50],
    ['bounceRate', 40, 55, -15],
    ['bounceRate', 40, 0, 40],
    ['viewsPerVisit', null, 2, null],
  ] as const)('%s from %s to %s: %s', (key, value, previous, expected) => {
    expect(change(key, value, previous)).toBe(expected);
  });

  it('formats figures and changes', () => {
    expect(formatKpi({ key: 'visitors', unit: '' }, 1234567)).toBe('1,234,567');
    expect(formatKpi({ key: 'viewsPerVisit', unit: '' }, 2)).toBe('2.00');
    expect(formatKpi({ key: 'bounceRate', unit: '%' }, 40.4)).toBe('40%');
    expect(formatKpi({ key: 'visitDuration', unit: 's' }, 65)).toBe('1m 05s');
    expect(formatKpi({ key: 'visits', unit: '' }, null)).toBe('—');
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatChange({ key: 'visitors', change: 12.4 })).toBe('+12%');
    expect(formatChange({ key: 'bounceRate', change: -3.2 })).toBe('−3 points');
    expect(formatChange({ key: 'visits', change: 0.2 })).toBe('no change');
    expect(formatChange({ key: 'visits', change: null })).toBe('');
  });

  it('a conversion rate is unique visitors converting among unique visitors, in per cent', () => {
    expect(conversionRate(1, 3)).toBeCloseTo(33.333, 2);
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(5, 4)).toBe(100);
  });
});

describe('the names', () => {
  it('a country from its ISO code; an unknown or empty one as such', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('US')).toBe('United States');
    expect(countryName('ZZ')).toBe('ZZ');
    expect(countryName('')).toBe('(none)');
    expect(countryName('fr')).toBe('fr');
  });

  it('a filter as the owner reads it', () => {
    expect(filterLabel('country', 'DE')).toBe('Country is Germany');
    expect(filterLabel('utm_campaign', 'june')).toBe('UTM campaign is june');
    expect(valueLabel('source', 'Direct / None')).toBe('Direct / None');
    expect(valueLabel('browser', '')).toBe('(none)');
  });
});
