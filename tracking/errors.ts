// 8 and 9: uncaught errors and rejections become
// interface_error_{app} events, sent in debounced batches, within caps. Clock and sink passed in.
import type { ErrorEvent } from '../core/catalog/tracking.ts';

export const ERROR_DEBOUNCE_MS = 1000;
export const MAX_BATCHES = 20;
export const MAX_QUEUED = 10;
export const MAX_STACK = 5000;
export const UNKNOWN_APP = 'unknown';
export const MISSING_APP = 'Error reporter: no app name, so reporting as unknown';
export const ERROR_IN_CALLBACK = 'errorInCallback';

export interface ReporterOptions {
  app: string | undefined;
  /** Sends one batch (through the durable queue). */
  send: (events: ErrorEvent[]) => void;
  /** websiteId, templateId, url and userAgent, read when an error happens. */
  page: () => Pick<ErrorEvent['data'], 'url' | 'userAgent'> & { websiteId?: string; templateId?: string };
  now: () => number;
  timers: Pick<Window, 'setTimeout' | 'clearTimeout'>;
}

export interface ReportDetails {
  file?: string;
  line?: number;
  column?: number;
  customData?: Record<string, unknown>;
}

export function createErrorReporter(options: ReporterOptions) {
  const { send, page, now, timers } = options;
  let app = options.app;
  if (!app) {
    console.error(MISSING_APP);
    app = UNKNOWN_APP;
  }
  let queue: ErrorEvent[] = [];
  let batches = 0;
  let timer: number | undefined;

  const flush = (): void => {
    timer = undefined;
    if (!queue.length || batches >= MAX_BATCHES) return;
    batches++;
    send(queue);
    queue = [];
  };

  const report = (error: unknown, details: ReportDetails = {}): void => {
    // Reporting stops once 20 batches have gone or 10 events wait.
    if (batches >= MAX_BATCHES || queue.length >= MAX_QUEUED) return;
    const message = error instanceof Error ? error.message : String(error);
    let stack = error instanceof Error ? error.stack : undefined;
    const truncated = !!stack && stack.length > MAX_STACK;
    if (truncated) stack = stack!.slice(0, MAX_STACK);
    queue.push({
      eventName: `interface_error_${app}`,
      data: { app: app!, message, ...(stack && { stack }), ...(truncated && { truncated }), ...details, ...page() },
      timestamp: now(),
    });
    timers.clearTimeout(timer);
    timer = timers.setTimeout(flush, ERROR_DEBOUNCE_MS);
  };

  return {
    report,
    /** Runs a custom callback; what it throws is reported as errorInCallback, and not rethrown. */
    guard<T>(callback: () => T, customData?: Record<string, unknown>): T | undefined {
      try {
        return callback();
      } catch (error) {
        report(error, { customData: { ...customData, type: ERROR_IN_CALLBACK } });
        return undefined;
      }
    },
    /** Sends what waits now (the page is being hidden). */
    flush(): void {
      timers.clearTimeout(timer);
      flush();
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/** Listens for uncaught errors and unhandled rejections. */
export function captureErrors(win: Window, reporter: ErrorReporter): () => void {
  const onError = (event: Event): void => {
    const e = event as globalThis.ErrorEvent;
    reporter.report(e.error ?? e.message, { file: e.filename, line: e.lineno, column: e.colno });
  };
  const onRejection = (event: PromiseRejectionEvent): void => reporter.report(event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
