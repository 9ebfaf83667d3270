// Content status labels
export const contentStatusStrings = {
  scheduled: 'Scheduled',
  needsReview: 'Needs Review',
  draft: 'Draft',
  private: 'Private',
} as const;
