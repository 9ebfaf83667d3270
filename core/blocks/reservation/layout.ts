// The table-booking block is wide above 850 px; the Tock block uses a column
// layout at 750 px or less. Pure: the block's width in, its layout out.

export const TABLE_BOOKING_WIDE_ABOVE = 850;
export const TOCK_COLUMN_AT_MOST = 750;

/** The spec's block types: Tock is 68; the OpenTable block has no number there (docs/block-types.md: 34). */
export const RESERVATION_TYPES = { openTable: 34, tock: 68 } as const;

export interface ReservationLayout {
  wide: boolean;
  column: boolean;
}

export function reservationLayout(type: number, width: number): ReservationLayout {
  if (type === RESERVATION_TYPES.tock) return { wide: false, column: width <= TOCK_COLUMN_AT_MOST };
  return { wide: width > TABLE_BOOKING_WIDE_ABOVE, column: false };
}
