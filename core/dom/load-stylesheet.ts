// A stylesheet fetched without blocking the page (the server writes it media="print", so
// that no screen waits for it). It settles once: on its load event, or it fails on its error event or
// after `timeoutMs`, and a late load changes nothing. Asked after the link has settled (the features'
// second level starts after the page's load), its events are gone and its sheet cannot say how it
// went (Chromium hides the rules of a failed sheet as of one from another origin), so a copy asks
// again, which the HTTP cache answers at once when it came, and is removed when it settles.

export function whenStylesheetLoads(link: HTMLLinkElement, timeoutMs: number, timers: Pick<Window, 'setTimeout' | 'clearTimeout'>): Promise<void> {
  let watched = link;
  if (link.sheet) {
    watched = link.cloneNode() as HTMLLinkElement;
    for (const name of link.getAttributeNames()) if (name.startsWith('data-')) watched.removeAttribute(name);
    watched.media = 'print';
    link.after(watched);
  }
  return new Promise<void>((resolve, reject) => {
    const listening = new AbortController();
    const timer = timers.setTimeout(() => settle(new Error(`timed out after ${timeoutMs} ms: ${link.href}`)), timeoutMs);
    const settle = (error?: Error): void => {
      timers.clearTimeout(timer);
      listening.abort();
      if (watched !== link) watched.remove();
      if (error) reject(error);
      else resolve();
    };
    watched.addEventListener('load', () => settle(), { signal: listening.signal });
    watched.addEventListener('error', () => settle(new Error(`did not load: ${link.href}`)), { signal: listening.signal });
  });
}
