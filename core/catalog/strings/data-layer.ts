// Data layer
export const dataLayerStrings = {
  unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  unauthorized: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
  // The rule, not its words; these are Vitrine's own.
  refusedCall: "Refused a call to {url}: calls go to this page's own origin, or over https to the site's own domain.",
} as const;
