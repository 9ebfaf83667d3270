// The one loader for external scripts: the
// table-booking script, the follow button's and the comment counts'. The script goes into `parent`
// (a provider's script draws where it stands); the load settles on its load event, or fails on its
// error event or after `timeoutMs`, once: a late event changes nothing.

export function loadScript(parent: ParentNode & Node, src: string, timeoutMs: number, timers: Pick<Window, 'setTimeout' | 'clearTimeout'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = (parent.ownerDocument ?? (parent as Document)).createElement('script');
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
    parent.append(script);
  });
}
