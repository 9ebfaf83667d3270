// GET /config/analytics (the owner area, server/config/area.ts): the dashboard on one page, drawn by
// the server. The period and the filters live in the address (params.ts); every row of a panel is a
// plain link that adds its filter, and each active filter has a link that removes it, so the page
// works without script. Its one script (live.ts) only refreshes the visitors right now.
// docs/decisions.md "Tracking server", "Owner access: the owner area" and "Issue 33: dashboard".
import { CONFIG_PATHS, type ConfigContent } from '../config/shell.ts';
import { escapeHtml } from '../render/escape.ts';
import { VITALS, type Vital } from './aggregate.ts';
import { bucketLabel, trendChart, vitalBar } from './chart.ts';
import { conversionRate, formatChange, formatKpi, type KpiFigure } from './kpis.ts';
import { filterLabel, valueLabel } from './labels.ts';
import { LIVE_JSON, LIVE_SCRIPT } from './live.ts';
import { FILTER_KEYS, queryHref, queryParams, type DashboardQuery, type FilterKey, type PeriodName } from './params.ts';
import { TOP_ERRORS, VITALS_PAGES, type AnalyticsData, type PanelData } from './query.ts';
import type { VitalsRow } from './vitals.ts';

export const ANALYTICS_TITLE = 'Analytics';
const PATH = CONFIG_PATHS.analytics;
export const CSV_PATH = `${PATH}.csv`;

/** The vitals the dashboard shows over time: the Core Web Vitals and the server's answer time, in that order. */
export const DASHBOARD_VITALS: readonly Vital[] = (['lcp', 'inp', 'cls', 'ttfb'] as const).map((code) => VITALS.find((vital) => vital.code === code)!);

// The owner area's common CSS (config/shell.ts) draws the tables; these are the dashboard's own.
// One column on a phone (412 px), two or three on wider screens.
const STYLE = `
td.n,th.n{text-align:right}.chart{display:block;width:100%;height:auto;max-width:720px}.chart .views rect{fill:#4a6fa5}
.chart .visitors{fill:none;stroke:#c5221f;stroke-width:2}.chart .axis{stroke:#555}.chart text{font-size:12px;fill:#555}
.meter{vertical-align:middle;margin-left:.5rem}.meter .track{fill:#eee}.meter .good{fill:#0a7d36}
.meter .needs-improvement{fill:#b25e00}.meter .poor{fill:#c5221f}
.periods ul,.filters ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.periods a[aria-current=page]{font-weight:700;color:#1d1d1f}
.custom{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:.75rem 0}.custom label{display:flex;flex-direction:column;font-size:.875rem}
.custom input{font:inherit;padding:.25rem}
.filters li{background:#eef3fc;border-radius:4px;padding:.125rem .5rem}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem;margin:1rem 0;padding:0}
.kpis div{background:#fff;border:1px solid #d8d4cc;border-radius:4px;padding:.5rem .75rem}
.kpis dt{font-size:.875rem;color:#4a4a4a}.kpis dd{margin:0;font-size:1.375rem;font-weight:700}.kpis .change{display:block;font-size:.875rem;font-weight:400;color:#4a4a4a}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr));gap:0 2rem}
.grid section{min-width:0}main table{width:100%}td a,th a{overflow-wrap:anywhere}
.live{font-size:1.125rem}`;

const PERIOD_NAMES: Record<Exclude<PeriodName, 'custom'>, string> = {
  day: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  '12mo': 'Last 12 months',
};
const STEP: Record<DashboardQuery['interval'], string> = { hour: 'hour', day: 'day', month: 'month' };

export const formatVital = (vital: Vital, value: number): string => (vital.unit === 'ms' ? `${Math.round(value)} ms` : String(Number(value.toFixed(3))));

const formatTime = (time: number): string => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A table whose first cell of each row is its header; the cells come as HTML, escaped by the caller. */
const table = (caption: string, head: readonly string[], rows: readonly string[][], numeric: readonly boolean[]): string =>
  `<div class="scroll" role="region" aria-label="${escapeHtml(caption)}" tabindex="0"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${head
    .map((cell, index) => `<th scope="col"${numeric[index] ? ' class="n"' : ''}>${escapeHtml(cell)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${cell}</th>` : `<td${numeric[index] ? ' class="n"' : ''}>${cell}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;

const empty = (text: string): string => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string, extra = ''): string => `<a href="${escapeHtml(href)}"${extra}>${escapeHtml(text)}</a>`;
const count = (value: number): string => value.toLocaleString('en-US');
/** The CSV of one panel, with the page's period and filters. */
export const csvHref = (query: DashboardQuery, panel: string): string => `${CSV_PATH}?${new URLSearchParams([...queryParams(query), ['panel', panel]])}`;
const csvLink = (query: DashboardQuery, panel: string, what: string): string => `<p>${link(csvHref(query, panel), `Download ${what} as CSV`, ' download')}</p>`;

/** The period choice: a link for each named period, and a form (GET) for a custom range that keeps the filters. */
function periodNav(query: DashboardQuery): string {
  const links = (Object.keys(PERIOD_NAMES) as (keyof typeof PERIOD_NAMES)[])
    .map((name) => `<li>${link(queryHref(PATH, query, { period: name }), PERIOD_NAMES[name], name === query.period ? ' aria-current="page"' : '')}</li>`)
    .join('');
  const kept = FILTER_KEYS.filter((key) => query.filters[key] !== undefined)
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query.filters[key]!)}">`)
    .join('');
  const form = `<form class="custom" method="get" action="${PATH}"><input type="hidden" name="period" value="custom">${kept}<label>From <input type="date" name="from" value="${query.fromDay}" required></label><label>To <input type="date" name="to" value="${query.toDay}" required></label><button type="submit">Show this range</button></form>`;
  return `<nav class="periods" aria-label="Period"><ul>${links}</ul>${form}</nav>`;
}

/** The active filters, each with a link that removes it. */
function filterList(query: DashboardQuery): string {
  const active = FILTER_KEYS.filter((key) => query.filters[key] !== undefined);
  if (active.length === 0) return '<p>No filter: every visit counts. Choose a row of a panel below to filter the whole dashboard by it.</p>';
  const items = active
    .map((key) => {
      const label = filterLabel(key, query.filters[key]!);
      return `<li>${escapeHtml(label)} ${link(queryHref(PATH, query, { [key]: null }), 'Remove', ` aria-label="${escapeHtml(`Remove the filter ${label}`)}"`)}</li>`;
    })
    .join('');
  const clear = Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as Record<FilterKey, null>;
  return `<section class="filters" aria-labelledby="filters"><h2 id="filters">Filters</h2><ul>${items}<li>${link(queryHref(PATH, query, clear), 'Remove every filter')}</li></ul></section>`;
}

const kpiList = (figures: readonly KpiFigure[]): string =>
  `<dl class="kpis">${figures
    .map((figure) => {
      const change = formatChange(figure);
      const previous = `previous period: ${formatKpi(figure, figure.previous)}`;
      return `<div><dt>${escapeHtml(figure.label)}</dt><dd>${escapeHtml(formatKpi(figure, figure.value))}<span class="change">${escapeHtml(change ? `${change}, ${previous}` : previous)}</span></dd></div>`;
    })
    .join('')}</dl>`;

function trendSection(data: AnalyticsData): string {
  const step = STEP[data.query.interval];
  const rows = data.trend.map((bucket) => [escapeHtml(bucketLabel(bucket.key)), count(bucket.visitors), count(bucket.visits), count(bucket.pageviews)]);
  return `<section aria-labelledby="trend"><h2 id="trend">Visitors and page views per ${step}</h2>${trendChart(data.trend, 'trend-title', step)}
<details><summary>The chart as a table</summary>${table(`Unique visitors, visits and page views per ${step}`, [capital(step), 'Unique visitors', 'Visits', 'Page views'], rows, [false, true, true, true])}</details>
${csvLink(data.query, 'trend', 'the trend')}</section>`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A breakdown panel: its rows as links that add their filter, its "more" link, its CSV. */
function panelSection({ panel, rows, more }: PanelData, query: DashboardQuery): string {
  const id = `panel-${panel.key}`;
  const counted = panel.table === 'page_views' ? 'Page views' : 'Visits';
  const body =
    rows.length === 0
      ? empty('Nothing in this period.')
      : table(
          `${panel.title}, by unique visitors`,
          [panel.head, 'Unique visitors', counted],
          rows.map((row) => [link(queryHref(PATH, query, { [panel.filter]: row.value }), valueLabel(panel.filter, row.value)), count(row.visitors), count(row.count)]),
          [false, true, true],
        );
  const moreLink = more && query.more !== panel.key ? `<p>${link(`${queryHref(PATH, query, { more: panel.key })}#${id}`, `More ${panel.title.toLowerCase()}`)}</p>` : '';
  return `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${escapeHtml(panel.title)}</h2>${body}${moreLink}${csvLink(query, panel.key, panel.title.toLowerCase())}</section>`;
}

function goalsSection(data: AnalyticsData): string {
  const { query, goals, visitors } = data;
  const rate = (value: number): string => {
    const figure = conversionRate(value, visitors);
    return figure === null ? '—' : `${figure.toFixed(1)}%`;
  };
  const body =
    goals.rows.length === 0
      ? empty('No goal reached in this period: goals are custom events, button clicks and form submissions.')
      : table(
          'Goals: custom events, button clicks and form submissions; the conversion rate is unique visitors converting among all unique visitors',
          ['Goal', 'Kind', 'Unique visitors', 'Conversions', 'Conversion rate'],
          goals.rows.map((row) => [link(queryHref(PATH, query, { goal: row.value }), row.value), escapeHtml(row.kind), count(row.visitors), count(row.count), rate(row.visitors)]),
          [false, false, true, true, true],
        );
  const moreLink = goals.more && query.more !== 'goals' ? `<p>${link(`${queryHref(PATH, query, { more: 'goals' })}#panel-goals`, 'More goals')}</p>` : '';
  return `<section id="panel-goals" aria-labelledby="panel-goals-h"><h2 id="panel-goals-h">Goals</h2>${body}${moreLink}${csvLink(query, 'goals', 'the goals')}</section>`;
}

const vitalCells = (row: VitalsRow): string[] =>
  DASHBOARD_VITALS.map((vital) => {
    const value = row.p75[vital.code];
    if (value === undefined) return 'no data';
    const shown = formatVital(vital, value);
    return `${escapeHtml(shown)}${vitalBar(vital, value, shown)}`;
  });

const thresholds = (): string =>
  `<p>p75: for each page load the last value received, then the 75th percentile across loads. Good is at most ${DASHBOARD_VITALS.map(
    (vital) => `${vital.name} ${formatVital(vital, vital.good)}`,
  ).join(', ')}; poor is above ${DASHBOARD_VITALS.map((vital) => `${vital.name} ${formatVital(vital, vital.poor)}`).join(', ')}; between is needs improvement.</p>`;

function vitalsSection(data: AnalyticsData): string {
  const { query, vitals } = data;
  const head = DASHBOARD_VITALS.map((vital) => vital.name);
  const numeric = [false, true, ...DASHBOARD_VITALS.map(() => true)];
  const part = (caption: string, first: string, rows: VitalsRow[], cell: (row: VitalsRow) => string, panel: string) =>
    rows.length === 0
      ? ''
      : `${table(
          caption,
          [first, 'Loads', ...head],
          rows.map((row) => [cell(row), count(row.loads), ...vitalCells(row)]),
          numeric,
        )}${csvLink(query, panel, caption.toLowerCase())}`;
  const parts =
    part('Web vitals by day', 'Day', vitals.byDay, (row) => escapeHtml(row.key), 'vitals_day') +
    part(`Web vitals of the ${VITALS_PAGES} pages with the most loads`, 'Page', vitals.byPage, (row) => link(queryHref(PATH, query, { page: row.key }), row.key), 'vitals_page') +
    part('Web vitals by device class', 'Device', vitals.byDevice, (row) => link(queryHref(PATH, query, { device: row.key }), valueLabel('device', row.key)), 'vitals_device');
  return `<section aria-labelledby="vitals"><h2 id="vitals">Web vitals</h2>${parts === '' ? empty('No page-speed records in this period.') : thresholds() + parts}</section>`;
}

function errorsSection(data: AnalyticsData): string {
  const body =
    data.errors.length === 0
      ? empty('No errors reported.')
      : table(
          `The ${TOP_ERRORS} most frequent error messages`,
          ['Message', 'App', 'Count', 'Last seen'],
          data.errors.map((error) => [escapeHtml(error.message), escapeHtml(error.app), count(error.count), escapeHtml(formatTime(error.lastSeen))]),
          [false, false, true, false],
        );
  return `<section aria-labelledby="errors"><h2 id="errors">Top errors</h2>${body}${csvLink(data.query, 'errors', 'the errors')}</section>`;
}

/** The visitors right now: the count when the page was drawn, refreshed by live.ts's script. */
const liveSection = (query: DashboardQuery, current: number): string =>
  `<p class="live"><output id="live" data-src="${escapeHtml(queryHref(LIVE_JSON, query))}">${count(current)}</output> ${escapeHtml('visitors right now (a page view in the last 5 minutes)')}</p><script src="${LIVE_SCRIPT}" defer></script>`;

const periodText = (query: DashboardQuery): string =>
  `<p>${escapeHtml(`${query.fromDay === query.toDay ? query.fromDay : `${query.fromDay} to ${query.toDay}`}, in UTC; each change compares with the ${query.fromDay === query.toDay ? 'day' : 'period of the same length'} before.`)}</p>`;

export function analyticsContent(data: AnalyticsData, current: number): ConfigContent {
  const { query } = data;
  return {
    title: ANALYTICS_TITLE,
    style: STYLE,
    main: `${periodNav(query)}${periodText(query)}${liveSection(query, current)}${filterList(query)}
<section aria-labelledby="kpis"><h2 id="kpis">Summary</h2>${kpiList(data.kpis)}${csvLink(query, 'kpis', 'the summary')}</section>
${trendSection(data)}
<div class="grid">${data.panels.map((panel) => panelSection(panel, query)).join('')}${goalsSection(data)}</div>
${vitalsSection(data)}
${errorsSection(data)}`,
  };
}
