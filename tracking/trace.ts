// And 7: log entries, batched and flushed every 30 s and when the page is
// hidden, as POST /api/events/Trace with data = the JSON list. Failures are not reported.
export const TRACE_FLUSH_MS = 30_000;

export interface LogEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

export function createTrace(send: (entries: LogEntry[]) => void, pageUrl: () => string) {
  let entries: LogEntry[] = [];
  return {
    log(type: string, data: unknown): void {
      entries.push({ pageUrl: pageUrl(), type, data });
    },
    flush(): void {
      if (entries.length) send(entries);
      entries = [];
    },
  };
}
