// issue 21: the overlays chunk (and React) fetched on intent, before the tap's click: a press on a
// lightbox gallery (pointerdown), a mouse over it (pointerover, not a touch's); at idle only where
// navigator.connection reports a fast link without Save-Data. Once: the first intent ends it.

/** navigator.connection, where the browser has it. */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the overlays may be fetched at idle, before any intent: only on a fast link, without Save-Data. */
export const fetchAtIdle = (connection: Connection | undefined): boolean => connection !== undefined && connection.saveData !== true && connection.effectiveType === '4g';

/** Watches `root` for an intent and then calls `load` once; the returned function stops watching. */
export function watchIntent(root: HTMLElement, win: Window, load: () => Promise<unknown>): () => void {
  const intent = new AbortController();
  const warm = (): void => {
    intent.abort();
    load().catch(() => {});
  };
  root.addEventListener('pointerdown', warm, { passive: true, signal: intent.signal });
  root.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && warm(), { passive: true, signal: intent.signal });
  if (fetchAtIdle((win.navigator as Navigator & { connection?: Connection }).connection)) win.requestIdleCallback?.(() => intent.signal.aborted || warm(), { timeout: 5000 });
  return () => intent.abort();
}
