// forms-commerce.md 8: Reviews; forms-commerce.md 5: Messages
export const reviewsStrings = {
  alreadyReviewed: 'You have already reviewed this purchase',
  requestExpired: 'Your review request has expired',
  trySubmittingAgain: 'Try submitting your review again',
  thanks: 'Thanks for your feedback',
  selectStarRating: 'Please select a star rating',
  ratingRequired: 'Rating (required)',
} as const;
