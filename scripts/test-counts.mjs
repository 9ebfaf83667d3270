// The counts behind npm test's closing line. A test file that fails to load, a runner that
// crashes, or a step that fails before any test ran counts as failed, never as nothing.

/** vitest's JSON report (or null when none was written) and whether the runner exited 0. */
export function unitCounts(report, ok) {
  if (!report) return { passed: 0, failed: ok ? 0 : 1 };
  // A file that failed to load has status 'failed' and no failed assertion of its own.
  const unloaded = (report.testResults ?? []).filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')).length;
  const failed = (report.numFailedTests ?? 0) + unloaded;
  return { passed: report.numPassedTests ?? 0, failed: failed === 0 && !ok ? 1 : failed };
}

/** Playwright's JSON report (or null) and whether it exited 0. Errors outside a test count too. */
export function e2eCounts(report, ok) {
  if (!report?.stats) return { passed: 0, failed: ok ? 0 : 1 };
  const failed = report.stats.unexpected + (report.errors?.length ?? 0);
  return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: failed === 0 && !ok ? 1 : failed };
}
