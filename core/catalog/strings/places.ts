// Not in the spec: Vitrine's own words for the address lookup of the spec (the places
// calls): the suggestion list's name, the debug line when a call fails (the visitor types on), and
// the server's refusal of an unknown place.
export const placesStrings = {
  suggestions: 'Address suggestions',
  lookupFailed: '[Vitrine] The address lookup is unavailable ({reason}); the fields are typed by hand.',
  placeNotFound: 'No place has this id.',
} as const;
