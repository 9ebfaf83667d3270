import { describe, it, expect } from 'vitest';
import { STRINGS, format } from '../../../../core/catalog/strings.ts';

// The specification's interface strings, copied word for word from its three files (media,
// forms-commerce, tracking), with the spec's own placeholders ({email}, N, ..., OpenTable). The
// test reads nothing outside the repository: this table is the spec as far as the test knows it.
// Every string here is one the product shows or logs; the catalogue must hold each of them.
const SPEC_STRINGS: string[] = [
  // media, section 2: logout; section 4: the alert; section 9: dialog buttons
  'Logout Successful',
  'You have been successfully logged out.',
  'Okay',
  'Confirm',
  'Cancel',
  'Reject',
  // media, section 5 and 8: gallery, tween, video, image
  'These are not the gallery designs you are looking for. (We could not find a design by the name {name})',
  'Could not find transition named ...',
  'Error decoding gallery block data.',
  'Error evaluating gallery block data.',
  'lightboxify is not available in this tier!',
  '[Tween] Duration is not a finite number',
  '[Tween] First parameter needs to be a function',
  'Invalid video embed.',
  'VideoLoader not found',
  'Loader2 not found',
  'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  'Element is not a valid image element.',
  'Invalid or missing image source.',
  'Missing alignment for content-fit image.',
  'Image element has no parentNode.',
  // forms-commerce, section 2 and 5: cookie banner, table booking, checkout alert
  'Accept',
  'Decline',
  'Preview Only: Please log out of your account in order to use the OpenTable Block.',
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  // forms-commerce, section 4: product display, relative time, form submit, cart indicator
  'Available',
  'Scheduled',
  'Hidden',
  'Unsupported',
  'from {startingPrice}',
  'renews every week/month/year',
  'week',
  'month',
  'year',
  'for N payments',
  'just now',
  'about N seconds ago',
  'Submitting…',
  '100+',
  // forms-commerce, section 5: validation
  'You have exceeded the character limit.',
  'Email is not valid. Email addresses should follow the format {email}.',
  'One or more fields is invalid, please check your entries.',
  'Complete CAPTCHA before submitting.',
  'N/A',
  'current / max',
  // forms-commerce, section 8: data layer, system error overlay, form messages, cart, reviews
  'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  'Unauthorized request',
  'Internal server error. Please try again later.',
  'This service is temporarily unavailable. Please try again later.',
  'Unable to connect…',
  'Reload Page',
  'Clear',
  'Something Went Wrong!',
  'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  'Unable to connect to Squarespace. Please try again.',
  'Error processing form submission. Please reload and try again.',
  'Unknown error, please try again later.',
  'Could not get a form submission key, please try again later.',
  'Could not parse the form fields, please check your entries.',
  'Your form has encountered a problem. Please scroll down to review.',
  '...scroll up to review.',
  'Unable to submit form. Please try again later.',
  'This form has not been configured yet.',
  'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'Unable to send form. Please try again later.',
  'Unable to update quantity',
  'Unable to remove item',
  'Unable to update form',
  'Unable to open form',
  'Please try again.',
  'Please check your internet connection.',
  'To check out, your order subtotal must be {subtotal} or more.',
  "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
  'You have nothing in your shopping cart.',
  'You have already reviewed this purchase',
  'Your review request has expired',
  'Something went wrong',
  'Try submitting your review again',
  'Thanks for your feedback',
  'Please select a star rating',
  'Rating (required)',
  'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  'File upload failed to complete',
  'File processing failed',
  'File processing cancelled',
  'Network error',
  'There was a problem while renaming your file.',
  'There was a problem while uploading your file.',
  'Unable to connect. Please try again',
  'Unable to load results',
  // forms-commerce, section 9: likert labels
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
  // tracking, section 3: food ordering link title
  'Order Now',
  // tracking, section 8: reporting and analytics
  'Unable to resolve pageLoadId',
  'Metric settings request timeout',
  'XHR request DONE with unexpected status: {code}',
  'Error tracking event: HTTP Status {code}',
  'Unable to store analyticsId',
  'no payload',
  // tracking, section 8: validation
  'Please enter a valid email',
  'Emails must be formatted as {email}',
  'Links must be formatted as {host} or {host}',
  '{val} is not a valid page URL',
  '{val} is not one of the expected options',
  'Please enter a file name',
  'A List must be selected',
  'Your dataset must have at least one column',
  'Your dataset must have at least one row',
  'One or more rows was missing data',
  'This {tagType} already exists',
  'You may only edit one {tagType} at a time',
  // tracking, section 8: load and upload
  'Try again',
  'Unable to load. Try again.',
  'Unable to load collections',
  'Unable to load fonts',
  'Unable to load preview for {fontName}',
  'Unable to locate content',
  'File processing failed to complete',
  'No response data from job request',
  'Error uploading',
  'Failed to load timezone "{timeZone}". Retry connection or verify site availability.',
  'Code editing is not available on Android.',
  "You don't have any mailing lists. Please create one before continuing",
  // tracking, section 8: confirmations, cart count labels, content status labels
  "Delete '{filename}'?",
  "This can't be undone. Make sure to update all links to this file.",
  'You have made changes. Do you want to save or discard them?',
  'Disconnect MailChimp?',
  'Form submissions will no longer be sent to your Mailchimp account.',
  'More than one item in cart',
  'More than {n} items in cart',
  'Needs Review',
  'Draft',
  'Private',
];

// The spec asks for its brand to be replaced by the provider's (forms-commerce, section 8).
const BRAND = ['Squarespace', 'Vitrine'] as const;

// Every catalogue entry as ['group.key', text].
const entries: [string, string][] = Object.entries(STRINGS).flatMap(([group, strings]) =>
  Object.entries(strings).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
);

// Strings the spec does not word verbatim, each with the reason.
const NOT_VERBATIM: Record<string, string> = {
  'runtime.blockJsonInvalid': "not in the spec: Vitrine's own wording",
  'runtime.blockInitFailed': "not in the spec: Vitrine's own wording",
  'runtime.siteContextInvalid': "not in the spec: Vitrine's own wording",
  'tableBooking.loading': 'The loading state without wording it',
  'tableBooking.unavailable': 'issue 20: the fallback when the booking script does not arrive; the spec words none',
  'tableBooking.bookOn': 'issue 20: the fallback link; the spec words none',
  'kinds.kindUnknown': "not in the spec: Vitrine's own wording",
  'context.siteContextMismatch': "not in the spec: Vitrine's own wording",
  'runtime.imageLoaderUnavailable': "not in the spec: Vitrine's own wording",
  'motion.swipeAxis': 'The rule, not the words',
  'motion.swipeBoundary': 'The rule, not the words',
  'motion.swipeSnap': 'The rule, not the words',
  'motion.resizeAxis': 'The rule, not the words',
  'motion.resizeThreshold': 'The rule, not the words',
  'motion.resizeResizing': 'The rule, not the words',
  'motion.resizeDebounce': "not in the spec: Vitrine's own wording",
  'motion.focusTarget': 'The rule, not the words',
  'runtime.motionUnavailable': "not in the spec: Vitrine's own wording",
  'runtime.overlaysUnavailable': "not in the spec: Vitrine's own wording",
  'runtime.jsTweenUnsupported': 'An unsupported message without wording it',
  'autoplay.play': "not in the spec: the autoplay control's label (WCAG 2.2.2)",
  'autoplay.pause': "not in the spec: the autoplay control's label (WCAG 2.2.2)",
  'dataLayer.refusedCall': 'The secure-call rule, not the words',
  'systemError.url': 'What other errors show (the URL), not its label',
  'systemError.format': 'What other errors show (the format), not its label',
  'systemError.messageLabel': 'What other errors show (the message), not its label',
  'account.signInFailed': 'The session call, not the words of a refusal',
  'account.signInRateLimited': "not in the spec: Vitrine's own wording",
  'account.signInExpired': "not in the spec: Vitrine's own wording",
  'reporting.moneyFreeLabelRequired': 'The rule, not the words',
  'cartIndicator.indicatorOneItem': 'Words only the labels above the cap',
  'cartIndicator.indicatorNItems': 'Words only the labels above the cap',
  'product.weeks': 'An optional count, not its plural units',
  'product.months': 'An optional count, not its plural units',
  'product.years': 'An optional count, not its plural units',
  'reviews.reviewsTitle': "issue 30: the product page's reviews; the spec stores reviews without wording their display",
  'reviews.noReviews': "issue 30: the product page's reviews; the spec stores reviews without wording their display",
  'reviews.outOfFive': "issue 30: the product page's reviews; the spec stores reviews without wording their display",
  'reviews.oneReview': "issue 30: the product page's reviews; the spec stores reviews without wording their display",
  'reviews.nReviews': "issue 30: the product page's reviews; the spec stores reviews without wording their display",
  'commerce.missing': 'The rule (missing commerce code logs a warning), not the words',
};

// Labels for controls the spec names without wording them (the lightbox's controls;
// The popup overlay and the mobile info bar; the contract: the sign-in page's
// labels; the store's labels, docs/store.md; the audio, calendar and tour dates blocks, which the spec names
// with no words; the external loads', the journal's and the address lookup's, our own words). Plain words such as 'Close' may occur in the spec by chance, so these are not checked either way.
const OWN_WORDS = ['lightbox.', 'popupOverlay.', 'cookieBanner.label', 'account.', 'shop.', 'eventBlocks.', 'externalLoads.', 'journal.', 'places.', 'search.', 'summary.'];
const ownWords = (path: string): boolean => OWN_WORDS.some((prefix) => path.startsWith(prefix));

// A placeholder stands for whatever the spec writes there ({email}, N, ..., OpenTable).
function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{\w+\}/).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('(?:\\{\\w+\\}|\\S{1,40}?)')}$`);
}

// A spec string that starts with '...' is the end of a sentence the spec leaves to complete.
const words = (text: string, spec: string): boolean => (spec.startsWith('...') ? text.endsWith(spec.slice(3)) : templatePattern(text).test(spec.replace(...BRAND)));

/** The spec string a catalogue text words, if any. */
const specStringOf = (text: string): string | undefined => SPEC_STRINGS.find((spec) => words(text, spec));

const checked = entries.filter(([path]) => !(path in NOT_VERBATIM) && !ownWords(path));

describe('strings.ts: every catalogue string is worded as the spec words it', () => {
  it.each(checked)('%s: %s', (_path, text) => {
    expect(specStringOf(text), `not in the spec's strings: ${text}`).toBeDefined();
  });

  it.each(SPEC_STRINGS)('the spec string %s is in the catalogue', (spec) => {
    expect(checked.filter(([, text]) => words(text, spec)).map(([path]) => path)).not.toEqual([]);
  });

  it.each(Object.keys(NOT_VERBATIM))('%s is really absent, so its exclusion is needed', (path) => {
    const text = entries.find(([entryPath]) => entryPath === path)?.[1] ?? '';
    expect(text).not.toBe('');
    expect(specStringOf(text), `found in the spec: ${text}`).toBeUndefined();
  });

  it('the subscription phrase reads as the spec writes it', () => {
    const { renewsEvery, week, month, year } = STRINGS.product;
    expect([week, month, year].map((unit) => format(renewsEvery, { unit }))).toEqual(['renews every week', 'renews every month', 'renews every year']);
  });

  it('names no brand the spec asks to replace', () => {
    for (const [, text] of entries) {
      expect(text).not.toContain('Squarespace');
      expect(text).not.toContain('OpenTable');
    }
  });

  it('keys are camelCase and texts are non-empty', () => {
    for (const [path, text] of entries) {
      for (const part of path.split('.')) expect(part).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe('format', () => {
  it.each([
    ['fills one placeholder', 'about {n} seconds ago', { n: 5 }, 'about 5 seconds ago'],
    [
      'fills several',
      'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
      { fileName: 'a.png', maxSize: '20 MB' },
      'The file a.png is too large. The maximum allowed file size is 20 MB.',
    ],
    ['fills a repeated placeholder everywhere', 'Links must be formatted as {host} or {host}', { host: 'x.com' }, 'Links must be formatted as x.com or x.com'],
    ['leaves unknown placeholders', 'Block {id} (type {type})', { id: 'b1' }, 'Block b1 (type {type})'],
    ['does not read inherited keys', '{toString}', {}, '{toString}'],
    ['keeps text without placeholders', 'Okay', { n: 1 }, 'Okay'],
    ['fills with empty text and zero', '[{a}|{b}]', { a: '', b: 0 }, '[|0]'],
    ['does not re-read filled values', '{a}{b}', { a: '{b}', b: 'x' }, '{b}x'],
  ])('%s', (_case, template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });
});
