// not in the spec: Vitrine's own words for the summary block (55) with nothing to show. A collection
// that cannot be found is the spec's own, uploadStrings.unableToLocateContent ('Unable to locate content').
export const summaryStrings = {
  noUpcomingEvents: 'No upcoming events.',
  empty: 'Nothing here yet.',
  /** The runtime's debug line when the fresh rendering does not arrive: the server's stays. */
  refreshFailed: '[Vitrine] Summary {id}: the fresh rendering did not arrive; the page keeps the one it was sent with.',
} as const;
