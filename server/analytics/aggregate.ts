// The analytics page's vitals maths, pure: the thresholds, the rating and the p75 per page.
// The database figures the vitals (vitals.ts) by the rule vitalsByPage states, its tests' reference.

/** The web vitals the page shows, with web.dev's thresholds for good and poor. */
export const VITALS = [
  { code: 'lcp', name: 'LCP', unit: 'ms', good: 2500, poor: 4000 },
  { code: 'cls', name: 'CLS', unit: '', good: 0.1, poor: 0.25 },
  { code: 'inp', name: 'INP', unit: 'ms', good: 200, poor: 500 },
  { code: 'fcp', name: 'FCP', unit: 'ms', good: 1800, poor: 3000 },
  { code: 'ttfb', name: 'TTFB', unit: 'ms', good: 800, poor: 1800 },
] as const;
export type Vital = (typeof VITALS)[number];
export type VitalCode = Vital['code'];
export const VITAL_CODES: readonly string[] = VITALS.map((vital) => vital.code);

export type Rating = 'good' | 'needs improvement' | 'poor';

/** web.dev's rating: at most `good` is good, above `poor` is poor. */
export const rate = (vital: Vital, value: number): Rating => (value <= vital.good ? 'good' : value <= vital.poor ? 'needs improvement' : 'poor');

/** The nearest-rank percentile (0 < q <= 1): the smallest value with at least q of all at or below it. */
export function percentile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

export const p75 = (values: readonly number[]): number | null => percentile(values, 0.75);

export interface MetricReading {
  pageLoadId: string;
  path: string;
  code: string;
  value: number;
}

export interface PageVitals {
  path: string;
  /** Page loads that reported at least one vital. */
  loads: number;
  p75: Partial<Record<VitalCode, number>>;
}

/**
 * Per page: for each page load the last value received of each vital (readings come oldest
 * first), then the p75 of those across loads. Pages with the most loads first.
 * @internal The query test's oracle: the database (vitals.ts) must figure what this figures.
 */
export function vitalsByPage(readings: readonly MetricReading[]): PageVitals[] {
  // path -> code -> page load -> last value
  const pages = new Map<string, Map<string, Map<string, number>>>();
  const loads = new Map<string, Set<string>>();
  for (const { pageLoadId, path, code, value } of readings) {
    if (!VITAL_CODES.includes(code)) continue;
    let codes = pages.get(path);
    if (!codes) {
      codes = new Map();
      pages.set(path, codes);
    }
    let values = codes.get(code);
    if (!values) {
      values = new Map();
      codes.set(code, values);
    }
    values.set(pageLoadId, value);
    let ids = loads.get(path);
    if (!ids) {
      ids = new Set();
      loads.set(path, ids);
    }
    ids.add(pageLoadId);
  }
  const result: PageVitals[] = [];
  for (const [path, codes] of pages) {
    const summary: PageVitals['p75'] = {};
    for (const vital of VITALS) {
      const value = p75([...(codes.get(vital.code)?.values() ?? [])]);
      if (value !== null) summary[vital.code] = value;
    }
    result.push({ path, loads: loads.get(path)!.size, p75: summary });
  }
  return result.sort((a, b) => b.loads - a.loads || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
