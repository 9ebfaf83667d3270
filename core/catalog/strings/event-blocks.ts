// not in the spec: Vitrine's own wording for the audio (38), calendar (39) and tour dates (40) blocks,
// which the server draws (docs/block-types.md). The spec names the kinds and no strings for them;
// 'Sold Out' is the store's (shop.ts).
export const eventBlockStrings = {
  untitledAlbum: 'Untitled album',
  noTracks: 'This album has no tracks yet.',
  /** Tracks per album 60. */
  trackLimit: 'This album lists its first {max} tracks: an album holds at most {max}.',
  tracksNotShown: '{count} of the tracks could not be shown: each needs a title and an audio file.',
  noAudioSupport: 'Your browser cannot play this track here.',
  download: 'Download {title}',
  invalidMonth: 'This calendar has no valid month to show.',
  noEvents: 'No events this month.',
  eventsNotShown: '{count} of the events could not be shown: each needs a title and a valid date in {month}.',
  noTourDates: 'No tour dates announced yet.',
  tourDatesNotShown: '{count} of the tour dates could not be shown: each needs a valid date, a venue and a city.',
  tickets: 'Tickets',
  /** After 'Tickets', for screen readers: which show the link is for. */
  ticketsFor: 'for {venue}, {date}',
} as const;
