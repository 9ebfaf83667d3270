// The table-booking block is wide above 850 px; Tock is a column at 750 px or less.
import { describe, expect, it } from 'vitest';
import { RESERVATION_TYPES, reservationLayout, TABLE_BOOKING_WIDE_ABOVE, TOCK_COLUMN_AT_MOST } from '../../../../../core/blocks/reservation/layout.ts';

describe('reservationLayout', () => {
  it('the spec constants', () => {
    expect([TABLE_BOOKING_WIDE_ABOVE, TOCK_COLUMN_AT_MOST]).toEqual([850, 750]);
  });
  it.each([
    [RESERVATION_TYPES.openTable, 851, { wide: true, column: false }],
    [RESERVATION_TYPES.openTable, 850, { wide: false, column: false }],
    [RESERVATION_TYPES.openTable, 320, { wide: false, column: false }],
    [RESERVATION_TYPES.tock, 750, { wide: false, column: true }],
    [RESERVATION_TYPES.tock, 751, { wide: false, column: false }],
    [RESERVATION_TYPES.tock, 1200, { wide: false, column: false }],
  ])('type %i at %i px: %j', (type, width, expected) => {
    expect(reservationLayout(type, width)).toEqual(expected);
  });
});
