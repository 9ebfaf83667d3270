// The reservation blocks (OpenTable 34, Tock 68), over the
// server's markup (a fallback link to the booking page, usable with JavaScript off). Loading, then
// loaded; a signed-in owner sees only the preview; wide above 850 px, Tock in a column at 750 px or
// less. The booking script is the provider's, through the one script loader (core/dom/load-script.ts); without it, the fallback link.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../catalog/constants.ts';
import { isPlainViewer } from '../catalog/roles.ts';
import { format } from '../catalog/strings.ts';
import { tableBookingStrings } from '../catalog/strings/table-booking.ts';
import { reservationLayout } from './reservation/layout.ts';
import { loadScript } from '../dom/load-script.ts';
import { waitForElement } from '../dom/wait-for-element.ts';

/** How long the provider's script may take before the fallback link stands alone (as the follow script's). */
export const BOOKING_SCRIPT_TIMEOUT_MS = FOLLOW_SCRIPT_TIMEOUT_MS;
const DEFAULT_SERVICE = 'OpenTable';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function init(root: HTMLElement, { data, context, window, scheduler }: BlockDeps): BlockInstance {
  const fields = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const service = text(fields.service) || DEFAULT_SERVICE;
  const script = text(fields.script);
  const type = Number(root.getAttribute('data-block-type'));
  const box = root.querySelector<HTMLElement>('.reservation-widget');
  const status = root.querySelector<HTMLElement>('.reservation-status');
  const say = (state: string, words: string): void =>
    scheduler.write(() => {
      root.setAttribute('data-reservation-state', state);
      if (status) status.textContent = words;
    });
  const { ResizeObserver } = window as Window & typeof globalThis;
  const observer = ResizeObserver
    ? new ResizeObserver((entries) => {
        const layout = reservationLayout(type, entries[0]?.contentRect.width ?? 0);
        scheduler.write(() => {
          root.classList.toggle('reservation-wide', layout.wide);
          root.classList.toggle('reservation-column', layout.column);
        });
      })
    : undefined;
  observer?.observe(root);
  const destroy = (): void => observer?.disconnect();

  // A signed-in owner sees the preview only, and no booking script runs.
  if (context.authenticatedAccount && !isPlainViewer(true, context.websiteRoles)) {
    say('preview', format(tableBookingStrings.previewOnly, { service }));
    return { destroy };
  }
  if (!box || !script) {
    say('failed', format(tableBookingStrings.unavailable, { service }));
    return { destroy };
  }
  say('loading', tableBookingStrings.loading);
  // Loaded once the provider has drawn its widget in the box, not when its script has merely run:
  // a script that draws nothing must not hide the fallback link (wait-for-element).
  const ready = loadScript(box, script, BOOKING_SCRIPT_TIMEOUT_MS, window)
    .then(() => waitForElement(box, ':not(script)', { timeoutMs: BOOKING_SCRIPT_TIMEOUT_MS, window }))
    .then(
      () => say('loaded', ''),
      () => say('failed', format(tableBookingStrings.unavailable, { service })),
    );
  return { destroy, ready };
}
