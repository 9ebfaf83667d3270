// forms-commerce.md 7: Quick View records POST /api/census/RecordQuickView/{id}. The shop's Quick View
// link (to the product page, without JavaScript) opens the product's summary, a <dialog> the server
// rendered beside it (docs/store.md), as a modal whose Escape is rule 1's (core/keys/escape.ts).
import { QUICK_VIEW_PATH } from '../../catalog/store.ts';
import type { FeatureDeps } from '../../feature.ts';
import { escapeStack } from '../../keys/escape.ts';

export function start({ document, window }: FeatureDeps): { destroy(): void } {
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
        // Analytics: a failure is ignored (forms-commerce.md 7).
        import('../../data/index.ts').then(
          (data) => data.pageDataLayer(window).call(QUICK_VIEW_PATH + encodeURIComponent(id), { method: 'POST', analytics: true }),
          () => {},
        );
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
