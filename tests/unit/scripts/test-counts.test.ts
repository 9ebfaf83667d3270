import { describe, expect, it } from 'vitest';
import { e2eCounts, unitCounts } from '../../../scripts/test-counts.mjs';

const file = (status: string, ...tests: string[]) => ({ status, assertionResults: tests.map((s) => ({ status: s })) });

describe('unitCounts: a file that fails to load or a crashed runner counts as failed', () => {
  it.each([
    ['all passed', { numPassedTests: 3, numFailedTests: 0, testResults: [file('passed', 'passed', 'passed', 'passed')] }, true, { passed: 3, failed: 0 }],
    ['a failed test', { numPassedTests: 1, numFailedTests: 1, testResults: [file('failed', 'passed', 'failed')] }, false, { passed: 1, failed: 1 }],
    // vitest's own report when a test file throws on import (ENOENT): failed file, no tests
    ['a file that fails to load', { numPassedTests: 20, numFailedTests: 0, testResults: [file('failed'), file('passed', 'passed')] }, false, { passed: 20, failed: 1 }],
    [
      'two files that fail to load and a failed test',
      { numPassedTests: 0, numFailedTests: 1, testResults: [file('failed'), file('failed'), file('failed', 'failed')] },
      false,
      { passed: 0, failed: 3 },
    ],
    ['no report at all (the runner crashed)', null, false, { passed: 0, failed: 1 }],
    ['a report with nothing failed but a non-zero exit', { numPassedTests: 5, numFailedTests: 0, testResults: [] }, false, { passed: 5, failed: 1 }],
    ['no report and a clean exit', null, true, { passed: 0, failed: 0 }],
  ])('%s', (_case, report, ok, expected) => {
    expect(unitCounts(report, ok)).toEqual(expected);
  });
});

describe('e2eCounts', () => {
  it.each([
    ['passed and flaky count as passed', { stats: { expected: 4, flaky: 1, unexpected: 0 } }, true, { passed: 5, failed: 0 }],
    ['unexpected counts as failed', { stats: { expected: 4, unexpected: 2 } }, false, { passed: 4, failed: 2 }],
    // a spec file that fails to load is a top-level error in Playwright's report, not a test
    ['an error outside any test', { stats: { expected: 4, unexpected: 0 }, errors: [{ message: 'Error: Cannot find module' }] }, false, { passed: 4, failed: 1 }],
    ['no report (crashed)', null, false, { passed: 0, failed: 1 }],
    ['a clean report with a non-zero exit', { stats: { expected: 3, unexpected: 0 } }, false, { passed: 3, failed: 1 }],
  ])('%s', (_case, report, ok, expected) => {
    expect(e2eCounts(report, ok)).toEqual(expected);
  });
});
