// forms-commerce.md 7 "External scripts": the table-booking script comes from an external host. The
// seam: the provider's script goes into the block's widget box (such scripts draw where they stand),
// and the load settles on its load event, or fails on its error event or after `timeoutMs`.

export function loadProviderScript(box: HTMLElement, src: string, timeoutMs: number, timers: Pick<Window, 'setTimeout' | 'clearTimeout'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = box.ownerDocument.createElement('script');
    const timer = timers.setTimeout(() => fail(new Error(`timed out after ${timeoutMs} ms: ${src}`)), timeoutMs);
    const done = (): void => {
      timers.clearTimeout(timer);
      script.onload = script.onerror = null;
    };
    const fail = (error: Error): void => {
      done();
      reject(error);
    };
    script.onload = () => {
      done();
      resolve();
    };
    script.onerror = () => fail(new Error(`did not load: ${src}`));
    script.async = true;
    script.src = src;
    box.append(script);
  });
}
