// A chart's dataset, its problems in the catalogue's words.
import { describe, expect, it } from 'vitest';
import { datasetProblem } from '../../../../core/catalog/chart.ts';
import { validationStrings } from '../../../../core/catalog/strings/validation.ts';

describe('datasetProblem', () => {
  it.each([
    ['no column', { columns: [], rows: [{ label: 'a', values: [1] }] }, validationStrings.datasetNeedsColumn],
    ['no column and no row', { columns: [], rows: [] }, validationStrings.datasetNeedsColumn],
    ['no row', { columns: ['x'], rows: [] }, validationStrings.datasetNeedsRow],
    ['a row short of a value', { columns: ['x', 'y'], rows: [{ label: 'a', values: [1] }] }, validationStrings.rowsMissingData],
    ['a null value', { columns: ['x'], rows: [{ label: 'a', values: [null] }] }, validationStrings.rowsMissingData],
    ['a value that is not a number', { columns: ['x'], rows: [{ label: 'a', values: [Number.NaN] }] }, validationStrings.rowsMissingData],
    [
      'whole',
      {
        columns: ['x', 'y'],
        rows: [
          { label: 'a', values: [1, 0] },
          { label: 'b', values: [-2, 3, 9] },
        ],
      },
      null,
    ],
  ])('%s', (_name, dataset, expected) => {
    expect(datasetProblem(dataset)).toBe(expected);
  });
});
