// media.md 7: a stylesheet fetched without blocking the page (the server writes it media="print", so
// that no screen waits for it). It settles once: at once when its sheet is already there, else on its
// load event; it fails on its error event or after `timeoutMs`, and a late load changes nothing.

export function whenStylesheetLoads(link: HTMLLinkElement, timeoutMs: number, timers: Pick<Window, 'setTimeout' | 'clearTimeout'>): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const listening = new AbortController();
    const timer = timers.setTimeout(() => settle(new Error(`timed out after ${timeoutMs} ms: ${link.href}`)), timeoutMs);
    const settle = (error?: Error): void => {
      timers.clearTimeout(timer);
      listening.abort();
      if (error) reject(error);
      else resolve();
    };
    link.addEventListener('load', () => settle(), { signal: listening.signal });
    link.addEventListener('error', () => settle(new Error(`did not load: ${link.href}`)), { signal: listening.signal });
  });
}
