// issue 21: the overlays chunk (and React) fetched on intent, before the tap's click: a mouse's press
// on a lightbox gallery (pointerdown) or a mouse over it (pointerover); at idle only where
// navigator.connection reports a fast link without Save-Data. Once: the first intent ends it.
// issue 34: a touch's or a pen's press may start a swipe, so its fetch waits for the gesture's end and
// the next idle moment: the chunks' parsing does not land inside the swipe. A tap loses nothing: its
// click opens the lightbox, which fetches them itself.

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

/** At most this long after a touch gesture's end, the fetch its press asked for starts (idle or not). */
export const GESTURE_IDLE_MS = 1000;

/** Watches `root` for an intent and then calls `load` once; the returned function stops watching. */
export function watchIntent(root: HTMLElement, win: Window, load: () => Promise<unknown>): () => void {
  const intent = new AbortController();
  const { signal } = intent;
  // Once: the first intent stops the watch, and a later one (a second idle wait) does nothing.
  const warm = (): void => {
    if (signal.aborted) return;
    intent.abort();
    load().catch(() => {});
  };
  const atIdle = (timeout: number): unknown => win.requestIdleCallback?.(warm, { timeout });
  // Safari has no requestIdleCallback: a gesture's fetch waits a moment there instead.
  const gestureEnded = (): unknown => atIdle(GESTURE_IDLE_MS) ?? win.setTimeout(warm, GESTURE_IDLE_MS);
  root.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType === 'mouse') return warm();
      for (const type of ['pointerup', 'pointercancel']) win.addEventListener(type, gestureEnded, { once: true, signal });
    },
    { passive: true, signal },
  );
  root.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && warm(), { passive: true, signal });
  if (fetchAtIdle((win.navigator as Navigator & { connection?: Connection }).connection)) atIdle(5000);
  return () => intent.abort();
}
