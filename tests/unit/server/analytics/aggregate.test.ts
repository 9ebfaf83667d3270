import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { p75, percentile, rate, VITALS, vitalsByPage, type MetricReading } from '../../../../server/analytics/aggregate.ts';

const [LCP, CLS, INP] = VITALS;

describe('p75: the nearest-rank 75th percentile', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[1, 2], 2],
    [[1, 2, 3], 3],
    [[1, 2, 3, 4], 3],
    [[4, 3, 2, 1], 3],
    [[1, 2, 3, 4, 5], 4],
    [[1, 2, 3, 4, 5, 6, 7, 8], 6],
    [[10, 10, 10, 1000], 10],
    [[0.01, 0.3, 0.02, 0.05], 0.05],
  ])('%j -> %j', (values, expected) => {
    expect(p75(values)).toBe(expected);
  });

  it.each([
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4], 1, 4],
    [[1, 2, 3, 4], 0.01, 1],
  ])('percentile(%j, %d) -> %d', (values, q, expected) => {
    expect(percentile(values, q)).toBe(expected);
  });

  it('is one of the values, with at least 75% of them at or below it and fewer than 75% below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (values) => {
        const value = p75(values)!;
        expect(values).toContain(value);
        expect(values.filter((v) => v <= value).length).toBeGreaterThanOrEqual(0.75 * values.length);
        expect(values.filter((v) => v < value).length).toBeLessThan(0.75 * values.length);
      }),
    );
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    p75(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("rate: web.dev's thresholds", () => {
  it.each([
    [LCP, 2500, 'good'],
    [LCP, 2501, 'needs improvement'],
    [LCP, 4000, 'needs improvement'],
    [LCP, 4001, 'poor'],
    [CLS, 0.1, 'good'],
    [CLS, 0.11, 'needs improvement'],
    [CLS, 0.26, 'poor'],
    [INP, 0, 'good'],
    [INP, 501, 'poor'],
  ])('%o %d -> %s', (vital, value, rating) => {
    expect(rate(vital!, value)).toBe(rating);
  });
});

const reading = (pageLoadId: string, path: string, code: string, value: number): MetricReading => ({ pageLoadId, path, code, value });

describe('vitalsByPage: the last value per load, then p75 across loads', () => {
  it('takes the last value each load sent for a metric', () => {
    expect(vitalsByPage([reading('a', '/', 'lcp', 900), reading('a', '/', 'cls', 0.01), reading('a', '/', 'lcp', 1500), reading('a', '/', 'cls', 0.2)])).toEqual([
      { path: '/', loads: 1, p75: { lcp: 1500, cls: 0.2 } },
    ]);
  });

  it('p75 across loads, per page and per metric; a metric no load sent is absent', () => {
    const readings = [
      ...[100, 200, 300, 400].map((value, index) => reading(`l${index}`, '/', 'ttfb', value)),
      reading('l0', '/', 'lcp', 2000),
      reading('l0', '/', 'lcp', 2600),
      reading('l1', '/', 'lcp', 1000),
      reading('m0', '/promo', 'inp', 80),
    ];
    expect(vitalsByPage(readings)).toEqual([
      { path: '/', loads: 4, p75: { lcp: 2600, ttfb: 300 } },
      { path: '/promo', loads: 1, p75: { inp: 80 } },
    ]);
  });

  it('ignores codes that are not the five vitals', () => {
    expect(vitalsByPage([reading('a', '/', 'dns', 12), reading('a', '/', 'fid', 3)])).toEqual([]);
  });

  it('orders pages by loads, then by path', () => {
    const readings = [reading('1', '/b', 'fcp', 1), reading('2', '/a', 'fcp', 1), reading('3', '/c', 'fcp', 1), reading('4', '/c', 'fcp', 1)];
    expect(vitalsByPage(readings).map((page) => page.path)).toEqual(['/c', '/a', '/b']);
  });
});
