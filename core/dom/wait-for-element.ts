// Wait-for-element polls every 100 ms. Where the window has a
// MutationObserver it watches instead, with the same contract: resolves at once when the element is
// there, when it appears, or rejects after the timeout; either way it leaves no observer or timer.
export const WAIT_FOR_ELEMENT_POLL_MS = 100;

export interface WaitForElementOptions {
  timeoutMs: number;
  window: Pick<Window, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'> & { MutationObserver?: typeof MutationObserver };
}

export function waitForElement(root: ParentNode & Node, selector: string, { timeoutMs, window: win }: WaitForElementOptions): Promise<Element> {
  const found = root.querySelector(selector);
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    let observer: MutationObserver | undefined;
    let poll: number | undefined;
    const stop = (): void => {
      observer?.disconnect();
      win.clearInterval(poll);
      win.clearTimeout(timer);
    };
    const check = (): void => {
      const element = root.querySelector(selector);
      if (!element) return;
      stop();
      resolve(element);
    };
    const timer = win.setTimeout(() => {
      stop();
      reject(new Error(`No element matched ${selector} within ${timeoutMs} ms`));
    }, timeoutMs);
    if (win.MutationObserver) {
      observer = new win.MutationObserver(check);
      observer.observe(root, { childList: true, subtree: true, attributes: true });
    } else poll = win.setInterval(check, WAIT_FOR_ELEMENT_POLL_MS);
  });
}
