// Strings that several areas share.
export const commonStrings = {
  tryAgain: 'Try again', // tracking.md 8
  pleaseTryAgain: 'Please try again.', // forms-commerce.md 8: Cart
  somethingWentWrong: 'Something went wrong', // tracking.md 8, forms-commerce.md 8
  unableToConnect: 'Unable to connect. Please try again', // tracking.md 8, forms-commerce.md 8
  unableToLoadResults: 'Unable to load results', // tracking.md 8, forms-commerce.md 8
  networkError: 'Network error', // tracking.md 8, forms-commerce.md 8
} as const;
