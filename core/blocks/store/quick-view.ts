// The shop's Quick View (docs/store.md): opens the product's summary, a <dialog> the server rendered
// beside it, as a modal whose Escape is rule 1's (core/keys/escape.ts), and says so for the tracking
// entry's census call (POST /api/census/RecordQuickView/{id}).
import { QUICK_VIEW_EVENT } from '../../catalog/store.ts';
import type { FeatureDeps } from '../../feature.ts';
import { escapeStack } from '../../keys/escape.ts';

export function start({ document }: FeatureDeps): { destroy(): void } {
  const listening = new AbortController();
  const signal = listening.signal;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const trigger = target?.closest?.<HTMLElement>('[data-quick-view]');
      if (trigger) {
        const id = trigger.getAttribute('data-quick-view') ?? '';
        const dialog = document.getElementById(`quick-view-${id}`) as HTMLDialogElement | null;
        if (!id || !dialog?.showModal || dialog.open) return;
        event.preventDefault();
        dialog.showModal();
        const release = escapeStack(document).push(() => dialog.close());
        dialog.addEventListener('close', release, { once: true, signal });
        // The census call is the tracking entry's (durable, and only for a visitor tracking may record).
        document.dispatchEvent(new CustomEvent(QUICK_VIEW_EVENT, { detail: { id } }));
        return;
      }
      // The dialog's close button, or a click on its backdrop (the dialog itself, outside its content).
      const dialog = target?.closest?.('dialog[open]') as HTMLDialogElement | null;
      if (dialog?.id.startsWith('quick-view-') && (target === dialog || target?.closest('[data-quick-view-close]'))) dialog.close();
    },
    { signal },
  );
  return { destroy: () => listening.abort() };
}
