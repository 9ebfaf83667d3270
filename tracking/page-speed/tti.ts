// issue 8: time to interactive from the long-task quiet window after first contentful paint: the
// end of the last long task before a 5 s window with none. Pure; undefined until the window passed.
export const QUIET_MS = 5000;

export interface Span {
  start: number;
  end: number;
}

export function timeToInteractive(fcp: number, tasks: readonly Span[], now: number, quiet = QUIET_MS): number | undefined {
  let candidate = fcp;
  for (const task of [...tasks].sort((a, b) => a.start - b.start)) {
    if (task.start >= candidate + quiet) break;
    if (task.end > candidate) candidate = task.end;
  }
  return now >= candidate + quiet ? candidate : undefined;
}
