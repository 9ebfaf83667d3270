// issue 21: the overlays chunk (and React) fetched on intent, before the tap's click: a press on a
// lightbox gallery (pointerdown), a mouse over it (pointerover, not a touch's); at idle only where
// navigator.connection reports a fast link without Save-Data. Once: the first intent ends it.

/** navigator.connection, where the browser has it: downlink in Mbit/s. */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}

/**
 * A link fast enough that the lightbox's chunk and React cost the visitor nothing worth saving: 10
 * Mbit/s or more. 'effectiveType' alone says 4g from 0.7 Mbit/s and 270 ms up, which is a low-end
 * phone's link (the benches' 1.6 Mbit/s reads as 4g).
 */
export const FAST_DOWNLINK_MBPS = 10;

/** Whether the overlays may be fetched at idle, before any intent: only on a fast link, without Save-Data. */
export const fetchAtIdle = (connection: Connection | undefined): boolean =>
  connection !== undefined && connection.saveData !== true && connection.effectiveType === '4g' && (connection.downlink ?? 0) >= FAST_DOWNLINK_MBPS;

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
