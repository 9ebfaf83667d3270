// A chart block (36, docs/block-types.md): server markup with no runtime. A dataset that cannot be
// drawn says why in the catalogue's words (at least one column, at least one row, no
// row missing data); otherwise a bar per value, drawn with CSS widths, and the data as a table, which is
// what assistive technology reads.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { datasetProblem } from '../../../core/catalog/chart.ts';
import type { ChartBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderChart(block: ChartBlock): string {
  const title = `<h2 class="chart-title">${escapeHtml(block.title)}</h2>`;
  const problem = datasetProblem(block);
  if (problem) return blockWrapper(ChosenBlockType.CHART, block.id, 'chart-block', `${title}<p class="chart-problem">${escapeHtml(problem)}</p>`);
  const values = block.rows.flatMap((row) => row.values.slice(0, block.columns.length) as number[]);
  const top = Math.max(...values.map((value) => Math.abs(value)), 1);
  const bars = block.rows
    .map(
      (row) =>
        `<li class="chart-row"><span class="chart-label">${escapeHtml(row.label)}</span>` +
        block.columns
          .map((_, i) => `<span class="chart-bar chart-series-${i % 4}" style="width:${((Math.abs(row.values[i] as number) / top) * 100).toFixed(1)}%"></span>`)
          .join('') +
        `</li>`,
    )
    .join('');
  const head = `<tr><td></td>${block.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('')}</tr>`;
  const body = block.rows
    .map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th>${block.columns.map((_, i) => `<td>${escapeHtml(String(row.values[i]))}</td>`).join('')}</tr>`)
    .join('');
  const inner = `${title}<ul class="chart-bars" aria-hidden="true">${bars}</ul><table class="chart-data"><caption>${escapeHtml(block.title)}</caption><thead>${head}</thead><tbody>${body}</tbody></table>`;
  return blockWrapper(ChosenBlockType.CHART, block.id, 'chart-block', inner);
}
