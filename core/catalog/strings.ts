// The interface string catalogue, worded exactly as the specification words it.
// Placeholders are `{name}`; fill them with `format`.

export const STRINGS = {
  // Strings that several areas share.
  common: {
    tryAgain: 'Try again', // tracking.md 8
    pleaseTryAgain: 'Please try again.', // forms-commerce.md 8: Cart
    somethingWentWrong: 'Something went wrong', // tracking.md 8, forms-commerce.md 8
    unableToConnect: 'Unable to connect. Please try again', // tracking.md 8, forms-commerce.md 8
    unableToLoadResults: 'Unable to load results', // tracking.md 8, forms-commerce.md 8
    networkError: 'Network error', // tracking.md 8, forms-commerce.md 8
  },

  // media.md 9: Dialogs, default button labels; media.md 4: the alert's button.
  dialog: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    reject: 'Reject',
    okay: 'Okay',
  },

  // forms-commerce.md 2 and media.md 2: the popup shown for a logout=true address.
  logout: {
    title: 'Logout Successful',
    message: 'You have been successfully logged out.',
  },

  // forms-commerce.md 5: Cookie banner defaults. The default cookie text is not shown in the spec.
  cookieBanner: {
    accept: 'Accept',
    decline: 'Decline',
  },

  // tracking.md 8: Interface strings, validation; forms-commerce.md 5: Messages.
  validation: {
    enterValidEmail: 'Please enter a valid email',
    emailsMustBeFormatted: 'Emails must be formatted as {email}',
    // The spec gives the same placeholder twice, so `format` fills both with one value.
    linksMustBeFormatted: 'Links must be formatted as {host} or {host}',
    invalidPageUrl: '{val} is not a valid page URL',
    notAnExpectedOption: '{val} is not one of the expected options',
    enterFileName: 'Please enter a file name',
    listMustBeSelected: 'A List must be selected',
    datasetNeedsColumn: 'Your dataset must have at least one column',
    datasetNeedsRow: 'Your dataset must have at least one row',
    rowsMissingData: 'One or more rows was missing data',
    tagExists: 'This {tagType} already exists',
    editOneTagAtATime: 'You may only edit one {tagType} at a time',
    vimeoBasicUnsupported:
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  },

  // tracking.md 8: Load and upload; forms-commerce.md 8: Upload and file.
  upload: {
    fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
    fileTypeUnsupported:
      'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
    unableToLoadTryAgain: 'Unable to load. Try again.',
    unableToLoadCollections: 'Unable to load collections',
    unableToLoadFonts: 'Unable to load fonts',
    unableToLoadFontPreview: 'Unable to load preview for {fontName}',
    unableToLocateContent: 'Unable to locate content',
    processingIncomplete: 'File processing failed to complete',
    uploadIncomplete: 'File upload failed to complete',
    processingFailed: 'File processing failed',
    processingCancelled: 'File processing cancelled',
    noJobResponseData: 'No response data from job request',
    errorUploading: 'Error uploading',
    renameProblem: 'There was a problem while renaming your file.',
    uploadProblem: 'There was a problem while uploading your file.',
    timezoneLoadFailed:
      'Failed to load timezone "{timeZone}". Retry connection or verify site availability.',
    codeEditingUnavailableOnAndroid: 'Code editing is not available on Android.',
    noMailingLists: "You don't have any mailing lists. Please create one before continuing",
  },

  // tracking.md 8: Confirmations. The removing-tags warning has no wording in the spec.
  confirmation: {
    deleteFileTitle: "Delete '{filename}'?",
    deleteFileMessage: "This can't be undone. Make sure to update all links to this file.",
    unsavedChanges: 'You have made changes. Do you want to save or discard them?',
    disconnectMailchimpTitle: 'Disconnect MailChimp?',
    disconnectMailchimpMessage: 'Form submissions will no longer be sent to your Mailchimp account.',
  },

  // tracking.md 8: Reporting and analytics
  reporting: {
    unresolvedPageLoadId: 'Unable to resolve pageLoadId',
    metricSettingsTimeout: 'Metric settings request timeout',
    unexpectedXhrStatus: 'XHR request DONE with unexpected status: {code}',
    trackingEventHttpStatus: 'Error tracking event: HTTP Status {code}',
    analyticsIdNotStored: 'Unable to store analyticsId',
    noPayload: 'no payload',
  },

  // tracking.md 8 and media.md 8: Image warnings
  image: {
    notAnImageElement: 'Element is not a valid image element.',
    invalidSource: 'Invalid or missing image source.',
    missingContentFitAlignment: 'Missing alignment for content-fit image.',
    noParentNode: 'Image element has no parentNode.',
  },

  // media.md 5 and 8: Gallery
  gallery: {
    decodeFailed: 'Error decoding gallery block data.',
    evaluateFailed: 'Error evaluating gallery block data.',
    unknownDesign:
      'These are not the gallery designs you are looking for. (We could not find a design by the name {name})',
    // The spec writes the name as "..."; {name} stands in for it.
    unknownTransition: 'Could not find transition named {name}.',
    lightboxUnavailable: 'lightboxify is not available in this tier!',
  },

  // media.md 5: Tween
  tween: {
    durationNotFinite: '[Tween] Duration is not a finite number',
    firstParameterNotFunction: '[Tween] First parameter needs to be a function',
  },

  // media.md 5 and 8: Video area
  video: {
    invalidEmbed: 'Invalid video embed.',
    videoLoaderNotFound: 'VideoLoader not found',
    loader2NotFound: 'Loader2 not found',
  },

  // forms-commerce.md 2 and tracking.md 6: the reservation block for a logged-in owner.
  // tracking.md asks for the brand "OpenTable" to be replaced by the provider's
  // table-booking service; its name is not given, so it is the {service} placeholder.
  tableBooking: {
    previewOnly: 'Preview Only: Please log out of your account in order to use the {service} Block.',
  },

  // forms-commerce.md 4, 5 and 8: Form submit and form messages
  form: {
    submitting: 'Submitting…',
    characterLimitExceeded: 'You have exceeded the character limit.',
    emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
    fieldsInvalid: 'One or more fields is invalid, please check your entries.',
    captchaIncomplete: 'Complete CAPTCHA before submitting.',
    notApplicable: 'N/A',
    characterCounter: '{current} / {max}',
    processingError: 'Error processing form submission. Please reload and try again.',
    unknownError: 'Unknown error, please try again later.',
    noSubmissionKey: 'Could not get a form submission key, please try again later.',
    unparseableFields: 'Could not parse the form fields, please check your entries.',
    errorAbove: 'Your form has encountered a problem. Please scroll down to review.',
    // The spec gives only '...scroll up to review.'; the rest is errorAbove's wording.
    errorBelow: 'Your form has encountered a problem. Please scroll up to review.',
    unauthorized: 'Unable to submit form. Please try again later.', // 401
    notConfigured: 'This form has not been configured yet.', // 404
    rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.', // 429
    sendFailed: 'Unable to send form. Please try again later.', // 500
  },

  // forms-commerce.md 8: Data layer
  dataLayer: {
    unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
    unauthorized: 'Unauthorized request',
    internalServerError: 'Internal server error. Please try again later.',
    serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
    unableToConnect: 'Unable to connect…',
  },

  // forms-commerce.md 8: System error overlay
  systemError: {
    reloadPage: 'Reload Page',
    clear: 'Clear',
    title: 'Something Went Wrong!',
    message:
      'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    // The spec's brand "Squarespace" is replaced by the provider's name.
    networkError: 'Unable to connect to Vitrine. Please try again.',
  },

  // forms-commerce.md 4 and 8: Cart, checkout and the cart indicator; tracking.md 8: Cart count labels.
  cart: {
    unableToUpdateQuantity: 'Unable to update quantity',
    unableToRemoveItem: 'Unable to remove item',
    unableToUpdateForm: 'Unable to update form',
    unableToOpenForm: 'Unable to open form',
    checkConnection: 'Please check your internet connection.',
    subtotalTooLow: 'To check out, your order subtotal must be {subtotal} or more.',
    removeAtZeroQuantity:
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    empty: 'You have nothing in your shopping cart.',
    noCartAtCheckout:
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    countCapped: '100+',
    moreThanOneItem: 'More than one item in cart',
    moreThanNItems: 'More than {n} items in cart',
  },

  // forms-commerce.md 8: Reviews; forms-commerce.md 5: Messages
  reviews: {
    alreadyReviewed: 'You have already reviewed this purchase',
    requestExpired: 'Your review request has expired',
    trySubmittingAgain: 'Try submitting your review again',
    thanks: 'Thanks for your feedback',
    selectStarRating: 'Please select a star rating',
    ratingRequired: 'Rating (required)',
  },

  // forms-commerce.md 4: Product display
  product: {
    available: 'Available',
    scheduled: 'Scheduled',
    hidden: 'Hidden',
    unsupported: 'Unsupported',
    fromPrice: 'from {startingPrice}',
    // The spec writes 'renews every week/month/year': one template, {unit} is one of the units below.
    renewsEvery: 'renews every {unit}',
    week: 'week',
    month: 'month',
    year: 'year',
    forPayments: 'for {count} payments',
  },

  // tracking.md 8: Content status labels
  contentStatus: {
    scheduled: 'Scheduled',
    needsReview: 'Needs Review',
    draft: 'Draft',
    private: 'Private',
  },

  // forms-commerce.md 9: Likert scale labels, -2 to 2.
  likert: {
    stronglyDisagree: 'Strongly Disagree',
    disagree: 'Disagree',
    neutral: 'Neutral',
    agree: 'Agree',
    stronglyAgree: 'Strongly Agree',
  },

  // forms-commerce.md 4: Relative time
  relativeTime: {
    justNow: 'just now',
    aboutSecondsAgo: 'about {n} seconds ago',
  },

  // tracking.md 3: food-ordering link config, default link title.
  foodOrdering: {
    defaultLinkTitle: 'Order Now',
  },

  // not in the spec: Vitrine's own wording
  runtime: {
    blockJsonInvalid:
      '[Vitrine] Block {id} (type {type}) has data-block-json that is not valid JSON; it stays as the server sent it.',
    blockInitFailed: '[Vitrine] Block {id} (type {type}) failed to start; it stays as the server sent it.',
    blockTypeUnknown: '[Vitrine] No module for block type {type}; block {id} is left as it is.',
    siteContextInvalid: '[Vitrine] #site-context is not valid JSON; using safe defaults.',
    siteContextMismatch:
      '[Vitrine] #site-context does not match the expected shape; using safe defaults for: {fields}.',
    imageLoaderUnavailable: '[Vitrine] The image loader could not be loaded; images keep what the server sent.',
  },
} as const;

export type Strings = typeof STRINGS;

/** Values for a template's `{name}` placeholders. */
export type FormatValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

// Fills `{name}` placeholders; a placeholder with no value is left as it is.
export function format(template: string, values: FormatValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
