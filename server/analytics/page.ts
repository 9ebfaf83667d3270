// GET /config/analytics (the owner area, server/config/area.ts): page views and visitors per day,
// web-vitals p75 per page and the top errors, server-rendered with no script; /config/analytics.csv
// the daily table. docs/decisions.md "Tracking server" and "Owner access: the owner area".
import type { ConfigContent } from '../config/shell.ts';
import { escapeHtml } from '../render/escape.ts';
import { VITALS, type Vital } from './aggregate.ts';
import { dailyChart, vitalBar } from './chart.ts';
import { ANALYTICS_DAYS, TOP_ERRORS, VITALS_PAGES, type AnalyticsData } from './query.ts';

// The owner area's common CSS (config/shell.ts) draws the tables; these are the figures' own.
const STYLE = `
td.n,th.n{text-align:right}.chart{width:100%;height:auto;max-width:600px}.chart .views rect{fill:#4a6fa5}
.chart .visitors{fill:none;stroke:#c5221f;stroke-width:2}.chart .axis{stroke:#555}.chart text{font-size:12px;fill:#555}
.meter{vertical-align:middle;margin-left:.5rem}.meter .track{fill:#eee}.meter .good{fill:#0a7d36}
.meter .needs-improvement{fill:#b25e00}.meter .poor{fill:#c5221f}`;

export const formatVital = (vital: Vital, value: number): string => (vital.unit === 'ms' ? `${Math.round(value)} ms` : String(Number(value.toFixed(3))));

const formatTime = (time: number): string => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const table = (caption: string, head: string[], rows: string[][], numeric: boolean[]): string =>
  `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head
    .map((cell, index) => `<th scope="col"${numeric[index] ? ' class="n"' : ''}>${escapeHtml(cell)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${cell}</th>` : `<td${numeric[index] ? ' class="n"' : ''}>${cell}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table>`;

const empty = (text: string): string => `<p>${escapeHtml(text)}</p>`;

export const ANALYTICS_TITLE = 'Analytics';
const DAILY_HEAD = ['Day', 'Page views', 'Unique visitors'];

/** The daily table as the CSV has it: its header row, then the days, newest first. */
export const analyticsRows = (data: AnalyticsData): string[][] => [DAILY_HEAD, ...[...data.days].reverse().map((day) => [day.day, String(day.views), String(day.visitors)])];

export function analyticsContent(data: AnalyticsData, csvHref: string): ConfigContent {
  const days = [...data.days].reverse();
  const traffic =
    dailyChart(data.days) +
    table(
      `Page views and unique visitors, last ${ANALYTICS_DAYS} days`,
      DAILY_HEAD,
      days.map((day) => [escapeHtml(day.day), String(day.views), String(day.visitors)]),
      [false, true, true],
    );
  const vitals =
    data.vitals.length === 0
      ? empty('No page-speed records yet.')
      : table(
          `p75 for the ${VITALS_PAGES} pages with the most loads: for each page load the last value received, then the 75th percentile across loads`,
          ['Page', 'Loads', ...VITALS.map((vital) => vital.name)],
          data.vitals.map((page) => [
            escapeHtml(page.path),
            String(page.loads),
            ...VITALS.map((vital) => {
              const value = page.p75[vital.code];
              if (value === undefined) return 'no data';
              const shown = formatVital(vital, value);
              return `${escapeHtml(shown)}${vitalBar(vital, value, shown)}`;
            }),
          ]),
          [false, true, true, true, true, true, true],
        );
  const errors =
    data.errors.length === 0
      ? empty('No errors reported.')
      : table(
          `The ${TOP_ERRORS} most frequent error messages`,
          ['Message', 'App', 'Count', 'Last seen'],
          data.errors.map((error) => [escapeHtml(error.message), escapeHtml(error.app), String(error.count), escapeHtml(formatTime(error.lastSeen))]),
          [false, false, true, false],
        );
  return {
    title: ANALYTICS_TITLE,
    style: STYLE,
    main: `<p>The last ${ANALYTICS_DAYS} days, by the server's clock in UTC. <a href="${escapeHtml(csvHref)}" download>Download the daily table as CSV</a></p>
<section aria-labelledby="traffic"><h2 id="traffic">Page views and unique visitors</h2>${traffic}</section>
<section aria-labelledby="vitals"><h2 id="vitals">Web vitals</h2>${vitals}</section>
<section aria-labelledby="errors"><h2 id="errors">Top errors</h2>${errors}</section>`,
  };
}
