// System error overlay
export const systemErrorStrings = {
  reloadPage: 'Reload Page',
  clear: 'Clear',
  title: 'Something Went Wrong!',
  message: 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  // The spec's brand "Squarespace" is replaced by the provider's name.
  networkError: 'Unable to connect to Vitrine. Please try again.',
  // What other errors show (the URL, the format and the message): the spec names them, not their labels.
  url: 'URL',
  format: 'Format',
  messageLabel: 'Message',
} as const;
