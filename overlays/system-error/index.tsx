// Shows the system error overlay for a data-layer failure no caller handled.
// One at a time: while it is up, further failures do not stack another over it. A network error
// asks the tracking entry, through a document event, to record system_network_error.
import { SYSTEM_NETWORK_ERROR_EVENT } from '../../core/catalog/events.ts';
import type { DataFailure } from '../../core/data/index.ts';
import { addStyle, mount } from '../layer/index.ts';
import { systemErrorContent } from './content.ts';
import { SystemError } from './system-error.tsx';
import { SYSTEM_ERROR_CSS } from './style.ts';

let shown: Promise<void> | undefined;

/** Resolves when the visitor clears it ('Reload Page' reloads the page). */
export function showSystemError(window: Window, failure: DataFailure, trigger: Element | null): Promise<void> {
  if (shown) return shown;
  const { document } = window;
  addStyle(document, 'vt-system-error-css', SYSTEM_ERROR_CSS);
  const content = systemErrorContent(failure);
  if (content.kind === 'network') document.dispatchEvent(new CustomEvent(SYSTEM_NETWORK_ERROR_EVENT, { detail: { url: failure.url, status: failure.status } }));
  shown = new Promise<void>((resolve) => {
    const mounted = mount(
      document,
      <SystemError
        content={content}
        trigger={trigger}
        onReload={() => window.location.reload()}
        onClear={() => {
          mounted.remove();
          shown = undefined;
          resolve();
        }}
      />,
    );
  });
  return shown;
}
