// The store's own visitor-facing messages (docs/store.md "The calls"): the spec words none of
// these, so they live here beside the catalogue's (core/catalog/strings/cart.ts, reviews.ts), which
// the store imports for the ones it does word. Placeholders are `{name}`, filled with the catalogue's `format`.
export const storeMessages = {
  productNotFound: 'That product is not available.',
  skuNotFound: 'That product has no such option.',
  badQuantity: 'Please enter a quantity from 1 to {max}.',
  soldOut: 'Sorry, {name} is sold out.',
  onlyLeft: 'Sorry, only {count} of {name} left.',
  cartFull: 'Your cart holds at most {max} different items.',
  notInCart: 'That item is not in your cart.',
  // The address fields' messages (checkout).
  nameRequired: 'Please enter your name.',
  line1Required: 'Please enter your street address.',
  cityRequired: 'Please enter your city.',
  zipRequired: 'Please enter your ZIP or postal code.',
  zipInvalid: 'A US ZIP code is exactly 5 digits.',
  countryRequired: 'Please enter your country.',
  fieldTooLong: 'Please use at most {max} characters.',
} as const;
