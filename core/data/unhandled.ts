// System error overlay (unhandled errors). A call whose failure no caller
// handled (its promise rejected with nothing to catch it) shows the overlay; one a caller catches
// does not, and neither does any other page error. Each build watches for its own DataError.
import type { DataFailure } from './error.ts';
import { DataError } from './error.ts';

/** Where the overlay comes from: the runtime's overlay port, or the overlays entry itself. */
export interface SystemErrorSource {
  load(): Promise<{ showSystemError(failure: DataFailure): Promise<unknown> }>;
}

const watched = new WeakSet<Window>();

/** Once per window: an unhandled DataError shows the system error overlay. */
export function watchUnhandled(window: Window, overlays: SystemErrorSource): void {
  if (watched.has(window)) return;
  watched.add(window);
  window.addEventListener('unhandledrejection', (event) => {
    const failure = (event as PromiseRejectionEvent).reason;
    if (failure instanceof DataError)
      overlays.load().then(
        (o) => o.showSystemError(failure),
        () => {},
      );
  });
}
