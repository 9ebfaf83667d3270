// Reviews; Messages
export const reviewsStrings = {
  alreadyReviewed: 'You have already reviewed this purchase',
  requestExpired: 'Your review request has expired',
  trySubmittingAgain: 'Try submitting your review again',
  thanks: 'Thanks for your feedback',
  selectStarRating: 'Please select a star rating',
  ratingRequired: 'Rating (required)',
  // The product page's reviews: the spec stores reviews without wording their display, so these are ours.
  reviewsTitle: 'Reviews',
  noReviews: 'No reviews yet.',
  outOfFive: '{n} out of 5 stars',
  oneReview: '1 review',
  nReviews: '{n} reviews',
} as const;
