// VITRINE_DEV=1: every /api/ request, kept in memory for end-to-end tests, which wait for beacon
// counts (web-vitals' own tests do the same). The oldest entries go past the cap.
export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  search: string;
  contentType: string;
  /** The body as text, at most MAX_LOGGED_BODY characters. */
  body: string;
  status: number;
}

export const REQUEST_LOG_CAP = 5000;
export const MAX_LOGGED_BODY = 64 * 1024;

export interface RequestLog {
  add(entry: LoggedRequest): void;
  /** Oldest first; only one path's when given. */
  list(path?: string | null): LoggedRequest[];
  clear(): void;
}

export function createRequestLog(cap = REQUEST_LOG_CAP): RequestLog {
  let entries: LoggedRequest[] = [];
  return {
    add(entry) {
      entries.push({ ...entry, body: entry.body.slice(0, MAX_LOGGED_BODY) });
      if (entries.length > cap) entries.splice(0, entries.length - cap);
    },
    list: (path) => (path ? entries.filter((entry) => entry.path === path) : [...entries]),
    clear() {
      entries = [];
    },
  };
}
