// The reservation blocks (OpenTable 34, Tock 68). The server's part works
// with JavaScript off: a link to the booking page. The runtime (core/blocks/reservation.ts) loads the
// provider's script into the widget box, says loading, then loaded, or shows the owner's preview.
import { format } from '../../../core/catalog/strings.ts';
import { tableBookingStrings } from '../../../core/catalog/strings/table-booking.ts';
import type { ReservationBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderReservation(block: ReservationBlock): string {
  const inner =
    `<p class="reservation-status" role="status"></p>` +
    `<div class="reservation-widget"></div>` +
    `<p class="reservation-fallback"><a href="${escapeHtml(block.bookingUrl)}">${escapeHtml(format(tableBookingStrings.bookOn, { service: block.service }))}</a></p>`;
  return blockWrapper(block.type, block.id, 'reservation-block', inner, { json: { service: block.service, script: block.script } });
}
