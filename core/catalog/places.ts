// The place lookups under /api/google-maps/places/, which the
// demo server answers from its own data (site/places.ts). The spec shows neither the parameters nor
// the replies, only that details carries the tracking context productPage and productSection; the
// shapes here are Vitrine's (docs/decisions.md "Map places"). Shared by the server and the checkout's
// address lookup.
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';

/** The most characters of a lookup's input; the fewest before the checkout asks. */
export const PLACES_INPUT_MAX = 200;
export const PLACES_INPUT_MIN = 3;
/** The most predictions one autocomplete answers. */
export const PLACES_PREDICTIONS_MAX = 5;

export interface PlacePrediction {
  placeId: string;
  description: string;
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  addressLine1: string;
  city: string;
  region: string;
  /** A US ZIP: 5 digits. */
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
}

/** GET autocomplete's query, and its reply. */
export interface AutocompleteReply {
  predictions: PlacePrediction[];
}
/** GET details's reply. */
export interface DetailsReply {
  result: PlaceDetails;
}
