// The dashboard's KPIs from the database's sums (breakdown.ts), pure: each figure, its value in the
// previous period of the same length, and the change. Ratios of nothing are null, never NaN.
import type { Kpis } from './breakdown.ts';

export type KpiKey = 'visitors' | 'visits' | 'pageviews' | 'viewsPerVisit' | 'bounceRate' | 'visitDuration';

export interface KpiFigure {
  key: KpiKey;
  label: string;
  value: number | null;
  previous: number | null;
  /**
   * Counts and averages change in per cent of the previous value (null when it was 0 or none);
   * the bounce rate, itself a percentage, in percentage points.
   */
  change: number | null;
  unit: '' | '%' | 's';
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** One figure of a period's sums. */
export function kpiValue(key: KpiKey, sums: Kpis): number | null {
  switch (key) {
    case 'visitors':
      return sums.visitors;
    case 'visits':
      return sums.visits;
    case 'pageviews':
      return sums.pageviews;
    case 'viewsPerVisit':
      return ratio(sums.visitViews, sums.visits);
    case 'bounceRate': {
      const rate = ratio(sums.bounces, sums.visits);
      return rate === null ? null : rate * 100;
    }
    case 'visitDuration': {
      const mean = ratio(sums.durationMs, sums.visits);
      return mean === null ? null : mean / 1000;
    }
  }
}

export const KPIS: readonly { key: KpiKey; label: string; unit: KpiFigure['unit'] }[] = [
  { key: 'visitors', label: 'Unique visitors', unit: '' },
  { key: 'visits', label: 'Visits', unit: '' },
  { key: 'pageviews', label: 'Page views', unit: '' },
  { key: 'viewsPerVisit', label: 'Views per visit', unit: '' },
  { key: 'bounceRate', label: 'Bounce rate', unit: '%' },
  { key: 'visitDuration', label: 'Visit duration', unit: 's' },
];

/** The change from `previous` to `value`: percentage points for the bounce rate, per cent otherwise. */
export function change(key: KpiKey, value: number | null, previous: number | null): number | null {
  if (value === null || previous === null) return null;
  if (key === 'bounceRate') return value - previous;
  return previous === 0 ? null : ((value - previous) / previous) * 100;
}

export const kpiFigures = (now: Kpis, before: Kpis): KpiFigure[] =>
  KPIS.map(({ key, label, unit }) => {
    const value = kpiValue(key, now);
    const previous = kpiValue(key, before);
    return { key, label, unit, value, previous, change: change(key, value, previous) };
  });

/** A goal's conversion rate in per cent: its unique visitors among the period's unique visitors. */
export const conversionRate = (goalVisitors: number, visitors: number): number | null => {
  const rate = ratio(goalVisitors, visitors);
  return rate === null ? null : Math.min(100, rate * 100);
};

/** "1m 05s", "42s". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes}m ${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

/** A figure as the page shows it. */
export function formatKpi(figure: Pick<KpiFigure, 'key' | 'unit'>, value: number | null): string {
  if (value === null) return '—';
  if (figure.unit === 's') return formatDuration(value);
  if (figure.unit === '%') return `${Math.round(value)}%`;
  if (figure.key === 'viewsPerVisit') return value.toFixed(2);
  return value.toLocaleString('en-US');
}

/** "+12%", "−3 points", "no change", "" when there is nothing to compare with. */
export function formatChange(figure: Pick<KpiFigure, 'key' | 'change'>): string {
  if (figure.change === null) return '';
  const rounded = Math.round(figure.change);
  if (rounded === 0) return 'no change';
  const sign = rounded > 0 ? '+' : '−';
  return figure.key === 'bounceRate' ? `${sign}${Math.abs(rounded)} points` : `${sign}${Math.abs(rounded)}%`;
}
