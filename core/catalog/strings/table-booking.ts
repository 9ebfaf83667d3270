// The reservation block for a logged-in owner.
// Asks for the brand "OpenTable" to be replaced by the provider's
// table-booking service; its name is not given, so it is the {service} placeholder.
export const tableBookingStrings = {
  previewOnly: 'Preview Only: Please log out of your account in order to use the {service} Block.',
  // Our own words: the block's loading state, and what it says when the booking script does not arrive.
  loading: 'Loading reservations…',
  unavailable: 'Reservations from {service} could not load here. Use the link to book.',
  bookOn: 'Book a table on {service}',
} as const;
