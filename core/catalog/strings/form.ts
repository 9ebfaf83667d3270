// Form submit and form messages
import { UNKNOWN_ERROR } from './unknown-error.ts';

export const formStrings = {
  submitting: 'Submitting…',
  characterLimitExceeded: 'You have exceeded the character limit.',
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  notApplicable: 'N/A',
  characterCounter: '{current} / {max}',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: UNKNOWN_ERROR,
  noSubmissionKey: 'Could not get a form submission key, please try again later.',
  unparseableFields: 'Could not parse the form fields, please check your entries.',
  errorAbove: 'Your form has encountered a problem. Please scroll down to review.',
  // The spec gives only '...scroll up to review.'; the rest is errorAbove's wording.
  errorBelow: 'Your form has encountered a problem. Please scroll up to review.',
  unauthorized: 'Unable to submit form. Please try again later.', // 401
  notConfigured: 'This form has not been configured yet.', // 404
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.', // 429
  sendFailed: 'Unable to send form. Please try again later.', // 500
} as const;

// Not in the specification (docs/decisions.md "Forms: the client"): a submission kept in the browser
// while there is no connection, and sent when it returns.
export const formOfflineStrings = {
  kept: 'You are offline. Your submission is saved on this device and will be sent when your connection returns.',
} as const;

/** The test-double captcha's words (core/forms/captcha.ts); a real provider brings its own. */
export const captchaStrings = {
  notRobot: 'I am not a robot',
} as const;

// Not in the specification (docs/decisions.md "Issue 29: captcha"): the answer to a post whose hidden
// trap field was filled. A bot does not read it; a person whose browser filled the field in is told how to get past it.
export const formSpamStrings = {
  // The trap field's label: read only where the page's styles failed to load and the field shows.
  trapLabel: 'Leave this field empty',
  trapFilled: 'Your browser filled in a hidden field of this form, so it was not sent. Turn off autofill for this page, reload it and try again.',
} as const;

// Not in the specification: Vitrine's own console words for the form block (runtime.ts's live in
// the runtime entry, whose bytes these would cost). A form render failure is logged.
export const formBlockStrings = {
  definitionMissing: '[Vitrine] Block {id} (type {type}): no form definition in data-block-json; the form posts as the server sent it.',
  renderFailed: '[Vitrine] Form {id} failed to render; it posts as the server sent it.',
} as const;
