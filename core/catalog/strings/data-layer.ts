// forms-commerce.md 8: Data layer
export const dataLayerStrings = {
  unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  unauthorized: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
} as const;
