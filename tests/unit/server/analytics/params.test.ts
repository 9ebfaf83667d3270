// The dashboard's query value from the address (server/analytics/params.ts): the period, its
// previous period, the chart's step and the filters; a bad value falls back to the default.
import { describe, expect, it } from 'vitest';
import { bucketsOf, FILTER_MAX, parseDashboardQuery, queryHref } from '../../../../server/analytics/params.ts';

const NOW = Date.UTC(2025, 5, 30, 12, 34, 56);
const parse = (search: string, now = NOW) => parseDashboardQuery(new URLSearchParams(search), now);
const day = (text: string): number => Date.parse(`${text}T00:00:00Z`);
const DAY = 86_400_000;

describe('the period', () => {
  it.each([
    ['', '30d', '2025-06-01', '2025-06-30', 'day'],
    ['period=30d', '30d', '2025-06-01', '2025-06-30', 'day'],
    ['period=day', 'day', '2025-06-30', '2025-06-30', 'hour'],
    ['period=7d', '7d', '2025-06-24', '2025-06-30', 'day'],
    ['period=month', 'month', '2025-06-01', '2025-06-30', 'day'],
    ['period=12mo', '12mo', '2024-07-01', '2025-06-30', 'month'],
    ['period=custom&from=2025-01-10&to=2025-01-20', 'custom', '2025-01-10', '2025-01-20', 'day'],
    ['period=custom&from=2025-01-10&to=2025-01-10', 'custom', '2025-01-10', '2025-01-10', 'hour'],
    ['period=custom&from=2024-01-01&to=2024-12-31', 'custom', '2024-01-01', '2024-12-31', 'month'],
  ])('%s -> %s, %s to %s by %s', (search, period, fromDay, toDay, interval) => {
    const query = parse(search);
    expect({ period: query.period, fromDay: query.fromDay, toDay: query.toDay, interval: query.interval }).toEqual({ period, fromDay, toDay, interval });
    expect(query.from).toBe(day(fromDay));
    expect(query.to).toBe(day(toDay) + DAY);
    // The previous period has the same length and ends where this one starts.
    expect(query.from - query.previousFrom).toBe(query.to - query.from);
  });

  it.each([
    'period=week',
    'period=',
    'period=7D',
    'period=custom',
    'period=custom&from=2025-01-20&to=2025-01-10',
    'period=custom&from=2025-02-30&to=2025-03-01',
    'period=custom&from=2025-1-1&to=2025-01-02',
    'period=custom&from=2020-01-01&to=2025-01-01',
    'period=custom&from=<script>&to=2025-01-01',
  ])('a bad period (%s) falls back to the last 30 days, no error', (search) => {
    const query = parse(search);
    expect([query.period, query.fromDay, query.toDay]).toEqual(['30d', '2025-06-01', '2025-06-30']);
  });

  it('the year end and a leap day', () => {
    expect(parse('period=7d', Date.UTC(2025, 0, 2)).fromDay).toBe('2024-12-27');
    expect(bucketsOf(parse('period=custom&from=2024-02-28&to=2024-03-01'))).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(parse('period=month', Date.UTC(2024, 1, 10)).toDay).toBe('2024-02-29');
  });
});

describe('the buckets', () => {
  it('24 hours for a day, a day each for 30 days, 12 months for 12 months', () => {
    expect(bucketsOf(parse('period=day'))).toEqual(Array.from({ length: 24 }, (_, hour) => `2025-06-30T${String(hour).padStart(2, '0')}`));
    const days = bucketsOf(parse(''));
    expect([days.length, days[0], days.at(-1)]).toEqual([30, '2025-06-01', '2025-06-30']);
    expect(bucketsOf(parse('period=12mo'))).toEqual([
      ...['07', '08', '09', '10', '11', '12'].map((m) => `2024-${m}`),
      ...['01', '02', '03', '04', '05', '06'].map((m) => `2025-${m}`),
    ]);
  });
});

describe('the filters', () => {
  it('keeps the known keys with a value, drops the rest', () => {
    const query = parse('country=FR&page=%2Fpricing&device=&colour=red&source=Google&utm_campaign=june');
    expect(query.filters).toEqual({ country: 'FR', page: '/pricing', source: 'Google', utm_campaign: 'june' });
  });

  it(`drops a value longer than ${FILTER_MAX} characters`, () => {
    expect(parse(`page=/${'a'.repeat(FILTER_MAX)}`).filters).toEqual({});
    expect(parse(`page=/${'a'.repeat(FILTER_MAX - 1)}`).filters.page).toHaveLength(FILTER_MAX);
  });

  it('links keep the period and the other filters; a null removes one; the default period is left out', () => {
    const query = parse('period=7d&country=FR&source=Google');
    expect(queryHref('/config/analytics', query, { page: '/a b' })).toBe('/config/analytics?period=7d&page=%2Fa+b&source=Google&country=FR');
    expect(queryHref('/config/analytics', query, { country: null })).toBe('/config/analytics?period=7d&source=Google');
    expect(queryHref('/config/analytics', query, { period: '30d', country: null, source: null })).toBe('/config/analytics');
    const custom = parse('period=custom&from=2025-01-10&to=2025-01-20&os=iOS');
    expect(queryHref('/x', custom)).toBe('/x?period=custom&from=2025-01-10&to=2025-01-20&os=iOS');
    // The "more" of one panel is not carried into other links.
    expect(queryHref('/x', parse('more=pages'))).toBe('/x');
    expect(queryHref('/x', parse('more=pages'), { more: 'pages' })).toBe('/x?more=pages');
  });
});
