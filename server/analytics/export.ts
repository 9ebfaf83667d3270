// GET /config/analytics.csv?panel=<panel>&<the page's period and filters>: one panel of the dashboard
// as CSV rows (config/csv.ts writes them, formula-injection safe), up to CSV_ROWS rows a breakdown.
// An unknown panel is the trend, as the page's first figure.
import { bucketLabel } from './chart.ts';
import { kpiFigures, conversionRate } from './kpis.ts';
import { valueLabel } from './labels.ts';
import { DASHBOARD_VITALS } from './page.ts';
import { CSV_ROWS, panelOf } from './panels.ts';
import type { DashboardQuery } from './params.ts';
import type { AnalyticsQuery } from './query.ts';
import type { VitalsDimension, VitalsRow } from './vitals.ts';

export interface CsvFile {
  filename: string;
  rows: string[][];
}

const VITALS_PANELS: Record<string, { dimension: VitalsDimension; head: string }> = {
  vitals_day: { dimension: 'day', head: 'Day' },
  vitals_page: { dimension: 'page', head: 'Page' },
  vitals_device: { dimension: 'device', head: 'Device' },
};

const vitalsHead = DASHBOARD_VITALS.map((vital) => (vital.unit ? `${vital.name} p75 (${vital.unit})` : `${vital.name} p75`));
const vitalsRow = (row: VitalsRow): string[] => [
  row.key,
  String(row.loads),
  ...DASHBOARD_VITALS.map((vital) => (row.p75[vital.code] === undefined ? '' : String(row.p75[vital.code]))),
];
const fixed = (value: number | null, digits: number): string => (value === null ? '' : value.toFixed(digits));

export async function analyticsCsv(analytics: AnalyticsQuery, query: DashboardQuery, asked: string | null): Promise<CsvFile> {
  const panel = panelOf(asked);
  const name = panel ? panel.key : asked === 'kpis' || asked === 'goals' || asked === 'errors' || (asked !== null && asked in VITALS_PANELS) ? asked : 'trend';
  const filename = `analytics-${name}-${query.fromDay}-to-${query.toDay}.csv`;
  if (panel) {
    const { rows } = await analytics.queries.breakdown(panel, query, CSV_ROWS);
    const counted = panel.table === 'page_views' ? 'Page views' : 'Visits';
    return { filename, rows: [[panel.head, 'Unique visitors', counted], ...rows.map((row) => [valueLabel(panel.filter, row.value), String(row.visitors), String(row.count)])] };
  }
  if (name === 'kpis') {
    const [now, before] = await Promise.all([analytics.queries.kpis(query, query), analytics.queries.kpis(query, { from: query.previousFrom, to: query.from })]);
    return {
      filename,
      rows: [
        ['Figure', 'Value', 'Previous period', 'Change'],
        ...kpiFigures(now, before).map((figure) => [
          figure.label + (figure.unit === 's' ? ' (s)' : figure.unit === '%' ? ' (%)' : ''),
          fixed(figure.value, 2),
          fixed(figure.previous, 2),
          fixed(figure.change, 1),
        ]),
      ],
    };
  }
  if (name === 'goals') {
    const [{ rows }, sums] = await Promise.all([analytics.queries.goals(query, CSV_ROWS), analytics.queries.kpis(query, query)]);
    return {
      filename,
      rows: [
        ['Goal', 'Kind', 'Unique visitors', 'Conversions', 'Conversion rate (%)'],
        ...rows.map((row) => [row.value, row.kind, String(row.visitors), String(row.count), fixed(conversionRate(row.visitors, sums.visitors), 1)]),
      ],
    };
  }
  if (name === 'errors') {
    const errors = await analytics.topErrors(query.from, query.to);
    return {
      filename,
      rows: [['Message', 'App', 'Count', 'Last seen'], ...errors.map((error) => [error.message, error.app, String(error.count), new Date(error.lastSeen).toISOString()])],
    };
  }
  const vitals = VITALS_PANELS[name];
  if (vitals) {
    const rows = await analytics.vitals(query, vitals.dimension, CSV_ROWS);
    if (vitals.dimension === 'day') rows.sort((a, b) => (a.key < b.key ? -1 : 1));
    return { filename, rows: [[vitals.head, 'Loads', ...vitalsHead], ...rows.map(vitalsRow)] };
  }
  const trend = await analytics.queries.trend(query);
  const step = query.interval === 'hour' ? 'Hour' : query.interval === 'day' ? 'Day' : 'Month';
  return {
    filename,
    rows: [
      [step, 'Unique visitors', 'Visits', 'Page views'],
      ...trend.map((bucket) => [bucketLabel(bucket.key), String(bucket.visitors), String(bucket.visits), String(bucket.pageviews)]),
    ],
  };
}
