// Relative time
export const relativeTimeStrings = {
  justNow: 'just now',
  aboutSecondsAgo: 'about {n} seconds ago',
} as const;
