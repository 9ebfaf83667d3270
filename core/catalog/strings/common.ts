// Strings that several areas share.
export const commonStrings = {
  tryAgain: 'Try again',
  pleaseTryAgain: 'Please try again.', // Cart
  somethingWentWrong: 'Something went wrong',
  unableToConnect: 'Unable to connect. Please try again',
  unableToLoadResults: 'Unable to load results',
  networkError: 'Network error',
} as const;
