// (validation): a chart block's dataset needs at least one column and one row, and
// every row a value for every column. Pure: the problems of a dataset, in the catalogue's words.
import { validationStrings } from './strings/validation.ts';

export interface ChartDataset {
  columns: readonly string[];
  rows: readonly { label: string; values: readonly (number | null)[] }[];
}

/** The dataset's first problem, or null when it can be drawn. */
export function datasetProblem({ columns, rows }: ChartDataset): string | null {
  if (columns.length === 0) return validationStrings.datasetNeedsColumn;
  if (rows.length === 0) return validationStrings.datasetNeedsRow;
  if (rows.some((row) => row.values.length < columns.length || row.values.slice(0, columns.length).some((value) => value === null || !Number.isFinite(value))))
    return validationStrings.rowsMissingData;
  return null;
}
